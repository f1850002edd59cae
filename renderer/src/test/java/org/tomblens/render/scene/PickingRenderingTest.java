package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.SpriteQuad;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.pick.PickResult;
import org.tomblens.render.pick.Pickable;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * Picking what is not a room: an entity, a static mesh, a room sprite and a sprite entity, each looked at
 * straight on from a short distance inside its room and picked at the pixel its centre projects to.
 */
@ExtendWith(GlContextPerClass.class)
class PickingRenderingTest {
    private static final int SIZE = 65;
    /** How far in front of its target the camera stands: close enough that nothing stands between. */
    private static final float NEAR = 1536;
    /** Yaw looking along -Z: the camera stands on the target's +Z side. */
    private static final float TOWARDS_MINUS_Z = (float) Math.PI;
    private static final Path DEMO = Path.of("..", "assets", "demo", "tomblens-demo.tr2");
    private static LevelSnapshot snapshot(Level level) {
        return new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE);
    }

    private static RenderOptions still() {
        var options = new RenderOptions();
        options.animateEntities = false;
        return options;
    }

    /** The centre of entity {@code e}'s drawn box, after a frame of every room has posed it. */
    private static Vector3f entityCentre(LevelSnapshot snapshot, int e) {
        var options = still();
        options.portalCulling = false;
        snapshot.draw(DefaultView.start(snapshot.renderer().level(), new Camera()), options, 0);
        var corners = new float[24];
        assertTrue(snapshot.renderer().entityBounds(e, corners), "entity " + e + " was drawn");
        var centre = new Vector3f();
        for (int i = 0; i < 8; i++) {
            centre.add(corners[i * 3], corners[i * 3 + 1], corners[i * 3 + 2]);
        }
        return centre.div(8);
    }

    /** Draws a frame looking at {@code target} from {@link #NEAR} away and picks the pixel it projects to. */
    private static PickResult pickAt(LevelSnapshot snapshot, Vector3f target, float yaw, String name)
            throws IOException {
        var camera = facing(target, yaw);
        var options = still();
        snapshot.shoot(camera, options, 0).writePng(Path.of("target", "screenshots", "pick-" + name + ".png"));
        var ndc = camera.viewProjection().transformProject(new Vector3f(target));
        var x = (int) ((ndc.x + 1) / 2 * SIZE);
        var y = (int) ((1 - ndc.y) / 2 * SIZE);
        assertEquals(SIZE / 2, x, 1, "looking straight at it puts it mid-frame");
        assertEquals(SIZE / 2, y, 1, "looking straight at it puts it mid-frame");
        return snapshot.renderer().pick(camera, SIZE, SIZE, x, y, options);
    }

    /** A camera {@link #NEAR} away from {@code target}, turned by {@code yaw}, looking straight at it. */
    private static Camera facing(Vector3f target, float yaw) {
        var camera = new Camera();
        camera.place(target.x, target.y, target.z, yaw, 0);
        var back = camera.forward(new Vector3f()).mul(-NEAR).add(target);
        camera.place(back.x, back.y, back.z, yaw, 0);
        return camera;
    }

    private static void assertHit(PickResult picked, Pickable.Kind kind, int index, int subIndex) {
        assertEquals(kind, picked.hit().kind(), picked.toString());
        assertEquals(index, picked.hit().index(), picked.toString());
        assertEquals(subIndex, picked.hit().subIndex(), picked.toString());
    }

    @Test
    void laraOfTheDemoLevelPicksAsHerEntity() throws IOException {
        var level = LevelReader.read(DEMO);
        try (var snapshot = snapshot(level)) {
            var lara = 0;
            assertEquals(0, level.entities().get(lara).type(), "entity 0 is Lara");
            var picked = pickAt(snapshot, entityCentre(snapshot, lara), TOWARDS_MINUS_Z, "demo-lara");
            assertHit(picked, Pickable.Kind.ENTITY, lara, -1);
            assertEquals(level.entities().get(lara).room(), picked.room());
        }
    }

    /**
     * Lara hidden one by one: where she was drawn, the frame shows what it shows with every entity off, and the
     * pixel at her middle picks what stands behind her.
     */
    @Test
    void aHiddenEntityIsNeitherDrawnNorPicked() throws IOException {
        var level = LevelReader.read(DEMO);
        try (var snapshot = snapshot(level)) {
            var lara = 0;
            var camera = facing(entityCentre(snapshot, lara), TOWARDS_MINUS_Z);
            var shown = snapshot.shoot(camera, still(), 0);
            var none = still();
            none.entities = false;
            var withoutEntities = snapshot.shoot(camera, none, 0);
            snapshot.renderer().hidden().hideEntity(lara, true);
            var hidden = snapshot.shoot(camera, still(), 0);
            hidden.writePng(Path.of("target", "screenshots", "pick-demo-lara-hidden.png"));
            int herPixels = 0;
            for (int y = 0; y < SIZE; y++) {
                for (int x = 0; x < SIZE; x++) {
                    if (shown.rgbaAt(x, y) != withoutEntities.rgbaAt(x, y)) {
                        herPixels++;
                        assertEquals(withoutEntities.rgbaAt(x, y), hidden.rgbaAt(x, y), "pixel " + x + ", " + y);
                    }
                }
            }
            assertTrue(herPixels > 100, "she was drawn in the middle of the frame: " + herPixels + " pixels");
            var picked = snapshot.renderer().pick(camera, SIZE, SIZE, SIZE / 2, SIZE / 2, still());
            assertNotEquals(Pickable.Kind.ENTITY, picked.hit() == null ? null : picked.hit().kind(), picked.toString());

            snapshot.renderer().hidden().hideEntity(lara, false);
            assertEquals(java.util.Arrays.hashCode(shown.rgba()),
                    java.util.Arrays.hashCode(snapshot.shoot(camera, still(), 0).rgba()), "shown again as before");
        }
    }

    @Test
    void laraOfACorpusTr1LevelPicksAsHerEntity() throws IOException {
        var level = LevelReader.read(Corpus.file("tr1/rando-test1.phd"));
        try (var snapshot = snapshot(level)) {
            var lara = 0;
            assertEquals(0, level.entities().get(lara).type(), "entity 0 is Lara");
            // She stands near her room's +Z wall, so the camera looks at her from the -Z side.
            var picked = pickAt(snapshot, entityCentre(snapshot, lara), 0, "tr1-lara");
            assertHit(picked, Pickable.Kind.ENTITY, lara, -1);
        }
    }

    @Test
    void aStaticMeshOfTheDemoLevelPicksAsItsRoomAndInstance() throws IOException {
        var level = LevelReader.read(DEMO);
        var room = 0;
        var instance = 0;
        var placed = level.rooms().get(room).staticMeshes().get(instance);
        var box = level.staticMeshes().stream().filter(mesh -> mesh.id() == placed.meshId()).findFirst()
                .orElseThrow().visibility();
        assertEquals(0, placed.rotation(), "an unturned instance: its box is the type's, moved");
        var centre = new Vector3f(placed.x() + (box.minX() + box.maxX()) / 2f, placed.y() + (box.minY() + box.maxY()) / 2f,
                placed.z() + (box.minZ() + box.maxZ()) / 2f);
        try (var snapshot = snapshot(level)) {
            var picked = pickAt(snapshot, centre, TOWARDS_MINUS_Z, "demo-static");
            assertHit(picked, Pickable.Kind.STATIC_MESH, room, instance);
            assertEquals(room, picked.room());
        }
    }

    @Test
    void aRoomSpriteOfTheDemoLevelPicksAsItsRoomAndPlace() throws IOException {
        var level = LevelReader.read(DEMO);
        var geometry = LevelGeometry.build(level);
        var room = 0;
        var sprite = geometry.sprites().billboards().stream()
                .filter(placed -> placed.room() == room && !placed.isEntity()).findFirst().orElseThrow();
        var quad = geometry.sprites().quads().get(sprite.spriteTexture());
        try (var snapshot = snapshot(level)) {
            var picked = pickAt(snapshot, spriteCentre(sprite.x(), sprite.y(), sprite.z(), quad, TOWARDS_MINUS_Z),
                    TOWARDS_MINUS_Z, "demo-sprite");
            // The room's first sprite: its place among the room's sprites is 0.
            assertHit(picked, Pickable.Kind.SPRITE, room, 0);
        }
    }

    /** The demo's sprite pickup, entity 3. */
    private static final int PICKUP = 3;
    /**
     * Faces of the pickup's room at Z 5120 hide it from the -Z side, and its +Z side is too near the wall: the camera
     * looks at it from the -X side.
     */
    private static final float TOWARDS_PLUS_X = (float) Math.PI / 2;

    /** The middle of the demo's sprite pickup, as a camera looking {@link #TOWARDS_PLUS_X} sees it. */
    private static Vector3f pickupCentre(Level level) {
        var entity = level.entities().get(PICKUP);
        var sequence = level.texturing().spriteSequences().stream().filter(s -> s.spriteId() == entity.type())
                .findFirst().orElseThrow();
        var quad = LevelGeometry.build(level).sprites().quads().get(sequence.offset());
        return spriteCentre(entity.x(), entity.y(), entity.z(), quad, TOWARDS_PLUS_X);
    }

    @Test
    void aSpriteEntityOfTheDemoLevelPicksAsItsEntity() throws IOException {
        var level = LevelReader.read(DEMO);
        var pickup = PICKUP;
        try (var snapshot = snapshot(level)) {
            var picked = pickAt(snapshot, pickupCentre(level), TOWARDS_PLUS_X, "demo-pickup");
            assertHit(picked, Pickable.Kind.ENTITY, pickup, -1);
        }
    }

    /**
     * The demo's first static mesh hidden one by one, in a renderer that keeps its rooms between frames as the window's
     * does: the next frame from the same place shows what it shows with statics off where the mesh was, and nothing
     * else changes; its middle picks what stands behind it; shown again, the frame is as before.
     */
    @Test
    void aHiddenStaticMeshIsNeitherDrawnNorPicked() throws IOException {
        var level = LevelReader.read(DEMO);
        var placed = level.rooms().get(0).staticMeshes().get(0);
        var box = level.staticMeshes().stream().filter(mesh -> mesh.id() == placed.meshId()).findFirst()
                .orElseThrow().visibility();
        var centre = new Vector3f(placed.x() + (box.minX() + box.maxX()) / 2f, placed.y() + (box.minY() + box.maxY()) / 2f,
                placed.z() + (box.minZ() + box.maxZ()) / 2f);
        try (var snapshot = snapshot(level)) {
            snapshot.renderer().keepStillRooms(true);
            var camera = facing(centre, TOWARDS_MINUS_Z);
            var noStatics = still();
            noStatics.staticMeshes = false;
            var without = snapshot.shoot(camera, noStatics, 0);
            var shown = snapshot.shoot(camera, still(), 0);
            snapshot.renderer().hidden().hideStaticMesh(0, 0, true);
            var hidden = snapshot.shoot(camera, still(), 0);
            hidden.writePng(Path.of("target", "screenshots", "pick-demo-static-hidden.png"));
            var itsPixels = 0;
            for (int y = 0; y < SIZE; y++) {
                for (int x = 0; x < SIZE; x++) {
                    var now = hidden.rgbaAt(x, y);
                    assertTrue(now == shown.rgbaAt(x, y) || now == without.rgbaAt(x, y), "pixel " + x + ", " + y);
                    itsPixels += now != shown.rgbaAt(x, y) ? 1 : 0;
                }
            }
            assertTrue(itsPixels > 100, "it was drawn in the middle of the frame: " + itsPixels + " pixels");
            assertEquals(without.rgbaAt(SIZE / 2, SIZE / 2), hidden.rgbaAt(SIZE / 2, SIZE / 2));
            var picked = snapshot.renderer().pick(camera, SIZE, SIZE, SIZE / 2, SIZE / 2, still());
            assertNotEquals(Pickable.Kind.STATIC_MESH, picked.hit().kind(), picked.toString());

            snapshot.renderer().hidden().hideStaticMesh(0, 0, false);
            assertArrayEquals(shown.rgba(), snapshot.shoot(camera, still(), 0).rgba(), "shown again as before");
            assertHit(snapshot.renderer().pick(camera, SIZE, SIZE, SIZE / 2, SIZE / 2, still()),
                    Pickable.Kind.STATIC_MESH, 0, 0);
        }
    }

    /** The demo's sprite pickup hidden one by one: gone from its middle pixel and from picking, then back. */
    @Test
    void aHiddenSpriteEntityIsNeitherDrawnNorPicked() throws IOException {
        var level = LevelReader.read(DEMO);
        var pickup = PICKUP;
        try (var snapshot = snapshot(level)) {
            var camera = facing(pickupCentre(level), TOWARDS_PLUS_X);
            var shown = snapshot.shoot(camera, still(), 0);
            var noEntities = still();
            noEntities.entities = false;
            var without = snapshot.shoot(camera, noEntities, 0);
            assertNotEquals(without.rgbaAt(SIZE / 2, SIZE / 2), shown.rgbaAt(SIZE / 2, SIZE / 2), "drawn mid-frame");
            snapshot.renderer().hidden().hideEntity(pickup, true);
            assertArrayEquals(without.rgba(), snapshot.shoot(camera, still(), 0).rgba(), "as with entities off");
            var picked = snapshot.renderer().pick(camera, SIZE, SIZE, SIZE / 2, SIZE / 2, still());
            assertNotEquals(Pickable.Kind.ENTITY, picked.hit().kind(), picked.toString());
            snapshot.renderer().hidden().hideEntity(pickup, false);
            assertArrayEquals(shown.rgba(), snapshot.shoot(camera, still(), 0).rgba(), "shown again as before");
        }
    }

    /**
     * The room the camera stands in hidden one by one: not among the rooms drawn, its face in the middle of the
     * frame no longer there nor picked, while the room beyond its portal is still drawn; shown again, as before.
     */
    @Test
    void aHiddenRoomIsNeitherDrawnNorPicked() throws IOException {
        var level = LevelReader.read(DEMO);
        try (var snapshot = snapshot(level)) {
            snapshot.renderer().keepStillRooms(true);
            var camera = DefaultView.start(level, new Camera());
            var shown = snapshot.shoot(camera, still(), 0);
            var room = snapshot.renderer().stats().cameraRoom;
            assertTrue(room >= 0, "the start view stands in a room");
            assertTrue(snapshot.renderer().wasDrawn(room));
            var drawnBefore = snapshot.renderer().drawnRoomCount();
            var picked = snapshot.renderer().pick(camera, SIZE, SIZE, SIZE / 2, SIZE / 2, still());
            assertEquals(room, picked.hit().kind() == Pickable.Kind.ROOM ? picked.hit().index() : room,
                    picked.toString());

            snapshot.renderer().hidden().hideRoom(room, true);
            var hidden = snapshot.shoot(camera, still(), 0);
            hidden.writePng(Path.of("target", "screenshots", "demo-room-hidden.png"));
            var drawn = new java.util.ArrayList<Integer>();
            for (int i = 0; i < snapshot.renderer().drawnRoomCount(); i++) {
                drawn.add(snapshot.renderer().drawnRoom(i));
            }
            assertFalse(drawn.contains(room), drawn.toString());
            assertEquals(drawnBefore - 1, drawn.size(), "the rooms beyond it are still drawn: " + drawn);
            assertFalse(java.util.Arrays.equals(shown.rgba(), hidden.rgba()), "the frame changed");
            var through = snapshot.renderer().pick(camera, SIZE, SIZE, SIZE / 2, SIZE / 2, still());
            assertFalse(through.hit().kind() == Pickable.Kind.ROOM && through.hit().index() == room, through.toString());

            snapshot.renderer().hidden().hideRoom(room, false);
            assertArrayEquals(shown.rgba(), snapshot.shoot(camera, still(), 0).rgba(), "shown again as before");
        }
    }

    /**
     * The middle of a sprite's billboard seen from a level camera of this yaw: the quad's extents run along
     * the camera's right and down (+Y), moving its middle off the sprite's own point.
     */
    private static Vector3f spriteCentre(float x, float y, float z, SpriteQuad quad, float yaw) {
        var right = new Camera().place(0, 0, 0, yaw, 0).right(new Vector3f()).mul((quad.left() + quad.right()) / 2f);
        return new Vector3f(x, y + (quad.top() + quad.bottom()) / 2f, z).add(right);
    }
}
