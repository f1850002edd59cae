package org.tomblens.format.floordata;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Words;

/**
 * Decodes FloorData chains (§4) for one version. It never throws: a chain that runs past the array, a
 * function code the version does not know (TRNG plugins add some) or an index out of range is decoded as
 * far as it goes, and the problem is reported in the {@link FloorChain}.
 */
public final class FloorDataDecoder {
    private static final int END_BIT = 0x8000;

    private final GameVersion version;
    private final Words words;

    public FloorDataDecoder(GameVersion version, Words words) {
        this.version = version;
        this.words = words;
    }

    public static FloorDataDecoder of(Level level) {
        return new FloorDataDecoder(level.version(), level.floorData());
    }

    public GameVersion version() {
        return version;
    }

    /** The chain that starts at FloorData index {@code index}; index 0 is the dummy entry: no chain. */
    public FloorChain decode(int index) {
        if (index == 0) {
            return FloorChain.NONE;
        }
        if (index < 0 || index >= words.size()) {
            return new FloorChain(index, index, List.of(), List.of(new FloorDataProblem(index,
                    "the index is past the end of FloorData (" + words.size() + " words)")));
        }
        return new Walk(index).chain();
    }

    /** One pass along a chain: the read position and what was found so far. */
    private final class Walk {
        private final int start;
        private int position;
        private final List<FloorFunction> functions = new ArrayList<>(4);
        private List<FloorDataProblem> problems = List.of();

        Walk(int start) {
            this.start = start;
            this.position = start;
        }

        FloorChain chain() {
            while (true) {
                if (!available(1, "the chain has no end bit before the end of FloorData")) {
                    break;
                }
                var setup = next();
                var function = function(setup);
                if (function == null) {
                    break;
                }
                functions.add(function);
                if (function instanceof FloorFunction.Unknown || function.end()) {
                    break;
                }
            }
            return new FloorChain(start, position, functions, problems);
        }

        /** The entry whose setup word was just read, or null when its words run out. */
        private FloorFunction function(int setup) {
            var code = setup & 0x1F;
            var end = (setup & END_BIT) != 0;
            var kind = FunctionKind.of(code, version);
            return switch (kind) {
                case PORTAL -> available(1, "the portal has no room word") ? new FloorFunction.Portal(end, next()) : null;
                case FLOOR_SLANT -> slant(end, Surface.FLOOR);
                case CEILING_SLANT -> slant(end, Surface.CEILING);
                case TRIGGER -> trigger(end, (setup >> 8) & 0x7F);
                case KILL_LARA -> new FloorFunction.KillLara(end);
                case CLIMBABLE_WALLS -> new FloorFunction.ClimbableWalls(end, (setup >> 8) & 0x7F);
                case FLOOR_TRIANGULATION, CEILING_TRIANGULATION -> triangulation(end, code, setup);
                case MONKEYSWING -> new FloorFunction.Monkeyswing(end);
                case MINECART_LEFT, MINECART_RIGHT -> new FloorFunction.MinecartTurn(end, kind == FunctionKind.MINECART_LEFT);
                case TRIGGER_TRIGGERER -> new FloorFunction.TriggerTriggerer(end);
                case MECHANICAL_BEETLE -> new FloorFunction.MechanicalBeetle(end);
                case UNKNOWN -> {
                    problem(position - 1, String.format("function 0x%02X is not a %s FloorData function; its"
                            + " length is unknown, so the chain is not read further", code, version));
                    yield new FloorFunction.Unknown(end, code, setup);
                }
            };
        }

        private FloorFunction slant(boolean end, Surface surface) {
            if (!available(1, "the slant has no slope word")) {
                return null;
            }
            var slopes = next();
            return new FloorFunction.Slant(end, surface, (byte) slopes, (byte) (slopes >> 8));
        }

        private FloorFunction triangulation(boolean end, int code, int setup) {
            if (!available(1, "the triangulation has no corner word")) {
                return null;
            }
            var corners = next();
            // §4.4.7: ΔC10 in bits 0..3, ΔC00 in 4..7, ΔC01 in 8..11, ΔC11 in 12..15.
            return FloorFunction.Triangulation.of(end, code, signed5(setup >> 5), signed5(setup >> 10),
                    (corners >> 4) & 0xF, (corners >> 8) & 0xF, corners & 0xF, (corners >> 12) & 0xF);
        }

