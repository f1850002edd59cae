package org.tomblens.app.ui.common;

import imgui.ImGui;
import imgui.type.ImBoolean;
import java.util.List;
import java.util.Map;

/**
 * A dockable panel as every panel is one: its title and open state, and one way of being drawn. While its
 * window is shown it draws its contents (a panel about the level says so when none is open); then it tells what
 * it showed and where its controls are, whenever that changed.
 */
public abstract class DockPanel implements Panel {
    private final PanelDescription description;
    private final String title;
    private final ImBoolean open;
    private final ControlPlaces places;
    private boolean shown;

    /** @param controls the names of the controls whose places the panel notes and reports, by number */
    protected DockPanel(PanelDescription description, List<String> controls) {
        this.description = description;
        this.title = description.title();
        this.open = new ImBoolean(description.openAtFirst());
        this.places = new ControlPlaces(controls);
    }

    @Override
    public final PanelDescription description() {
        return description;
    }

    @Override
    public final ImBoolean open() {
        return open;
    }

    @Override
    public final void draw(ViewerContext context) {
        places.clear();
        shown = ImGui.begin(title, open, windowFlags());
        var drawn = shown && (context.hasLevel() || !needsLevel());
        if (shown) {
            places.rememberWindow();
        }
        if (drawn) {
            drawContents(context);
        } else if (shown) {
            ImGui.textDisabled("No level open.");
        }
        ImGui.end();
        // What a panel shows is gathered for its report only while something listens.
        if (drawn && context.reports().listening()) {
            var facts = facts(context);
            if (facts != null) {
                places.report(title, facts, context.reports());
            }
        }
    }

    @Override
    public final boolean shown() {
        return shown;
    }

    /** Draws what is inside the window, noting its controls' places in {@link #places()}. */
    protected abstract void drawContents(ViewerContext context);

    /** What the panel showed this frame, as its report tells it beside its controls' places; null to tell nothing. */
    protected Map<String, Object> facts(ViewerContext context) {
        return null;
    }

    /** Whether the panel has nothing to show until a level is open. */
    protected boolean needsLevel() {
        return true;
    }

    /** Dear ImGui's flags for the panel's window. */
    protected int windowFlags() {
        return 0;
    }

    /** Where the panel notes its controls as it draws them. */
    protected final ControlPlaces places() {
        return places;
    }
}
