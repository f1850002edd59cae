package org.tomblens.format.cutscene;

import java.util.ArrayList;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * TR4's {@code CUTSEQ.PAK} and TR5's {@code CUTSEQ.BIN} (§13–14, DIGEST H): the in-engine cutscenes of a game. A PAK
 * is a u32 size and zlib data around what a BIN holds plainly: a table of {u32 offset, u32 size} per cutscene, whose
 * first entry is the signature {@code "(C) DEL!"} (so cutscenes count from 1, as the games number them) and which
 * ends where the first cutscene starts, then each
 * cutscene: u16 actors, u16 frames, the origin (3 × i32), the soundtrack (i32, -1 none), the camera's offset and one
 * {u32 offset, u16 slot, u16 nodes} per actor, offsets counted from the cutscene's start.
 *
 * @param compressed whether the file was a PAK
 * @param cutscenes by number from 1, in the table's order
 */
public record CutscenePack(boolean compressed, List<PackedCutscene> cutscenes) {
    public static final String SIGNATURE = "(C) DEL!";
    /** No pack of a game's cutscenes comes near this when unpacked; a size beyond it is not one. */
    static final int MOST_BYTES = 64 << 20;
    private static final String REGION = "unpacked cutscenes";
    /** The most actors a cutscene has (the games keep room for this many). */
    public static final int MOST_ACTORS = 10;
    /** A node count a cutscene's actor stays below: it turns at most this many meshes. */
    public static final int MOST_NODES = 64;

    public CutscenePack {
        cutscenes = List.copyOf(cutscenes);
    }

    /** Reads a PAK or a BIN, told apart by the signature a BIN starts with. */
    public static CutscenePack read(byte[] bytes) {
        var plain = startsWithSignature(bytes);
        var data = plain ? bytes : inflate(bytes);
        return new CutscenePack(!plain, table(data));
    }

    private static boolean startsWithSignature(byte[] bytes) {
        var in = new ByteCursor(bytes, "file");
        return in.lookingAt(SIGNATURE);
    }

    private static byte[] inflate(byte[] bytes) {
        var in = new ByteCursor(bytes, "file");
        var size = in.u32("pak.uncompressedSize");
        if (size < 8 || size > MOST_BYTES) {
            throw in.errorAt(0, "pak.uncompressedSize", size + " bytes unpacked is no cutscene pack (at most "
                    + MOST_BYTES + ")");
        }
        var inflater = new Inflater();
        try {
            inflater.setInput(bytes, 4, bytes.length - 4);
            var out = new byte[(int) size];
            var done = 0;
            while (done < out.length && !inflater.finished()) {
                var got = inflater.inflate(out, done, out.length - done);
                if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw in.errorAt(4 + inflater.getTotalIn(), "pak.data", "the zlib data ends after "
                            + done + " of " + size + " bytes");
                }
                done += got;
            }
            if (done < out.length) {
                throw in.errorAt(4 + inflater.getTotalIn(), "pak.data", "the zlib data ends after " + done + " of "
                        + size + " bytes");
            }
            return out;
        } catch (DataFormatException e) {
            throw in.errorAt(4 + inflater.getTotalIn(), "pak.data", "not zlib data: " + e.getMessage());
        } finally {
            inflater.end();
        }
    }

    /** The table and the cutscenes' headers; their tracks are decoded when asked for. */
    private static List<PackedCutscene> table(byte[] data) {
        var in = new ByteCursor(data, REGION);
        // Entry 0 holds the signature in the games' files; the games never read it, and neither does this.
        in.skip("table[0]", 8);
        // The table ends where the first cutscene begins.
        var end = data.length;
        var entries = new ArrayList<long[]>();
        while (in.position() + 8 <= end) {
            var offset = in.u32("table[" + (entries.size() + 1) + "].offset");
            var size = in.u32("table[" + (entries.size() + 1) + "].size");
            entries.add(new long[]{offset, size});
            if (offset >= in.position() && offset < end) {
                end = (int) offset;
            }
        }
        var cutscenes = new ArrayList<PackedCutscene>();
        for (int i = 0; i < entries.size(); i++) {
            var number = i + 1;
            var offset = entries.get(i)[0];
            var size = entries.get(i)[1];
            var field = "cutscenes[" + number + "]";
            if (offset + size > data.length || offset < 8L * (entries.size() + 1) || size < 24) {
                throw in.errorAt(8L * number, "table[" + number + "]", "cutscene " + number + " at 0x"
                        + Long.toHexString(offset) + " of " + size + " bytes lies outside the " + data.length
                        + " unpacked bytes");
            }
            cutscenes.add(header(new ByteCursor(data, (int) offset, (int) (offset + size), REGION), data, number,
                    field));
        }
        return cutscenes;
    }

    private static PackedCutscene header(ByteCursor in, byte[] data, int number, String field) {
        var actorCount = in.u16(field + ".numActors");
        var frames = in.u16(field + ".numFrames");
        var x = in.s32(field + ".orgX");
        var y = in.s32(field + ".orgY");
        var z = in.s32(field + ".orgZ");
        var track = in.s32(field + ".audioTrack");
        var camera = in.s32(field + ".cameraOffset");
        if (actorCount > MOST_ACTORS) {
            throw in.errorAt(in.start(), field + ".numActors", actorCount + " actors; a cutscene has at most "
                    + MOST_ACTORS);
        }
        var actors = new ArrayList<PackedCutscene.Actor>(actorCount);
        for (int a = 0; a < actorCount; a++) {
            var actor = field + ".actors[" + a + "]";
            var offset = in.s32(actor + ".offset");
            var slot = in.s16(actor + ".objSlot");
            var nodes = in.s16(actor + ".nodes");
            if (nodes < 0 || nodes >= MOST_NODES) {
                throw in.error(actor + ".nodes", nodes + " nodes; a model has at most " + (MOST_NODES - 1));
            }
            actors.add(new PackedCutscene.Actor(slot, nodes, offset));
        }
        return new PackedCutscene(number, frames, x, y, z, track, camera, actors, data, in.start(), in.end());
    }
}
