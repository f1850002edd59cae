package org.tomblens.format.prj2.level;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;

/**
 * Three copies of the corpus library gathered as a project with several libraries gathers them. The copies
 * differ only in their movables' ids and statics, patched into the tables that end the file ([WAD] §5: the
 * movables count, 18 bytes a movable with its id first, then the statics count and 32 bytes a static):
 * the first keeps Lara (0), her skin (8) and joints (9); the second names them 0, 108 and 109; the third
 * 100, 8 and 9. The gathered tables follow a project's 10 object textures and 2 pages.
 */
class LibraryModelsTest {
    private static final int PROJECT_TEXTURES = 10;
    private static final int PROJECT_PAGES = 2;
    private static final int MOVABLE_SIZE = 18;
    private static final int STATIC_SIZE = 32;

    /** The corpus library with its three movables' ids set to {@code ids} and statics (id, mesh pointer) added. */
    private static Level library(long[] ids, int[]... statics) throws IOException {
        var stored = Files.readAllBytes(Corpus.file("wad/lara.wad"));
        var end = stored.length - 4;
        var file = ByteBuffer.wrap(Arrays.copyOf(stored, stored.length + STATIC_SIZE * statics.length))
                .order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, file.getInt(end), "the corpus library has no statics");
        var movables = end - ids.length * MOVABLE_SIZE;
        assertEquals(ids.length, file.getInt(movables - 4));
        for (int m = 0; m < ids.length; m++) {
            file.putInt(movables + m * MOVABLE_SIZE, (int) ids[m]);
        }
        file.putInt(end, statics.length);
        for (int s = 0; s < statics.length; s++) {
            var at = end + 4 + s * STATIC_SIZE;
            file.putInt(at, statics[s][0]).putShort(at + 4, (short) statics[s][1]);
        }
        return WadLevel.of(WadReader.read(file.array(), "copy.wad"));
    }

    /** A level holding only what {@code models} gathered, to animate it as the viewer does. */
    private static Level level(LibraryModels models) {
        var pages = new Textures(PROJECT_PAGES, models.pages().size(), 0, List.of(), List.of(), models.pages(),
                List.of(), Bytes.EMPTY, Bytes.EMPTY);
        return new Level(GameVersion.TR4, "gathered", pages, List.of(), Words.EMPTY, models.meshes(),
                models.animation(), models.statics(), new Texturing(models.objectTextures(), List.of(), List.of(),
                Words.EMPTY, 0), List.of(), List.of(), List.of(), new Navigation(List.of(), Words.EMPTY, Words.EMPTY),
                List.of(), List.of(), Bytes.EMPTY, List.of(), Bytes.EMPTY,
                new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of()), 0, 0, 0, List.of());
    }

    @Test
    void laterLibrariesAddOnlyTheIdsNotYetTakenWithEveryIndexMovedPastTheEarlierOnes() throws IOException {
        var first = library(new long[] {0, 8, 9}, new int[] {50, 1});
        var second = library(new long[] {0, 108, 109}, new int[] {50, 2}, new int[] {51, 3});
        var third = library(new long[] {100, 8, 9});
        var models = new LibraryModels(PROJECT_TEXTURES, PROJECT_PAGES);
        for (var library : List.of(first, second, third)) {
            assertTrue(models.add(library));
        }
        var data = models.animation();
        assertEquals(List.of(0L, 8L, 9L, 108L, 109L, 100L), data.models().stream().map(Model::id).toList());
        var pointers = first.meshes().size();
        assertEquals(List.of(new StaticMesh(50, 1, first.staticMeshes().get(0).visibility(),
                        first.staticMeshes().get(0).collision(), 0), new StaticMesh(51, 3 + pointers,
                        second.staticMeshes().get(1).visibility(), second.staticMeshes().get(1).collision(), 0)),
                models.statics());

        var stored = first.animation();
        var laraAnimations = stored.animationEnd(0) - stored.firstAnimation(0);
        // Each movable owns a run of animations (Lara most, her skin and joints one each): the second library
        // adds all but Lara's, the third only Lara's.
        var all = stored.animations().size();
        assertEquals(all + (all - laraAnimations) + laraAnimations, data.animations().size());
        var meshes = models.meshes();
        assertEquals(3 * first.meshes().dataWords(), meshes.dataWords());
        assertEquals(3 * pointers, meshes.size());
        var objectTextures = first.texturing().objectTextures().size();
        assertEquals(3 * objectTextures, models.objectTextures().size());
        var pages = first.textures().pages32().size();
        assertEquals(3 * pages, models.pages().size());

        // The third library's Lara, model 5, is the first library's Lara, every table moved past two libraries.
        var lara = data.models().get(5);
        var original = stored.models().get(0);
        assertEquals(original.startingMesh() + 2 * pointers, lara.startingMesh());
        assertEquals(original.meshTree() + 2 * stored.meshTrees().size(), lara.meshTree());
        assertEquals(original.frameOffset() + 2L * 2 * stored.frames().size(), lara.frameOffset());
        var shift = data.firstAnimation(5) - stored.firstAnimation(0);
        assertEquals(laraAnimations, data.animationEnd(5) - data.firstAnimation(5));
        for (int k = 0; k < lara.numMeshes(); k++) {
            var pointer = original.startingMesh() + k;
            assertEquals(first.meshes().pointers().get(pointer) + 4L * first.meshes().dataWords(),
                    meshes.pointers().get(lara.startingMesh() + k));
            var mesh = meshes.get(lara.startingMesh() + k);
            assertEquals(first.meshes().get(pointer).vertices(), mesh.vertices());
            var faces = faces(mesh);
            var stockFaces = faces(first.meshes().get(pointer));
            assertFalse(faces.isEmpty());
            for (int f = 0; f < faces.size(); f++) {
                var face = faces.get(f);
                var stock = stockFaces.get(f);
                assertEquals(stock.objectTexture() + PROJECT_TEXTURES + 2 * objectTextures, face.objectTexture());
                assertEquals(stock.doubleSided(), face.doubleSided());
                var texture = models.objectTextures().get(face.objectTexture() - PROJECT_TEXTURES);
                assertEquals(first.texturing().objectTextures().get(stock.objectTexture()).page()
                        + PROJECT_PAGES + 2 * pages, texture.page());
            }
        }

        var gathered = LevelAnimation.build(level(models));
        assertEquals(List.of(), gathered.warnings());
        var library = LevelAnimation.build(first);
        for (int a = stored.firstAnimation(0); a < stored.animationEnd(0); a++) {
            var expected = library.timelines().get(a);
            var timeline = gathered.timelines().get(a + shift);
            assertEquals(expected.nextAnimation() + shift, timeline.nextAnimation());
            assertEquals(expected.commands(), timeline.commands());
            assertEquals(expected.stateChanges().size(), timeline.stateChanges().size());
            for (int c = 0; c < expected.stateChanges().size(); c++) {
                var rule = expected.stateChanges().get(c);
                assertEquals(rule.targetState(), timeline.stateChanges().get(c).targetState());
                assertEquals(rule.dispatches().stream().map(d -> d.nextAnimation() + shift).toList(),
                        timeline.stateChanges().get(c).dispatches().stream().map(d -> d.nextAnimation()).toList());
            }
            var frame = (expected.frameStart() + expected.frameEnd()) / 2;
            var pose = gathered.poses().pose(5, a + shift, frame, 0.25f);
            var expectedPose = library.poses().pose(0, a, frame, 0.25f);
            for (int i = 0; i < 12 * pose.meshCount(); i++) {
                assertEquals(expectedPose.matrix(i / 12, i % 12), pose.matrix(i / 12, i % 12), "animation " + a);
            }
        }
    }

    private static List<Face> faces(Mesh mesh) {
        return Stream.concat(mesh.texturedQuads().stream(), mesh.texturedTriangles().stream()).toList();
    }

    @Test
    void aLibraryWhoseObjectTexturesWouldPassWhatAFaceCanIndexIsRefusedWhole() throws IOException {
        var library = library(new long[] {0, 8, 9});
        var models = new LibraryModels(LibraryModels.MAX_OBJECT_TEXTURES - 100, PROJECT_PAGES);
        assertFalse(models.add(library));
        assertEquals(List.of(), models.animation().models());
        assertEquals(0, models.meshes().size());
        assertEquals(List.of(), models.pages());
    }
}
