package org.tomblens.format.remastered;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/**
 * Remastered geometry files (.TRG), fuzzed from a small one written here by the layout of docs/remastered.md: one
 * ambient cube, one record of each of the header's two unnamed kinds, one mesh of one shader and one unnamed record,
 * one texture number, and one triangle of three vertices.
 */
class TrgFuzzTest {
    static final FuzzTarget GEOMETRY = new FuzzTarget("trg", () -> List.of(new FuzzedFile.File("SEED.TRG", seed())),
            "fuzz.trg", file -> TrgReader.read(file.bytes()));

    @FuzzTest
    void geometry(byte[] input) {
        GEOMETRY.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        GEOMETRY.replayRegressions();
    }

    @Test
    void theSeedReadsAsWhatItWasWrittenAs() {
        var trg = TrgReader.read(seed());
        assertEquals(1, trg.ambientCubes());
        assertEquals(1, trg.meshes().size());
        assertEquals(List.of(0L, 3L, 0L, 0L, 0L, 0L), trg.meshes().get(0).shaders().get(0).ranges());
        assertEquals(8040, trg.textures().unsigned(0));
        assertEquals(3, trg.indices().size());
        assertEquals(new Trg.Vertex(1024, -512, 0, 0, -127, 0, 1, 0x808080, 0x404040, 255, 0), trg.vertices().get(1));
    }

    static byte[] seed() {
        var out = ByteBuffer.allocate(4 + 4 + 24 + 26 + 2 + 40 + 28 + 4 + 4 + 44 + 4 + 4 + 28 + 4 + 4 + 8 + 12 + 60)
                .order(ByteOrder.LITTLE_ENDIAN);
        out.put(new byte[] {'T', 'R', 'G', 3}).putInt(1).put(new byte[24]).put(new byte[26]).put((byte) 1)
                .put((byte) 1).put(new byte[40]).put(new byte[28]);
        out.putInt(1).putInt(1).putInt(0).put(new byte[16]).putInt(0).putInt(3).put(new byte[16]);
        out.putInt(0).putInt(1).put(new byte[28]);
        out.putInt(1).putShort((short) 8040).putShort((short) 0);
        out.putInt(3).putInt(3).putInt(0).putInt(1).putInt(2);
        vertex(out, 0, 0, 0, 0);
        vertex(out, 1024, -512, 0, 255);
        vertex(out, 0, -512, 1024, 0);
        return out.array();
    }

    private static void vertex(ByteBuffer out, int x, int y, int z, int u) {
        out.putShort((short) x).putShort((short) y).putShort((short) z).putShort((short) 0);
        out.put((byte) 0).put((byte) -127).put((byte) 0).put((byte) 1);
        out.put((byte) 0x80).put((byte) 0x80).put((byte) 0x80).put((byte) u);
        out.put((byte) 0x40).put((byte) 0x40).put((byte) 0x40).put((byte) 0);
    }
}
