package org.tomblens.format.floordata;

/**
 * One entry of a trigger's action list (§4.6): what the trigger does, in the order the list stores it.
 *
 * <p>Most actions are one word, parameter in bits 0..9 and code in bits 10..14. Camera and flyby actions
 * carry an extra word with their own settings (§4.6.2, §4.6.13).
 */
public sealed interface TriggerAction {
    /** The action code, bits 10..14 of the action word. */
    int code();

    /** The parameter, bits 0..9 of the action word: an entity, camera, flip map, track … index. */
    int parameter();

    /** What {@link #parameter()} indexes. */
    TargetKind target();

    /** How many FloorData words the action takes. */
    int wordCount();

    /** A one-word action of a known type. */
    record Simple(ActionType type, int parameter) implements TriggerAction {
        public Simple {
            if (type == ActionType.CAMERA || type == ActionType.FLYBY) {
                throw new IllegalArgumentException(type + " actions carry an extra word; use their own record");
            }
        }

        @Override
        public int code() {
            return type.code();
        }

        @Override
        public TargetKind target() {
            return type.target();
        }

        @Override
        public int wordCount() {
            return 1;
        }
    }

    /**
     * Switch to fixed camera {@code camera} (§4.6.2), with the settings of its extra word.
     *
     * @param seconds bits 0..7: how long the camera holds, 0 for as long as the trigger is active
     * @param once bit 8: switch to it only the first time
     * @param moveTimer bits 9..13: how long the move from Lara's camera takes (TR1/TR2)
     */
    record Camera(int camera, int seconds, boolean once, int moveTimer) implements TriggerAction {
        @Override
        public int code() {
            return ActionType.CAMERA.code();
        }

        @Override
        public int parameter() {
            return camera;
        }

        @Override
        public TargetKind target() {
            return TargetKind.CAMERA;
        }

        @Override
        public int wordCount() {
            return 2;
        }
    }

    /**
     * Play flyby sequence {@code sequence} (§4.6.13, TR4/TR5).
     *
     * @param once bit 8 of the extra word: play it once instead of looping
     * @param extraWord false when the level leaves the extra word out (some TRLE-built TR4 levels end the
     *                  list on the flyby word itself); {@code once} is then false
     */
    record Flyby(int sequence, boolean once, boolean extraWord) implements TriggerAction {
        @Override
        public int code() {
            return ActionType.FLYBY.code();
        }

        @Override
        public int parameter() {
            return sequence;
        }

        @Override
        public TargetKind target() {
            return TargetKind.FLYBY;
        }

        @Override
        public int wordCount() {
            return extraWord ? 2 : 1;
        }
    }

    /** An action code the level's version does not define; read as one word, as the engines skip it. */
    record Unknown(int code, int parameter) implements TriggerAction {
        @Override
        public TargetKind target() {
            return TargetKind.NONE;
        }

        @Override
        public int wordCount() {
            return 1;
        }
    }
}
