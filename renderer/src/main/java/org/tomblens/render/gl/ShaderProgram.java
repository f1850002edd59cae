package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL20C.*;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A linked vertex + fragment program whose GLSL sources come from the classpath's {@code shaders/} folder. */
public final class ShaderProgram implements AutoCloseable {
    private final int id;

    private ShaderProgram(int id) {
        this.id = id;
    }

    /**
     * Loads {@code shaders/NAME.vert} and {@code shaders/NAME.frag}, compiles and links them, each with
     * {@code #define} of every one of {@code defines} (after its {@code #version} line, where GLSL wants them).
     */
    public static ShaderProgram load(String name, String... defines) {
        var vertex = compile(GL_VERTEX_SHADER, name + ".vert", defines);
        var fragment = compile(GL_FRAGMENT_SHADER, name + ".frag", defines);
        var program = glCreateProgram();
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
        return new ShaderProgram(program);
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

    private static int compile(int type, String file, String... defines) {
        var shader = glCreateShader(type);
        glShaderSource(shader, withDefines(source(file), defines));
        glCompileShader(shader);
        if (glGetShaderi(shader, GL_COMPILE_STATUS) == GL_FALSE) {
            var log = glGetShaderInfoLog(shader);
            glDeleteShader(shader);
            throw new IllegalStateException("shaders/" + file + " does not compile: " + log);
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
