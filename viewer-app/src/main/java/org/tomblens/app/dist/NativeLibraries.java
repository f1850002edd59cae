package org.tomblens.app.dist;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.lwjgl.system.Configuration;

/**
 * Where Dear ImGui's and LWJGL's native libraries are loaded from. The build unpacks them into a folder
 * {@code natives} beside the application's jar (in {@code viewer-app/target}, and so in the installed image's
 * application folder), and the jar's manifest leaves LWJGL's natives jars off its class path. Named to imgui-java
 * ({@value #INTERFACE_PROPERTY}) and to LWJGL ({@link Configuration#LIBRARY_PATH}) before their first use, the
 * libraries are loaded from there. Otherwise imgui-java deletes its 7.5 MB library in the system's temporary folder
 * and writes it again from its jar at every start, and LWJGL, which takes a library from a jar on the class path
 * whenever one holds it, compares each with the copy it extracted before, both at every start
 * (docs/performance.md, "Start-up"). Run from classes rather than the jar (the tests), or given the folders
 * already, both are left to their own ways.
 */
public final class NativeLibraries {
    /** The system property imgui-java reads its library's folder from. */
    static final String INTERFACE_PROPERTY = "imgui.library.path";
    /** imgui-java's library, as it names it: {@code lib…so}, {@code ….dll} or {@code lib…dylib}. */
    static final String INTERFACE_FILE = System.mapLibraryName("imgui-java64");
    /** LWJGL's own library, the first it loads, as its natives jar names it. */
    static final String LWJGL_FILE = System.mapLibraryName("lwjgl");

    private NativeLibraries() {}

    /**
     * Names the unpacked libraries' folder where there is one, and LWJGL's memory allocator: the C library's, which
     * LWJGL otherwise settles on only after looking for three others' classes along the whole class path. Called
     * as the program starts, before the window or a command first uses LWJGL or Dear ImGui.
     */
    public static void locate() {
        Configuration.MEMORY_ALLOCATOR.set("system");
        var source = NativeLibraries.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            return;
        }
        try {
            folderBeside(Path.of(source.getLocation().toURI())).ifPresent(NativeLibraries::name);
        } catch (URISyntaxException | IllegalArgumentException e) {
            // Not a file on this machine: the libraries come from their jars, as without the folder.
        }
    }

    private static void name(Path folder) {
        if (System.getProperty(INTERFACE_PROPERTY) == null) {
            System.setProperty(INTERFACE_PROPERTY, folder.toString());
        }
        if (Configuration.LIBRARY_PATH.get() == null) {
            Configuration.LIBRARY_PATH.set(folder.toString());
            // LWJGL compares each library it loads with the SHA-1 its classes' jar lists, to tell a mismatched
            // install; without the natives jar beside it, it hashes each whole library file to do so, some 4.5 MB
            // at every start. These are unpacked by the build from the natives jars of the same LWJGL
            // (NativeLibrariesTest).
            Configuration.DISABLE_HASH_CHECKS.set(true);
            // Each named by its full path, which LWJGL loads as it is: for a name alone it looks along the class
            // path first, and the first look that finds nothing opens every jar there (24, some 28 ms of the
            // window's thread before the window).
            Configuration.BUNDLED_LIBRARY_NAME_MAPPER.set((Function<String, String>) name -> inFolder(folder, name));
        }
    }

    /** The full path of LWJGL's library {@code name} ("glfw", "lwjgl_opengl") in {@code folder}, or the name alone. */
    static String inFolder(Path folder, String name) {
        var file = folder.resolve(System.mapLibraryName(name));
        return Files.isRegularFile(file) ? file.toString() : name;
    }

    /** The folder {@code natives} beside {@code jar} when {@code jar} is a file and the folder holds the libraries. */
    static Optional<Path> folderBeside(Path jar) {
        var folder = jar.resolveSibling("natives");
        return Files.isRegularFile(jar) && Files.isRegularFile(folder.resolve(INTERFACE_FILE))
                && Files.isRegularFile(folder.resolve(LWJGL_FILE)) ? Optional.of(folder) : Optional.empty();
    }
}
