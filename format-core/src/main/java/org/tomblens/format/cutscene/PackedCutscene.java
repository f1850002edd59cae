package org.tomblens.format.cutscene;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * One TR4/TR5 cutscene of a {@link CutscenePack}: its header as stored, its tracks decoded on request. As the games
 * play it (the TR4 decompilation's cutscene code): the camera's two nodes are its target and eye, each at the origin
 * plus twice the node's value, with no roll and the cutscene field of view; an actor's first node places its root at
 * the origin plus three times the node's value, its other nodes turn its meshes (10 bits each of X, Y and Z, applied
 * Y, X, Z as keyframe rotations are).
 *
 * @param track the soundtrack it plays, -1 for none
 */
public record PackedCutscene(int number, int frames, int x, int y, int z, int track, int cameraOffset,
                             List<Actor> actors, byte[] data, int start, int end) {
    /** The field of view the games set while a cutscene plays (11488 in 65536ths of a turn, about 63.1°). */
    public static final double FOV_DEGREES = 11488 * 360.0 / 65536;

    public PackedCutscene {
        actors = List.copyOf(actors);
    }

    /**
     * An actor: the model it is drawn with, its node count (its model's meshes; a root node comes before them) and
     * where its nodes start, from the cutscene's start.
     */
    public record Actor(int slot, int nodes, int offset) {}

    /** A decoded cutscene: the camera at each frame, and each actor's nodes. */
    public record Decoded(List<CutsceneFrame> frames, List<NodeFrames> actors) {
        public Decoded {
            frames = List.copyOf(frames);
            actors = List.copyOf(actors);
        }
    }

    /** Decodes the tracks; a track that runs past the cutscene gives the offset and the node's field path. */
    public Decoded decode() {
        var field = "cutscenes[" + number + "]";
        var camera = NodeFrames.decode(at(cameraOffset, field + ".camera"), data, 2, frames, false,
                field + ".camera");
        var shots = new ArrayList<CutsceneFrame>(frames);
        for (int f = 0; f < frames; f++) {
            shots.add(new CutsceneFrame(f, point(camera, f, 1, 2), point(camera, f, 0, 2), FOV_DEGREES, 0));
        }
        var decoded = new ArrayList<NodeFrames>(actors.size());
        for (int a = 0; a < actors.size(); a++) {
            var actor = actors.get(a);
            var name = field + ".actors[" + a + "]";
            decoded.add(NodeFrames.decode(at(actor.offset(), name), data, actor.nodes() + 1, frames, true, name));
        }
        return new Decoded(shots, decoded);
    }

    /** Actor {@code actor}'s root at {@code frame} in world units: the origin plus three times its first node. */
    public FlybyPath.Point root(Decoded decoded, int actor, int frame) {
        return point(decoded.actors().get(actor), frame, 0, 3);
    }

    private FlybyPath.Point point(NodeFrames nodes, int frame, int node, int scale) {
        return new FlybyPath.Point(x + scale * nodes.value(frame, node, 0), y + scale * nodes.value(frame, node, 1),
                z + scale * nodes.value(frame, node, 2));
    }

    private ByteCursor at(int offset, String field) {
        if (offset < 0 || offset >= end - start) {
            throw new LevelFormatException("unpacked cutscenes", start, field + ".offset", "offset " + offset
                    + " lies outside the cutscene's " + (end - start) + " bytes");
        }
        var cursor = new ByteCursor(data, start, end, "unpacked cutscenes");
        cursor.seek(field, start + offset);
        return cursor;
    }
}
