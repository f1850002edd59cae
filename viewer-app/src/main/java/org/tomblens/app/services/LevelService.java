package org.tomblens.app.services;

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

    /** Whether entity {@code entity} is drawn, as far as hiding it one by one goes. */
    boolean entityShown(int entity);

    /** Hides entity {@code entity} from the view and from picking, or shows it again (a script's {@code visible}). */
    void showEntity(int entity, boolean shown);
}
