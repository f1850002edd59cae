package org.tomblens.app.window;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The folder of Dear ImGui's unpacked library is named only where the library is beside the application's jar. */
class InterfaceLibraryTest {
    /** Where imgui-java's natives jar keeps its library, which the build unpacks from. */
    private static final String IN_JAR = "/io/imgui/java/native-bin/" + InterfaceLibrary.FILE;

    @Test
    void theLibrarySoughtIsTheOneImguiJavaShipsForThisSystem() {
        assertNotNull(InterfaceLibrary.class.getResource(IN_JAR), "imgui-java's jar holds " + IN_JAR);
    }

    @Test
    void aJarWithTheLibraryUnpackedBesideItNamesThatFolder(@TempDir Path app) throws IOException {
        var jar = Files.writeString(app.resolve("tomblens.jar"), "");
        var natives = Files.createDirectory(app.resolve("natives"));
        assertEquals(Optional.empty(), InterfaceLibrary.folderBeside(jar), "no library in the folder yet");

        try (var library = InterfaceLibrary.class.getResourceAsStream(IN_JAR)) {
            Files.copy(library, natives.resolve(InterfaceLibrary.FILE));
        }
        assertEquals(Optional.of(natives), InterfaceLibrary.folderBeside(jar));
    }

    @Test
    void classesRatherThanAJarNameNoFolder(@TempDir Path build) throws IOException {
        var classes = Files.createDirectory(build.resolve("classes"));
        Files.createDirectories(build.resolve("natives"));
        try (var library = InterfaceLibrary.class.getResourceAsStream(IN_JAR)) {
            Files.copy(library, build.resolve("natives").resolve(InterfaceLibrary.FILE));
        }
        assertEquals(Optional.empty(), InterfaceLibrary.folderBeside(classes));
    }
}
