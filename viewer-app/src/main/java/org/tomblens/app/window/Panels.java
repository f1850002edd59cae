package org.tomblens.app.window;

import imgui.ImGui;
import java.util.List;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.boxes.BoxesPanel;
import org.tomblens.app.ui.cameras.CamerasPanel;
import org.tomblens.app.ui.cutscenes.CutscenesPanel;
import org.tomblens.app.ui.common.FileKind;
import org.tomblens.app.ui.common.Panel;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.diff.DiffPanel;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.level.LevelPanel;
import org.tomblens.app.ui.meshes.MeshesPanel;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.app.ui.rooms.RoomsPanel;
import org.tomblens.app.ui.route.RoutePanel;
import org.tomblens.app.ui.scripts.ConsolePanel;
import org.tomblens.app.ui.scripts.PluginsPanel;
import org.tomblens.app.ui.sector.SectorPanel;
import org.tomblens.app.ui.sounds.SoundsPanel;
import org.tomblens.app.ui.states.StatesPanel;
import org.tomblens.app.ui.textures.TexturesPanel;

/**
 * The viewer's dockable panels, in the View menu's order, which is also the order of the tabs where they share a
 * dock: drawn while open, opened when what they show is chosen. A panel joins the viewer by its line here; its
 * description tells the layouts, the menu and the settings the rest.
 */
final class Panels {
    private final PluginsPanel plugins = new PluginsPanel();
    private final List<Panel> all = List.of(
            new LevelPanel(),
            new RoomsPanel(),
            new SectorPanel(),
            new EntitiesPanel(),
            new RenderPanel(),
            new TexturesPanel(),
            new MeshesPanel(),
            new SoundsPanel(),
            new AnimationPanel(),
            new StatesPanel(),
            new ModelViewPanel(),
            new BoxesPanel(),
            new CamerasPanel(),
            new CutscenesPanel(),
            new DiffPanel(),
            new RoutePanel(),
            new ConsolePanel(plugins),
            plugins);

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
        plugins.renderPlugins(context);
    }

    /** Opens the panels of these titles. */
    void open(String... titles) {
        for (var title : titles) {
            all.stream().filter(panel -> panel.title().equals(title)).forEach(panel -> panel.open().set(true));
        }
    }

    /** A file of {@code kind} arrived: closes the panels it does not show, opens those it opens. */
    void arrive(FileKind kind) {
        for (var panel : all) {
            var description = panel.description();
            if (!description.shownFor().contains(kind)) {
                panel.open().set(false);
            } else if (description.openedFor().contains(kind)) {
                panel.open().set(true);
            }
        }
    }

    /** Opens a panel and brings it to the front of its dock. */
    void bringForward(String title) {
        open(title);
        ImGui.setWindowFocus(title);
    }
}
