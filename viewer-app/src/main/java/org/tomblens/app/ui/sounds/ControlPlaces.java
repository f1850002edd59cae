package org.tomblens.app.ui.sounds;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tomblens.app.EventLog;

/**
 * Where the Sounds panel drew its main controls this frame, in window points. The panel reports them to
 * the event log whenever they move, so scripts and end-to-end tests can click them as a user would.
 */
final class ControlPlaces {
    static final int STOP_ALL = 0;
    static final int SOUND_MAP_TAB = 1;
    static final int SAMPLES_TAB = 2;
    static final int SOURCES_TAB = 3;
    static final int SOUND_FILTER = 4;
    static final int FIRST_SOUND_PLAY = 5;
    static final int SAMPLE_FILTER = 6;
    static final int FIRST_SAMPLE_PLAY = 7;
    static final int SOURCE_FILTER = 8;
    static final int FIRST_SOURCE = 9;
    private static final List<String> NAMES = List.of("stopAll", "soundMapTab", "samplesTab", "sourcesTab",
            "soundFilter", "firstSoundPlay", "sampleFilter", "firstSamplePlay", "sourceFilter", "firstSource");

    private final int[] places = new int[2 * NAMES.size()];
    private final int[] reported = new int[2 * NAMES.size()];
    private Object reportedFor;

    /** Forgets this frame's places: controls not drawn again are not reported. */
    void clear() {
        Arrays.fill(places, -1);
    }

    void set(int place, float x, float y) {
        places[2 * place] = Math.round(x);
        places[2 * place + 1] = Math.round(y);
    }

    /**
     * Writes {@code event} (given the controls by name, each [x, y]) when a control moved, appeared or went
     * since the last report, or when the panel shows something else ({@code showing} changed).
     */
    void reportIfMoved(Object showing, EventLog log, Function<Map<String, Object>, Map<String, Object>> event) {
        if (showing == reportedFor && Arrays.equals(places, reported)) {
            return;
        }
        reportedFor = showing;
        System.arraycopy(places, 0, reported, 0, places.length);
        var controls = new LinkedHashMap<String, Object>();
        for (int i = 0; i < NAMES.size(); i++) {
            if (places[2 * i] >= 0) {
                controls.put(NAMES.get(i), List.of(places[2 * i], places[2 * i + 1]));
            }
        }
        log.write(event.apply(controls));
    }
}
