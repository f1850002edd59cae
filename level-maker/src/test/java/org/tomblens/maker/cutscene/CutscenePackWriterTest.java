package org.tomblens.maker.cutscene;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tomblens.format.cutscene.CutscenePack;
import org.tomblens.format.cutscene.PackedCutscene;
import org.tomblens.format.io.LevelFormatException;

/**
 * Packs written here read back to the values written: every node of the camera and the actors at every frame, the
 * camera's target and eye at the origin plus twice their nodes, an actor's root at the origin plus three times its
 * first node, rotations kept to 10 bits; in a PAK (zlib) and a BIN alike. A pack cut short, or a track that runs past
 * its cutscene, is a typed error naming where.
 */
class CutscenePackWriterTest {
    private static final int FRAMES = 90;

    /** A node moving with steps that repeat (short and long repeats) and vary (literal runs). */
    private static CutscenePackWriter.Node node(Random random, int start, boolean rotation) {
        int[][] axes = new int[3][FRAMES];
        for (int axis = 0; axis < 3; axis++) {
            var value = start + axis * 7;
            for (int f = 0; f < FRAMES; f++) {
                axes[axis][f] = rotation ? Math.floorMod(value, 1024) : value;
                var step = f < 20 ? 3 : f < 25 ? random.nextInt(200) - 100 : f < 40 ? 0 : random.nextInt(9) - 4;
                value += step;
            }
        }
        return new CutscenePackWriter.Node(axes[0], axes[1], axes[2]);
    }

    private static List<CutscenePackWriter.Cutscene> cutscenes() {
        var random = new Random(7);
        var lara = new CutscenePackWriter.Actor(0, java.util.stream.IntStream.range(0, 16)
                .mapToObj(n -> node(random, n == 0 ? 100 : 40 * n, n > 0)).toList());
        var other = new CutscenePackWriter.Actor(405, List.of(node(random, -300, false), node(random, 900, true)));
        return List.of(
                new CutscenePackWriter.Cutscene(FRAMES, 40960, -2048, 71680, 7, node(random, 500, false),
                        node(random, -1500, false), List.of(lara, other)),
                new CutscenePackWriter.Cutscene(FRAMES, 1024, 0, 2048, -1, node(random, 0, false),
                        node(random, 2000, false), List.of(lara)));
    }

    @Test
    void aPakAndABinReadBackToTheValuesWritten() {
        var written = cutscenes();
        for (var compressed : List.of(true, false)) {
            var bytes = compressed ? CutscenePackWriter.pak(written) : CutscenePackWriter.bin(written);
            var pack = CutscenePack.read(bytes);
            assertEquals(compressed, pack.compressed());
            assertEquals(written.size(), pack.cutscenes().size());
            for (int c = 0; c < written.size(); c++) {
                var expected = written.get(c);
                var read = pack.cutscenes().get(c);
                assertEquals(c + 1, read.number());
                assertEquals(List.of(expected.frames(), expected.x(), expected.y(), expected.z(), expected.track()),
                        List.of(read.frames(), read.x(), read.y(), read.z(), read.track()));
                var decoded = read.decode();
                for (int f = 0; f < FRAMES; f++) {
                    var frame = decoded.frames().get(f);
                    assertEquals(expected.x() + 2.0 * expected.target().x()[f], frame.target().x());
                    assertEquals(expected.y() + 2.0 * expected.target().y()[f], frame.target().y());
                    assertEquals(expected.z() + 2.0 * expected.eye().z()[f], frame.eye().z());
                    assertEquals(11488 * 360.0 / 65536, frame.fovDegrees(), 1e-9);
                }
                for (int a = 0; a < expected.actors().size(); a++) {
                    var actor = expected.actors().get(a);
                    assertEquals(actor.slot(), read.actors().get(a).slot());
                    var nodes = decoded.actors().get(a);
                    assertEquals(actor.nodes().size(), nodes.nodes());
                    for (int n = 0; n < actor.nodes().size(); n++) {
                        var node = actor.nodes().get(n);
                        for (int f = 0; f < FRAMES; f++) {
                            assertEquals(List.of(node.x()[f], node.y()[f], node.z()[f]), List.of(nodes.value(f, n, 0),
                                    nodes.value(f, n, 1), nodes.value(f, n, 2)), "actor " + a + " node " + n
                                    + " frame " + f);
                        }
                    }
                    var root = read.root(decoded, a, FRAMES - 1);
                    assertEquals(expected.x() + 3.0 * actor.nodes().get(0).x()[FRAMES - 1], root.x());
                }
            }
        }
    }

    @Test
    void aPackCutShortIsATypedErrorWithItsOffset() {
        var bytes = CutscenePackWriter.pak(cutscenes());
        var cut = Arrays.copyOf(bytes, bytes.length / 2);
        var error = assertThrows(LevelFormatException.class, () -> CutscenePack.read(cut));
        assertTrue(error.getMessage().contains("pak.data"), error.getMessage());

        var bin = CutscenePackWriter.bin(cutscenes());
        var shortBin = Arrays.copyOf(bin, bin.length - 40);
        var tableError = assertThrows(LevelFormatException.class, () -> CutscenePack.read(shortBin));
        assertTrue(tableError.getMessage().contains("table[2]"), tableError.getMessage());
    }

    /** A track whose stated length runs past its cutscene names the node and axis. */
    @Test
    void aTrackPastItsCutsceneNamesTheNode() {
        var bin = CutscenePackWriter.bin(cutscenes());
        var pack = CutscenePack.read(bin);
        PackedCutscene first = pack.cutscenes().get(0);
        // The camera's first node header starts at cameraOffset: its X length word is its fifth i16.
        var at = first.start() + first.cameraOffset() + 8;
        bin[at] = (byte) 0xFF;
        bin[at + 1] = (byte) 0x7F;
        var bent = CutscenePack.read(bin).cutscenes().get(0);
        var error = assertThrows(LevelFormatException.class, bent::decode);
        assertTrue(error.getMessage().contains("cutscenes[1].camera.nodes[0].x"), error.getMessage());
    }
}
