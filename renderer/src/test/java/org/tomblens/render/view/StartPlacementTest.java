package org.tomblens.render.view;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.stream.Stream;
import org.joml.Vector3f;
import org.joml.Vector4f;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.DemoLevelFile;

/**
 * Where the start view stands, from the level's own numbers: inside the bounds of the room it says it is in, and,
 * where the level places Lara, with the whole box of her first animation's first frame (§6.2.7), the pose she
 * is drawn in, in front of the camera, no nearer than {@link #NEAREST} and inside the picture's height, so that she is seen in her place and
 * the camera is not inside her.
 */
class StartPlacementTest {
    /** A quarter sector: nearer than this, Lara's body fills the picture. */
    private static final float NEAREST = 256;
    private static final int LARA = 0;

    static Stream<Arguments> levels() {
        var levels = new ArrayList<Level>();
        levels.add(DemoLevelFile.read());
        CorpusCache.levels().forEach(levels::add);
        return levels.stream().filter(level -> !level.rooms().isEmpty())
                .map(level -> Arguments.of(level.fileName(), level));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void theStartViewStandsInItsRoomWithLaraWhollyInFront(String name, Level level) {
        var camera = DefaultView.start(level, new Camera());
        var at = camera.position();
        var room = level.rooms().get(camera.room());
        var inside = at.x >= room.x() && at.x <= room.x() + room.numXSectors() * 1024f
                && at.z >= room.z() && at.z <= room.z() + room.numZSectors() * 1024f
                && at.y >= room.yTop() && at.y <= room.yBottom();
        assertTrue(inside, name + ": the camera at " + at + " is outside room " + camera.room());

        var lara = level.entities().stream().filter(entity -> entity.type() == LARA).findFirst();
        var model = lara.map(entity -> modelIndex(level, entity.type())).orElse(-1);
        if (model < 0) {
            return;
        }
        var first = level.animation().models().get(model).animation();
        var box = PoseEvaluator.of(level)
                .pose(model, first, level.animation().animations().get(first).frameStart(), 0).boundingBox();
        var forward = camera.forward(new Vector3f());
        var toScreen = camera.update(16 / 9f).viewProjection();
        for (var corner : corners(lara.get(), box)) {
            var depth = corner.sub(at, new Vector3f()).dot(forward);
            assertTrue(depth >= NEAREST, name + ": a corner of Lara's box is " + depth + " units in front of the camera at "
                    + at + ", Lara at " + lara.get());
            var clip = toScreen.transform(new Vector4f(corner, 1));
            assertTrue(Math.abs(clip.x) <= clip.w && Math.abs(clip.y) <= clip.w,
                    name + ": a corner of Lara's box, " + corner + ", is out of a 16:9 picture");
        }
    }

    private static int modelIndex(Level level, int type) {
        var models = level.animation().models();
        for (int i = 0; i < models.size(); i++) {
            if (models.get(i).id() == type) {
                return i;
            }
        }
        return -1;
    }

    /** The eight corners of {@code box}, in the model's space, turned and placed as the entity stands. */
    private static Vector3f[] corners(Entity entity, float[] box) {
        var yaw = entity.angle() * (float) Math.PI / 32768f;
        var sin = (float) Math.sin(yaw);
        var cos = (float) Math.cos(yaw);
        var corners = new Vector3f[8];
        for (int i = 0; i < 8; i++) {
            var x = box[(i & 1)];
            var y = box[2 + ((i >> 1) & 1)];
            var z = box[4 + ((i >> 2) & 1)];
            corners[i] = new Vector3f(entity.x() + x * cos + z * sin, entity.y() + y, entity.z() - x * sin + z * cos);
        }
        return corners;
    }
}
