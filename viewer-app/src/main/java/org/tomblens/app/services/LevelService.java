package org.tomblens.app.services;

import java.util.List;
import org.tomblens.app.anim.ModelNames;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.scene.FrameStats;
import org.tomblens.render.stage.ModelStage;
import org.tomblens.render.ui.PageTextures;

/** The level on screen (scripting's {@code trview.level}): as read and prepared, as named, as uploaded. */
public interface LevelService {
    /** The level as the loading thread prepared it: its file, rooms, entities, geometry, script and the rest. */
    PreparedLevel prepared();

    /** The level as read. */
    default Level level() {
        return prepared().level();
    }

    /** The names of its models, statics and animations, as its game or library names them. */
    ModelNames names();

    /** What the last frame drew of it: draw calls, triangles, rooms and entities, the camera's room. */
    FrameStats drawnStats();

    /** Its texture pages as textures a panel can show. */
    PageTextures pageTextures();

    /** The model view's stage over the level's uploaded meshes, made the first time it is asked for. */
    ModelStage stage();

    /** What can be hidden one by one, as trview's {@code visible} and its panels' Visible check boxes hide it. */
    enum Part { ROOM, ITEM, TRIGGER, LIGHT, CAMERA_SINK, STATIC_MESH }

    /**
     * Whether thing {@code number} of {@code part} is shown, as far as hiding it one by one goes; numbered as trview
     * numbers them (items: the entities, then the AI objects; triggers: the first of each sector that has one; lights
     * and static meshes level-wide in room order).
     */
    boolean shown(Part part, int number);

    /** Hides thing {@code number} of {@code part} from the view and from picking, or shows it again. */
    void show(Part part, int number, boolean shown);

    /** The colour (red, green, blue, alpha, 0 to 1) trigger {@code trigger} is drawn in, or null for the default. */
    float[] triggerColour(int trigger);

    /** Draws trigger {@code trigger} in {@code rgba}, or with null in the default colour again. */
    void colourTrigger(int trigger, float[] rgba);

    /** What scripts placed in the level (trview's Scriptable), in the order placed: drawn, clicked and hovered. */
    List<Placed> placed();
}
