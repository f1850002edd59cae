package org.tomblens.app.window;

import imgui.ImGui;
import java.util.List;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.boxes.BoxesPanel;
import org.tomblens.app.ui.cameras.CamerasPanel;
import org.tomblens.app.ui.common.Panel;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.level.LevelPanel;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.app.ui.rooms.RoomsPanel;
import org.tomblens.app.ui.sector.SectorPanel;
import org.tomblens.app.ui.sounds.SoundsPanel;
import org.tomblens.app.ui.states.StatesPanel;
import org.tomblens.app.ui.textures.TexturesPanel;

/** The viewer's dockable panels, in the View menu's order: drawn while open, opened when what they show is chosen. */
final class Panels {
    private final List<Panel> all = List.of(new LevelPanel(), new RoomsPanel(), new SectorPanel(), new EntitiesPanel(),
            new RenderPanel(), new TexturesPanel(), new SoundsPanel(), new AnimationPanel(), new StatesPanel(), new ModelViewPanel(),
            new BoxesPanel(), new CamerasPanel());

    List<Panel> all() {
        return all;
    }

    /** Draws every open panel for this frame. */
    void draw(ViewerContext context) {
        for (var panel : all) {
            if (panel.open().get()) {
                panel.draw(context);
            }
        }
    }

    /** Opens the panels of these titles. */
    void open(String... titles) {
        for (var title : titles) {
            all.stream().filter(panel -> panel.title().equals(title)).forEach(panel -> panel.open().set(true));
        }
    }

    /** Closes the panels of these titles. */
    void close(List<String> titles) {
        all.stream().filter(panel -> titles.contains(panel.title())).forEach(panel -> panel.open().set(false));
    }

    /** Opens a panel and brings it to the front of its dock. */
    void bringForward(String title) {
        open(title);
        ImGui.setWindowFocus(title);
    }
}
