package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.Tr2PlayStationSeed;

/**
 * TR2 PlayStation levels fuzzed from small ones written from the layouts of the retail release, the betas and the
 * E3 build: read, then prepared as the viewer prepares them, their samples decoded too. A class of its own, as
 * Jazzer fuzzes one test of a class per run.
 */
class Tr2PlayStationLevelFuzzTest {
    static final FuzzTarget TR2_PLAYSTATION = new FuzzTarget("playstation-tr2", Tr2PlayStationSeed::seeds,
            "fuzz.psx", PlayStationLevelFuzzTest::prepare);

    @FuzzTest
    void tr2PlayStationLevels(byte[] input) {
        TR2_PLAYSTATION.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        TR2_PLAYSTATION.replayRegressions();
    }

    /**
     * The TR2 seed's packed values read as the layout says: the vertex's x, y and z in sectors, quarter sectors
     * from the room's top and sectors; its light inverted; corners as byte offsets; the one texture drawn through
     * its colour table; the sample decoded nibble for nibble.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theTr2SeedReadsAsTheLevelItWasWrittenAs(boolean beta) {
        var level = LevelReader.read(Tr2PlayStationSeed.bytes(beta), "SEED2.PSX");
        assertEquals(GameVersion.TR2, level.version());
        assertEquals(beta ? LevelLayout.PLAYSTATION_BETA : LevelLayout.PLAYSTATION, level.layout());
        var room = level.rooms().get(0);
        assertEquals(new RoomVertex(1024, Tr2PlayStationSeed.ROOM_TOP + 512, 3072,
                0x1FFF - 32 * Tr2PlayStationSeed.VERTEX_LIGHT, 0x10, 0x1FFF - 32 * Tr2PlayStationSeed.VERTEX_LIGHT),
                room.vertices().get(0));
        assertEquals(List.of(Face.triangle(0, 0, 0, 0, 0)), room.triangles());
        assertEquals(1, room.sectors().size());
        var mesh = level.meshes().get(0);
        assertEquals(List.of(new Vertex(10, 20, 30)), mesh.vertices());
        assertEquals(List.of(new Vertex(0, 0x4000, 0)), mesh.normals());
        assertEquals(List.of(Face.triangle(0, 0, 0, 0, 0)), mesh.colouredTriangles());
        // Entry 1 of the table, 5-bit channels widened to 8: red 31, green 16, blue 1; as little-endian ARGB.
        var texture = level.texturing().objectTextures().get(0);
        var page = level.textures().pages32().get(texture.page());
        var corner = texture.corners().get(0);
        var at = 4 * ((corner.v() >> 8) * 256 + (corner.u() >> 8));
        assertEquals(List.of(8, 132, 255, 255), List.of(page.unsigned(at), page.unsigned(at + 1),
                page.unsigned(at + 2), page.unsigned(at + 3)));
        if (beta) {
            assertEquals(0, SampleBank.of(level).all().size());
            return;
        }
        var pcm = ((Sample.Decoded) SampleBank.of(level).all().get(0)).pcm().samples();
        assertEquals(28, pcm.size());
        assertEquals(List.of(1, 2, 1, 2), List.of((int) pcm.get(0), (int) pcm.get(1), (int) pcm.get(2),
                (int) pcm.get(3)));
    }

    /**
     * The pre-release seeds read as their builds: the room's vertex where it was put (the E3 build's unpacked,
     * its light inverted as TR1's), the mesh's one triangle, and the one keyframe, kept as TR1 keeps it, turning
     * the mesh a quarter about Y (so its x axis lies along z).
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theTr2PrereleaseSeedsReadAsTheLevelsTheyWereWrittenAs(boolean e3) {
        var level = LevelReader.read(Tr2PlayStationSeed.prerelease(e3), "SEED2.PSX");
        assertEquals(GameVersion.TR2, level.version());
        assertEquals(e3 ? LevelLayout.PLAYSTATION_E3 : LevelLayout.PLAYSTATION_BETA_42, level.layout());
        assertEquals(List.of(), level.warnings());
        var vertex = level.rooms().get(0).vertices().get(0);
        assertEquals(List.of(1024f, Tr2PlayStationSeed.ROOM_TOP + 512f, 3072f,
                0x1FFF - 32 * Tr2PlayStationSeed.VERTEX_LIGHT), List.of(vertex.x(), vertex.y(), vertex.z(),
                vertex.lighting()));
        assertEquals(List.of(Face.triangle(0, 0, 0, 0, 0)), level.rooms().get(0).triangles());
        assertEquals(List.of(Face.triangle(0, 0, 0, 0, 0)), level.meshes().get(0).colouredTriangles());
        var poses = PoseEvaluator.of(level);
        assertEquals(List.of(), poses.warnings());
        var pose = poses.pose(0, 0, 0, 0);
        assertEquals(0, pose.rotation(0, 0, 0), 1e-6);
        assertEquals(1, Math.abs(pose.rotation(0, 2, 0)), 1e-6);
        assertEquals(1, pose.rotation(0, 1, 1), 1e-6);
    }
}
