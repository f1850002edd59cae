package org.tomblens.format.diff;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The values of a record of the level model by component name, in snake case ({@code intensity1},
 * {@code adjoining_room}): how the diff names the fields of items whose records already say what they hold.
 * Nested records become maps, lists lists and enums their lower-case names, so that values compare by content and
 * print as plain JSON.
 */
final class RecordFields {
    private static final ClassValue<RecordComponent[]> COMPONENTS = new ClassValue<>() {
        @Override
        protected RecordComponent[] computeValue(Class<?> type) {
            return type.getRecordComponents();
        }
    };

    private RecordFields() {}

    /** The values of {@code record}, leaving out the components named in {@code except}. */
    static Map<String, Object> of(Record record, String... except) {
        var values = new LinkedHashMap<String, Object>();
        component:
        for (var component : COMPONENTS.get(record.getClass())) {
            for (var name : except) {
                if (name.equals(component.getName())) {
                    continue component;
                }
            }
            values.put(snakeCase(component.getName()), plain(read(component, record)));
        }
        return values;
    }

    /** A value as the diff keeps it: records as maps, lists element by element, enums by name. */
    static Object plain(Object value) {
        if (value instanceof Record record) {
            return of(record);
        }
        if (value instanceof List<?> list) {
            var plain = new ArrayList<>(list.size());
            list.forEach(element -> plain.add(plain(element)));
            return plain;
        }
        if (value instanceof Enum<?> constant) {
            return constant.name().toLowerCase(Locale.ROOT);
        }
        return value;
    }

    private static Object read(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component, e);
        }
    }

    static String snakeCase(String name) {
        var snake = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            var c = name.charAt(i);
            if (Character.isUpperCase(c)) {
                snake.append('_').append(Character.toLowerCase(c));
            } else {
                snake.append(c);
            }
        }
        return snake.toString();
    }
}
