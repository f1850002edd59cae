package org.tomblens.format.diff;

import java.util.Locale;
import java.util.Optional;
import org.tomblens.format.model.GameVersion;

/**
 * What a level diff compares, one kind of item each, and which pairs of game versions the items mean the same in.
 *
 * <p>Within one game everything compares. Across games, type ids (entities, models, statics, sounds) and the layout
 * of lights and room statics name different things, so those are skipped; rooms, their sectors, portals, geometry,
 * FloorData, fixed cameras and boxes are the same structures in every game (§3, §4, §7.3, §9.5).
 */
public enum DiffCategory {
    ENTITIES(Across.NEVER),
    AI_OBJECTS(Across.WHEN_BOTH_CHUNKED),
    FLOORDATA(Across.ALWAYS),
    ROOMS(Across.ALWAYS),
    SECTORS(Across.ALWAYS),
    PORTALS(Across.ALWAYS),
    ROOM_GEOMETRY(Across.ALWAYS),
    ROOM_LIGHTS(Across.NEVER),
    ROOM_STATICS(Across.NEVER),
    MODELS(Across.NEVER),
    STATICS(Across.NEVER),
    TEXTURE_PAGES(Across.WHEN_BOTH_HAVE_16_BIT_PAGES),
    OBJECT_TEXTURES(Across.WHEN_BOTH_CHUNKED_OR_NEITHER),
    CAMERAS(Across.ALWAYS),
    FLYBY_CAMERAS(Across.WHEN_BOTH_CHUNKED),
    SOUND_SOURCES(Across.NEVER),
    BOXES(Across.ALWAYS),
    ZONES(Across.WHEN_SAME_ZONE_TYPES);

    private final Across across;

    DiffCategory(Across across) {
        this.across = across;
    }

    /** Its name as the command line writes it, e.g. {@code room_geometry}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Why levels of versions {@code a} and {@code b} cannot be compared in this category; empty when they can. */
    public Optional<String> whyNotComparable(GameVersion a, GameVersion b) {
        return a == b ? Optional.empty() : across.whyNot(a, b);
    }

    /** Which pairs of different versions a category compares. */
    private enum Across {
        ALWAYS,
        NEVER,
        WHEN_BOTH_CHUNKED,
        WHEN_BOTH_CHUNKED_OR_NEITHER,
        WHEN_BOTH_HAVE_16_BIT_PAGES,
        WHEN_SAME_ZONE_TYPES;

        Optional<String> whyNot(GameVersion a, GameVersion b) {
            var pair = a + " and " + b;
            return switch (this) {
                case ALWAYS -> Optional.empty();
                case NEVER -> Optional.of("type ids and layouts differ between " + pair);
                case WHEN_BOTH_CHUNKED -> a.isChunked() && b.isChunked() ? Optional.empty()
                        : Optional.of("only TR4 and TR5 have them");
                case WHEN_BOTH_CHUNKED_OR_NEITHER -> a.isChunked() == b.isChunked() ? Optional.empty()
                        : Optional.of("TR4/TR5 object textures carry other fields than TR1–TR3");
                // TR2 to TR5 all keep ARGB 1555 pages; TR1 has only palette pages
                case WHEN_BOTH_HAVE_16_BIT_PAGES -> a.atLeast(GameVersion.TR2) && b.atLeast(GameVersion.TR2)
                        ? Optional.empty() : Optional.of("TR1 has only palette pages");
                case WHEN_SAME_ZONE_TYPES -> (a == GameVersion.TR1) == (b == GameVersion.TR1) ? Optional.empty()
                        : Optional.of("TR1 keeps two ground zones, later games four");
            };
        }
    }
}
