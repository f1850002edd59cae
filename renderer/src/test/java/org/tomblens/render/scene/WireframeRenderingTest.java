package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.SyntheticLevels.*;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/** The wireframe outlines every face of every drawn room, however many rooms and passes a frame draws. */
@ExtendWith(GlContextPerClass.class)
class WireframeRenderingTest {
    /** The corpus level with the most rooms. */
    @Test
    void theWireframeOfEveryRoomOfACorpusLevelDrawsEachOfItsTriangles() throws IOException {
        assertWireframeDrawsEveryTriangleOfEveryRoom(LevelReader.read(Corpus.file("tr1/rando-test1.phd")));
    }

    /** Rooms with faces in all four passes: a wireframe run per room and pass, twice the runs of a pass. */
    @Test
    void theWireframeOfManyRoomsWithFacesInEveryPassDrawsEachOfTheirTriangles() {
        var textures = new ArrayList<ObjectTexture>();
        for (int attribute = 0; attribute < 4; attribute++) {
            // Attributes 0..3: opaque, alpha-tested, additive, blended (§9.3.2).
            textures.add(objectTexture(attribute, 0, 0, 0, 0x4000, 0, 0x4000, 0x4000, 0, 0x4000));
        }
        var rooms = new ArrayList<Room>();
        for (int r = 0; r < 40; r++) {
            rooms.add(roomOfFourPasses(r * 4096));
        }
        var level = level(GameVersion.TR2, pages16(1, 0xFFFF), rooms, List.of(), texturing(textures));
        assertWireframeDrawsEveryTriangleOfEveryRoom(level);
    }

    /** A room at world X {@code x} with four floor quads side by side, one textured for each pass. */
    private static Room roomOfFourPasses(int x) {
        var vertices = new ArrayList<RoomVertex>();
        var quads = new ArrayList<Face>();
        for (int q = 0; q < 4; q++) {
            var first = vertices.size();
            vertices.add(new RoomVertex(q * 1024, 0, 0, 0, 0, 0));
            vertices.add(new RoomVertex(q * 1024 + 1024, 0, 0, 0, 0, 0));
            vertices.add(new RoomVertex(q * 1024 + 1024, 0, 1024, 0, 0, 0));
            vertices.add(new RoomVertex(q * 1024, 0, 1024, 0, 0, 0));
            quads.add(new Face(first, first + 1, first + 2, first + 3, q, 0));
        }
        return new Room(x, 0, 0, 0, -1024, vertices, quads, List.of(), List.of(), List.of(), 0, 0, List.of(), 0, 0,
                0, List.of(), List.of(), -1, 0, 0, 0, 0, List.of());
    }

    /**
     * Drawing all rooms with the wireframe on adds, over the same frame without it, exactly the triangles of
     * every drawn room in every pass.
     */
    private static void assertWireframeDrawsEveryTriangleOfEveryRoom(Level level) {
        var prepared = PreparedLevel.of(level);
        var geometry = prepared.geometry();
        try (var snapshot = new LevelSnapshot(prepared, 64, 64)) {
            var camera = DefaultView.start(level, new Camera());
            var options = new RenderOptions();
            options.portalCulling = false;
            options.animateEntities = false;
            var plain = snapshot.draw(camera, options, 0).triangles;
            options.wireframe = true;
            var withWireframe = snapshot.draw(camera, options, 0).triangles;
            var renderer = snapshot.renderer();
            var expected = 0L;
            for (int i = 0; i < renderer.drawnRoomCount(); i++) {
                for (var pass : RenderPass.values()) {
                    expected += geometry.world().room(renderer.drawnRoom(i), pass).triangleCount();
                }
            }
            assertEquals(level.rooms().size(), renderer.drawnRoomCount(), "every room is drawn");
            assertEquals(expected, withWireframe - plain, "wireframe triangles of " + renderer.drawnRoomCount() + " rooms");
        }
    }
}
