package org.tomblens.app.dist;

import static org.junit.jupiter.api.Assertions.*;

import java.net.URLClassLoader;
import org.joml.Matrix4f;
import org.junit.jupiter.api.Test;

/**
 * Set up as the program sets it up, JOML chooses the copier built on NIO buffers, not on {@code sun.misc.Unsafe}:
 * asked of a copy of JOML loaded afresh (the JVM keeps one choice per loaded library), so that a JOML that stopped
 * reading the property would fail here.
 */
class MathLibraryTest {
    @Test
    void jomlCopiesThroughNioBuffers() throws Exception {
        MathLibrary.configure();
        assertEquals("true", System.getProperty(MathLibrary.NO_UNSAFE));
        var jar = Matrix4f.class.getProtectionDomain().getCodeSource().getLocation();
        try (var fresh = new URLClassLoader(new java.net.URL[] {jar}, null)) {
            var memUtil = Class.forName("org.joml.MemUtil", true, fresh);
            var instance = memUtil.getField("INSTANCE");
            instance.setAccessible(true);
            assertEquals("org.joml.MemUtil$MemUtilNIO", instance.get(null).getClass().getName());
        }
    }
}
