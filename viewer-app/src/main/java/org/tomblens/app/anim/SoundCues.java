package org.tomblens.app.anim;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.Played;
import org.tomblens.format.anim.AnimCommand;
import org.tomblens.format.anim.Playhead;

/**
 * Plays an animation's PlaySound commands as their frames are entered, when switched on, honouring their
 * land or water condition against where the player imagines the entity to be; and keeps the last few
 * commands that fired, with what came of them, for the panel to show.
 */
public final class SoundCues implements Playhead.CommandListener {
    private static final int KEPT = 6;

    private final AudioPlayer audio;
    /**
     * The game's random choices of sample, pitch and volume. Not RandomGenerator.getDefault(): finding the default
     * algorithm looks through the JDK's service providers, 4 ms of each level's upload.
     */
    private final RandomGenerator random = new SplittableRandom();
    private final Deque<String> recent = new ArrayDeque<>();
    private boolean enabled = true;
    private boolean inWater;

    public SoundCues(AudioPlayer audio) {
        this.audio = audio;
    }

    public boolean enabled() {
        return enabled;
    }

    public void setEnabled(boolean on) {
        enabled = on;
    }

    /** Whether the entity is taken to be in water: water-only sounds play then, land-only ones do not. */
    public boolean inWater() {
        return inWater;
    }

    public void setInWater(boolean on) {
        inWater = on;
    }

    /** The last commands that fired, newest first. */
    public List<String> recent() {
        return List.copyOf(recent);
    }

    @Override
    public void fired(int animation, AnimCommand command) {
        if (command instanceof AnimCommand.PlaySound sound) {
            remember("Frame " + sound.frame() + ": sound " + sound.sound() + CommandWords.surface(sound.surface())
                    + ": " + play(sound));
        } else if (command instanceof AnimCommand.FlipEffect || command instanceof AnimCommand.Footstep) {
            remember("Frame " + command.frame() + ": " + CommandWords.kind(command).toLowerCase()
                    + (command instanceof AnimCommand.FlipEffect effect ? " " + effect.effect() : ""));
        }
    }

    /** Plays the sound if it may play here; says what happened. */
    String play(AnimCommand.PlaySound sound) {
        if (!enabled) {
            return "sounds are off";
        }
        if (sound.surface() == AnimCommand.Surface.LAND && inWater) {
            return "not played: the entity is in water";
        }
        if (sound.surface() == AnimCommand.Surface.WATER && !inWater) {
            return "not played: the entity is on land";
        }
        var played = audio.trigger(sound.sound(), random);
        return played instanceof Played.Silent silent ? "silent: " + silent.why() : "played";
    }

    private void remember(String line) {
        recent.addFirst(line);
        while (recent.size() > KEPT) {
            recent.removeLast();
        }
    }
}
