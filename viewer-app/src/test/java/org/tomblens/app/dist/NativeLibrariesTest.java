package org.tomblens.app.dist;

import static org.junit.jupiter.api.Assertions.*;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The folder of the unpacked native libraries is named only where they are beside the application's jar, and the
 * build unpacks there every library of LWJGL's natives jars, as the jars hold it.
 */
class NativeLibrariesTest {
    /** Where imgui-java's natives jar keeps its library, which the build unpacks from. */
    private static final String IN_JAR = "/io/imgui/java/native-bin/" + NativeLibraries.INTERFACE_FILE;
    /** Where the build unpacks them, before the tests. */
    private static final Path BUILT = Path.of("target", "natives");

    @Test
    void theLibrarySoughtIsTheOneImguiJavaShipsForThisSystem() {
        assertNotNull(NativeLibraries.class.getResource(IN_JAR), "imgui-java's jar holds " + IN_JAR);
    }

    @Test
    void aJarWithTheLibrariesUnpackedBesideItNamesThatFolder(@TempDir Path app) throws IOException {
        var jar = Files.writeString(app.resolve("tomblens.jar"), "");
        var natives = Files.createDirectory(app.resolve("natives"));
        assertEquals(Optional.empty(), NativeLibraries.folderBeside(jar), "no library in the folder yet");

        copyBuilt(NativeLibraries.INTERFACE_FILE, natives);
        assertEquals(Optional.empty(), NativeLibraries.folderBeside(jar), "Dear ImGui's alone, not LWJGL's");
        copyBuilt(NativeLibraries.LWJGL_FILE, natives);
        assertEquals(Optional.of(natives), NativeLibraries.folderBeside(jar));
    }

    @Test
    void classesRatherThanAJarNameNoFolder(@TempDir Path build) throws IOException {
        var classes = Files.createDirectory(build.resolve("classes"));
        var natives = Files.createDirectories(build.resolve("natives"));
        copyBuilt(NativeLibraries.INTERFACE_FILE, natives);
        copyBuilt(NativeLibraries.LWJGL_FILE, natives);
        assertEquals(Optional.empty(), NativeLibraries.folderBeside(classes));
    }

    @Test
    void everyLibraryOfLwjglsNativesJarsIsUnpackedAsTheJarHoldsIt() throws IOException {
        var jars = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(Path::of)
                .filter(path -> path.getFileName().toString().matches("lwjgl(-\\w+)?-[\\d.]+-natives-.+\\.jar"))
                .toList();
        // LWJGL's core, GLFW, OpenGL, stb (the renderer's), OpenAL and tinyfd (the viewer's).
        assertEquals(6, jars.size(), jars.toString());
        var libraries = 0;
        for (var jar : jars) {
            try (var zip = new ZipFile(jar.toFile())) {
                for (var entry : zip.stream().filter(e -> !e.isDirectory() && !e.getName().startsWith("META-INF/"))
                        .toList()) {
                    var name = Path.of(entry.getName()).getFileName().toString();
                    try (var held = zip.getInputStream(entry)) {
                        assertArrayEquals(held.readAllBytes(), Files.readAllBytes(BUILT.resolve(name)),
                                name + " of " + jar.getFileName());
                    }
                    libraries++;
                }
            }
        }
        assertEquals(6, libraries, "one library in each");
        assertTrue(Files.isRegularFile(BUILT.resolve(NativeLibraries.LWJGL_FILE)));
    }

    @Test
    void eachOfLwjglsLibrariesInTheFolderIsNamedByItsFullPathAndOthersByTheirName(@TempDir Path natives)
            throws IOException {
        // The names LWJGL's classes map for their libraries: its core's, GLFW's, OpenGL's binding's, OpenAL's.
        for (var name : new String[] {"lwjgl", "glfw", "lwjgl_opengl", "openal"}) {
            var file = System.mapLibraryName(name);
            copyBuilt(file, natives);
            assertEquals(natives.resolve(file).toString(), NativeLibraries.inFolder(natives, name));
            assertTrue(Path.of(NativeLibraries.inFolder(natives, name)).isAbsolute(), "loaded by LWJGL as it is");
        }
        assertEquals("lwjgl_vulkan", NativeLibraries.inFolder(natives, "lwjgl_vulkan"), "not in the folder");
    }

    private static void copyBuilt(String file, Path folder) throws IOException {
        Files.copy(BUILT.resolve(file), folder.resolve(file));
    }
}
