package org.tomblens.app.window;

import imgui.ImGui;
import java.util.List;
import java.util.function.Consumer;
import org.tomblens.app.ui.ImGuiLayer;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.boxes.BoxesPanel;
import org.tomblens.app.ui.cameras.CamerasPanel;
import org.tomblens.app.ui.cutscenes.CutscenesPanel;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.Panel;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.diff.DiffPanel;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.go.GoToDialog;
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
 * description tells the layouts, the menu, the settings and what brings it up the rest.
 */
final class Panels {
    private final GoToDialog goTo = new GoToDialog();
    /**
     * Every panel, made at the first use: in a start, as Dear ImGui starts, after the level's first frame, which the
     * panels would otherwise hold back by taking the CPU the level's reading and building need.
     */
    private List<Panel> all;
    private PluginsPanel plugins;
    /** What is done with the panels as they are made: the settings' open panels and plugin folders given to them. */
    private Consumer<Panels> whenMade = made -> { };

    /** Has {@code action} done with the panels as they are made; call before their first use. */
    void whenMade(Consumer<Panels> action) {
        whenMade = action;
    }

    List<Panel> all() {
        make();
        return all;
    }

    /** Makes every panel unless they are made already. */
    void make() {
        if (all == null) {
            plugins = new PluginsPanel();
            all = List.of(
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
                    new ConsolePanel(),
                    plugins);
            whenMade.accept(this);
        }
    }

    /** The Plugins panel, whose added folders the settings remember. */
    PluginsPanel plugins() {
        make();
        return plugins;
    }

    /** The Go to box, which a key and the menu open. */
    GoToDialog goTo() {
        return goTo;
    }

    /** Draws every open panel for this frame, then what each draws whether open or not. */
    void draw(ViewerContext context) {
        for (var panel : all()) {
            if (panel.open().get()) {
                panel.draw(context);
            }
        }
        for (var panel : all()) {
            panel.drawEveryFrame(context);
        }
    }

    /** A file of {@code kind} arrived: closes the panels it does not show, opens those it opens. */
    void arrive(FileKind kind) {
        for (var panel : all()) {
            var description = panel.description();
            if (!description.shownFor().contains(kind)) {
                panel.open().set(false);
            } else if (description.openedFor().contains(kind)) {
                panel.open().set(true);
            }
        }
    }

    /** Opens the panels {@code occasion} brings up, and brings them to the front of their docks if it says so. */
    void bringUp(Occasion occasion) {
        for (var panel : all()) {
            if (panel.description().broughtUpBy().contains(occasion)) {
                panel.open().set(true);
                // Before Dear ImGui starts there is no panel's window to bring to the front yet.
                if (occasion.inFront() && ImGuiLayer.running()) {
                    ImGui.setWindowFocus(panel.title());
                }
            }
        }
    }
}
