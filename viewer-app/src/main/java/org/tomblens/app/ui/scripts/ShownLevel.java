package org.tomblens.app.ui.scripts;

import java.nio.file.Files;
import java.util.List;
import org.tomblens.app.script.api.DetachedViewer;
import org.tomblens.app.script.api.TrviewLibrary;
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
    private LevelService shown;

    TrviewLibrary trview() {
        return trview;
    }

    /** Follows the level on screen: a level opened since the last call becomes {@code trview.level}. */
    void follow(ViewerContext context) {
        if (context.level() != shown) {
            shown = context.level();
            trview.setLevel(shown == null ? null : shown.prepared(), shown == null ? null : new SessionLink(context));
        }
    }
}
