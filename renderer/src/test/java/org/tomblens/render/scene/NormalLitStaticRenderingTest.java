package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.SyntheticLevels.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Vertex;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * A static whose mesh is lit by its normals (§5.2), which the corpus levels lack: the shader lights it from
 * its normals, and the instance's light (§3.2.8: TR2 0 bright .. 0x1FFF dark, 0x1000 the mesh's own light)
 * scales that light.
 */
@ExtendWith(GlContextPerClass.class)
class NormalLitStaticRenderingTest {
    private static final int SIZE = 33;
    private static final BoundingBox BOX = new BoundingBox(-512, 512, -512, 0, -8, 8);

    /**
     * A TR2 level of one empty room holding one static: a double-sided square 1024 wide facing -Z, its
     * normals up, textured with a mid grey page, at the origin, of the given light.
     */
    private static LevelSnapshot snapshot(int light) {
        var up = new Vertex(0, -16300, 0);
        var mesh = new Mesh(new Vertex(0, 0, 0), 0, List.of(new Vertex(-512, -512, 0), new Vertex(512, -512, 0),
                new Vertex(512, 0, 0), new Vertex(-512, 0, 0)), List.of(up, up, up, up), List.of(),
                List.of(new Face(0, 1, 2, 3, 0x8000, 0)), List.of(), List.of(), List.of());
        var instance = new RoomStaticMesh(0, 0, 0, 0, light, 0, 1);
        var room = new Room(-4096, 0, -4096, 0, -4096, List.of(), List.of(), List.of(), List.of(), List.of(), 0, 0,
                List.of(), 0, 0, 0, List.of(), List.of(instance), -1, 0, 0, 0, 0, List.of());
        var texture = objectTexture(0, 0, 0, 0, 0xFF00, 0, 0xFF00, 0xFF00, 0, 0xFF00);
        // 0x8000 | 15 in each 5-bit channel: an opaque grey a little under half bright.
        var level = withStaticMeshes(level(GameVersion.TR2, pages16(1, 0x8000 | 15 << 10 | 15 << 5 | 15),
                List.of(room), List.of(mesh), texturing(List.of(texture))), List.of(new StaticMesh(1, 0, BOX, BOX, 0)));
        return new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE);
    }

    /** The middle pixel, looking at the square along +Z from 1024 in front of it. */
    private static int middle(int light) {
        try (var snapshot = snapshot(light)) {
            var options = new RenderOptions();
            options.portalCulling = false;
            var camera = new Camera().place(0, -256, -1024, 0, 0);
            return snapshot.shoot(camera, options, 0).rgbAt(SIZE / 2, SIZE / 2);
        }
    }

    @Test
    void halfTheInstancesLightDrawsItHalfAsBright() {
        var own = middle(0x1000);
        var half = middle(0x1800);
        assertNotEquals(0x14171C, own, "the static is drawn");
        for (int shift = 0; shift < 24; shift += 8) {
            var ownChannel = own >> shift & 0xFF;
            var halfChannel = half >> shift & 0xFF;
            assertTrue(ownChannel > 60, "lit, not black: " + Integer.toHexString(own));
            assertEquals(ownChannel, 2 * halfChannel, 2, Integer.toHexString(own) + " and " + Integer.toHexString(half));
        }
    }
}
