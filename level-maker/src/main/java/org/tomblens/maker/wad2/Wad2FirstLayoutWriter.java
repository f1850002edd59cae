package org.tomblens.maker.wad2;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2SoundInfo;
import org.tomblens.maker.chunk.ChunkSink;
import org.tomblens.maker.write.ByteSink;

/**
 * Writes a {@link Wad2} in Tomb Editor's first layout, as its late-2017 base libraries are (format-core/docs/
 * wad2-format.md, "The first layout"): the game code (0 TR1 … 4 TR5) before the stream; textures and sprites as
 * bare images; empty mesh, movable and static tables; every sample the sounds name, as an empty WAVE file; the
 * sprite sequences, named; the sounds, in the classic 0–255 units Tomb Editor converts from.
 */
public final class Wad2FirstLayoutWriter {
    /** The editor's writers of this layout, which differ in a few chunks. */
    public enum Edition {
        /** As the TR4 base library was written. */
        OCTOBER_2017,
        /**
         * With the TRNG mark and the sound-map management after the game code, each sprite's sides (four LEB128s:
         * top, bottom, left, right) and the size of the game's sound map before the sounds.
         */
        FEBRUARY_2018
    }

    private static final int TRNG = 16;
    /** The sound map of TR4 and TRNG in their classic libraries: 370 sounds. */
    private static final int TR4_SOUND_MAP = 370;
    private static final List<String> LOOPS = List.of("None", "OneShotWait", "OneShotRewound", "Looped");
    /** A WAVE file of no samples: 22050 Hz, mono, 16 bits. */
    private static final byte[] EMPTY_WAVE = ByteBuffer.allocate(44).order(ByteOrder.LITTLE_ENDIAN)
            .put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(36).put("WAVE".getBytes(StandardCharsets.US_ASCII))
            .put("fmt ".getBytes(StandardCharsets.US_ASCII)).putInt(16).putShort((short) 1).putShort((short) 1)
            .putInt(22050).putInt(44100).putShort((short) 2).putShort((short) 16)
            .put("data".getBytes(StandardCharsets.US_ASCII)).putInt(0).array();

    private Wad2FirstLayoutWriter() {}

    /** The library's bytes; movables and statics are written in the current layout only ({@link Wad2Writer}). */
    public static byte[] write(Wad2 wad, Edition edition) {
        var later = edition == Edition.FEBRUARY_2018;
        if (!wad.moveables().isEmpty() || !wad.statics().isEmpty()) {
            throw new IllegalArgumentException("movables and statics are written in the current layout only");
        }
        var bytes = new ByteSink(1 << 16);
        bytes.bytes("magic", "WAD2".getBytes(StandardCharsets.US_ASCII));
        bytes.u32("version", 0);
        var out = new ChunkSink(bytes);
        out.leb(wad.gameVersion() == TRNG ? 3 : wad.gameVersion() - 1);
        if (later) {
            out.boolChunk("W2TrNgWad", wad.gameVersion() == TRNG);
            out.lebChunk("W2SoundMgmt", 0);
        }
        out.chunkWithStream("W2Textures", list -> wad.textures().forEach(texture -> list.chunkWithStream("W2Txt",
                data -> image(data, texture.width(), texture.height(), texture.bgra()))));
        out.chunkWithStream("W2Sprites", list -> wad.sprites().forEach(sprite -> list.chunkWithStream("W2Spr",
                data -> {
                    image(data, sprite.width(), sprite.height(), sprite.bgra());
                    if (later) {
                        data.chunk("W2SprSides", sides -> {
                            sides.leb(sprite.top());
                            sides.leb(sprite.bottom());
                            sides.leb(sprite.left());
                            sides.leb(sprite.right());
                        });
                    }
                })));
        out.chunkWithStream("W2Meshes", list -> { });
        var samples = samples(wad.sounds());
        out.chunkWithStream("W2WaveSamples", list -> samples.forEach(name -> list.chunkWithStream("W2Wav", data -> {
            data.textChunk("W2WavName", name);
            data.chunk("W2WavData", wave -> wave.bytes(EMPTY_WAVE));
        })));
        out.chunkWithStream("W2Moveables", list -> { });
        out.chunkWithStream("W2Statics", list -> { });
        out.chunkWithStream("W2SpriteSequences", list -> wad.spriteSequences().forEach(sequence ->
                list.chunkWithStream("W2SpriteSeq", data -> {
                    data.leb(sequence.id());
                    data.textChunk("W2SpriteSeqName", "Sequence " + sequence.id());
                    sequence.sprites().forEach(sprite -> data.lebChunk("W2SpritePtr", sprite));
                })));
        out.chunkWithStream("W2Sounds", list -> {
            if (later) {
                list.leb(TR4_SOUND_MAP);
            }
            wad.sounds().forEach(sound -> list.chunkWithStream("W2Sound", data -> sound(data, sound, samples)));
        });
        out.end();
        return bytes.toByteArray();
    }

    private static void image(ChunkSink data, int width, int height, Bytes bgra) {
        data.leb(width);
        data.leb(height);
        data.chunk("W2TxtData", pixels -> pixels.bytes(bgra.toArray()));
    }

    /** Every sample the sounds name, once each, in the order they are first named. */
    private static List<String> samples(List<Wad2SoundInfo> sounds) {
        var samples = new ArrayList<String>();
        sounds.stream().flatMap(sound -> sound.samples().stream()).filter(name -> !samples.contains(name))
                .forEach(samples::add);
        return samples;
    }

    /** Percentages back to the classic units (chance 100 % as 0, "always"), pitch as a signed byte. */
    private static void sound(ChunkSink data, Wad2SoundInfo sound, List<String> samples) {
        data.leb(sound.id());
        data.leb(classic(sound.volume()));
        data.leb(sound.rangeInSectors());
        data.leb((int) Math.rint(sound.pitchFactor() * 128.0 / 100) & 0xFF);
        data.leb(sound.chance() == 100 ? 0 : classic(sound.chance()));
        data.leb(sound.disablePanning() ? 1 : 0);
        data.leb(sound.randomizePitch() ? 1 : 0);
        data.leb(sound.randomizeVolume() ? 1 : 0);
        data.leb(LOOPS.indexOf(sound.loop()));
        data.textChunk("W2SoundName", sound.name());
        sound.samples().forEach(sample -> data.lebChunk("W2SamplePtr", samples.indexOf(sample)));
    }

    private static int classic(int percent) {
        return (int) Math.rint(percent * 255.0 / 100);
    }
}
