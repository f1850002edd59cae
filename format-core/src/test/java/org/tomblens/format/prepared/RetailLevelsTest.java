package org.tomblens.format.prepared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.RetailLevels;

/**
 * The games' levels open without a warning: read and prepared as the viewer and {@code check} prepare them (geometry,
 * animations, FloorData, sounds, boxes). A warning on a retail level is a fault of the reader until shown otherwise.
 *
 * <p>The levels are not in the project's corpus: every file under the folder named by the {@code
 * tomblens.retail.levels} system property or the {@code TOMBLENS_RETAIL_LEVELS} environment variable is tried, or the
 * test is skipped, saying so. A folder of the games' files may hold leftovers no game loads (TR5's {@code DEL.TRC});
 * a file that does not read must still fail with the reader's typed error, and is named in the summary.
 */
class RetailLevelsTest {

    @Test
    void everyRetailLevelOpensWithoutAWarning() throws IOException {
        var levels = 0;
        var unread = new ArrayList<String>();
        var warned = new ArrayList<String>();
        for (var level : RetailLevels.all()) {
            var file = level.path();
            levels++;
            try {
                var prepared = PreparedLevel.read(level.bytes(), file, level.name(), ProgressListener.NONE)
                        .prepareAll(ProgressListener.NONE);
                var warnings = new ArrayList<DataWarning>(prepared.warnings());
                warnings.addAll(prepared.boxes().warnings());
                if (!warnings.isEmpty()) {
                    warned.add(file + ": " + warnings.size() + " warnings, first " + warnings.get(0));
                }
            } catch (LevelFormatException e) {
                unread.add(file + ": " + e.getMessage());
            }
        }
        System.out.println("Retail levels: " + levels + " levels, " + warned.size() + " with warnings, "
                + unread.size() + " not read" + (unread.isEmpty() ? "" : ": " + unread));
        assertTrue(levels > 0, "no level under the retail levels folder");
        assertEquals(List.of(), warned);
    }
}
