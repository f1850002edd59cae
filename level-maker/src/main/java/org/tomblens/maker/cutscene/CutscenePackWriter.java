package org.tomblens.maker.cutscene;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.Deflater;
import org.tomblens.maker.write.ByteSink;

/**
 * Writes a TR4 {@code CUTSEQ.PAK} (a u32 size and zlib data) or a TR5 {@code CUTSEQ.BIN} (the same data plain) in
 * the layout {@code org.tomblens.format.cutscene.CutscenePack} reads: the signature, a table of {offset, size},
 * then each cutscene's header, its camera's two nodes and its actors' nodes, each node a header and three tracks.
 */
public final class CutscenePackWriter {
    private static final int HEADER_BYTES = 24;
    private static final int ACTOR_BYTES = 8;

    private CutscenePackWriter() {}

    /**
     * A node's values frame by frame: X, Y and Z, each one per frame.
     */
    public record Node(int[] x, int[] y, int[] z) {}

    /** An actor: the model slot it is drawn with, and its nodes (the root first, then one per mesh). */
    public record Actor(int slot, List<Node> nodes) {}

    /**
     * A cutscene: its origin, soundtrack (-1 none), camera target and eye nodes, and actors; every node has one
     * value per frame.
     */
    public record Cutscene(int frames, int x, int y, int z, int track, Node target, Node eye, List<Actor> actors) {}

    /** The data a BIN holds. */
    public static byte[] bin(List<Cutscene> cutscenes) {
        var bodies = cutscenes.stream().map(CutscenePackWriter::cutscene).toList();
        var sink = new ByteSink(1 << 16);
        sink.bytes("signature", "(C) DEL!".getBytes(StandardCharsets.US_ASCII));
        var offset = 8 * (cutscenes.size() + 1);
        for (int i = 0; i < bodies.size(); i++) {
            sink.u32("table[" + (i + 1) + "].offset", offset);
            sink.u32("table[" + (i + 1) + "].size", bodies.get(i).length);
            offset += bodies.get(i).length;
        }
        for (int i = 0; i < bodies.size(); i++) {
            sink.bytes("cutscenes[" + (i + 1) + "]", bodies.get(i));
        }
        return sink.toByteArray();
    }

    /** A PAK: the BIN's data, its size first, deflated. */
    public static byte[] pak(List<Cutscene> cutscenes) {
        var data = bin(cutscenes);
        var deflater = new Deflater();
        deflater.setInput(data);
        deflater.finish();
        var out = new ByteArrayOutputStream();
        var size = data.length;
        out.write(size);
        out.write(size >> 8);
        out.write(size >> 16);
        out.write(size >> 24);
        var buffer = new byte[8192];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }

    private static byte[] cutscene(Cutscene cut) {
        var camera = nodes(List.of(cut.target(), cut.eye()), cut.frames(), false);
        var actors = cut.actors().stream().map(actor -> nodes(actor.nodes(), cut.frames(), true)).toList();
        var sink = new ByteSink(1 << 12);
        sink.u16("numActors", cut.actors().size());
        sink.u16("numFrames", cut.frames());
        sink.s32("orgX", cut.x());
        sink.s32("orgY", cut.y());
        sink.s32("orgZ", cut.z());
        sink.s32("audioTrack", cut.track());
        var offset = HEADER_BYTES + ACTOR_BYTES * cut.actors().size();
        sink.s32("cameraOffset", offset);
        offset += camera.length;
        for (int a = 0; a < actors.size(); a++) {
            sink.s32("actors[" + a + "].offset", offset);
            sink.s16("actors[" + a + "].objSlot", cut.actors().get(a).slot());
            sink.s16("actors[" + a + "].nodes", cut.actors().get(a).nodes().size() - 1);
            offset += actors.get(a).length;
        }
        sink.bytes("camera", camera);
        for (int a = 0; a < actors.size(); a++) {
            sink.bytes("actors[" + a + "]", actors.get(a));
        }
        return sink.toByteArray();
    }

    /**
     * Nodes' headers then their tracks. Rotation nodes (all but an actor's first) are kept to 10 bits by the games,
     * so their changes are written as the shortest turn, -512 to 511.
     */
    private static byte[] nodes(List<Node> nodes, int frames, boolean rotations) {
        var headers = new ByteSink(14 * nodes.size());
        var tracks = new ByteSink(1 << 12);
        for (int n = 0; n < nodes.size(); n++) {
            var node = nodes.get(n);
            int[][] axes = {node.x(), node.y(), node.z()};
            var bits = new int[3];
            var words = new java.util.ArrayList<List<Integer>>();
            for (int axis = 0; axis < 3; axis++) {
                var values = axes[axis];
                if (values.length != frames) {
                    throw new IllegalArgumentException("node " + n + " has " + values.length + " values for " + frames
                            + " frames");
                }
                var changes = new int[Math.max(0, frames - 1)];
                for (int f = 1; f < frames; f++) {
                    var change = values[f] - values[f - 1];
                    changes[f - 1] = rotations && n > 0 ? Math.floorMod(change + 512, 1024) - 512 : change;
                }
                words.add(TrackEncoder.words(changes));
                bits[axis] = TrackEncoder.bits(words.get(axis));
            }
            headers.s16("nodes[" + n + "].xkey", axes[0][0]);
            headers.s16("nodes[" + n + "].ykey", axes[1][0]);
            headers.s16("nodes[" + n + "].zkey", axes[2][0]);
            headers.u16("nodes[" + n + "].packmethod", bits[0] << 10 | bits[1] << 5 | bits[2]);
            for (int axis = 0; axis < 3; axis++) {
                headers.u16("nodes[" + n + "].length", words.get(axis).size());
            }
            for (int axis = 0; axis < 3; axis++) {
                tracks.bytes("nodes[" + n + "].track", TrackEncoder.pack(words.get(axis), bits[axis]));
            }
        }
        var out = new ByteSink(headers.position() + tracks.position());
        out.bytes("headers", headers.toByteArray());
        out.bytes("tracks", tracks.toByteArray());
        return out.toByteArray();
    }
}
