package org.tomblens.render.ui;

import static org.lwjgl.system.MemoryUtil.*;
import static org.lwjgl.system.libffi.LibFFI.*;

import java.nio.ByteBuffer;
import java.util.Optional;
import org.lwjgl.system.Pointer;
import org.lwjgl.system.linux.X11;

/**
 * A picture the size of an X11 window, in the client's memory, whose rectangles Xlib's {@code XPutImage} puts into
 * the window: 32 bits a pixel, blue, green, red and a byte the window ignores, top row first, as OpenGL reads
 * {@code GL_BGRA} pixels on a little-endian machine. LWJGL binds none of these Xlib calls; they go through libffi.
 */
final class X11Image implements AutoCloseable {
    private static final int Z_PIXMAP = 2;
    private static final int LSB_FIRST = 0;
    private static final int DEPTH = 24;
    private static final int BITS_PER_PIXEL = 32;
    /** Where XImage (Xlib.h) keeps its fields on a 64-bit machine. */
    private static final int IMAGE_BYTE_ORDER = 24;
    private static final int IMAGE_BITS_PER_PIXEL = 48;
    private static final int IMAGE_RED_MASK = 56;
    private static final int IMAGE_GREEN_MASK = 64;
    private static final int IMAGE_BLUE_MASK = 72;

    private final long display;
    private final long graphicsContext;
    private final long visual;
    private final NativeCall createImage;
    private final NativeCall putImage;
    private final NativeCall flush;
    private final NativeCall freeGraphicsContext;
    private ByteBuffer pixels;
    private long image;
    private int width;
    private int height;

    private X11Image(long display, long window, long visual, long graphicsContext, NativeCall createImage,
                     NativeCall putImage, NativeCall flush, NativeCall freeGraphicsContext) {
        this.display = display;
        this.visual = visual;
        this.graphicsContext = graphicsContext;
        this.createImage = createImage;
        this.putImage = putImage;
        this.flush = flush;
        this.freeGraphicsContext = freeGraphicsContext;
        putImage.set(0, display).set(1, window).set(2, graphicsContext);
        flush.set(0, display);
        freeGraphicsContext.set(0, display).set(1, graphicsContext);
    }

    /**
     * The picture for {@code window} of {@code display}, or empty where its pixels are not the 24-bit true colour
     * this picture holds (another depth, an old server's 24 bits a pixel, other colour masks) or the calls are missing.
     */
    static Optional<X11Image> of(long display, long window) {
        if (Pointer.POINTER_SIZE != Long.BYTES || display == NULL || window == NULL) {
            return Optional.empty();
        }
        var library = X11.getLibrary();
        try (var geometry = new NativeCall("XGetGeometry", library.getFunctionAddress("XGetGeometry"), ffi_type_sint32,
                ffi_type_pointer, ffi_type_uint64, ffi_type_pointer, ffi_type_pointer, ffi_type_pointer,
                ffi_type_pointer, ffi_type_pointer, ffi_type_pointer, ffi_type_pointer);
             var defaultVisual = new NativeCall("XDefaultVisual", library.getFunctionAddress("XDefaultVisual"),
                     ffi_type_pointer, ffi_type_pointer, ffi_type_sint32);
             var createGraphicsContext = new NativeCall("XCreateGC", library.getFunctionAddress("XCreateGC"),
                     ffi_type_pointer, ffi_type_pointer, ffi_type_uint64, ffi_type_uint64, ffi_type_pointer)) {
            if (depth(geometry, display, window) != DEPTH) {
                return Optional.empty();
            }
            var visual = defaultVisual.set(0, display).set(1, X11.XDefaultScreen(display)).call();
            if (visual == NULL) {
                return Optional.empty();
            }
            var graphicsContext = createGraphicsContext.set(0, display).set(1, window).set(2, 0L).set(3, NULL).call();
            if (graphicsContext == NULL) {
                return Optional.empty();
            }
            var picture = new X11Image(display, window, visual, graphicsContext,
                    new NativeCall("XCreateImage", library.getFunctionAddress("XCreateImage"), ffi_type_pointer,
                            ffi_type_pointer, ffi_type_pointer, ffi_type_uint32, ffi_type_sint32, ffi_type_sint32,
                            ffi_type_pointer, ffi_type_uint32, ffi_type_uint32, ffi_type_sint32, ffi_type_sint32),
                    new NativeCall("XPutImage", library.getFunctionAddress("XPutImage"), ffi_type_sint32,
                            ffi_type_pointer, ffi_type_uint64, ffi_type_pointer, ffi_type_pointer, ffi_type_sint32,
                            ffi_type_sint32, ffi_type_sint32, ffi_type_sint32, ffi_type_uint32, ffi_type_uint32),
                    new NativeCall("XFlush", library.getFunctionAddress("XFlush"), ffi_type_sint32, ffi_type_pointer),
                    new NativeCall("XFreeGC", library.getFunctionAddress("XFreeGC"), ffi_type_sint32,
                            ffi_type_pointer, ffi_type_pointer));
            if (!picture.resize(1, 1)) {
                picture.close();
                return Optional.empty();
            }
            return Optional.of(picture);
        } catch (IllegalStateException missing) {
            return Optional.empty();
        }
    }

