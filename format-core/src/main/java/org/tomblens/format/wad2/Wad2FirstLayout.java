package org.tomblens.format.wad2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.text;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.StreamFit;
import org.tomblens.format.io.ByteCursor;

/**
 * What only Tomb Editor's first layout ({@link Wad2Layout#FIRST}) has: the game version before the chunk stream,
 * the samples ({@code W2WaveSamples}) and sounds ({@code W2Sounds}) inside the file, and meshes, movables and
 * statics in forms of their own. Its later libraries (February 2018) also say whether they are for TRNG
 * ({@code W2TrNgWad}) and how the editor built their sound map ({@code W2SoundMgmt}, of no use to TombLens), and
 * put the size of the game's sound map before the sounds. The sounds are given in the units of the sound files
 * Tomb Editor saves now, converted as the editor converts a classic sound table. Meshes, movables and statics of
 * this layout are skipped with a warning: no library known holds any (the one real file, the TR4 base library, has
 * sprites and sounds).
 */
final class Wad2FirstLayout {
    /** The layout's game codes: 0–4 are TR1–TR5, 5 OpenLara, 6 Edison Engine. */
    private static final int LAST_GAME = 4;
    private static final int TR4 = 3;
    private static final int TRNG = 16;
    private static final List<String> LOOPS = List.of("None", "OneShotWait", "OneShotRewound", "Looped");

    private final ChunkWalker walker;
    private final Wad2SampleTable samples;
    private final List<Wad2SoundInfo> sounds = new ArrayList<>();
    private long gameCode;
    private boolean trng;

    Wad2FirstLayout(ChunkWalker walker) {
        this.walker = walker;
        this.samples = new Wad2SampleTable(walker);
    }

    /** Reads the game code stored before the stream. */
    void readGameCode(ByteCursor tree) {
        var at = tree.position();
        gameCode = tree.leb128("gameVersion");
        walker.readLoose(tree.position() - at);
        if (gameCode < 0 || gameCode > LAST_GAME) {
            walker.warn(tree, at, "game code " + gameCode + " names none of TR1-TR5 (0-4 in this layout)");
        }
    }

    /**
     * The game, as Tomb Editor numbers games now ({@link Wad2#gameVersion()}): 1–5 for TR1–TR5, 16 for a TR4
     * library marked for TRNG ({@code W2TrNgWad}); 0 for a game TombLens does not read.
     */
    long gameVersion() {
        if (gameCode < 0 || gameCode > LAST_GAME) {
            return 0;
        }
        return trng && gameCode == TR4 ? TRNG : gameCode + 1;
    }

    /** Reads a top-level chunk this layout has of its own; false for the chunks it shares with the current one. */
    boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "W2WaveSamples" -> samples.read(data);
            case "W2Sounds" -> {
                if (StreamFit.numberFirst(data)) {   // from February 2018: the size of the game's sound map first
                    data.leb128("soundMapSize");
                }
                walker.stream(data, true, this::sound);
            }
            case "W2TrNgWad" -> trng = bool(data);
            case "W2SoundMgmt" -> data.leb128("soundManagement");   // how the editor then built the sound map
            case "W2Meshes", "W2Moveables", "W2Statics" -> walker.stream(data, true, this::notRead);
            default -> {
                return false;
            }
        }
        return true;
    }

    List<Wad2SoundInfo> sounds() {
        return sounds;
    }

    private boolean notRead(String id, ByteCursor data) {
        walker.warn(data, data.start(), "TombLens does not read a " + id + " of Tomb Editor's first layout; skipped");
        return false;
    }

    /**
     * {@code W2Sound}: id, volume, range, pitch (a signed byte), chance (0–255, 0 meaning always), the N (no
     * panning), P and V (random pitch and volume) flags, the loop mode (None, W, R, L), then its name and its
     * samples, indices into the sample table.
     */
    private boolean sound(String id, ByteCursor data) {
        if (!id.equals("W2Sound")) {
            return false;
        }
        var soundId = (int) data.leb128("id", 0, 0xFFFF);
        var volume = (int) data.leb128("volume", 0, 255);
        var range = (int) data.leb128("range", 0, 255);
        var pitch = (int) data.leb128("pitch", 0, 255);
        var chance = (int) data.leb128("chance", 0, 255);
        var noPanning = data.leb128("flagN") == 1;
        var randomPitch = data.leb128("randomizePitch") == 1;
        var randomVolume = data.leb128("randomizeGain") == 1;
        var loopAt = data.position();
        var loop = data.leb128("loop");
        if (loop < 0 || loop >= LOOPS.size()) {
            walker.warn(data, loopAt, "loop mode " + loop + " is none of 0-3; taken as none");
            loop = 0;
        }
        var name = new String[] {""};
        var picks = new ArrayList<String>();
        walker.stream(data, true, (field, at) -> {
            switch (field) {
                case "W2SoundName" -> name[0] = text(at);
                case "W2SamplePtr" -> {
                    var offset = at.position();
                    var sample = samples.name(at.leb128("sample"), at, offset);
                    if (sample != null) {
                        picks.add(sample);
                    }
                }
                default -> {
                    return false;
                }
            }
            return true;
        });
        var chancePercent = nearest(chance * 100.0 / 255);
        sounds.add(new Wad2SoundInfo(soundId, name[0], nearest(volume * 100.0 / 255), range,
                chancePercent == 0 ? 100 : chancePercent, nearest((byte) pitch * 100.0 / 128), noPanning,
                randomPitch, randomVolume, LOOPS.get((int) loop), picks, false));
        return true;
    }

    /** The nearest whole number, halves to the even one, as the editor rounds. */
    private static int nearest(double value) {
        return (int) Math.rint(value);
    }
}
