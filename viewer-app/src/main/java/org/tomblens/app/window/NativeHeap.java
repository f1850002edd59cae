package org.tomblens.app.window;

import org.lwjgl.system.JNI;
import org.lwjgl.system.Platform;
import org.lwjgl.system.linux.LinuxLibrary;

/**
 * Hands the memory of a level left behind back to the system. Mesa's software renderer keeps a level's textures
 * and buffers in the process, allocated with malloc; glibc first serves large blocks with mmap (and unmaps them
 * when freed), but after the first such block is freed it raises that threshold, up to 32 MB, and serves the next
 * level's blocks from its heaps instead, where they stay after a level switch as holes it does not trim by
 * itself. It also keeps up to eight heaps (arenas) per core, one for each thread that happened to allocate. The
 * threshold and arenas are set here as well as through {@code MALLOC_MMAP_THRESHOLD_} and
 * {@code MALLOC_ARENA_MAX} in {@code ./tomblens}, since the installed application's launcher sets no environment.
 * On other C libraries than glibc only the Java heap is concerned.
 */
final class NativeHeap {
    /** mallopt(3)'s parameters, from glibc's malloc.h. */
    private static final int M_MMAP_THRESHOLD = -3;
    private static final int M_ARENA_MAX = -8;
    /** glibc's own starting threshold, 128 KiB, kept fixed: a texture page or a level's buffer is mapped on its own. */
    private static final int MMAP_THRESHOLD = 128 * 1024;
    private static final int ARENAS = 2;

    /** glibc's malloc_trim(3), or 0 elsewhere. */
    private static long mallocTrim;

    private NativeHeap() {}

    /** Fixes the threshold and the number of arenas; call before the window and its GL threads start. */
    static void returnFreedBlocks() {
        if (Platform.get() != Platform.LINUX) {
            return;
        }
        try {
            // Not closed: libc stays loaded in any case, and malloc_trim is called through this later. Opened by
            // the system's loader directly: LWJGL's Library.loadNative would look along the class path first.
            var libc = new LinuxLibrary("libc.so.6");
            var mallopt = libc.getFunctionAddress("mallopt");
            mallocTrim = libc.getFunctionAddress("malloc_trim");
            if (mallopt != 0) {
                JNI.invokeI(M_MMAP_THRESHOLD, MMAP_THRESHOLD, mallopt);
                JNI.invokeI(M_ARENA_MAX, ARENAS, mallopt);
            }
        } catch (UnsatisfiedLinkError notGlibc) {
            // musl and others: their own allocator, which these parameters do not concern.
        }
    }

    /**
     * Once a level has left the screen, and its GL objects are deleted: collects the Java heap now, which G1 then
     * shrinks to the launchers' {@code MaxHeapFreeRatio} (the garbage of preparing a level had grown it), and has
     * glibc give back the free pages in its heaps. A level switch already pauses for the upload; this adds a
     * full collection of what is left, about 70 MB for a retail level.
     */
    static void levelLeft() {
        System.gc();
        if (mallocTrim != 0) {
            JNI.invokePI(0, mallocTrim);
        }
    }
}