    private static int depth(NativeCall geometry, long display, long window) {
        // The root window, then x, y, width, height, border width and depth, each an int.
        var answers = memCalloc(Long.BYTES + 6 * Integer.BYTES);
        try {
            var base = memAddress(answers);
            geometry.set(0, display).set(1, window).set(2, base);
            for (int i = 0; i < 6; i++) {
                geometry.set(3 + i, base + Long.BYTES + (long) i * Integer.BYTES);
            }
            return geometry.call() == 0 ? 0 : memGetInt(base + Long.BYTES + 5L * Integer.BYTES);
        } finally {
            memFree(answers);
        }
    }

    /**
     * Makes the picture {@code width} x {@code height} pixels, unless it is that size already; returns false where Xlib
     * would lay its pixels out otherwise than this picture does.
     */
    boolean resize(int width, int height) {
        if (width == this.width && height == this.height) {
            return true;
        }
        freeImage();
        pixels = memAlloc(width * height * Integer.BYTES);
        image = createImage.set(0, display).set(1, visual).set(2, DEPTH).set(3, Z_PIXMAP).set(4, 0)
                .set(5, memAddress(pixels)).set(6, width).set(7, height).set(8, BITS_PER_PIXEL)
                .set(9, width * Integer.BYTES).call();
        if (image == NULL || memGetInt(image + IMAGE_BITS_PER_PIXEL) != BITS_PER_PIXEL
                || memGetLong(image + IMAGE_RED_MASK) != 0xFF0000L || memGetLong(image + IMAGE_GREEN_MASK) != 0xFF00L
                || memGetLong(image + IMAGE_BLUE_MASK) != 0xFFL) {
            // Not kept: the size is not taken for one this picture holds.
            freeImage();
            return false;
        }
        this.width = width;
        this.height = height;
        // The bytes are in the client's order, which Xlib turns into the server's as it sends them.
        memPutInt(image + IMAGE_BYTE_ORDER, LSB_FIRST);
        return true;
    }

    /** The address of row {@code row} (0 the top) of the pixels, at column {@code x}. */
    long at(int x, int row) {
        return memAddress(pixels) + ((long) row * width + x) * Integer.BYTES;
    }

    /** Puts the rectangle at ({@code x}, {@code top}) from the top left, {@code width} x {@code height}, into the window. */
    void put(int x, int top, int width, int height) {
        putImage.set(3, image).set(4, x).set(5, top).set(6, x).set(7, top).set(8, width).set(9, height).call();
    }

    /** Sends what was put to the X server. */
    void flush() {
        flush.call();
    }

    private void freeImage() {
        if (image != NULL) {
            // XFree, not XDestroyImage: the pixels are this picture's own, freed apart.
            X11.nXFree(image);
            image = NULL;
        }
        if (pixels != null) {
            memFree(pixels);
            pixels = null;
        }
        width = 0;
        height = 0;
    }

    @Override
    public void close() {
        freeImage();
        freeGraphicsContext.call();
        createImage.close();
        putImage.close();
        flush.close();
        freeGraphicsContext.close();
    }
}
