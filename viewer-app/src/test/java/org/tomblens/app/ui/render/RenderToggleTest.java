package org.tomblens.app.ui.render;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import org.junit.jupiter.api.Test;
import org.tomblens.render.view.RenderOptions;

/**
 * Each of the Render panel's switches reads and sets the render option its settings name says, and that option
 * alone: the option is the field of {@link RenderOptions} so named, and every other switch's option is left as it was.
 */
class RenderToggleTest {

    @Test
    void eachSwitchSetsTheOptionItsNameSaysAndNoOther() throws Exception {
        var fields = new HashSet<String>();
        for (var toggle : RenderToggle.values()) {
            var field = RenderOptions.class.getField(toggle.key());
            assertEquals(boolean.class, field.getType(), toggle.key());
            assertTrue(fields.add(toggle.key()), "one switch per option: " + toggle.key());
            for (var on : new boolean[] {true, false}) {
                var options = new RenderOptions();
                var before = states(options);
                toggle.set(options, on);
                assertEquals(on, field.getBoolean(options), toggle + " set " + on);
                assertEquals(on, toggle.isOn(options), toggle + " reads " + on);
                var after = states(options);
                for (var other : RenderToggle.values()) {
                    if (other != toggle) {
                        assertEquals(before[other.ordinal()], after[other.ordinal()], toggle + " left " + other);
                    }
                }
            }
        }
    }

    /** What every switch's option is now, by the field its name says. */
    private static boolean[] states(RenderOptions options) throws Exception {
        var states = new boolean[RenderToggle.values().length];
        for (var toggle : RenderToggle.values()) {
            states[toggle.ordinal()] = RenderOptions.class.getField(toggle.key()).getBoolean(options);
        }
        return states;
    }
}
