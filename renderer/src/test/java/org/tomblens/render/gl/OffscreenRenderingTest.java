package org.tomblens.render.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL33C.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.lwjgl.system.Configuration;
import org.lwjgl.system.Platform;
import org.tomblens.render.testing.GlHarness;

class OffscreenRenderingTest {

    @Test
    void contextIsOpenGl33CoreOrNewer() {
        try (var gl = new GlHarness(16, 16)) {
            var major = glGetInteger(GL_MAJOR_VERSION);
            var minor = glGetInteger(GL_MINOR_VERSION);
            assertTrue(major > 3 || (major == 3 && minor >= 3), "got OpenGL " + gl.context().describe());
            assertEquals(GL_CONTEXT_CORE_PROFILE_BIT, glGetInteger(GL_CONTEXT_PROFILE_MASK) & GL_CONTEXT_CORE_PROFILE_BIT);
        }
    }

    @Test
    void onLinuxLwjglBindsTheSystemsOpenGlLibraryByItsFullPath() {
        Assumptions.assumeTrue(Platform.get() == Platform.LINUX, "named by full path on Linux alone");
        try (var gl = new GlHarness(16, 16)) {
            var named = Path.of(Configuration.OPENGL_LIBRARY_NAME.get());
            assertTrue(named.isAbsolute() && Files.isRegularFile(named), named.toString());
            assertTrue(List.of(Configuration.OPENGL_LIBRARY_NAME_DEFAULTS()).contains(named.getFileName().toString()),
                    named + " is one of LWJGL's own names for it");
        }
    }

    @Test
    void redTriangleOverBlueClearLandsWhereItsVerticesSay() {
        try (var gl = new GlHarness(64, 48); var program = ShaderProgram.load("flat")) {
            RedTriangle.draw(program);
            var image = gl.readAndSave("offscreen-red-triangle");

            // Image rows run top-down: the triangle's right angle is at the bottom left.
            assertEquals(0xFF0000, image.rgbAt(2, 45), "inside the triangle, near its right angle");
            assertEquals(0xFF0000, image.rgbAt(10, 40), "inside the triangle");
            assertEquals(0x0000FF, image.rgbAt(60, 2), "top right, far outside");
            assertEquals(0x0000FF, image.rgbAt(40, 40), "right half");
            assertEquals(0x0000FF, image.rgbAt(30, 3), "above the hypotenuse");
        }
    }
}
