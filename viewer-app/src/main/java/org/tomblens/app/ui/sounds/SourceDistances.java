package org.tomblens.app.ui.sounds;

import java.util.Arrays;
import java.util.Locale;

/** Each sound source's distance from the camera as text, made again only when it changes by a tenth of a sector. */
final class SourceDistances {
    private int[] tenths = new int[0];
    private String[] texts = new String[0];

    void reset(int sources) {
        tenths = new int[sources];
        texts = new String[sources];
        Arrays.fill(tenths, -1);
    }

    /** The distance in sectors, to a tenth. */
    String text(int source, double units) {
        var tenth = (int) Math.round(units / 102.4);
        if (tenth != tenths[source]) {
            tenths[source] = tenth;
            texts[source] = String.format(Locale.ROOT, "%.1f sectors", tenth / 10.0);
        }
        return texts[source];
    }
}
