package org.tomblens.app.window;

import org.tomblens.app.ui.DefaultLayout;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.Panel;

/**
 * Which default layout the panels are in: laid out anew when a file of another kind is shown or the user resets
 * the layout, before the next frame's panels are drawn; otherwise the layout the user made stays.
 */
final class PanelLayout {
    private final Panels panels;
    /** The kind of file the panels are laid out for. */
    private FileKind laidOutFor = FileKind.LEVEL;
    /** The layout to put the panels in before the next frame's panels are drawn, or null to keep theirs. */
    private FileKind pending;

    PanelLayout(Panels panels) {
        this.panels = panels;
    }

    /** The settings' layout was made for {@code kind}; {@code layOut} when there was none to restore. */
    void restored(FileKind kind, boolean layOut) {
        laidOutFor = kind;
        pending = layOut ? kind : null;
    }

    FileKind laidOutFor() {
        return laidOutFor;
    }

    /** A file of {@code kind} is on screen: the panels are laid out for it where they were for another kind. */
    void shown(FileKind kind) {
        if (kind == laidOutFor) {
            return;
        }
        laidOutFor = kind;
        panels.arrive(kind);
        pending = kind;
    }

    /** The View menu's Reset layout: the panels where a first run puts them for the kind of file shown. */
    void reset() {
        if (laidOutFor == FileKind.LEVEL) {
            panels.arrive(FileKind.LEVEL);
        }
        pending = laidOutFor;
    }

    /** Lays the panels out in the dock space if that is due; {@code scale} tells how large interface units are. */
    void apply(int dockSpace, float scale) {
        if (pending != null) {
            DefaultLayout.apply(dockSpace, pending, scale, panels.all().stream().map(Panel::description).toList());
            pending = null;
        }
    }
}
