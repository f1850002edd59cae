package org.tomblens.app.ui.scripts;

import java.nio.file.Files;
import java.util.List;
import java.util.function.UnaryOperator;
import org.tomblens.app.script.api.DetachedViewer;
import org.tomblens.app.script.api.TrviewLibrary;
import org.tomblens.app.script.api.ViewerLink;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.ProgressListener;

/**
 * A {@code trview} library on the level on screen: {@code trview.level} is the window's level, and what a script
 * selects, flips, moves or routes goes through the window's services ({@link SessionLink}), so it shows as the
 * panels' own controls would. The console and the plugins each keep one; both change the same window.
 */
final class ShownLevel {
    private final TrviewLibrary trview = new TrviewLibrary(
            file -> PreparedLevel.read(Files.readAllBytes(file), file, file.getFileName().toString(),
                    ProgressListener.NONE),
            new DetachedViewer(), List.of(), List.of());
    private final UnaryOperator<ViewerLink> links;
    private LevelService shown;

    /** A library for scripts run on the window's thread. */
    ShownLevel() {
        this(UnaryOperator.identity());
    }

    /** A library whose scripts reach the window through {@code links}, given the window's own link. */
    ShownLevel(UnaryOperator<ViewerLink> links) {
        this.links = links;
    }

    TrviewLibrary trview() {
        return trview;
    }

    /** Whether {@code trview.level} is the level on screen. */
    boolean follows(ViewerContext context) {
        return context.level() == shown;
    }

    /** Follows the level on screen: a level opened since the last call becomes {@code trview.level}. */
    void follow(ViewerContext context) {
        if (!follows(context)) {
            shown = context.level();
            trview.setLevel(shown == null ? null : shown.prepared(),
                    shown == null ? null : links.apply(new SessionLink(context)));
        }
    }
}
