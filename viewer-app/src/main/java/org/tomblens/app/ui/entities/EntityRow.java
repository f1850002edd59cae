package org.tomblens.app.ui.entities;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.names.EntityNames;

/**
 * One entity as the Entities panel lists it.
 *
 * @param name its type's name in lower case, for the filter
 * @param cells the texts under {@link #COLUMNS}
 */
record EntityRow(int index, int type, int room, String name, List<String> cells) {
    static final String[] COLUMNS = {"#", "Type", "Room", "Position", "Angle", "Flags"};

    EntityRow {
        cells = List.copyOf(cells);
    }

    /**
     * What the two filter boxes ask for: a type id (null for any), and text found in the type's name, or
     * the entity's number, or "room N".
     */
    record Filter(String text, Integer type) implements Predicate<EntityRow> {
        static Filter of(String text, String type) {
            try {
                return new Filter(text, type.isBlank() ? null : Integer.valueOf(type.trim()));
            } catch (NumberFormatException e) {
                return new Filter(text, null);
            }
        }

        Filter {
            text = text.trim().toLowerCase(Locale.ROOT);
        }

        @Override
        public boolean test(EntityRow row) {
            if (type != null && row.type() != type) {
                return false;
            }
            return text.isEmpty() || row.name().contains(text) || Integer.toString(row.index()).equals(text)
                    || ("room " + row.room()).equals(text);
        }

        // Written out: the record's own would build its method handles in the level's first frame
        // (docs/performance.md, "The level first").
        @Override
        public boolean equals(Object other) {
            return other instanceof Filter that && text.equals(that.text) && Objects.equals(type, that.type);
        }

        @Override
        public int hashCode() {
            return text.hashCode() * 31 + Objects.hashCode(type);
        }
    }

    /** A row per entity, named by {@code scriptNames} (by type) where the game's script names its items. */
    static List<EntityRow> of(Level level, Map<Integer, String> scriptNames) {
        var rows = new ArrayList<EntityRow>();
        for (int e = 0; e < level.entities().size(); e++) {
            var entity = level.entities().get(e);
            var name = EntityNames.name(level.version(), entity.type()).orElse("type " + entity.type());
            var scripted = scriptNames.get(entity.type());
            var shown = scripted == null ? name + " (" + entity.type() + ")"
                    : scripted + " (" + name + ", " + entity.type() + ")";
            rows.add(new EntityRow(e, entity.type(), entity.room(), shown.toLowerCase(Locale.ROOT), List.of(
                    Integer.toString(e), shown, Integer.toString(entity.room()),
                    entity.x() + ", " + entity.y() + ", " + entity.z(), String.format("%.0f°", degrees(entity)),
                    flags(entity, level.version()))));
        }
        return rows;
    }

    /** §5.5.3: 16384 is a quarter turn; shown clockwise from +Z as the level editors do. */
    static double degrees(Entity entity) {
        return entity.angle() / 16384.0 * 90.0;
    }

    /** Activation mask bits (as the editors show them, bit 1 first), invisible, clear body. */
    static String flags(Entity entity, GameVersion version) {
        var mask = entity.activationMask();
        var text = new StringBuilder("mask ");
        for (int bit = 0; bit < 5; bit++) {
            text.append((mask >> bit & 1) == 1 ? '1' : '0');
        }
        if (entity.invisible()) {
            text.append(", invisible");
        }
        if (entity.clearBody() && !version.isChunked()) {
            text.append(", clear body");
        }
        return text.toString();
    }
}