        private FloorFunction trigger(boolean end, int typeCode) {
            var type = TriggerType.of(typeCode).filter(t -> t.existsIn(version));
            if (type.isEmpty()) {
                problem(position - 1, "trigger type " + typeCode + " is not a " + version + " trigger type");
            }
            if (!available(1, "the trigger has no TriggerSetup word")) {
                return null;
            }
            var setup = next();
            // §4.4.4: the timer is signed from TR4 on.
            var timer = version.atLeast(GameVersion.TR4) ? (byte) setup : setup & 0xFF;
            var once = (setup & 0x100) != 0;
            var mask = (setup >> 9) & 0x1F;
            var actions = new ArrayList<TriggerAction>(2);
            var reference = FloorFunction.Trigger.NO_REFERENCE;
            var listEnded = false;
            if (type.isPresent() && type.get().hasReference()) {
                if (available(1, "the " + type.get().label().toLowerCase() + " trigger has no reference word")) {
                    var word = next();
                    reference = word & 0x3FF;
                    if ((word & END_BIT) != 0) {
                        problem(position - 1, "the reference word ends the trigger: it has no actions");
                        listEnded = true;
                    }
                } else {
                    listEnded = true;
                }
            }
            while (!listEnded && available(1, "the action list has no last action before the end of FloorData")) {
                listEnded = action(actions);
            }
            return new FloorFunction.Trigger(end, typeCode, timer, once, mask, reference, actions);
        }

        /** Reads one action into {@code actions}; true when it is the list's last (or the words run out). */
        private boolean action(List<TriggerAction> actions) {
            var at = position;
            var word = next();
            var parameter = word & 0x3FF;
            var code = (word >> 10) & 0x1F;
            // Bit 15 marks the last action (checked against real files: a one-action list is stored as 0x8001).
            var last = (word & END_BIT) != 0;
            var type = ActionType.of(code, version);
            if (type.isEmpty()) {
                problem(at, "action code " + code + " is not a " + version + " trigger action");
                actions.add(new TriggerAction.Unknown(code, parameter));
                return last;
            }
            switch (type.get()) {
                case CAMERA -> {
                    // §4.4.4: the extra word's own bit 15 decides whether the list goes on.
                    if (!available(1, "the camera action has no extra word")) {
                        return true;
                    }
                    var extra = next();
                    actions.add(new TriggerAction.Camera(parameter, extra & 0xFF, (extra & 0x100) != 0,
                            (extra >> 9) & 0x1F));
                    return (extra & END_BIT) != 0;
                }
                case FLYBY -> {
                    // Some TRLE-built TR4 levels leave the extra word out and end the list on the flyby word.
                    if (last) {
                        actions.add(new TriggerAction.Flyby(parameter, false, false));
                        return true;
                    }
                    if (!available(1, "the flyby action has no extra word")) {
                        return true;
                    }
                    var extra = next();
                    actions.add(new TriggerAction.Flyby(parameter, (extra & 0x100) != 0, true));
                    return (extra & END_BIT) != 0;
                }
                default -> {
                    actions.add(new TriggerAction.Simple(type.get(), parameter));
                    return last;
                }
            }
        }

        private int next() {
            return words.unsigned(position++);
        }

        /** True when {@code count} more words exist; otherwise notes {@code missing} and returns false. */
        private boolean available(int count, String missing) {
            if (position + count <= words.size()) {
                return true;
            }
            problem(position, missing + " (FloorData ends at word " + words.size() + ")");
            return false;
        }

        private void problem(int word, String message) {
            if (problems.isEmpty()) {
                problems = new ArrayList<>(1);
            }
            problems.add(new FloorDataProblem(word, message));
        }
    }

    /** A 5-bit two's-complement field (§4.4.7's height adjustments). */
    private static int signed5(int bits) {
        var value = bits & 0x1F;
        return value >= 16 ? value - 32 : value;
    }
}
