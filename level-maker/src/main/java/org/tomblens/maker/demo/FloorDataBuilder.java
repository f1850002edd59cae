package org.tomblens.maker.demo;

import java.util.List;
import org.tomblens.format.model.Words;

/**
 * Encodes sectors' FloorData chains (§4) into one word list. Word 0 is the dummy entry that sectors
 * without FloorData point at (§4.3). Within a chain the floor slant comes first (the engine's collision
 * code expects it there, §4.3), and bit 15 of a function's first word marks the chain's last function.
 */
final class FloorDataBuilder {
    private static final int END = 0x8000;

    /** §4.5 trigger types. */
    static final int TRIGGER = 0;
    static final int PAD = 1;
    static final int SWITCH = 2;
    static final int KEY = 3;

    /** §4.4.4: a trigger mask with all five bits set, so one trigger alone activates. */
    static final int FULL_MASK = 0x1F;

    /** §4.6 trigger actions. */
    static final int OBJECT = 0;
    static final int CAMERA = 1;
    static final int FLIP_MAP = 3;
    static final int LOOK_AT = 6;

    /** §4.4.6: the wall on the -X side (the others: +Z 0x1, +X 0x2, -Z 0x4). */
    static final int CLIMB_NEGATIVE_X = 0x8;

    /** One FloorData function of a sector's chain. */
    sealed interface Function permits FloorSlant, PortalTo, ClimbableWalls, KillLara, Trigger {}

    /** §4.4.2: the floor's X and Z slopes in clicks (low byte X, high byte Z). */
    record FloorSlant(int x, int z) implements Function {}

    /** §4.4.1: the sector is a collisional portal into {@code room}. */
    record PortalTo(int room) implements Function {}

    /** §4.4.6: the walls on the given sides (an OR of direction bits) can be climbed. */
    record ClimbableWalls(int directions) implements Function {}

    /** §4.4.5. */
    record KillLara() implements Function {}

    /**
     * §4.4.4: a trigger of {@code type} with its setup word's timer, one-shot bit and mask. For switch and
     * key triggers the first action names the switch or keyhole entity (§4.5.3–4.5.4).
     */
    record Trigger(int type, int timer, boolean oneShot, int mask, List<Action> actions) implements Function {
        Trigger {
            actions = List.copyOf(actions);
        }
    }

    /** One action of a trigger's list (§4.6). */
    sealed interface Action permits Act, CameraAction {}

    /** An action whose whole meaning is its type and its parameter (entity, flip map, …). */
    record Act(int action, int parameter) implements Action {}

    /** §4.6.2: switch to camera {@code camera}; its extra word holds timer, once and move timer. */
    record CameraAction(int camera, int timer, boolean once, int moveTimer) implements Action {}

    private final WordList words = new WordList();

    FloorDataBuilder() {
        words.add(0);
    }

    /** Appends a chain and returns its index, or 0 (the dummy) for a sector with no functions. */
    int chain(List<Function> functions) {
        if (functions.isEmpty()) {
            return 0;
        }
        var start = words.size();
        for (int i = 0; i < functions.size(); i++) {
            function(functions.get(i), i == functions.size() - 1);
        }
        return start;
    }

    Words build() {
        return words.toWords();
    }

    private void function(Function function, boolean last) {
        if (function instanceof FloorSlant slant) {
            setup(0x02, 0, last);
            add((slant.z() & 0xFF) << 8 | (slant.x() & 0xFF));
        } else if (function instanceof PortalTo portal) {
            setup(0x01, 0, last);
            add(portal.room());
        } else if (function instanceof ClimbableWalls climb) {
            setup(0x06, climb.directions(), last);
        } else if (function instanceof KillLara) {
            setup(0x05, 0, last);
        } else if (function instanceof Trigger trigger) {
            trigger(trigger, last);
        }
    }

    /** §4.3: function in bits 0..4, subfunction in bits 8..14, bit 15 ends the chain. */
    private void setup(int function, int subFunction, boolean last) {
        add(function | subFunction << 8 | (last ? END : 0));
    }

    /** §4.4.4 TriggerSetup: timer bits 0..7, one-shot bit 8, mask bits 9..13; then the action list. */
    private void trigger(Trigger trigger, boolean last) {
        setup(0x04, trigger.type(), last);
        add(trigger.timer() & 0xFF | (trigger.oneShot() ? 0x100 : 0) | (trigger.mask() & 0x1F) << 9);
        var actions = trigger.actions();
        for (int i = 0; i < actions.size(); i++) {
            var lastAction = i == actions.size() - 1;
            var action = actions.get(i);
            if (action instanceof Act act) {
                add(act.parameter() & 0x3FF | act.action() << 10 | (lastAction ? END : 0));
            } else if (action instanceof CameraAction camera) {
                // §4.6.2: the camera takes an extra word, whose bit 15 ends the list in its place.
                add(camera.camera() & 0x7F | CAMERA << 10);
                add(camera.timer() & 0xFF | (camera.once() ? 0x100 : 0) | (camera.moveTimer() & 0x1F) << 9
                        | (lastAction ? END : 0));
            }
        }
    }

    private void add(int word) {
        words.add(word);
    }
}
