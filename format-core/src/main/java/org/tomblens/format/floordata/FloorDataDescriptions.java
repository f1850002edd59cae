package org.tomblens.format.floordata;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.names.FlipeffectNames;

/**
 * FloorData entries in words, one line each, as level builders speak of them, e.g.
 * {@code Switch trigger (switch #23, once, timer 5 s, mask 11111): Activate #31 Door 1, Camera #4 (2 s, once)}.
 * Entities are named with their type's name in the level's version.
 */
public final class FloorDataDescriptions {
    private final Level level;

    public FloorDataDescriptions(Level level) {
        this.level = level;
    }

    public String describe(FloorFunction function) {
        return switch (function.kind()) {
            case PORTAL -> "Portal to room " + ((FloorFunction.Portal) function).room();
            case FLOOR_SLANT, CEILING_SLANT -> describe((FloorFunction.Slant) function);
            case TRIGGER -> describe((FloorFunction.Trigger) function);
            case KILL_LARA -> "Kill Lara";
            case CLIMBABLE_WALLS -> "Climbable walls: " + walls((FloorFunction.ClimbableWalls) function);
            case FLOOR_TRIANGULATION, CEILING_TRIANGULATION -> describe((FloorFunction.Triangulation) function);
            case MONKEYSWING -> "Monkeyswing ceiling";
            case MINECART_LEFT -> "Minecart turns left";
            case MINECART_RIGHT -> "Minecart turns right";
            case TRIGGER_TRIGGERER -> "Trigger triggerer (the sector's trigger waits for one)";
            case MECHANICAL_BEETLE -> "Mechanical beetle mapper";
            case UNKNOWN -> String.format("Unknown function 0x%02X (word 0x%04X)", function.code(),
                    ((FloorFunction.Unknown) function).word());
        };
    }

    private static String describe(FloorFunction.Slant slant) {
        return slant.surface().label() + " slant (X " + signed(slant.xSlope()) + ", Z " + signed(slant.zSlope())
                + " clicks)";
    }

    /** The trigger's header and its actions, e.g. {@code Pad trigger (mask 11111): Activate #1 Door 1}. */
    public String describe(FloorFunction.Trigger trigger) {
        var type = trigger.type();
        var label = type.map(TriggerType::label).orElse("Trigger type " + trigger.typeCode());
        var header = new StringBuilder(label.toLowerCase().contains("trigger") ? label : label + " trigger");
        var details = new ArrayList<String>();
        type.filter(TriggerType::hasReference).ifPresent(t -> details.add(referenceWord(t) + " "
                + (trigger.hasReference() ? "#" + trigger.reference() : "?")));
        if (trigger.once()) {
            details.add("once");
        }
        if (trigger.timer() != 0) {
            details.add("timer " + trigger.timer() + " s");
        }
        details.add("mask " + mask(trigger.mask()));
        header.append(" (").append(String.join(", ", details)).append("): ");
        if (trigger.actions().isEmpty()) {
            return header.append("no actions").toString();
        }
        var actions = new ArrayList<String>();
        for (var action : trigger.actions()) {
            actions.add(describe(action, trigger));
        }
        return header.append(String.join(", ", actions)).toString();
    }

    /** One action of {@code trigger} (whose type decides whether objects are activated or deactivated). */
    public String describe(TriggerAction action, FloorFunction.Trigger trigger) {
        if (action instanceof TriggerAction.Simple simple) {
            return describe(simple, trigger);
        }
        if (action instanceof TriggerAction.Camera camera) {
            return "Camera #" + camera.camera() + missing(camera.camera(), level.cameras().size(), "camera")
                    + cameraDetails(camera);
        }
        if (action instanceof TriggerAction.Flyby flyby) {
            return "Flyby #" + flyby.sequence() + (flyby.once() ? " (once)" : "");
        }
        return "Unknown action " + action.code() + " (parameter " + action.parameter() + ")";
    }

    /** {@code #index} and the entity's type name, e.g. {@code #31 Door 1}. */
    public String entity(int index) {
        if (index < 0 || index >= level.entities().size()) {
            return "#" + index + " (no such entity)";
        }
        var type = level.entities().get(index).type();
        return "#" + index + " " + EntityNames.name(level.version(), type).orElse("(type " + type + ")");
    }

