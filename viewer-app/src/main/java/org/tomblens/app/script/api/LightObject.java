package org.tomblens.app.script.api;

import java.util.List;
import org.tomblens.format.model.RoomLight;

/** trview's Light: light {@code index} of room {@code room}, {@code number} level-wide. */
public record LightObject(LevelObject level, int number, int room, int index) implements Bound {
    private static final List<String> NAMES = List.of("colour", "cutoff", "density", "direction", "fade", "falloff",
            "falloff_angle", "hotspot", "intensity", "length", "number", "position", "rad_in", "rad_out", "radius",
            "range", "room", "type", "visible");

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Light";
    }

    @Override
    public Object get(String key) {
        var light = level.level().rooms().get(room).lights().get(index);
        return switch (key) {
            case "colour" -> Colour.ofRgb(light.rgb());
            case "number" -> number;
            case "position" -> new Vector3(light.worldX(), light.worldY(), light.worldZ());
            case "room" -> new RoomObject(level, room);
            case "type" -> type(light);
            case "visible" -> level.viewer().visible(ViewerLink.Kind.LIGHT, number);
            case "intensity" -> intensity(light);
            case "fade" -> light instanceof RoomLight.Tr1 tr1 ? (Object) tr1.fade()
                    : light instanceof RoomLight.Tr2 tr2 ? (Object) tr2.fade1() : null;
            default -> LightDetails.get(key, light, type(light));
        };
    }

    /** TR1, TR2 and TR4's intensity; nil for the others. */
    private static Object intensity(RoomLight light) {
        if (light instanceof RoomLight.Tr1 tr1) {
            return tr1.intensity();
        } else if (light instanceof RoomLight.Tr2 tr2) {
            return tr2.intensity1();
        } else if (light instanceof RoomLight.Tr4 tr4) {
            return tr4.intensity();
        }
        return null;
    }

    /** trview's names of the light types (§3.2.4): TR1/TR2 have only point lights. */
    private static String type(RoomLight light) {
        String[] names = {"Sun", "Point", "Spot", "Shadow", "Fog Bulb"};
        int type = 1;
        if (light instanceof RoomLight.Tr3 tr3) {
            type = tr3.type() == 0 ? 0 : 1;
        } else if (light instanceof RoomLight.Tr4 tr4) {
            type = tr4.type();
        } else if (light instanceof RoomLight.Tr5 tr5) {
            type = tr5.type();
        } else if (light instanceof RoomLight.Tr5FogBulb) {
            type = 4;
        }
        return type >= 0 && type < names.length ? names[type] : "Unknown";
    }

    @Override
    public boolean set(String key, Args.Value value) {
        return level.viewer().writeVisible(ViewerLink.Kind.LIGHT, number, key, value);
    }
}
