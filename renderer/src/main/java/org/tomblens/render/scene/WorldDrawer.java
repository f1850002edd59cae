package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import org.tomblens.format.geometry.DrawRange;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.RenderOptions;

/** The faces of the rooms a frame draws, pass by pass, in one multi-draw per sidedness. */
final class WorldDrawer {
    /** Which rooms {@link #draw} draws: all, or those whose ambient animation leaves them still, or those it moves. */
    enum Rooms { ALL, STILL, MOVING }

    private final LevelProgram program;
    private final LevelScene scene;
    private final MultiDraw multiDraw;
    private final DrawnRooms rooms;
    private final HiddenParts hidden;

    WorldDrawer(LevelProgram program, LevelScene scene, MultiDraw multiDraw, DrawnRooms rooms, HiddenParts hidden) {
        this.program = program;
        this.scene = scene;
        this.multiDraw = multiDraw;
        this.rooms = rooms;
        this.hidden = hidden;
    }

    /**
     * The drawn rooms' faces of a pass, with their statics': single-sided ones culled by winding; {@code which}
     * rooms: all, those that look the same at every step of their ambient animation, or those that do not.
     */
    void draw(RenderPass pass, RenderOptions options, float alphaCut, Rooms which, FrameStats stats) {
        program.alphaCut(alphaCut);
        scene.world.bind();
        glEnable(GL_CULL_FACE);
        gatherWorld(pass, false, options, which);
        multiDraw.draw(stats);
        glDisable(GL_CULL_FACE);
        gatherWorld(pass, true, options, which);
        multiDraw.draw(stats);
    }

    /** Gathers the drawn rooms' single- or double-sided triangles of a pass, with their statics' when shown. */
    private void gatherWorld(RenderPass pass, boolean doubleSided, RenderOptions options, Rooms which) {
        var statics = options.staticMeshes;
        for (int i = 0; i < rooms.count(); i++) {
            var room = rooms.room(i);
            if (which != Rooms.ALL
                    && rooms.changesWithTime(room, scene.worldGeometry, options) != (which == Rooms.MOVING)) {
                continue;
            }
            gather(scene.worldGeometry.room(room, pass), doubleSided);
            if (statics) {
                hidden.gatherStatics(scene.worldGeometry, room, scene.worldGeometry.statics(room, pass), doubleSided, multiDraw);
            }
        }
    }

    private void gather(DrawRange range, boolean doubleSided) {
        if (doubleSided) {
            multiDraw.add(range.firstIndex() + range.singleCount(), range.doubleCount());
        } else {
            multiDraw.add(range.firstIndex(), range.singleCount());
        }
    }
}
