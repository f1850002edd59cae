package org.tomblens.app.ui.common;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import org.tomblens.format.open.FileKind;

/**
 * All the viewer knows of a panel besides how it draws: the default layouts, the View menu, the saved settings
 * and the list of panels read it, and none of them names a panel of its own.
 *
 * @param title the window's title, also its id in the saved docked layout
 * @param key where the settings remember whether it is open
 * @param menuEntry its item in the View menu
 * @param openAtFirst whether a first run opens it
 * @param wide where the layout of a level on a wide window docks it
 * @param narrow where the layout of a level on a narrow window docks it (one column at the right)
 * @param library where a library's layout docks it; null where a library does not show it
 * @param shownFor the kinds of file it has something to show for: a file of another kind closes it
 * @param openedFor the kinds of file whose arrival (after a file of another kind) opens it
 * @param broughtUpBy what asked for elsewhere opens it (or brings it to the front)
 */
public record PanelDescription(String title, String key, String menuEntry, boolean openAtFirst, Dock wide,
                               Dock narrow, Dock library, Set<FileKind> shownFor, Set<FileKind> openedFor,
                               Set<Occasion> broughtUpBy) {
    /** A place of the default layouts, around the view in the middle. */
    public enum Dock { LEFT_TOP, LEFT_BOTTOM, RIGHT_TOP, RIGHT_BOTTOM, MIDDLE }

    public PanelDescription {
        Objects.requireNonNull(wide, "wide");
        Objects.requireNonNull(narrow, "narrow");
        shownFor = Set.copyOf(shownFor);
        openedFor = Set.copyOf(openedFor);
        broughtUpBy = Set.copyOf(broughtUpBy);
        if ((library != null) != shownFor.contains(FileKind.LIBRARY)) {
            throw new IllegalArgumentException(title + ": a library's layout docks exactly the panels it shows");
        }
    }

    /**
     * A panel of what only a level has (rooms, sectors, entities): closed for a library, opened again for the
     * next level.
     */
    public static PanelDescription forLevels(String title, boolean openAtFirst, Dock wide, Dock narrow) {
        return new PanelDescription(title, key(title), title, openAtFirst, wide, narrow, null, Set.of(FileKind.LEVEL),
                Set.of(FileKind.LEVEL), Set.of());
    }

    /** A panel with something to show for any file, left open or closed as the user had it. */
    public static PanelDescription forAnyFile(String title, boolean openAtFirst, Dock wide, Dock narrow,
                                              Dock library) {
        return new PanelDescription(title, key(title), title, openAtFirst, wide, narrow, library,
                EnumSet.allOf(FileKind.class), Set.of(), Set.of());
    }

    /** This panel, opened as well when a file of {@code kind} arrives. */
    public PanelDescription openedFor(FileKind kind) {
        var kinds = EnumSet.of(kind);
        kinds.addAll(openedFor);
        return new PanelDescription(title, key, menuEntry, openAtFirst, wide, narrow, library, shownFor, kinds,
                broughtUpBy);
    }

    /** This panel, brought up as well when {@code occasion} comes. */
    public PanelDescription broughtUpBy(Occasion occasion) {
        var occasions = EnumSet.of(occasion);
        occasions.addAll(broughtUpBy);
        return new PanelDescription(title, key, menuEntry, openAtFirst, wide, narrow, library, shownFor, openedFor,
                occasions);
    }

    /** The settings' key for a panel's being open: {@code panel.} and its title. */
    private static String key(String title) {
        return "panel." + title;
    }
}
