package org.tomblens.render.gl;

import org.lwjgl.system.Configuration;
import org.lwjgl.system.Platform;
import org.lwjgl.system.linux.LinuxLibrary;

/**
 * The system's OpenGL library, named to LWJGL by its full path before LWJGL first binds it. LWJGL looks for a library
 * named alone along the class path before it asks the system's loader, and a look that finds nothing opens every jar
 * on the class path: for the viewer's first context, some 28 ms of the window's thread. So on Linux the first of
 * LWJGL's own default names that the system's loader opens (as LWJGL itself would choose, the class path holding no
 * such library) is named by the path the loader found it at. A name set by the user is kept.
 */
final class OpenGlLibrary {
    private OpenGlLibrary() {}

    /** Names the library before {@code GL.createCapabilities}, unless it is named already (by the user, or before). */
    static synchronized void name() {
        if (Platform.get() != Platform.LINUX || Configuration.OPENGL_LIBRARY_NAME.get() != null) {
            return;
        }
        for (var name : Configuration.OPENGL_LIBRARY_NAME_DEFAULTS()) {
            try {
                // Left open: LWJGL keeps the library loaded for the process's life too.
                var path = new LinuxLibrary(name).getPath();
                if (path != null) {
                    Configuration.OPENGL_LIBRARY_NAME.set(path);
                }
                return;
            } catch (UnsatisfiedLinkError notHere) {
                // The next of LWJGL's names, as LWJGL goes through them.
            }
        }
    }
}
