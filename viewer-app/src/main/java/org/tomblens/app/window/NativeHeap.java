package org.tomblens.app.window;

import org.lwjgl.system.JNI;
import org.lwjgl.system.Library;
import org.lwjgl.system.Platform;

/**
 * Lets the C heap hand freed memory back to the system. Mesa's software renderer keeps a level's textures and
 * buffers in the process, allocated with malloc; glibc first serves large blocks with mmap (and unmaps them when
 * freed), but after the first such block is freed it raises that threshold, up to 32 MB, and serves the next
 * level's blocks from its heaps instead, where they stay after a level switch as holes it cannot trim. It also
 * keeps up to eight heaps (arenas) per core, one for each thread that happened to allocate. Set here rather than
 * through {@code MALLOC_MMAP_THRESHOLD_} and {@code MALLOC_ARENA_MAX}, since the installed application's launcher
 * sets no environment. Elsewhere than on glibc this does nothing.
 */
final class NativeHeap {
    /** mallopt(3)'s parameters, from glibc's malloc.h. */
    private static final int M_MMAP_THRESHOLD = -3;
    private static final int M_ARENA_MAX = -8;
    /** glibc's own starting threshold, 128 KiB, kept fixed: a texture page or a level's buffer is mapped on its own. */
    private static final int MMAP_THRESHOLD = 128 * 1024;
    private static final int ARENAS = 2;

    private NativeHeap() {}

    /** Fixes the threshold and the number of arenas; call before the window and its GL threads start. */
    static void returnFreedBlocks() {
        if (Platform.get() != Platform.LINUX) {
            return;
        }
        try (var libc = Library.loadNative(NativeHeap.class, "org.lwjgl", "libc.so.6")) {
            var mallopt = libc.getFunctionAddress("mallopt");
            if (mallopt != 0) {
                JNI.invokeI(M_MMAP_THRESHOLD, MMAP_THRESHOLD, mallopt);
                JNI.invokeI(M_ARENA_MAX, ARENAS, mallopt);
            }
        } catch (UnsatisfiedLinkError notGlibc) {
            // musl and others: their own allocator, which these parameters do not concern.
        }
    }
}
