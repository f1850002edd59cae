package org.tomblens.render.stage;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.render.view.Camera;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * Models shown alone, rendered with real OpenGL: the triangles drawn are the faces the level stores for the
 * model's meshes, the model's pixels lie inside its keyframe box as projected, the boxes are drawn in their
 * colours, and two frames of an animation give two different images. Images land in target/screenshots.
 */
@ExtendWith(GlContextPerClass.class)
class ModelStageTest {
    private static final int WIDTH = 320;
    private static final int HEIGHT = 240;
    /** A level on the GPU with a stage for it. */
    private record Shown(Level level, LevelAnimation animation, LevelRenderer renderer, ModelStage stage)
            implements AutoCloseable {
        static Shown of(Level level) {
            var prepared = PreparedLevel.of(level);
            var animation = prepared.animation();
            var renderer = LevelRenderer.upload(prepared, new FlipState(level.rooms(), level.version()));
            return new Shown(level, animation, renderer, new ModelStage(renderer));
        }

        int modelIndex(long id) {
            return animation.models().byId(id).index();
        }

        /** Model {@code model} at the first frame of its first animation. */
        Pose firstFramePose(int model) {
            var data = level.animation();
            var first = data.models().get(model).animation();
            return animation.poses().pose(model, first, data.animations().get(first).frameStart(), 0);
        }

        /** Draws the model in the pose, framed by its box, and saves the image as target/screenshots/NAME.png. */
        RgbaImage drawAndSave(int model, Pose pose, Camera camera, String name) throws IOException {
            aim(camera, pose);
            stage.drawModel(model, pose, camera, WIDTH, HEIGHT, new RenderOptions(), 0);
            return save(stage, name);
        }

        @Override
        public void close() {
            stage.close();
            renderer.close();
        }
    }

    @Test
    void theDemoGoonIsDrawnWithEveryStoredFaceInsideItsKeyframeBox() throws IOException {
        try (var shown = Shown.of(DemoLevelGenerator.generate())) {
            var model = shown.modelIndex(16); // the demo's masked goon
            var pose = shown.firstFramePose(model);
            var camera = new Camera();
            var image = shown.drawAndSave(model, pose, camera, "stage-demo-goon");

            assertEquals(storedTriangles(shown, model), shown.stage().triangles());
            var inside = modelPixelsInsideTheProjectedBox(image, camera, pose);
            assertTrue(inside[0] > 500, "only " + inside[0] + " model pixels");
            assertTrue(inside[1] <= inside[0] / 100, inside[1] + " of " + inside[0] + " model pixels outside the box");
            assertTrue(count(image, ModelStage.KEYFRAME_BOX) > 50, "the keyframe box is drawn");
            assertTrue(count(image, ModelStage.GRID_SECTOR) > 50, "the floor grid is drawn");
        }
    }

