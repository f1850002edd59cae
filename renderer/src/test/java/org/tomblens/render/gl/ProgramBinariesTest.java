package org.tomblens.render.gl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.testing.GlHarness;

/**
 * Programs kept as the driver's binaries: made from them in the next load, and made again from the sources when
 * what is kept was made from other sources or is damaged, on the real driver.
 */
class ProgramBinariesTest {

    /** Kept bytes by name, in memory, counting the writes. */
    private static final class MemoryStore implements ProgramBinaries.Store {
        final Map<String, byte[]> kept = new HashMap<>();
        int writes;

        @Override
        public byte[] read(String name) {
            return kept.get(name);
        }

        @Override
        public void write(String name, byte[] bytes) {
            writes++;
            kept.put(name, bytes.clone());
        }
    }

    @AfterEach
    void compileAgain() {
        ShaderProgram.keepBinaries(null);
    }

    @Test
    void aProgramIsMadeFromItsKeptBinaryAndDrawsAsTheCompiledOne() {
        try (var gl = new GlHarness(64, 48)) {
            var store = new MemoryStore();
            var binaries = ProgramBinaries.in(store);
            assertNotNull(binaries, "Mesa gives program binaries");
            ShaderProgram.keepBinaries(binaries);
            var compiled = drawRedTriangle(gl);
            assertEquals(1, store.writes, "the compiled program is kept");
            var kept = store.kept.get("flat").clone();

            var fromBinary = drawRedTriangle(gl);
            assertEquals(1, store.writes, "made from the kept binary, nothing was compiled to keep again");
            assertArrayEquals(kept, store.kept.get("flat"));
            assertArrayEquals(compiled.rgba(), fromBinary.rgba());
            assertEquals(0xFF0000, fromBinary.rgbAt(2, 45), "inside the triangle");
            assertEquals(0x0000FF, fromBinary.rgbAt(60, 2), "outside it");
        }
    }

    @Test
    void aBinaryKeptForOtherSourcesOrDamagedOrCutShortIsMadeAgain() {
        try (var gl = new GlHarness(64, 48)) {
            var store = new MemoryStore();
            ShaderProgram.keepBinaries(ProgramBinaries.in(store));
            var expected = drawRedTriangle(gl);
            var good = store.kept.get("flat").clone();
            // After the layout's two words and the key's length come the key's bytes (the driver's name first);
            // the binary is last.
            var otherKey = good.clone();
            otherKey[12] ^= 1;
            var damagedBinary = good.clone();
            damagedBinary[good.length - 8] ^= 0x5A;
            var cutShort = Arrays.copyOf(good, good.length / 2);
            var notOne = new byte[] {1, 2, 3};
            var writes = store.writes;
            for (var bad : new byte[][] {otherKey, damagedBinary, cutShort, notOne}) {
                store.kept.put("flat", bad);
                var drawn = drawRedTriangle(gl);
                assertEquals(++writes, store.writes, "compiled and kept again");
                assertArrayEquals(good, store.kept.get("flat"), "kept as a good one");
                assertArrayEquals(expected.rgba(), drawn.rgba());
            }
        }
    }

    /** {@link RedTriangle} drawn with the {@code flat} program as it loads now. */
    private static RgbaImage drawRedTriangle(GlHarness gl) {
        try (var program = ShaderProgram.load("flat")) {
            RedTriangle.draw(program);
            return gl.read();
        }
    }
}
