package org.tomblens.app.ui.common;

import imgui.ImGui;
import imgui.type.ImBoolean;
import java.util.Map;

/**
 * A dockable panel as every panel is one: its title and open state, and one way of being drawn. While its
 * window is shown it draws its contents (a panel about the level says so when none is open); then it tells what
 * it showed and where its controls are (as {@link Widgets} recorded them), whenever that changed.
 */
public abstract class DockPanel implements Panel {
    private final PanelDescription description;
    private final String title;
    private final ImBoolean open;
    private final DrawnItems items = new DrawnItems();
    private boolean shown;

    protected DockPanel(PanelDescription description) {
        this.description = description;
        this.title = description.title();
        this.open = new ImBoolean(description.openAtFirst());
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
        items.begin(context.reports());
        shown = ImGui.begin(title, open, windowFlags());
        var drawn = shown && (context.hasLevel() || !needsLevel());
        if (shown) {
            items.rememberWindow();
        }
        if (drawn) {
            drawContents(context);
        } else if (shown) {
            ImGui.textDisabled("No level open.");
        }
        ImGui.end();
        items.end();
        if (drawn) {
            items.report(title, Map.of(), context.reports());
        }
    }

    @Override
    public final boolean shown() {
        return shown;
    }

    /** Draws what is inside the window, its controls through {@link Widgets}. */
    protected abstract void drawContents(ViewerContext context);

    /** Whether the panel has nothing to show until a level is open. */
    protected boolean needsLevel() {
        return true;
    }

    /** Dear ImGui's flags for the panel's window. */
    protected int windowFlags() {
        return 0;
    }
}