    private String describe(TriggerAction.Simple action, FloorFunction.Trigger trigger) {
        var parameter = action.parameter();
        return switch (action.type()) {
            case OBJECT -> objectVerb(trigger) + " " + entity(parameter);
            case SINK -> "Underwater current to sink #" + parameter + missing(parameter, level.cameras().size(), "sink");
            case FLIP_MAP -> "Flip map " + parameter;
            case FLIP_ON -> "Flip on " + parameter;
            case FLIP_OFF -> "Flip off " + parameter;
            case LOOK_AT -> "Look at " + entity(parameter);
            // §4.6.8: TR4's hub system names the level to load; the other versions load the next one.
            case END_LEVEL -> level.version() == GameVersion.TR4 ? "End level (go to level " + parameter + ")"
                    : "End level";
            case SOUNDTRACK -> "Play track " + parameter;
            case FLIPEFFECT -> "Flipeffect " + parameter
                    + FlipeffectNames.name(level.version(), parameter).map(name -> " (" + name + ")").orElse("");
            case SECRET -> "Secret " + parameter;
            case CLEAR_BODIES -> "Clear bodies";
            case CUTSCENE -> "Cutscene " + parameter;
            case CAMERA, FLYBY -> throw new IllegalStateException(action + " has a record of its own");
        };
    }

    private static String objectVerb(FloorFunction.Trigger trigger) {
        var type = trigger.type();
        if (type.isPresent() && type.get().deactivates()) {
            return "Deactivate";
        }
        // §4.5.9: a dummy trigger activates nothing; it only makes its objects something Lara can stand on.
        return type.isPresent() && type.get() == TriggerType.DUMMY ? "Object" : "Activate";
    }

    private static String referenceWord(TriggerType type) {
        return switch (type) {
            case SWITCH -> "switch";
            case KEY -> "keyhole";
            default -> "pickup";
        };
    }

    private static String cameraDetails(TriggerAction.Camera camera) {
        var parts = new ArrayList<String>();
        if (camera.seconds() != 0) {
            parts.add(camera.seconds() + " s");
        }
        if (camera.once()) {
            parts.add("once");
        }
        if (camera.moveTimer() != 0) {
            parts.add("move timer " + camera.moveTimer());
        }
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    private String describe(FloorFunction.Triangulation triangles) {
        var split = triangles.split();
        var portal = triangles.hasPortal() ? "portal at triangle " + triangles.portal().label()
                : "both triangles solid";
        return String.format("%s triangles split %s-%s, %s (h1 %d, h2 %d; ΔC00 %d, ΔC01 %d, ΔC10 %d, ΔC11 %d)",
                triangles.surface().label(), split == FloorFunction.Triangulation.Split.DIAGONAL_01_10 ? "01" : "00",
                split == FloorFunction.Triangulation.Split.DIAGONAL_01_10 ? "10" : "11", portal,
                triangles.h1(), triangles.h2(), triangles.c00(), triangles.c01(), triangles.c10(), triangles.c11());
    }

    private static String walls(FloorFunction.ClimbableWalls climb) {
        var walls = new ArrayList<String>();
        addIf(walls, climb.climbable(FloorFunction.ClimbableWalls.PLUS_Z), "+Z");
        addIf(walls, climb.climbable(FloorFunction.ClimbableWalls.PLUS_X), "+X");
        addIf(walls, climb.climbable(FloorFunction.ClimbableWalls.MINUS_Z), "-Z");
        addIf(walls, climb.climbable(FloorFunction.ClimbableWalls.MINUS_X), "-X");
        return walls.isEmpty() ? "none" : String.join(", ", walls);
    }

    private static void addIf(List<String> list, boolean condition, String value) {
        if (condition) {
            list.add(value);
        }
    }

    /** The mask as TRLE's five buttons show it, button 1 (bit 0) first. */
    static String mask(int mask) {
        var text = new StringBuilder(5);
        for (var bit = 0; bit < 5; bit++) {
            text.append((mask >> bit) & 1);
        }
        return text.toString();
    }

    private static String missing(int index, int count, String what) {
        return index < count ? "" : " (no such " + what + ")";
    }

    private static String signed(int value) {
        return value > 0 ? "+" + value : Integer.toString(value);
    }
}
