package org.tomblens.format.prj2.level;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.floordata.ActionType;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.TriggerAction;
import org.tomblens.format.floordata.TriggerType;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.testing.Corpus;

/** The corpus projects as levels: drawable by the level geometry builder, their trigger decoded as level triggers. */
class CorpusProjectLevelsTest {
    static Stream<Path> projects() {
        return Corpus.files("prj2", ".prj2").stream();
    }

    private static ProjectLevel level(Path file) throws IOException {
        return ProjectLevelBuilder.build(Prj2Reader.read(file), file);
    }

    @ParameterizedTest
    @MethodSource("projects")
    void theLevelGeometryBuilderDrawsTheProjectWithEveryIndexInRange(Path file) throws IOException {
        var project = level(file);
        var level = project.level();
        for (var room : level.rooms()) {
            assertFalse(room.quads().isEmpty(), "every corpus room has floors");
            for (var face : concat(room.quads(), room.triangles())) {
                for (int corner = 0; corner < face.vertexCount(); corner++) {
                    assertTrue(face.vertex(corner) < room.vertices().size());
                }
                assertTrue(face.objectTexture() < level.texturing().objectTextures().size());
            }
        }
        var geometry = LevelGeometry.build(level);
        assertEquals(List.of(), geometry.warnings());
        var buffers = geometry.world().buffers();
        var indices = buffers.indices();
        for (int i = 0; i < buffers.indexCount(); i++) {
            var index = indices.getInt(i * VertexFormat.INDEX_SIZE);
            assertTrue(index >= 0 && index < buffers.vertexCount(), "index " + i + " is " + index);
        }
        assertTrue(buffers.indexCount() > 0);
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        return Stream.concat(a.stream(), b.stream()).toList();
    }

    @ParameterizedTest
    @MethodSource("projects")
    void theMissingTextureImagesAreNamedAndTheFacesShadedWithThatReason(Path file) throws IOException {
        var project = level(file);
        assertEquals(1, project.textures().size());
        var texture = project.textures().get(0);
        assertFalse(texture.isFound(), "the corpus has no images beside its projects");
        var name = texture.stored().substring(texture.stored().lastIndexOf('\\') + 1);
        assertTrue(texture.how().contains(name), texture.how());
        assertNotNull(project.shading());
        assertTrue(project.shading().contains(texture.stored()), project.shading());
        assertEquals(1, project.wads().size());
        assertFalse(project.wads().get(0).isFound());
        assertTrue(project.warnings().stream().anyMatch(w -> w.message().contains(texture.stored())));
    }

    @Test
    void theGameVersionPicksTheLevelLayoutAndItemsStandWhereTheProjectPutsThem() throws IOException {
        var title = level(Corpus.file("prj2/aod-title.prj2")).level();
        assertEquals(GameVersion.TR4, title.version(), "TRNG builds TR4 levels");
        assertEquals(GameVersion.TR5, level(Corpus.file("prj2/te-test5.prj2")).level().version(),
                "Tomb Engine is read as TR5");
        // The room sits at sector (15, 7), Y 0; the first TeMov4 at (4608, -1024, 4608) in it, yaw 270 degrees.
        var room = title.rooms().get(0);
        assertEquals(15 * 1024, room.x());
        assertEquals(7 * 1024, room.z());
        var lara = title.entities().get(0);
        assertEquals(List.of(15 * 1024 + 4608, 1024, 7 * 1024 + 4608), List.of(lara.x(), lara.y(), lara.z()));
        assertEquals(270 * 65536 / 360, lara.angle());
        assertEquals(427, title.entities().get(1).type());
        assertEquals(1, title.flybyCameras().size());
        assertEquals(1, title.flybyCameras().get(0).sequence());
    }

    @Test
    void theProjectsTriggerDecodesToTheTypeTargetAndParametersItStores() throws IOException {
        var level = level(Corpus.file("prj2/te-test5.prj2")).level();
        var floorData = LevelFloorData.of(level);
        // TeTri2 covers x 5..8 at z 11: a plain trigger, timer 0, not one-shot, mask 1F, acting on object 3 — the
        // second moveable, so entity 1.
        assertEquals(74, level.entities().get(1).type(), "entity 1 is object 3, whose wad id is 74");
        for (int x = 0; x < 20; x++) {
            var chain = floorData.chain(new SectorPosition(0, x, 11));
            var triggers = chain.functions().stream().filter(f -> f instanceof FloorFunction.Trigger).toList();
            if (x < 5 || x > 8) {
                assertEquals(List.of(), triggers, "sector " + x);
                continue;
            }
            assertEquals(List.of(), chain.problems());
            assertEquals(1, triggers.size());
            var trigger = (FloorFunction.Trigger) triggers.get(0);
            assertEquals(TriggerType.TRIGGER, trigger.type().orElseThrow());
            assertEquals(0, trigger.timer());
            assertFalse(trigger.once());
            assertEquals(0x1F, trigger.mask());
            assertEquals(List.of(new TriggerAction.Simple(ActionType.OBJECT, 1)),
                    trigger.actions());
        }
    }
}