    @Test
    void twoFramesOfTheDemoDoorsOpeningDifferAndTheFirstMatchesItsClosedPose() throws IOException {
        try (var shown = Shown.of(DemoLevelGenerator.generate())) {
            var model = shown.modelIndex(106); // DOOR_1: closed, opening, open, closing
            var data = shown.level().animation();
            var opening = data.models().get(model).animation() + 1;
            var animation = data.animations().get(opening);
            var camera = new Camera();
            var closed = shown.animation().poses().pose(model, opening, animation.frameStart(), 0);
            ModelStage.aim(camera, -2048, 2048, -2048, 0, -2048, 2048, 0.6f, -0.35f, 1f);
            shown.stage().drawModel(model, closed, camera, WIDTH, HEIGHT, new RenderOptions(), 0);
            var start = save(shown.stage(), "stage-demo-door-start");
            var open = shown.animation().poses().pose(model, opening, animation.frameEnd(), 0);
            shown.stage().drawModel(model, open, camera, WIDTH, HEIGHT, new RenderOptions(), 0);
            var end = save(shown.stage(), "stage-demo-door-end");
            var differing = 0;
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < WIDTH; x++) {
                    differing += start.rgbAt(x, y) != end.rgbAt(x, y) ? 1 : 0;
                }
            }
            assertTrue(differing > 200, "only " + differing + " pixels differ between the closed and open door");
        }
    }

    @Test
    void aStaticIsDrawnWithItsFacesAndBothOfItsBoxes() throws IOException {
        try (var shown = Shown.of(DemoLevelGenerator.generate())) {
            var statics = shown.level().staticMeshes();
            assertFalse(statics.isEmpty());
            var index = 0;
            var stat = statics.get(index);
            var camera = new Camera();
            var v = stat.visibility();
            ModelStage.aim(camera, v.minX(), v.maxX(), v.minY(), v.maxY(), v.minZ(), v.maxZ(), 0.7f, -0.4f, 1.3f);
            shown.stage().drawStatic(index, stat.visibility(), stat.collision(), camera, WIDTH, HEIGHT,
                    new RenderOptions(), 0);
            var image = save(shown.stage(), "stage-demo-static");
            assertEquals(faces(shown.level().meshes().get(stat.mesh())), shown.stage().triangles());
            assertTrue(count(image, ModelStage.VISIBILITY_BOX) + count(image, ModelStage.COLLISION_BOX) > 50,
                    "the boxes are drawn");
        }
    }

    /** Every entry of the mesh table draws alone with its own faces, whether a model or static uses it or not. */
    @Test
    void everyMeshOfTheTableIsDrawnAloneWithItsFaces() throws IOException {
        try (var shown = Shown.of(DemoLevelGenerator.generate())) {
            var meshes = shown.level().meshes();
            var camera = new Camera();
            ModelStage.aim(camera, -512, 512, -512, 512, -512, 512, 0.7f, -0.4f, 1.3f);
            var box = new BoundingBox(-512, 512, -512, 512, -512, 512);
            for (int p = 0; p < meshes.size(); p++) {
                shown.stage().drawMesh(p, box, camera, WIDTH, HEIGHT, new RenderOptions(), 0);
                assertEquals(faces(meshes.get(p)), shown.stage().triangles(), "mesh " + p);
            }
            var image = save(shown.stage(), "stage-demo-last-mesh");
            assertTrue(count(image, ModelStage.KEYFRAME_BOX) > 50, "its box is drawn");
        }
    }

    @Test
    void laraOfTheCorpusLibraryIsDrawnFromItsMeshes() throws IOException {
        var wad = WadReader.read(Corpus.file("wad/lara.wad"));
        try (var shown = Shown.of(WadLevel.of(wad))) {
            var model = shown.modelIndex(0);
            var pose = shown.firstFramePose(model);
            var camera = new Camera();
            var image = shown.drawAndSave(model, pose, camera, "stage-wad-lara");
            assertEquals(storedTriangles(shown, model), shown.stage().triangles());
            var inside = modelPixelsInsideTheProjectedBox(image, camera, pose);
            assertTrue(inside[0] > 500, "only " + inside[0] + " model pixels");
            assertTrue(inside[1] <= inside[0] / 50, inside[1] + " of " + inside[0] + " model pixels outside the box");
        }
    }

    private static void aim(Camera camera, Pose pose) {
        ModelStage.aim(camera, pose.boundingBox(0), pose.boundingBox(1), pose.boundingBox(2), pose.boundingBox(3),
                pose.boundingBox(4), pose.boundingBox(5), 0.5f, -0.3f, 1.1f);
    }

    /**
     * Two triangles per quad and one per triangle, of every face of the meshes the level stores for the model:
     * its own, or for TR4 Lara her skin's (type 8, drawn on her skeleton).
     */
    private static long storedTriangles(Shown shown, int model) {
        var level = shown.level();
        var meshes = level.animation().models().get(shown.animation().models().entries().get(model).meshModel());
        var total = 0L;
        for (int i = 0; i < meshes.numMeshes(); i++) {
            total += faces(level.meshes().get(meshes.startingMesh() + i));
        }
        return total;
    }

    private static long faces(Mesh mesh) {
        return 2L * (mesh.texturedQuads().size() + mesh.colouredQuads().size()) + mesh.texturedTriangles().size()
                + mesh.colouredTriangles().size();
    }

    /**
     * Pixels of neither the background, the grid nor a box: how many, and how many of them lie outside the
     * screen rectangle of the keyframe box's projected corners (with a pixel's margin).
     */
    private static int[] modelPixelsInsideTheProjectedBox(RgbaImage image, Camera camera, Pose pose) {
        float minX = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, minY = Float.MAX_VALUE, maxY = -Float.MAX_VALUE;
        for (int i = 0; i < 8; i++) {
            var corner = new Vector3f(pose.boundingBox(i & 1), pose.boundingBox(2 + (i >> 1 & 1)),
                    pose.boundingBox(4 + (i >> 2 & 1)));
            camera.viewProjection().transformProject(corner);
            var x = (corner.x + 1) / 2 * WIDTH;
            var y = (1 - corner.y) / 2 * HEIGHT;
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
        }
        var model = 0;
        var outside = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                var rgb = image.rgbAt(x, y);
                if (near(rgb, ModelStage.BACKGROUND) || near(rgb, ModelStage.GRID) || near(rgb, ModelStage.GRID_SECTOR)
                        || near(rgb, ModelStage.KEYFRAME_BOX)) {
                    continue;
                }
                model++;
                if (x < minX - 1 || x > maxX + 1 || y < minY - 1 || y > maxY + 1) {
                    outside++;
                }
            }
        }
        return new int[] {model, outside};
    }

    private static int count(RgbaImage image, float[] colour) {
        var count = 0;
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                count += near(image.rgbAt(x, y), colour) ? 1 : 0;
            }
        }
        return count;
    }

    private static boolean near(int rgb, float[] colour) {
        return Math.abs((rgb >> 16 & 0xFF) - Math.round(colour[0] * 255)) <= 2
                && Math.abs((rgb >> 8 & 0xFF) - Math.round(colour[1] * 255)) <= 2
                && Math.abs((rgb & 0xFF) - Math.round(colour[2] * 255)) <= 2;
    }

    private static RgbaImage save(ModelStage stage, String name) throws IOException {
        var image = stage.read();
        image.writePng(Path.of("target", "screenshots", name + ".png"));
        return image;
    }
}
