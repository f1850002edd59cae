package org.tomblens.maker.sound;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The demo level's sounds, synthesised: a footstep, a swing, a door and a stretch of lapping water, in the
 * order of the demo's sound ids 0 to 3, as TR2 keeps samples: one WAV after another in a {@code MAIN.SFX}. The
 * noise is seeded, so the file comes out the same at every build.
 */
public final class DemoSamples {
    /** TR2's samples play at 22,050 frames a second. */
    public static final int RATE = 22_050;
    /** The file's name beside the demo level, where readers of TR2 levels look for it. */
    public static final String FILE_NAME = "MAIN.SFX";

    private DemoSamples() {}

    /** The four sounds as one MAIN.SFX. */
    public static byte[] mainSfx() {
        var out = new ByteArrayOutputStream();
        for (var samples : all()) {
            out.writeBytes(WaveWriter.write(samples, RATE));
        }
        return out.toByteArray();
    }

    /** The sounds in sound-id order, as PCM. */
    public static List<short[]> all() {
        return List.of(footstep(), swing(), door(), water());
    }

    /** A soft scuff: a tenth of a second of low-passed noise with a quick attack and a fast decay. */
    static short[] footstep() {
        var random = new SplittableRandom(1);
        var out = new float[seconds(0.12)];
        var low = 0f;
        for (int i = 0; i < out.length; i++) {
            var t = i / (float) RATE;
            low += 0.25f * ((float) random.nextDouble(-1, 1) - low);
            var thump = (float) Math.sin(2 * Math.PI * 90 * t);
            out[i] = (low * 1.6f + thump * 0.5f) * envelope(t, 0.004f, 0.035f);
        }
        return pcm(out, 0.8f);
    }

    /** A whoosh: noise whose brightness rises and falls over a quarter of a second. */
    static short[] swing() {
        var random = new SplittableRandom(2);
        var out = new float[seconds(0.28)];
        var low = 0f;
        for (int i = 0; i < out.length; i++) {
            var phase = i / (float) out.length;
            var bright = 0.03f + 0.3f * (float) Math.sin(Math.PI * phase);
            low += bright * ((float) random.nextDouble(-1, 1) - low);
            out[i] = low * (float) Math.sin(Math.PI * phase);
        }
        return pcm(out, 0.7f);
    }

    /** A heavy door: a falling low tone with a creak over it, then a thud as it shuts. */
    static short[] door() {
        var random = new SplittableRandom(3);
        var out = new float[seconds(0.7)];
        var phase = 0.0;
        var low = 0f;
        for (int i = 0; i < out.length; i++) {
            var t = i / (float) RATE;
            phase += 2 * Math.PI * (320 - 180 * t) / RATE;
            var creak = (float) (Math.sin(phase) + 0.4 * Math.sin(3 * phase)) * (t < 0.5f ? 0.35f : 0);
            creak *= 0.6f + 0.4f * (float) Math.sin(2 * Math.PI * 23 * t);
            var shut = t - 0.5f;
            var thud = shut < 0 ? 0 : (float) Math.sin(2 * Math.PI * 60 * shut) * (float) Math.exp(-shut * 25);
            low += 0.1f * ((float) random.nextDouble(-1, 1) - low);
            out[i] = creak * envelope(t, 0.02f, 0.5f) + thud + low * (shut < 0 ? 0.2f : 1.5f)
                    * (float) Math.exp(-Math.max(0, shut) * 20);
        }
        return pcm(out, 0.8f);
    }

    /**
     * Lapping water, a second long and looped by the level: slow swells of filtered noise, whose first and last
     * frames meet at silence so the loop has no click.
     */
    static short[] water() {
        var random = new SplittableRandom(4);
        var out = new float[seconds(1.0)];
        var low = 0f;
        for (int i = 0; i < out.length; i++) {
            var phase = i / (float) out.length;
            low += 0.08f * ((float) random.nextDouble(-1, 1) - low);
            var swell = 0.5f - 0.5f * (float) Math.cos(2 * Math.PI * 2 * phase);
            out[i] = low * swell;
        }
        return pcm(out, 0.5f);
    }

    private static int seconds(double seconds) {
        return (int) Math.round(seconds * RATE);
    }

    /** Rises linearly over {@code attack} seconds, then decays by e every {@code decay} seconds. */
    private static float envelope(float t, float attack, float decay) {
        return t < attack ? t / attack : (float) Math.exp(-(t - attack) / decay);
    }

    /** Scales the wave so its loudest frame is at {@code peak} of full scale, as 16-bit PCM. */
    private static short[] pcm(float[] wave, float peak) {
        var loudest = 1e-6f;
        for (var value : wave) {
            loudest = Math.max(loudest, Math.abs(value));
        }
        var out = new short[wave.length];
        for (int i = 0; i < wave.length; i++) {
            out[i] = (short) Math.round(wave[i] / loudest * peak * Short.MAX_VALUE);
        }
        return out;
    }
}
