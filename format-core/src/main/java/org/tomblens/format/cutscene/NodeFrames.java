package org.tomblens.format.cutscene;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * A TR4/TR5 cutscene's nodes (an actor's or the camera's) decoded: each node's X, Y and Z value at every frame. Each
 * node starts at its key and changes by its tracks' next value every frame after the first; an actor's rotation
 * nodes (all but the first) keep 10 bits (1024 to the turn), as the games mask them. Values are 16-bit, as the
 * games hold them.
 */
public final class NodeFrames {
    /** Beyond this many node-frames a pack claims more than any real cutscene holds (3000 frames of 64 nodes). */
    static final int MOST_NODE_FRAMES = 1 << 18;
    static final int ROTATION_MASK = 1023;
    private static final int HEADER_BYTES = 14;

    private final int nodes;
    private final int frames;
    private final short[] values;

    private NodeFrames(int nodes, int frames, short[] values) {
        this.nodes = nodes;
        this.frames = frames;
        this.values = values;
    }

    public int nodes() {
        return nodes;
    }

    public int frames() {
        return frames;
    }

    /** Node {@code node}'s value on {@code axis} (0 X, 1 Y, 2 Z) at {@code frame}. */
    public int value(int frame, int node, int axis) {
        return values[(frame * nodes + node) * 3 + axis];
    }

    /**
     * Decodes {@code nodes} nodes whose headers start at {@code in}'s position (7 × i16 each: the X, Y and Z keys,
     * the bits per value packed X 10–13, Y 5–8, Z 0–3, and the three tracks' lengths in words), their tracks after
     * the headers, within {@code in}'s end.
     *
     * @param data the bytes {@code in} reads
     * @param rotations whether nodes after the first are rotations, kept to 10 bits
     */
    static NodeFrames decode(ByteCursor in, byte[] data, int nodes, int frames, boolean rotations, String field) {
        if ((long) nodes * frames > MOST_NODE_FRAMES) {
            throw in.error(field, nodes + " nodes of " + frames + " frames is more than any cutscene holds");
        }
        var base = in.position();
        in.require(field + ".headers", (long) HEADER_BYTES * nodes);
        var tracks = new PackedTrack[nodes * 3];
        var keys = new short[nodes * 3];
        long offset = (long) HEADER_BYTES * nodes;
        for (int n = 0; n < nodes; n++) {
            var node = field + ".nodes[" + n + "]";
            keys[n * 3] = (short) in.s16(node + ".xkey");
            keys[n * 3 + 1] = (short) in.s16(node + ".ykey");
            keys[n * 3 + 2] = (short) in.s16(node + ".zkey");
            var packing = in.u16(node + ".packmethod");
            int[] bits = {packing >> 10 & 15, packing >> 5 & 15, packing & 15};
            for (int axis = 0; axis < 3; axis++) {
                var words = in.u16(node + "." + "xyz".charAt(axis) + "length");
                var bytes = PackedTrack.bytes(words, bits[axis]);
                var trackField = node + "." + "xyz".charAt(axis);
                if (base + offset + bytes > in.end()) {
                    throw new LevelFormatException(in.region(), base + offset, trackField, "the track's " + bytes
                            + " bytes run past the cutscene's end at 0x" + Integer.toHexString(in.end()));
                }
                tracks[n * 3 + axis] = new PackedTrack(in.region(), data, (int) (base + offset), bytes,
                        bits[axis], trackField);
                offset += bytes;
            }
        }
        var values = new short[nodes * frames * 3];
        for (int f = 0; f < frames; f++) {
            for (int n = 0; n < nodes; n++) {
                for (int axis = 0; axis < 3; axis++) {
                    var i = n * 3 + axis;
                    int value = f == 0 ? keys[i] : (short) (values[((f - 1) * nodes + n) * 3 + axis]
                            + tracks[i].next());
                    if (rotations && n > 0) {
                        value &= ROTATION_MASK;
                    }
                    values[(f * nodes + n) * 3 + axis] = (short) value;
                }
            }
        }
        return new NodeFrames(nodes, frames, values);
    }
}
