package org.tomblens.format.anim;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;

/**
 * What an animation player needs of one animation (§6.2): its frame range (absolute frame numbers, as
 * NextFrame, dispatches and commands use them), how fast keyframes come, what follows it, its state
 * changes and its commands.
 *
 * @param index the animation's global index
 * @param state the state it plays in
 * @param nextAnimation the animation that follows when it ends (itself for a loop)
 * @param nextFrame the frame it continues at
 */
public record AnimationTimeline(int index, int state, int frameStart, int frameEnd, int frameRate,
                                int nextAnimation, int nextFrame, List<StateChangeRule> stateChanges,
                                List<AnimCommand> commands) {
    private static final int FOOTPRINT_FX = 32;

    public AnimationTimeline {
        stateChanges = List.copyOf(stateChanges);
        commands = List.copyOf(commands);
    }

    /** The last frame shown: FrameEnd, or FrameStart for an animation that ends before it starts. */
    public int lastFrame() {
        return Math.max(frameStart, frameEnd);
    }

    /** The commands that fire at absolute frame {@code frame}. */
    public List<AnimCommand> commandsAt(int frame) {
        return commands.stream().filter(command -> command.frame() == frame).toList();
    }

    /** The rule for {@code targetState}, or null when the animation cannot change to it. */
    public StateChangeRule stateChange(int targetState) {
        for (var rule : stateChanges) {
            if (rule.targetState() == targetState) {
                return rule;
            }
        }
        return null;
    }

    /**
     * Every animation's timeline. State changes and dispatches past their tables, and command streams that
     * end early or hold an unknown code, are cut where they go wrong and reported. A command count the games
     * read as negative gives no commands, as in the games, and is reported only where command words are stored
     * for the animation (see {@link Animation#commandCountNegative}). Declared counts are not
     * trusted: all timelines together hold at most a few times the entries the tables store, whatever
     * the counts say (custom levels store absurd ones).
     */
    static List<AnimationTimeline> of(GameVersion version, AnimationData data, List<DataWarning> warnings) {
        var budget = new Budget(8 * (data.commands().size() + data.stateChanges().size() + data.dispatches().size())
                + 4096);
        var timelines = new ArrayList<AnimationTimeline>(data.animations().size());
        for (int a = 0; a < data.animations().size(); a++) {
            var animation = data.animations().get(a);
            timelines.add(new AnimationTimeline(a, animation.state(), animation.frameStart(), animation.frameEnd(),
                    animation.frameRate(), animation.nextAnimation(), animation.nextFrame(),
                    stateChanges(data, a, animation, budget, warnings),
                    commands(version, data, a, animation, budget, warnings)));
        }
        if (budget.spent()) {
            DataWarning.add(warnings, "animations", "the state changes and commands the animations declare run far "
                    + "past the tables; the later animations' were left out");
        }
        return timelines;
    }

    private static List<StateChangeRule> stateChanges(AnimationData data, int a, Animation animation, Budget budget,
                                                      List<DataWarning> warnings) {
        var rules = new ArrayList<StateChangeRule>();
        for (int i = 0; i < animation.numStateChanges() && budget.take(1); i++) {
            var index = animation.stateChangeIndex() + i;
            if (index >= data.stateChanges().size()) {
                DataWarning.add(warnings, "animations[" + a + "].stateChanges", "state change " + index
                        + " does not exist (the level has " + data.stateChanges().size() + ")");
                break;
            }
            var change = data.stateChanges().get(index);
            var first = Math.min(change.dispatchIndex(), data.dispatches().size());
            var end = Math.min(first + change.numDispatches(), data.dispatches().size());
            if (change.dispatchIndex() + change.numDispatches() > end) {
                DataWarning.add(warnings, "stateChanges[" + index + "].dispatches", "dispatches "
                        + change.dispatchIndex() + " + " + change.numDispatches() + " run past the "
                        + data.dispatches().size() + " stored");
            }
            budget.take(end - first);
            rules.add(new StateChangeRule(change.state(), data.dispatches().subList(first, end)));
        }
        return rules;
    }

    private static List<AnimCommand> commands(GameVersion version, AnimationData data, int a, Animation animation,
                                              Budget budget, List<DataWarning> warnings) {
        var path = "animations[" + a + "].commands";
        if (animation.commandCountNegative()) {
            // The games run no commands for such a count. Where none are stored for the animation either (the
            // retail stubs), that is all; stored words the count leaves unread mean the count is damaged.
            var stored = data.storedCommandWords(a);
            if (stored > 0) {
                DataWarning.add(warnings, path, "the count " + animation.numAnimCommands() + " is negative to the "
                        + "games, which run none of the " + stored + " command words stored for it; left out");
            }
            return List.of();
        }
        var words = data.commands();
        var commands = new ArrayList<AnimCommand>();
        var at = animation.animCommandIndex();
        var end = animation.frameEnd();
        for (int i = 0; i < animation.numAnimCommands() && budget.take(1); i++) {
            if (at >= words.size()) {
                DataWarning.add(warnings, path, "the command words end after " + i + " of "
                        + animation.numAnimCommands() + " commands");
                break;
            }
            var code = words.get(at);
            var arguments = switch (code) {
                case 1 -> 3;
                case 2, 5, 6 -> 2;
                case 3, 4 -> 0;
                default -> -1;
            };
            if (arguments < 0 || at + arguments >= words.size()) {
                DataWarning.add(warnings, path, (arguments < 0 ? "unknown command " + code
                        : "command " + code + " runs past the command words") + " at word " + at + "; the rest is left out");
                break;
            }
            commands.add(switch (code) {
                case 1 -> new AnimCommand.SetPosition(end, words.get(at + 1), words.get(at + 2), words.get(at + 3));
                case 2 -> new AnimCommand.JumpDistance(end, words.get(at + 1), words.get(at + 2));
                case 3 -> new AnimCommand.EmptyHands(end);
                case 4 -> new AnimCommand.Kill(end);
                case 5 -> playSound(words.get(at + 1), words.unsigned(at + 2));
                default -> flipEffect(version, words.get(at + 1), words.unsigned(at + 2));
            });
            at += 1 + arguments;
        }
        return commands;
    }

    /** How many more entries the timelines may hold. */
    private static final class Budget {
        private long left;

        Budget(long left) {
            this.left = left;
        }

        /** Takes {@code entries}; false once the budget is spent. */
        boolean take(int entries) {
            left -= entries;
            return left >= 0;
        }

        boolean spent() {
            return left < 0;
        }
    }

    private static AnimCommand playSound(int frame, int argument) {
        var surface = switch (argument & 0xC000) {
            case 0x4000 -> AnimCommand.Surface.LAND;
            case 0x8000 -> AnimCommand.Surface.WATER;
            default -> AnimCommand.Surface.ANY;
        };
        return new AnimCommand.PlaySound(frame, argument & 0x3FFF, surface);
    }

    /** §6.2.6, §9.9.2: from TR3 on flipeffect 32 is FOOTPRINT_FX, its flags naming the foot. */
    private static AnimCommand flipEffect(GameVersion version, int frame, int argument) {
        var effect = argument & 0x3FFF;
        if (version.atLeast(GameVersion.TR3) && effect == FOOTPRINT_FX) {
            var foot = switch (argument & 0xC000) {
                case 0x4000 -> AnimCommand.Foot.LEFT;
                case 0x8000 -> AnimCommand.Foot.RIGHT;
                default -> AnimCommand.Foot.ANY;
            };
            return new AnimCommand.Footstep(frame, foot);
        }
        return new AnimCommand.FlipEffect(frame, effect);
    }
}
