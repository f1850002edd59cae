package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Words;
import org.tomblens.format.prj2.ProjectObject;
import org.tomblens.format.prj2.ProjectRoom;
import org.tomblens.format.prj2.ProjectSector;
import org.tomblens.format.prj2.ProjectTriggerType;
import org.tomblens.format.prj2.TriggerParameter;
import org.tomblens.format.prj2.TriggerTargetType;

/**
 * The level sectors of a project's rooms and the FloorData words they index, as the editor's compiler writes them
 * for what a viewer needs: wall portals (§4.4.1), deadly floors, climbable walls, monkeyswing ceilings, trigger
 * triggerers, beetle mappers, and the triggers of each sector merged into one trigger function (§4.4.4). The
 * floor and ceiling collision (slants and triangulation) are not written: sectors carry their highest floor and
 * lowest ceiling point.
 */
final class ProjectFloorData {
    private static final int END = 0x8000;
    private static final int WALL = Sector.WALL_HEIGHT;
    private static final int NO_BOX = 0xFFFF;

    private final GameVersion version;
    private final Map<Long, Integer> levelRoomOf;
    private final ObjectPlacement objects;
    private final BiConsumer<String, String> warn;
    private final List<Short> words = new ArrayList<>(List.of((short) 0));

    /** One sector's FloorData chain as it is built: its words, and where its last function begins. */
    private static final class Chain {
        final List<Integer> words = new ArrayList<>();
        int lastFunction = -1;

        /** Starts a function with its setup word. */
        void function(int setup) {
            lastFunction = words.size();
            words.add(setup);
        }

        void add(int word) {
            words.add(word);
        }
    }

    /**
     * @param levelRoomOf a project room index to its level room index
     * @param warn takes a place ({@code rooms[2].sectors[3, 4]}) and a problem
     */
    ProjectFloorData(GameVersion version, Map<Long, Integer> levelRoomOf, ObjectPlacement objects,
                     BiConsumer<String, String> warn) {
        this.version = version;
        this.levelRoomOf = levelRoomOf;
        this.objects = objects;
        this.warn = warn;
    }

    /** The level sectors of {@code room}, x-major as levels store them, their FloorData appended to the words. */
    List<Sector> sectors(int levelRoom, ProjectRoom room, RoomPortals portals) {
        var triggers = new ArrayList<ProjectObject.Trigger>();
        room.objects().forEach(object -> {
            if (object instanceof ProjectObject.Trigger trigger) {
                triggers.add(trigger);
            }
        });
        var sectors = new ArrayList<Sector>(room.sectorsX() * room.sectorsZ());
        for (int x = 0; x < room.sectorsX(); x++) {
            for (int z = 0; z < room.sectorsZ(); z++) {
                sectors.add(sector(levelRoom, room, portals, triggers, x, z));
            }
        }
        return sectors;
    }

    Words words() {
        var array = new short[words.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = words.get(i);
        }
        return Words.own(array);
    }

    private Sector sector(int levelRoom, ProjectRoom room, RoomPortals portals, List<ProjectObject.Trigger> triggers,
                          int x, int z) {
        var sector = room.sector(x, z);
        var place = "rooms[" + levelRoom + "].sectors[" + x + ", " + z + "]";
        var chain = new Chain();
        var fullWall = room.isBorder(x, z) || sector.isWall() && !sector.floor().hasDiagonalSplit();
        if (fullWall) {
            var portal = portals.wall(x, z);
            var target = portal == null ? null : levelRoomOf.get(portal.adjoiningRoom());
            // A wall portal of solid faces is drawn closed, and the compiler leaves it out of FloorData.
            if (target != null && portal.opacity() != ProjectObject.Portal.OPACITY_SOLID_FACES) {
                chain.function(0x01);
                chain.add(target);
            }
            return new Sector(index(chain), NO_BOX, Sector.NO_ROOM, WALL, Sector.NO_ROOM, WALL);
        }
        flagFunctions(sector, chain);
        trigger(place, room, triggers, x, z, chain);
        var below = link(portals.floor(x, z));
        var above = link(portals.ceiling(x, z));
        var floor = clicks(-(room.y() + sector.floor().heights().max()), -126);
        var ceiling = clicks(-(room.y() + sector.ceiling().heights().min()), -126);
        return new Sector(index(chain), NO_BOX, below, floor, above, ceiling);
    }

