package org.tomblens.app.script.api;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.tomblens.format.floordata.PlacedTrigger;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * trview's Level: one opened level and what the viewer shows of it. Its lists are numbered as trview numbers them:
 * items are the file's entities in order, then TR4/TR5's AI objects (trview's Item.number is that 0-based place);
 * rooms are the file's rooms; triggers are one per sector with a trigger, in room then sector order. trview also
 * lists items the games make at run time (TR2's secret rewards, the skidoo under a driver); those are not in the
 * file and are not listed here.
 */
public final class LevelObject implements Bound {
    private static final List<String> NAMES = List.of("add_scriptable", "alternate_mode", "cameras_and_sinks",
            "filename", "floordata", "items", "items_ng", "lights", "remove_scriptable", "rooms", "selected_item",
            "selected_room", "selected_trigger", "static_meshes", "triggers", "version");

    private final PreparedLevel prepared;
    private final ViewerLink viewer;
    /**
     * What a script wrote that trview keeps on its objects and the viewer shows nowhere (an
     * item's categories, a camera's type), by type, number and property; kept for the script to read back.
     */
    private final Map<String, Object> written = new HashMap<>();

    public LevelObject(PreparedLevel prepared, ViewerLink viewer) {
        this.prepared = prepared;
        this.viewer = viewer;
    }

    public PreparedLevel prepared() {
        return prepared;
    }

    Level level() {
        return prepared.level();
    }

    ViewerLink viewer() {
        return viewer;
    }

    /** What a script wrote to {@code key} of {@code type}'s {@code number}, or {@code otherwise}. */
    Object written(String type, int number, String key, Object otherwise) {
        return written.getOrDefault(type + "/" + number + "/" + key, otherwise);
    }

    /** Keeps {@code value} as {@code key} of {@code type}'s {@code number}; null forgets it. */
    void write(String type, int number, String key, Object value) {
        if (value == null) {
            written.remove(type + "/" + number + "/" + key);
        } else {
            written.put(type + "/" + number + "/" + key, value);
        }
    }

    int itemCount() {
        return level().entities().size() + level().aiObjects().size();
    }

    /** The triggers as trview numbers them: the first trigger of each sector that has one. */
    List<PlacedTrigger> triggers() {
        return prepared.floorData().triggers();
    }

    List<RoomObject> rooms() {
        return IntStream.range(0, level().rooms().size()).mapToObj(n -> new RoomObject(this, n)).toList();
    }

    List<ItemObject> items() {
        return IntStream.range(0, itemCount()).mapToObj(n -> new ItemObject(this, n)).toList();
    }

    List<TriggerObject> triggerObjects() {
        return IntStream.range(0, triggers().size()).mapToObj(n -> new TriggerObject(this, n)).toList();
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Level";
    }

    @Override
    public Object get(String key) {
        return switch (key) {
            // trview's level does not own what is placed: the script keeps it, and removes it when done.
            case "add_scriptable" -> (Method) args -> {
                viewer.addScriptable(args.get(2).bound(ScriptableObject.class));
                return null;
            };
            case "remove_scriptable" -> (Method) args -> {
                viewer.removeScriptable(args.get(2).bound(ScriptableObject.class));
                return null;
            };
            case "alternate_mode" -> viewer.alternateMode();
            case "cameras_and_sinks" -> IntStream.range(0, level().cameras().size())
                    .mapToObj(n -> new CameraSinkObject(this, n)).toList();
            case "filename" -> prepared.path() == null ? prepared.displayName() : prepared.path().toString();
            case "floordata" -> IntStream.range(0, level().floorData().size())
                    .mapToObj(i -> level().floorData().unsigned(i)).toList();
            case "items", "items_ng" -> items();
            case "lights" -> RoomParts.lights(this);
            case "rooms" -> rooms();
            case "selected_item" -> selected(ViewerLink.Kind.ITEM, itemCount(), n -> new ItemObject(this, n));
            case "selected_room" -> selected(ViewerLink.Kind.ROOM, level().rooms().size(), n -> new RoomObject(this, n));
            case "selected_trigger" -> selected(ViewerLink.Kind.TRIGGER, triggers().size(),
                    n -> new TriggerObject(this, n));
            case "static_meshes" -> RoomParts.staticMeshes(this);
            case "triggers" -> triggerObjects();
            // trview's LevelVersion: 1 for Tomb1 … 5 for Tomb5.
            case "version" -> level().version().ordinal() + 1;
            default -> null;
        };
    }

    private Object selected(ViewerLink.Kind kind, int count, java.util.function.IntFunction<Bound> make) {
        int number = viewer.selected(kind);
        return number >= 0 && number < count ? make.apply(number) : null;
    }

    @Override
    public boolean set(String key, Args.Value value) {
        switch (key) {
            case "alternate_mode" -> viewer.setAlternateMode(value.bool());
            case "selected_item" -> viewer.select(ViewerLink.Kind.ITEM, value.bound(ItemObject.class).number());
            case "selected_room" -> viewer.select(ViewerLink.Kind.ROOM, value.bound(RoomObject.class).number());
            case "selected_trigger" -> viewer.select(ViewerLink.Kind.TRIGGER,
                    value.bound(TriggerObject.class).number());
            default -> {
                return false;
            }
        }
        return true;
    }
}
