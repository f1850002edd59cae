package org.tomblens.app.ui.common;

import imgui.type.ImBoolean;

/** A panel's title and open state, which every panel has in the same way. */
public abstract class DockPanel implements Panel {
    private final String title;
    private final ImBoolean open;

    protected DockPanel(String title, boolean openAtFirst) {
        this.title = title;
        this.open = new ImBoolean(openAtFirst);
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final ImBoolean open() {
        return open;
    }
}
