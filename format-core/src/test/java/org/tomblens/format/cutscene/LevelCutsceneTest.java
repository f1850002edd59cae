package org.tomblens.format.cutscene;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.script.Tr2Script;
import org.tomblens.format.testing.Corpus;

/**
 * A cutscene's frames are the stored frames (§9.7) turned and moved as a whole: whatever the origin, each frame's
 * eye-to-target distance is the stored one's, the eye moves from frame to frame as far as the stored eye does, and
 * the field of view and roll are the stored angles (65536 to the turn) in degrees.
 */
class LevelCutsceneTest {

    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2"})
    void framesAreTheStoredFramesTurnedAndMovedWhole(String name) throws Exception {
        var file = Corpus.file(name);
        var level = LevelReader.read(file);
        var stored = level.cinematicFrames();
        assertFalse(stored.isEmpty(), name + " stores cinematic frames");
        var cutscene = LevelCutscene.of(level, file, null, LevelAnimation.build(level)).orElseThrow();
        assertEquals(stored.size(), cutscene.frames().size());
        for (int f = 0; f < stored.size(); f++) {
            var frame = cutscene.frames().get(f);
            var s = stored.get(f);
            assertEquals(f, frame.frame());
            assertEquals(length(s.positionX() - s.targetX(), s.positionY() - s.targetY(), s.positionZ() - s.targetZ()),
                    frame.eye().distance(frame.target()), 1e-6, "frame " + f + " eye to target");
            assertEquals(s.fov() * 360.0 / 65536, frame.fovDegrees(), 1e-9);
            assertEquals(s.roll() * 360.0 / 65536, frame.rollDegrees(), 1e-9);
            assertEquals(s.targetY() + cutscene.staging().origin().y(), frame.target().y(), 1e-9, "Y is not turned");
            if (f > 0) {
                var p = stored.get(f - 1);
                assertEquals(length(s.positionX() - p.positionX(), s.positionY() - p.positionY(),
                        s.positionZ() - p.positionZ()), frame.eye().distance(cutscene.frames().get(f - 1).eye()), 1e-6);
            }
        }
    }

    /** These levels are ordinary levels: their frames are an in-level cinematic, from Lara's place and facing. */
    @Test
    void anOrdinaryLevelsFramesStartAtLara() throws Exception {
        var file = Corpus.file("tr2/rando-test1.tr2");
        var level = LevelReader.read(file);
        var lara = level.entities().stream().filter(e -> e.type() == 0).findFirst().orElseThrow();
        var staging = CutsceneRules.staging(level, file, null);
        assertFalse(staging.cutscene());
        var origin = staging.origin();
        assertEquals(List.of(lara.x(), lara.y(), lara.z(), lara.angle()),
                List.of(origin.x(), origin.y(), origin.z(), origin.angle()));
        var first = level.cinematicFrames().get(0);
        var eye = origin.place(first.positionX(), first.positionY(), first.positionZ());
        var turn = lara.angle() * 2 * Math.PI / 65536;
        assertEquals(lara.x() + Math.cos(turn) * first.positionX() + Math.sin(turn) * first.positionZ(), eye.x(), 1e-9);
        assertEquals(lara.z() + Math.cos(turn) * first.positionZ() - Math.sin(turn) * first.positionX(), eye.z(), 1e-9);
    }

