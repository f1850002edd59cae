package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import org.tomblens.format.geometry.DrawRange;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.RenderOptions;

/** The faces of the rooms a frame draws, pass by pass, in one multi-draw per sidedness. */
final class WorldDrawer {
    /**
     * Which faces of the rooms {@link #draw} draws: all, or those that look the same at every step of the rooms'
     * ambient animation, or those that do not.
     */
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
     * faces: all, those that look the same at every step of the rooms' ambient animation, or those that do not.
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

    /**
     * The rooms' opaque and alpha-tested faces, which write depth and do not blend: {@code which} rooms', the
     * alpha-tested ones cut at {@code alphaCut}.
     */
    void drawSolid(RenderOptions options, float alphaCut, Rooms which, FrameStats stats) {
        draw(RenderPass.OPAQUE, options, 0f, which, stats);
        draw(RenderPass.ALPHA_TEST, options, alphaCut, which, stats);
    }

    /** Gathers the drawn rooms' single- or double-sided triangles of a pass, with their statics' when shown. */
    private void gatherWorld(RenderPass pass, boolean doubleSided, RenderOptions options, Rooms which) {
        var statics = options.staticMeshes;
        for (int i = 0; i < rooms.count(); i++) {
            var room = rooms.room(i);
            var part = part(room, options, which);
            if (part == null) {
                continue;
            }
            var range = scene.worldGeometry.room(room, pass);
            multiDraw.add(part.first(range, doubleSided), part.count(range, doubleSided));
            if (statics) {
                var staticRange = scene.worldGeometry.statics(room, pass);
                hidden.gatherStatics(scene.worldGeometry, room, part.first(staticRange, doubleSided),
                        part.count(staticRange, doubleSided), multiDraw);
            }
        }
    }

    /**
     * The part of room {@code room}'s faces {@code which} draws, or null for none. A water room's shimmer moves all
     * its faces at each step of the rooms' ambient animation; in any other room a step changes only the faces with
     * an animated texture, which its ranges hold apart ({@link DrawRange}).
     */
    private Part part(int room, RenderOptions options, Rooms which) {
        return switch (which) {
            case ALL -> Part.WHOLE;
            case STILL -> rooms.shimmers(room, options) ? null : Part.STILL;
            case MOVING -> rooms.shimmers(room, options) ? Part.WHOLE : Part.ANIMATED;
        };
    }

    /** A part of a range's single- or double-sided run. */
    private enum Part {
        WHOLE, STILL, ANIMATED;

        int first(DrawRange range, boolean doubleSided) {
            return switch (this) {
                case WHOLE -> range.first(doubleSided);
                case STILL -> range.stillFirst(doubleSided);
                case ANIMATED -> range.animatedFirst(doubleSided);
            };
        }

        int count(DrawRange range, boolean doubleSided) {
            return switch (this) {
                case WHOLE -> range.count(doubleSided);
                case STILL -> range.stillCount(doubleSided);
                case ANIMATED -> range.animatedCount(doubleSided);
            };
        }
    }
}