    private int link(ProjectObject.Portal portal) {
        var room = portal == null ? null : levelRoomOf.get(portal.adjoiningRoom());
        return room == null || room >= Sector.NO_ROOM ? Sector.NO_ROOM : room;
    }

    /** A height in clicks, as a sector's signed byte holds it; -127 is kept for walls. */
    private static int clicks(int y, int lowest) {
        return Math.max(lowest, Math.min(127, Math.round(y / 256f)));
    }

    /** The one-word functions of the sector's flags, in the compiler's order (each ≥ the version that knows it). */
    private void flagFunctions(ProjectSector sector, Chain chain) {
        if (sector.has(ProjectSector.DEATH_FIRE)) {
            chain.function(0x05);
        }
        if (version.atLeast(GameVersion.TR2)) {
            // §4.4.6: the SubFunction bits are +Z 1, +X 2, -Z 4, -X 8.
            var walls = (sector.has(ProjectSector.CLIMB_POSITIVE_Z) ? 1 : 0)
                    | (sector.has(ProjectSector.CLIMB_POSITIVE_X) ? 2 : 0)
                    | (sector.has(ProjectSector.CLIMB_NEGATIVE_Z) ? 4 : 0)
                    | (sector.has(ProjectSector.CLIMB_NEGATIVE_X) ? 8 : 0);
            if (walls != 0) {
                chain.function(0x06 | walls << 8);
            }
        }
        if (version.atLeast(GameVersion.TR3)) {
            addIf(chain, sector.has(ProjectSector.MONKEY), 0x13);
            addIf(chain, sector.has(ProjectSector.TRIGGER_TRIGGERER), 0x14);
            addIf(chain, sector.has(ProjectSector.BEETLE), 0x15);
        }
    }

    private static void addIf(Chain chain, boolean condition, int word) {
        if (condition) {
            chain.function(word);
        }
    }

    /**
     * The sector's triggers merged as the editor merges them (§4.4.4): the setup comes from the first switch,
     * key, pickup or heavy trigger, else the first trigger; every trigger adds its action, look-at and camera
     * actions last. A switch or key trigger alone has nothing to act on and is left out.
     */
    private void trigger(String place, ProjectRoom room, List<ProjectObject.Trigger> triggers, int x, int z,
                         Chain chain) {
        var here = new ArrayList<ProjectObject.Trigger>();
        for (var trigger : triggers) {
            if (trigger.area().contains(x, z) && encodable(place, trigger)) {
                here.add(trigger);
            }
        }
        if (here.isEmpty()) {
            return;
        }
        var setup = here.stream().filter(t -> isSetupType(t.triggerType())).findFirst().orElse(here.get(0));
        var setupType = ProjectTriggerType.of(setup.triggerType()).orElseThrow();
        if (here.size() == 1 && (setupType == ProjectTriggerType.SWITCH || setupType == ProjectTriggerType.KEY)) {
            warn.accept(place, "a " + setupType.name().toLowerCase() + " trigger with nothing else to set off is left"
                    + " out, as the editor leaves it out");
            return;
        }
        here.sort(Comparator.comparing((ProjectObject.Trigger t) -> t != setup)
                .thenComparing(t -> t.targetType() == TriggerTargetType.TARGET.code())
                .thenComparing(t -> t.targetType() == TriggerTargetType.CAMERA.code()));
        chain.function(0x04 | setupType.levelCode().orElseThrow() << 8);
        // §4.4.4 TriggerSetup: timer in bits 0..7, one-shot bit 8, mask in bits 9..13.
        chain.add(number(setup.timer()) & 0xFF | (setup.oneShot() ? 0x100 : 0) | (int) (setup.codeBits() & 0x1F) << 9);
        for (var trigger : here) {
            action(place, trigger, chain);
        }
        // Bit 15 of the last action word ends the action list (DIGEST K: it marks the last action).
        chain.words.set(chain.words.size() - 1, chain.words.get(chain.words.size() - 1) | END);
    }