    /**
     * TR1's game flow sets CUT1's origin at X 36668, Z 63180 turned -23312 and CUT3's turn to 16384 with a flip map,
     * keeping the height (and for CUT3 the place) of cutscene actor 1 (type 77), which stands there; actor 4 (80)
     * stays where it is, turned 0.
     */
    @Test
    void tr1CutsceneLevelsTakeTheirOriginFromActorOneAndTheGamesTable() throws Exception {
        var file = Corpus.file("tr1/rando-test1.phd");
        var level = LevelReader.read(file);
        var actor = new Entity(77, 0, 1000, -2000, 3000, 8192, 0, 0, 0);
        var other = new Entity(80, 0, 5000, -2500, 7000, 4096, 0, 0, 0);
        var entities = new ArrayList<>(level.entities());
        entities.add(actor);
        entities.add(other);
        var staged = withEntities(level, entities);

        var cut1 = CutsceneRules.staging(staged, Path.of("data", "cut1.phd"), null);
        assertTrue(cut1.cutscene());
        assertEquals(List.of(36668, -2000, 63180, -23312), List.of(cut1.origin().x(), cut1.origin().y(),
                cut1.origin().z(), cut1.origin().angle()));
        assertEquals(23, cut1.track());
        assertFalse(cut1.flipMap());

        var cut3 = CutsceneRules.staging(staged, Path.of("CUT3.PHD"), null);
        assertEquals(List.of(1000, -2000, 3000, 16384), List.of(cut3.origin().x(), cut3.origin().y(),
                cut3.origin().z(), cut3.origin().angle()));
        assertTrue(cut3.flipMap());

        var custom = CutsceneRules.staging(staged, Path.of("MYCUT.PHD"), null);
        assertEquals(List.of(1000, -2000, 3000, 0), List.of(custom.origin().x(), custom.origin().y(),
                custom.origin().z(), custom.origin().angle()));

        var one = LevelCutscene.placement(staged, cut1, actor);
        assertEquals(List.of(36668, -2000, 63180, -23312), List.of(one.x(), one.y(), one.z(), one.angle()));
        var four = LevelCutscene.placement(staged, cut1, other);
        assertEquals(List.of(5000, -2500, 7000, 0), List.of(four.x(), four.y(), four.z(), four.angle()));
    }

    /**
     * Retail TR2's script plays its four cutscenes from the sequences of The Great Wall (track 3, CutAngle 0), Opera
     * House (track 4), Diving Area (track 5) and Temple of Xian (track 30, CutAngle 0): opcodes 10, 16 and 5 of
     * §11.5, as the file's bytes hold them.
     */
    @Test
    void retailTr2ScriptSaysHowEachCutsceneIsPlayed() throws Exception {
        var script = Tr2Script.read(java.nio.file.Files.readAllBytes(Corpus.gameFile("tr2-retail/TOMBPC.DAT")));
        assertEquals(List.of(
                new Tr2Script.Cutscene("data\\cut1.TR2", 0, 3),
                new Tr2Script.Cutscene("data\\cut2.TR2", null, 4),
                new Tr2Script.Cutscene("data\\cut3.TR2", null, 5),
                new Tr2Script.Cutscene("data\\cut4.TR2", 0, 30)), script.cutscenes());
    }

    /** A TR2 cutscene level starts at Lara, turned by its script's CutAngle, or 16384 without one. */
    @Test
    void tr2CutscenesTurnByTheScriptsAngle() throws Exception {
        var file = Corpus.file("tr2/rando-test1.tr2");
        var level = LevelReader.read(file);
        var lara = level.entities().stream().filter(e -> e.type() == 0).findFirst().orElseThrow();
        var scripted = CutsceneRules.staging(level, file, new Tr2Script.Cutscene("data\\rando-test1.tr2", 0, 3));
        assertTrue(scripted.cutscene());
        assertEquals(List.of(lara.x(), lara.y(), lara.z(), 0, 3), List.of(scripted.origin().x(), scripted.origin().y(),
                scripted.origin().z(), scripted.origin().angle(), scripted.track()));
        var named = CutsceneRules.staging(level, Path.of("CUT2.TR2"), null);
        assertTrue(named.cutscene());
        assertEquals(16384, named.origin().angle());
    }

    /** {@code level} with {@code entities} in place of its own. */
    private static Level withEntities(Level l, List<Entity> entities) {
        return new Level(l.version(), l.fileName(), l.textures(), l.rooms(), l.floorData(), l.meshes(), l.animation(),
                l.staticMeshes(), l.texturing(), l.cameras(), l.flybyCameras(), l.soundSources(), l.navigation(),
                entities, l.aiObjects(), l.lightMap(), l.cinematicFrames(), l.demoData(), l.sound(), l.laraType(),
                l.weather(), l.footerBytes(), l.warnings(), l.layout());
    }

    private static double length(double x, double y, double z) {
        return Math.sqrt(x * x + y * y + z * z);
    }
}
