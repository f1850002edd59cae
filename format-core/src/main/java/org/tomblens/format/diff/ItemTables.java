package org.tomblens.format.diff;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Function;
import org.tomblens.format.diff.IndexMatcher.Item;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;

/** The level's flat tables of placed things: entities, AI objects, cameras and sinks, flyby cameras, sound sources. */
final class ItemTables {
    private ItemTables() {}

    static List<Change> compare(DiffCategory category, LevelPair pair) {
        Function<Level, List<Item>> items = switch (category) {
            case ENTITIES -> level -> level.entities().stream().map(entity -> entity(entity, level.version())).toList();
            case AI_OBJECTS -> level -> level.aiObjects().stream()
                    .map(ai -> new Item(RecordFields.of(ai), ai.room())).toList();
            case CAMERAS -> level -> records(level.cameras());
            case FLYBY_CAMERAS -> level -> level.flybyCameras().stream()
                    .map(camera -> new Item(RecordFields.of(camera), (int) camera.room())).toList();
            case SOUND_SOURCES -> level -> records(level.soundSources());
            default -> throw new IllegalArgumentException(category + " is not a table of placed things");
        };
        return IndexMatcher.match(category, items.apply(pair.levelA()), items.apply(pair.levelB())).changes();
    }

    /** Records with no room (cameras keep a room that, for a sink, is its strength; sound sources have none). */
    private static List<Item> records(List<? extends Record> records) {
        return records.stream().map(record -> new Item(RecordFields.of(record), null)).toList();
    }

    /** §5.5: the second intensity of TR2/TR3 is the object code bit from TR4 on; TR1 has neither. */
    private static Item entity(Entity entity, GameVersion version) {
        var values = new LinkedHashMap<String, Object>();
        values.put("type", entity.type());
        values.put("room", entity.room());
        values.put("x", entity.x());
        values.put("y", entity.y());
        values.put("z", entity.z());
        values.put("angle", entity.angle());
        values.put("intensity", entity.intensity1());
        if (version.isChunked()) {
            values.put("ocb", entity.intensity2OrOcb());
        } else if (version != GameVersion.TR1) {
            values.put("intensity2", entity.intensity2OrOcb());
        }
        values.put("flags", entity.flags());
        return new Item(values, entity.room());
    }
}
