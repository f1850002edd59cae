package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL20C.*;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * A linked vertex + fragment program, whose GLSL sources come from the classpath's {@code shaders/} folder or are
 * given.
 */
public final class ShaderProgram implements AutoCloseable {
    private final int id;

    private ShaderProgram(int id) {
        this.id = id;
    }

    /** Where linked programs are kept between runs, or null: each is compiled from its sources. */
    private static ProgramBinaries binaries;

    /**
     * Keeps the programs loaded from now on as {@code kept}'s binaries, and makes them from those next time; null
     * compiles each from its sources. Set on the thread whose context loads them, before they are loaded.
     */
    public static void keepBinaries(ProgramBinaries kept) {
        binaries = kept;
    }

    /**
     * Loads {@code shaders/NAME.vert} and {@code shaders/NAME.frag}, compiles and links them, each with
     * {@code #define} of every one of {@code defines} (after its {@code #version} line, where GLSL wants them); made
     * from the binary kept for them instead, when one is ({@link #keepBinaries}).
     */
    public static ShaderProgram load(String name, String... defines) {
        return of(defines.length == 0 ? name : name + "-" + String.join("-", defines),
                withDefines(source(name + ".vert"), defines), withDefines(source(name + ".frag"), defines));
    }

    /**
     * The program of these sources, kept as the binary named {@code name} and made from it next time, when binaries
     * are kept ({@link #keepBinaries}); otherwise compiled and linked.
     */
    public static ShaderProgram of(String name, String vertexSource, String fragmentSource) {
        var kept = binaries;
        if (kept == null) {
            return new ShaderProgram(link(name, vertexSource, fragmentSource, false));
        }
        var program = kept.link(name, vertexSource, fragmentSource);
        if (program == 0) {
            program = link(name, vertexSource, fragmentSource, true);
            kept.keep(name, vertexSource, fragmentSource, program);
        }
        return new ShaderProgram(program);
    }

    /** Compiles and links the sources of program {@code name}; {@code retrievable}: its binary is to be kept. */
    private static int link(String name, String vertexSource, String fragmentSource, boolean retrievable) {
        var vertex = compile(GL_VERTEX_SHADER, name, vertexSource);
        var fragment = compile(GL_FRAGMENT_SHADER, name, fragmentSource);
        var program = glCreateProgram();
        if (retrievable) {
            ProgramBinaries.retrievable(program);
        }
        glAttachShader(program, vertex);
        glAttachShader(program, fragment);
        glLinkProgram(program);
        glDeleteShader(vertex);
        glDeleteShader(fragment);
        if (glGetProgrami(program, GL_LINK_STATUS) == GL_FALSE) {
            var log = glGetProgramInfoLog(program);
            glDeleteProgram(program);
            throw new IllegalStateException("shader program " + name + " does not link: " + log);
        }
        return program;
    }

    /** The GLSL source of one file under {@code shaders/}. */
    public static String source(String file) {
        try (InputStream in = ShaderProgram.class.getResourceAsStream("/shaders/" + file)) {
            if (in == null) {
                throw new IllegalStateException("shader source not on the classpath: shaders/" + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int compile(int type, String program, String source) {
        var shader = glCreateShader(type);
        glShaderSource(shader, source);
        glCompileShader(shader);
        if (glGetShaderi(shader, GL_COMPILE_STATUS) == GL_FALSE) {
            var log = glGetShaderInfoLog(shader);
            glDeleteShader(shader);
            var stage = type == GL_VERTEX_SHADER ? "vertex" : "fragment";
            throw new IllegalStateException("the " + stage + " shader of program " + program + " does not compile: "
                    + log);
        }
        return shader;
    }

    private static String withDefines(String source, String... defines) {
        if (defines.length == 0) {
            return source;
        }
        var versionEnd = source.indexOf('\n') + 1;
        var text = new StringBuilder(source.length() + 32 * defines.length).append(source, 0, versionEnd);
        for (var define : defines) {
            text.append("#define ").append(define).append('\n');
        }
        // The compiler's messages keep the file's own line numbers.
        text.append("#line 2\n");
        return text.append(source, versionEnd, source.length()).toString();
    }

    public void use() {
        glUseProgram(id);
    }

    /** The location of a uniform, -1 when the program has none of that name (or the compiler dropped it). */
    public int uniform(String name) {
        return glGetUniformLocation(id, name);
    }

    public int id() {
        return id;
    }

    @Override
    public void close() {
        glDeleteProgram(id);
    }
}
