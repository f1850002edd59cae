package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL41C.*;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.lwjgl.opengl.GL;
import org.lwjgl.system.MemoryUtil;

/**
 * Linked programs kept between runs as the GL driver's own binaries (program binaries, core since OpenGL 4.1), so
 * that a start makes each program from its binary instead of compiling its sources. On Mesa a process's first shader
 * compile sets up the GLSL compiler's built-in functions, 13–17 ms of the window's thread even when every shader
 * comes from Mesa's own cache (docs/performance.md); a program made from a binary needs none of that. Each binary is
 * kept with what it was made from, the driver and its version and the program's sources with their defines: one
 * made from anything else, or that the driver no longer takes, is made again from the sources and kept anew.
 */
public final class ProgramBinaries {
    /** Where the binaries are kept: the application's cache folder, or a test's own. */
    public interface Store {
        /** The bytes kept under {@code name}, or null when there are none (or they cannot be read). */
        byte[] read(String name);

        /** Keeps {@code bytes} under {@code name}; when that fails, the next run compiles the program again. */
        void write(String name, byte[] bytes);
    }

    /** The first bytes of a kept binary ("TLPB") and the layout's version. */
    private static final int MAGIC = 0x544C5042;
    private static final int VERSION = 1;

    private final Store store;
    /** The driver of the context the binaries are for, and its version: a binary from another is not offered. */
    private final String driver;

    private ProgramBinaries(Store store, String driver) {
        this.store = store;
        this.driver = driver;
    }

    /**
     * Binaries kept in {@code store} for the context current on this thread, or null when its driver gives none (no
     * OpenGL 4.1 nor {@code GL_ARB_get_program_binary}, or no binary format, as on macOS).
     */
    public static ProgramBinaries in(Store store) {
        var capabilities = GL.getCapabilities();
        if (capabilities.glProgramBinary == 0 || capabilities.glGetProgramBinary == 0
                || capabilities.glProgramParameteri == 0 || glGetInteger(GL_NUM_PROGRAM_BINARY_FORMATS) == 0) {
            return null;
        }
        return new ProgramBinaries(store,
                glGetString(GL_VENDOR) + "\n" + glGetString(GL_RENDERER) + "\n" + glGetString(GL_VERSION));
    }

    /**
     * A linked program made from the binary kept under {@code name} for these sources, or 0 when none is kept for
     * them or the driver refuses it.
     */
    int link(String name, String vertexSource, String fragmentSource) {
        var kept = store.read(name);
        if (kept == null) {
            return 0;
        }
        var entry = Entry.parse(kept);
        if (entry == null || !Arrays.equals(entry.key, key(vertexSource, fragmentSource))) {
            return 0;
        }
        var binary = MemoryUtil.memAlloc(entry.binary.length).put(entry.binary).flip();
        try {
            var program = glCreateProgram();
            glProgramBinary(program, entry.format, binary);
            if (glGetProgrami(program, GL_LINK_STATUS) == GL_FALSE) {
                glDeleteProgram(program);
                return 0;
            }
            return program;
        } finally {
            MemoryUtil.memFree(binary);
        }
    }

    /** Asks the driver to keep {@code program}'s binary retrievable: before it is linked. */
    static void retrievable(int program) {
        glProgramParameteri(program, GL_PROGRAM_BINARY_RETRIEVABLE_HINT, GL_TRUE);
    }

    /** Keeps the binary of {@code program}, linked from these sources, under {@code name}. */
    void keep(String name, String vertexSource, String fragmentSource, int program) {
        var length = glGetProgrami(program, GL_PROGRAM_BINARY_LENGTH);
        if (length <= 0) {
            return;
        }
        var binary = MemoryUtil.memAlloc(length);
        try {
            var written = new int[1];
            var format = new int[1];
            glGetProgramBinary(program, written, format, binary);
            var bytes = new byte[written[0]];
            binary.get(0, bytes);
            store.write(name, new Entry(key(vertexSource, fragmentSource), format[0], bytes).bytes());
        } finally {
            MemoryUtil.memFree(binary);
        }
    }

    /**
     * What a binary is made from: the context's driver and its version (a binary from another, or from the same one
     * before an update, is not offered to it) and the program's sources.
     */
    private byte[] key(String vertexSource, String fragmentSource) {
        return (driver + "\0" + vertexSource + "\0" + fragmentSource).getBytes(StandardCharsets.UTF_8);
    }

    /** One kept binary: what it was made from, the driver's format and the binary. */
    private record Entry(byte[] key, int format, byte[] binary) {
        byte[] bytes() {
            return ByteBuffer.allocate(4 * 5 + key.length + binary.length).putInt(MAGIC).putInt(VERSION)
                    .putInt(key.length).put(key).putInt(format).putInt(binary.length).put(binary).array();
        }

        /** The entry {@code bytes} hold, or null when they hold none: another layout, cut short, or not one. */
        static Entry parse(byte[] bytes) {
            try {
                var in = ByteBuffer.wrap(bytes);
                if (in.getInt() != MAGIC || in.getInt() != VERSION) {
                    return null;
                }
                var key = take(in, in.getInt());
                var format = in.getInt();
                var binary = take(in, in.getInt());
                return in.hasRemaining() ? null : new Entry(key, format, binary);
            } catch (BufferUnderflowException | IllegalArgumentException e) {
                return null;
            }
        }

        private static byte[] take(ByteBuffer in, int length) {
            if (length < 0 || length > in.remaining()) {
                throw new IllegalArgumentException("a length past the end");
            }
            var taken = new byte[length];
            in.get(taken);
            return taken;
        }
    }
}
