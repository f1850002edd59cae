package org.tomblens.app.audio;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import javazoom.jl.decoder.Bitstream;
import javazoom.jl.decoder.Decoder;
import javazoom.jl.decoder.JavaLayerException;
import javazoom.jl.decoder.SampleBuffer;
import org.lwjgl.stb.STBVorbis;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.model.Words;
import org.tomblens.format.sound.Pcm;
import org.tomblens.format.sound.SoundTracks;

/**
 * A soundtrack's samples, however its file stores them: WAV through the format core, OGG Vorbis through LWJGL's
 * stb_vorbis, MP3 through JLayer. What cannot be decoded throws, with why.
 */
public final class TrackDecoder {
    /** Half an hour of stereo at 48 kHz: more than any game track, and a bound on what a broken file can claim. */
    private static final int MOST_SAMPLES = 30 * 60 * 48_000 * 2;

    private TrackDecoder() {}

    public static Pcm decode(SoundTracks.Track track) throws IOException {
        return switch (track.encoding()) {
            case WAV -> track.decode();
            case OGG -> ogg(track.bytes());
            case MP3 -> mp3(track.bytes());
            case OTHER -> throw new IOException(track.where() + " is neither WAV, OGG nor MP3");
        };
    }

    static Pcm ogg(byte[] bytes) throws IOException {
        var input = MemoryUtil.memAlloc(bytes.length).put(bytes).flip();
        try (var stack = MemoryStack.stackPush()) {
            var channels = stack.mallocInt(1);
            var rate = stack.mallocInt(1);
            var samples = STBVorbis.stb_vorbis_decode_memory(input, channels, rate);
            if (samples == null) {
                throw new IOException("not an OGG Vorbis stream");
            }
            try {
                var words = new short[samples.remaining()];
                samples.get(words);
                return pcm(rate.get(0), channels.get(0), words, words.length);
            } finally {
                MemoryUtil.memFree(samples);
            }
        } finally {
            MemoryUtil.memFree(input);
        }
    }

    static Pcm mp3(byte[] bytes) throws IOException {
        var bitstream = new Bitstream(new ByteArrayInputStream(bytes));
        var decoder = new Decoder();
        var samples = new short[1 << 16];
        var count = 0;
        var rate = 0;
        var channels = 0;
        try {
            for (var header = bitstream.readFrame(); header != null; header = bitstream.readFrame()) {
                var frame = (SampleBuffer) decoder.decodeFrame(header, bitstream);
                if (rate == 0) {
                    rate = frame.getSampleFrequency();
                    channels = frame.getChannelCount();
                }
                var length = frame.getBufferLength();
                if (count + length > MOST_SAMPLES) {
                    throw new IOException("the MP3 runs past half an hour");
                }
                if (count + length > samples.length) {
                    samples = Arrays.copyOf(samples, Math.max(samples.length * 2, count + length));
                }
                System.arraycopy(frame.getBuffer(), 0, samples, count, length);
                count += length;
                bitstream.closeFrame();
            }
        } catch (JavaLayerException e) {
            throw new IOException("the MP3 cannot be decoded: " + e.getMessage(), e);
        }
        if (count == 0) {
            throw new IOException("no MP3 frame found");
        }
        return pcm(rate, channels, samples, count);
    }

    private static Pcm pcm(int rate, int channels, short[] samples, int count) throws IOException {
        if (rate <= 0 || channels < 1 || count % channels != 0) {
            throw new IOException(count + " samples at " + rate + " Hz in " + channels + " channels");
        }
        return new Pcm(rate, channels, Words.own(count == samples.length ? samples : Arrays.copyOf(samples, count)));
    }
}
