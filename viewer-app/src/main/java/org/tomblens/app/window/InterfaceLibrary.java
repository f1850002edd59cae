package org.tomblens.app.window;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where Dear ImGui's native library is loaded from. The build unpacks it into a folder {@code natives} beside the
 * application's jar (in {@code viewer-app/target}, and so in the installed image's application folder). Named to
 * imgui-java ({@value #PROPERTY}) before its first use, the library is loaded from there; otherwise imgui-java
 * deletes its 7.5 MB library in the system's temporary folder and writes it again from its jar at every start, on
 * the window's thread (docs/performance.md, "Start-up"). Run from classes rather than the jar (the tests), or
 * given the property already, imgui-java is left to its own way.
 */
final class InterfaceLibrary {
    /** The system property imgui-java reads the library's folder from. */
    static final String PROPERTY = "imgui.library.path";
    /** imgui-java's library, as it names it: {@code lib…so}, {@code ….dll} or {@code lib…dylib}. */
    static final String FILE = System.mapLibraryName("imgui-java64");

    private InterfaceLibrary() {}

    /** Names the unpacked library's folder to imgui-java where there is one; call before Dear ImGui's first use. */
    static void locate() {
        if (System.getProperty(PROPERTY) != null) {
            return;
        }
        var source = InterfaceLibrary.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            return;
        }
        try {
            folderBeside(Path.of(source.getLocation().toURI()))
                    .ifPresent(folder -> System.setProperty(PROPERTY, folder.toString()));
        } catch (URISyntaxException | IllegalArgumentException e) {
            // Not a file on this machine: imgui-java takes the library from its jar, as without the folder.
        }
    }

    /** The folder {@code natives} beside {@code jar} when {@code jar} is a file and the folder holds the library. */
    static Optional<Path> folderBeside(Path jar) {
        var folder = jar.resolveSibling("natives");
        return Files.isRegularFile(jar) && Files.isRegularFile(folder.resolve(FILE)) ? Optional.of(folder)
                : Optional.empty();
    }
}