    /** Whether the trigger has a level form; TRNG's and Tomb Engine's kinds are noted and left out. */
    private boolean encodable(String place, ProjectObject.Trigger trigger) {
        var type = ProjectTriggerType.of(trigger.triggerType());
        var target = TriggerTargetType.of(trigger.targetType());
        if (type.isEmpty() || type.get().levelCode().isEmpty()) {
            warn.accept(place, "trigger " + trigger.id() + ": trigger type " + trigger.triggerType()
                    + " has no level form; left out");
            return false;
        }
        if (target.isEmpty() || target.get().levelAction().isEmpty()) {
            warn.accept(place, "trigger " + trigger.id() + ": target type " + trigger.targetType()
                    + target.map(t -> " (" + t + ")").orElse("") + " has no level trigger action; left out");
            return false;
        }
        return true;
    }

    private static boolean isSetupType(int code) {
        return ProjectTriggerType.of(code).map(type -> switch (type) {
            case SWITCH, KEY, PICKUP, HEAVY, HEAVY_SWITCH, HEAVY_ANTITRIGGER -> true;
            default -> false;
        }).orElse(false);
    }

    /** One trigger's action words (§4.6): the action in bits 10..14, its parameter in bits 0..9. */
    private void action(String place, ProjectObject.Trigger trigger, Chain chain) {
        var target = TriggerTargetType.of(trigger.targetType()).orElseThrow();
        var action = target.levelAction().orElseThrow() << 10;
        switch (target) {
            case OBJECT, TARGET -> chain.add(action | parameter(place, trigger, objects.entityOf));
            case CAMERA -> {
                chain.add(action | parameter(place, trigger, objects.cameraOf));
                // §4.4.4: the camera's extra word: timer bits 0..7, once bit 8, move timer bits 9..13.
                var camera = trigger.target() instanceof TriggerParameter.ObjectRef ref
                        ? objects.cameraObjects.get(ref.objectId()) : null;
                var moveTimer = camera == null || camera.mode() == 2 ? 0 : camera.moveTimer() & 0x1F;
                chain.add(number(trigger.timer()) & 0xFF | (trigger.oneShot() ? 0x100 : 0) | moveTimer << 9);
            }
            case SINK -> chain.add(action | parameter(place, trigger, objects.cameraOf));
            case FLYBY_CAMERA -> {
                var flyby = trigger.target() instanceof TriggerParameter.ObjectRef ref
                        ? objects.flybyOf.get(ref.objectId()) : null;
                if (flyby == null) {
                    warn.accept(place, "trigger " + trigger.id() + ": its flyby target is not a flyby camera");
                }
                chain.add(action | (flyby == null ? 0 : flyby.sequence() & 0x3FF));
                // The flyby's extra word: only the one-shot bit.
                chain.add(trigger.oneShot() ? 0x100 : 0);
            }
            default -> chain.add(action | number(place, trigger));
        }
    }

    /** An object parameter as the index {@code table} gives its object. */
    private int parameter(String place, ProjectObject.Trigger trigger, Map<Long, Integer> table) {
        var index = trigger.target() instanceof TriggerParameter.ObjectRef ref ? table.get(ref.objectId()) : null;
        if (index == null || index > 0x3FF) {
            warn.accept(place, "trigger " + trigger.id() + ": its target " + trigger.target()
                    + " is not an object of that kind in the level; parameter 0 written");
            return 0;
        }
        return index;
    }

    /** A number parameter (a flip map, a track, a flipeffect …), or a room's level index. */
    private int number(String place, ProjectObject.Trigger trigger) {
        if (trigger.target() instanceof TriggerParameter.RoomRef ref) {
            var room = levelRoomOf.get(ref.roomIndex());
            return room == null ? 0 : room & 0x3FF;
        }
        var target = trigger.target();
        if (!(target instanceof TriggerParameter.Number) && !(target instanceof TriggerParameter.None)) {
            warn.accept(place, "trigger " + trigger.id() + ": its target " + trigger.target()
                    + " is not a number; parameter 0 written");
        }
        return number(trigger.target()) & 0x3FF;
    }

    private static int number(TriggerParameter parameter) {
        return parameter instanceof TriggerParameter.Number number ? number.value() : 0;
    }

    /** Appends a chain, its last function ended (bit 15 of its setup word), and returns its index; 0 for none. */
    private int index(Chain chain) {
        if (chain.words.isEmpty()) {
            return 0;
        }
        var start = words.size();
        for (int i = 0; i < chain.words.size(); i++) {
            var word = chain.words.get(i);
            words.add((short) (i == chain.lastFunction ? word | END : word));
        }
        return start;
    }
}
