package org.tomblens.app.ui.entities;

import java.util.List;
import java.util.Locale;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.navigation.ZoneType;

/**
 * Where an entity can go: the boxes of the zone it stands in, for the zone type of its kind. Creatures that fly
 * or swim keep to the fly zones; the others to the ground zone chosen in the Render panel (ground 1 at first),
 * which the user changes there to try another.
 */
final class CreatureReach {
    /** Words in the names of the creatures that fly or swim (the games' bats, birds, fish, sharks and eels). */
    private static final List<String> FLYING_OR_SWIMMING = List.of("bat", "bird", "eagle", "crow", "vulture",
            "raven", "shark", "barracuda", "fish", "eel", "piranha", "crocodile", "dragonfly", "harpy", "wasp");

    private CreatureReach() {}

    static void show(ViewerContext context, int entity) {
        var level = context.level().level();
        var placed = level.entities().get(entity);
        if (placed.room() < 0 || placed.room() >= level.rooms().size()) {
            return;
        }
        var room = level.rooms().get(placed.room());
        var sector = room.sector((placed.x() - room.x()) / 1024, (placed.z() - room.z()) / 1024);
        var visibility = context.visibility();
        var map = visibility.boxes();
        var box = sector == null ? -1 : BoxMap.boxOf(sector, level.version());
        if (box < 0 || box >= map.boxes().size()) {
            return;
        }
        var options = visibility.options();
        var name = context.level().prepared().descriptions().entity(entity).toLowerCase(Locale.ROOT);
        if (FLYING_OR_SWIMMING.stream().anyMatch(name::contains)) {
            options.boxZone = map.zoneTypes().indexOf(ZoneType.FLY);
        }
        options.showBoxes = true;
        visibility.chooseBox(box);
        visibility.showReach(box);
    }
}
