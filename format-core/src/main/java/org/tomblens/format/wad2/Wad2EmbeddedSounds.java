package org.tomblens.format.wad2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.real;
import static org.tomblens.format.chunk.ChunkWalker.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.io.ByteCursor;

/**
 * The sounds the libraries of March 2018 to August 2019 carried inside the file, before Tomb Editor moved them to
 * an XML file beside it: the samples ({@code W2WaveSamples}), the sound infos ({@code W2Sounds2}; {@code W2Sounds3}
 * for the additional ones of April 2018), which of them the game's fixed sound ids play ({@code W2FixedSounds}) and
 * the names of the additional ones ({@code W2AdditionalSoundInfos}). A sound info is a stream of fields: its index
 * ({@code W2Index}), volume, range, pitch and chance as reals ({@code W2Vol}, {@code W2Ran}, {@code W2Pit},
 * {@code W2Cha}: 1.0 is 100 %, pitch 1.0 unchanged), the flags {@code W2NoPan}, {@code W2RngP}, {@code W2RngV},
 * the loop mode ({@code W2Loop}), its name ({@code W2Name}, earlier {@code W2SampleName}) and its samples
 * ({@code W2SamplePtr}). Converted to the units of the sound files Tomb Editor saves now, as it converts them.
 */
final class Wad2EmbeddedSounds {
    private static final List<String> LOOPS = List.of("None", "OneShotWait", "OneShotRewound", "Looped");

    private final ChunkWalker walker;
    private final Wad2SampleTable samples;
    /** The sound infos by their index, in the order read. */
    private final Map<Long, Wad2SoundInfo> infos = new HashMap<>();
    private final List<Long> order = new ArrayList<>();
    /** The fixed sound id each sound info plays as, by its index. */
    private final Map<Long, Integer> fixedIds = new HashMap<>();
    /** The names additional sound infos were listed under, by index. */
    private final Map<Long, String> names = new HashMap<>();

    Wad2EmbeddedSounds(ChunkWalker walker) {
        this.walker = walker;
        this.samples = new Wad2SampleTable(walker);
    }

    /** Reads a top-level chunk of these sounds; false for any other. */
    boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "W2WaveSamples" -> samples.read(data);
            case "W2Sounds2", "W2Sounds3" -> walker.stream(data, true, this::soundInfo);
            case "W2FixedSounds" -> walker.stream(data, true, (fixed, at) -> fixed.equals("W2FixedSound")
                    && fixed(at));
            case "W2AdditionalSoundInfos" -> walker.stream(data, true, (extra, at) ->
                    extra.equals("W2AdditionalSoundInfo") && additional(at));
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The sounds, each with the fixed id it plays as, or its own index when it has none. */
    List<Wad2SoundInfo> sounds() {
        var sounds = new ArrayList<Wad2SoundInfo>();
        for (var index : order) {
            var info = infos.get(index);
            var id = fixedIds.getOrDefault(index, (int) Math.max(0, Math.min(0xFFFF, index)));
            var name = info.name().isEmpty() ? names.getOrDefault(index, "") : info.name();
            sounds.add(new Wad2SoundInfo(id, name, info.volume(), info.rangeInSectors(), info.chance(),
                    info.pitchFactor(), info.disablePanning(), info.randomizePitch(), info.randomizeVolume(),
                    info.loop(), info.samples(), false));
        }
        return sounds;
    }

    private boolean soundInfo(String id, ByteCursor data) {
        if (!id.equals("W2Sound")) {
            return false;
        }
        var info = new Object() {
            long index;
            double volume;
            double range;
            double pitch = 1;
            double chance;
            boolean noPanning;
            boolean randomPitch;
            boolean randomVolume;
            int loop;
            String name = "";
            final List<String> picks = new ArrayList<>();
        };
        walker.stream(data, false, (field, at) -> {
            switch (field) {
                case "W2Index" -> info.index = at.leb128("index");
                case "W2Vol" -> info.volume = real(at);
                case "W2Ran" -> info.range = real(at);
                case "W2Pit" -> info.pitch = real(at);
                case "W2Cha" -> info.chance = real(at);
                case "W2NoPan" -> info.noPanning = bool(at);
                case "W2RngP" -> info.randomPitch = bool(at);
                case "W2RngV" -> info.randomVolume = bool(at);
                case "W2Loop" -> info.loop = at.u8("loop") & 3;
                case "W2Name", "W2SampleName" -> info.name = text(at);
                case "W2SamplRate" -> at.leb128("sampleRate");
                case "W2SamplePtr" -> {
                    var sample = samples.name(at.leb128("sample"), at, at.start());
                    if (sample != null) {
                        info.picks.add(sample);
                    }
                }
                default -> {
                    return false;
                }
            }
            return true;
        });
        if (!infos.containsKey(info.index)) {
            order.add(info.index);
        }
        infos.put(info.index, new Wad2SoundInfo(0, info.name, (int) Math.round(info.volume * 100), (int) info.range,
                (int) Math.round(info.chance * 100), (int) Math.round((info.pitch - 1) * 100), info.noPanning,
                info.randomPitch, info.randomVolume, LOOPS.get(info.loop), info.picks, false));
        return true;
    }

    /** {@code W2FixedSound}: the game's sound id ({@code W2Id}) and the sound info it plays ({@code W2Sound}). */
    private boolean fixed(ByteCursor data) {
        var link = new long[] {-1, -1};
        walker.stream(data, false, (field, at) -> {
            if (field.equals("W2Id")) {
                link[0] = at.leb128("id");
            } else if (field.equals("W2Sound")) {
                link[1] = at.leb128("soundInfo");
            } else {
                return false;
            }
            return true;
        });
        if (link[0] >= 0 && link[0] <= 0xFFFF) {
            fixedIds.put(link[1], (int) link[0]);
        }
        return true;
    }

    /** {@code W2AdditionalSoundInfo}: a name ({@code W2Name}) for the sound info {@code W2Id} names. */
    private boolean additional(ByteCursor data) {
        var name = new String[] {""};
        var index = new long[] {-1};
        walker.stream(data, false, (field, at) -> {
            switch (field) {
                case "W2Name" -> name[0] = text(at);
                case "W2Id" -> index[0] = at.leb128("soundInfo");
                default -> {
                    return false;
                }
            }
            return true;
        });
        names.put(index[0], name[0]);
        return true;
    }
}
