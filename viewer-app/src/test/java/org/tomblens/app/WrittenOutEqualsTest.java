package org.tomblens.app;

import static org.junit.jupiter.api.Assertions.*;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The records whose {@code equals} and {@code hashCode} are written out rather than generated (a generated one builds
 * its method handles at its first call, which for these came in a level's first frame: docs/performance.md, "The
 * level first") still compare every component as a record's own would: two built from the same values are equal with
 * the same hash, and a change of any one component makes them unequal. A component added later and left out of the
 * written-out methods fails here.
 */
class WrittenOutEqualsTest {
    /** Two different values of each component type these records have. */
    private static final Map<Class<?>, Object[]> VALUES = Map.of(
            int.class, new Object[] {3, 7},
            Integer.class, new Object[] {11, null},
            String.class, new Object[] {"room 4", "door"},
            Map.class, new Object[] {Map.of(), Map.of("Rooms/rows", List.of())},
            List.class, new Object[] {List.of(), List.of("Entities")});

    @ParameterizedTest
    @ValueSource(strings = {"org.tomblens.render.overlay.Selection", "org.tomblens.app.ui.rooms.RoomRow$Filter",
            "org.tomblens.app.ui.entities.EntityRow$Filter", "org.tomblens.app.anim.Subject$None",
            "org.tomblens.app.ui.common.DrawnItems$Drawn"})
    void everyComponentTakesPartInEqualsAndHashCode(String name) throws Exception {
        var type = Class.forName(name);
        var components = type.getRecordComponents();
        var constructor = type.getDeclaredConstructor(
                Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
        constructor.setAccessible(true);
        var one = constructor.newInstance(values(components, -1));
        var same = constructor.newInstance(values(components, -1));
        assertEquals(one, same);
        assertEquals(one.hashCode(), same.hashCode());
        assertNotEquals(one, null);
        assertNotEquals(one, "not a record of this kind");
        for (int changed = 0; changed < components.length; changed++) {
            assertNotEquals(one, constructor.newInstance(values(components, changed)),
                    name + " with its " + components[changed].getName() + " changed");
        }
    }

    /** The first value of each component's type, the second for component {@code changed}. */
    private static Object[] values(RecordComponent[] components, int changed) {
        var values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            var choices = VALUES.get(components[i].getType());
            assertNotNull(choices, "no values for a component of type " + components[i].getType());
            values[i] = choices[i == changed ? 1 : 0];
        }
        return values;
    }
}
