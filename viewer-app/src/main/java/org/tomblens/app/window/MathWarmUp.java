package org.tomblens.app.window;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.tomblens.render.view.Camera;

/**
 * Readies JOML, the vector and matrix library, on a thread of its own as the run begins. A camera's first view and
 * copy into a buffer bring in the types they use with JOML's copier ({@code MemUtil}, set up by
 * {@link org.tomblens.app.dist.MathLibrary}) and its {@code Options}, which make a number format: 28–35 ms of locale
 * data in a fresh JVM. JOML's classes themselves come from the class-data archive, their Java 1.2 files rewritten at
 * build time for it ({@code ClassFileUpgrade}). On the window's thread that work came as the camera was made and again
 * in the level's first frame; here it overlaps the window's start and the level's reading instead. The class loader runs each class's
 * initialisation once, so the window's thread, arriving at the same class, only waits for what is under way.
 */
final class MathWarmUp {
    private MathWarmUp() {}

    /** Starts it; the thread ends once done. */
    static void begin() {
        var thread = new Thread(MathWarmUp::warm, "math-warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * What a frame does with the camera: its view and projection, and the product copied into a buffer outside the
     * heap, as the renderer's are (JOML writes those through their address).
     */
    private static void warm() {
        var buffer = ByteBuffer.allocateDirect(16 * Float.BYTES).order(ByteOrder.nativeOrder()).asFloatBuffer();
        new Camera().update(1f).viewProjection().get(buffer);
    }
}
