package org.tomblens.app.anim;

import org.tomblens.format.anim.AnimCommand;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.FlipeffectNames;

/** An animation command (§6.2.6) in words, as the timeline's markers explain them. */
public final class CommandWords {
    private CommandWords() {}

    /** A short label: what kind of command it is. */
    public static String kind(AnimCommand command) {
        if (command instanceof AnimCommand.PlaySound) {
            return "Sound";
        } else if (command instanceof AnimCommand.FlipEffect) {
            return "Flipeffect";
        } else if (command instanceof AnimCommand.Footstep) {
            return "Footstep";
        } else if (command instanceof AnimCommand.SetPosition) {
            return "Position change";
        } else if (command instanceof AnimCommand.JumpDistance) {
            return "Jump";
        } else if (command instanceof AnimCommand.EmptyHands) {
            return "Empty hands";
        }
        return "Kill";
    }

    /** A sentence: what the command does and when. */
    public static String describe(AnimCommand command, GameVersion version) {
        var at = "frame " + command.frame();
        if (command instanceof AnimCommand.PlaySound sound) {
            return "At " + at + ": play sound " + sound.sound() + surface(sound.surface());
        } else if (command instanceof AnimCommand.FlipEffect effect) {
            var name = FlipeffectNames.name(version, effect.effect()).map(n -> " (" + n + ")").orElse("");
            return "At " + at + ": flipeffect " + effect.effect() + name;
        } else if (command instanceof AnimCommand.Footstep step) {
            return "At " + at + ": a footstep sound from the floor's material"
                    + (step.foot() == AnimCommand.Foot.ANY ? "" : ", " + step.foot().name().toLowerCase() + " foot");
        } else if (command instanceof AnimCommand.SetPosition position) {
            return "When the animation ends (" + at + "): move the entity by (" + position.x() + ", " + position.y()
                    + ", " + position.z() + ") in its own axes";
        } else if (command instanceof AnimCommand.JumpDistance jump) {
            return "When the animation ends (" + at + "): jump with vertical speed " + jump.vertical()
                    + " and horizontal speed " + jump.horizontal();
        } else if (command instanceof AnimCommand.EmptyHands) {
            return "When the animation ends (" + at + "): Lara's hands are free to draw weapons again";
        }
        return "When the animation ends (" + at + "): the entity is killed (removed)";
    }

    /** PlaySound's land/water condition as words. */
    public static String surface(AnimCommand.Surface surface) {
        return switch (surface) {
            case LAND -> ", only on land";
            case WATER -> ", only in water";
            case ANY -> "";
        };
    }
}
