package org.tomblens.app.ui.go;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tomblens.format.model.Level;

/**
 * What the Go to box read from the user's words: a destination in the level, or why there is none.
 *
 * <p>A number alone is a room; {@code #40}, {@code entity 40} or {@code e40} an entity; three numbers (a
 * room, then the sector's x and z, with or without {@code room} or {@code sector} in front) a sector.
 *
 * @param destination where to go, or null when the words lead nowhere
 * @param problem why they lead nowhere, in words to show; empty with a destination
 */
public record GoTo(Destination destination, String problem) {
    public static final String USAGE = "a room: 12, an entity: #40, a sector: room x z, e.g. 12 3 4";

    private enum Kind { ANY, ROOM, ENTITY, SECTOR }

    public static GoTo read(String typed, Level level) {
        // "r12", "#40" and "(3, 4)" read as "r 12", "# 40" and "3 4".
        var words = typed.toLowerCase(Locale.ROOT).replaceAll("[(),]", " ")
                .replaceAll("(?<=[a-z#])(?=[-0-9])", " ").trim();
        if (words.isEmpty()) {
            return nowhere("Type " + USAGE + ".");
        }
        var parts = new ArrayList<>(List.of(words.split("\\s+")));
        var kind = kind(parts.get(0));
        if (kind == null) {
            return nowhere("\"" + typed.trim() + "\" is not a place: type " + USAGE + ".");
        }
        if (kind != Kind.ANY) {
            parts.remove(0);
        }
        var numbers = new int[parts.size()];
        for (int i = 0; i < numbers.length; i++) {
            try {
                numbers[i] = Integer.parseInt(parts.get(i));
            } catch (NumberFormatException e) {
                return nowhere("\"" + parts.get(i) + "\" is not a number: type " + USAGE + ".");
            }
        }
        if (kind == Kind.ENTITY) {
            return numbers.length == 1 ? entity(numbers[0], level) : nowhere("An entity is one number, e.g. #40.");
        }
        if (numbers.length == 1 && kind != Kind.SECTOR) {
            return room(numbers[0], level);
        }
        if (numbers.length == 3) {
            return sector(numbers[0], numbers[1], numbers[2], level);
        }
        return nowhere(kind == Kind.SECTOR ? "A sector is its room and its x and z, e.g. 12 3 4."
                : "Type " + USAGE + ".");
    }

    private static Kind kind(String word) {
        if (Character.isDigit(word.charAt(0)) || word.charAt(0) == '-') {
            return Kind.ANY;
        }
        return switch (word) {
            case "room", "r" -> Kind.ROOM;
            case "entity", "e", "#" -> Kind.ENTITY;
            case "sector", "s" -> Kind.SECTOR;
            default -> null;
        };
    }

    private static GoTo room(int room, Level level) {
        var problem = outside(room, level.rooms().size(), "room", "rooms");
        return problem.isEmpty() ? new GoTo(new Destination.Room(room), "") : nowhere(problem);
    }

    private static GoTo entity(int entity, Level level) {
        var problem = outside(entity, level.entities().size(), "entity", "entities");
        return problem.isEmpty() ? new GoTo(new Destination.Entity(entity), "") : nowhere(problem);
    }

    /** Why {@code number} is not one of the level's {@code count} rooms or entities; empty when it is. */
    private static String outside(int number, int count, String one, String many) {
        if (number >= 0 && number < count) {
            return "";
        }
        return count == 0 ? "The level has no " + many + "." : "There is no " + one + " " + number + ": the level has "
                + many + " 0 to " + (count - 1) + ".";
    }

    private static GoTo sector(int room, int x, int z, Level level) {
        var inRoom = room(room, level);
        if (inRoom.destination() == null) {
            return inRoom;
        }
        var grid = level.rooms().get(room);
        if (grid.sector(x, z) == null) {
            return nowhere("Room " + room + " has no sector (" + x + ", " + z + "): its sectors run x 0 to "
                    + (grid.numXSectors() - 1) + ", z 0 to " + (grid.numZSectors() - 1) + ".");
        }
        return new GoTo(new Destination.Sector(room, x, z), "");
    }

    private static GoTo nowhere(String problem) {
        return new GoTo(null, problem);
    }
}
