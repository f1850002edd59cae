package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.model.Words;
import org.tomblens.format.wad2.Wad2Level;
import org.tomblens.format.wad2.Wad2Mesh;

/**
 * A TombEngine level's meshes and animation tables as a classic level's. Meshes go through a library mesh (TR's Y
 * down turned up, as {@link Wad2Level} turns it back), a vertex's normal the first one a polygon gives it. The
 * tables are TR4's with ints for words: they are kept, but for keyframes ({@link TenKeyFrames}) and commands,
 * re-encoded one animation at a time in TR's words (a sound or flip effect with two parameters, as TR4 has them;
 * TombEngine's "no interpolation" command, which TR lacks, is left out).
 */
final class TenModels {
    private static final int SET_POSITION = 1;
    private static final int JUMP_DISTANCE = 2;
    private static final int PLAY_SOUND = 5;
    private static final int FLIP_EFFECT = 6;
    private static final int NO_INTERPOLATION = 7;

    private TenModels() {}

    /** The mesh list requests its textures: statics' meshes from the static atlases, the others from the movables'. */
    static List<List<TenTextures.Placement>> request(TenGeometryReader.Objects geometry, TenTextures textures) {
        var staticMeshes = new HashSet<Integer>();
        geometry.statics().forEach(s -> staticMeshes.add(s.mesh()));
        var out = new ArrayList<List<TenTextures.Placement>>();
        for (int m = 0; m < geometry.meshes().size(); m++) {
            var list = staticMeshes.contains(m) ? TenMediaReader.STATICS : TenMediaReader.MOVEABLES;
            var placements = new ArrayList<TenTextures.Placement>();
            for (var bucket : geometry.meshes().get(m).surface().buckets()) {
                for (var polygon : bucket.polygons()) {
                    placements.add(textures.request(list, bucket, polygon));
                }
            }
            out.add(placements);
        }
        return out;
    }

    static Meshes meshes(TenGeometryReader.Objects geometry, List<List<TenTextures.Placement>> placements,
                         TenTextures textures) {
        var meshes = new ArrayList<Mesh>(geometry.meshes().size());
        var pointers = new int[geometry.meshes().size()];
        for (int m = 0; m < geometry.meshes().size(); m++) {
            meshes.add(Wad2Level.mesh(library(geometry.meshes().get(m), placements.get(m)), textures.atlas()));
            pointers[m] = 4 * m;
        }
        return new Meshes(2L * meshes.size(), Ints.own(pointers), meshes);
    }

    private static Wad2Mesh library(TenGeometryReader.Mesh mesh, List<TenTextures.Placement> placements) {
        var count = mesh.positions().length / 3;
        var positions = new ArrayList<Vector3>(count);
        var colours = new ArrayList<Vector3>(count);
        var normals = new Vector3[count];
        for (int v = 0; v < count; v++) {
            var p = mesh.positions();
            positions.add(new Vector3(p[3 * v], -p[3 * v + 1], p[3 * v + 2]));
            colours.add(new Vector3(mesh.colours()[3 * v], mesh.colours()[3 * v + 1], mesh.colours()[3 * v + 2]));
        }
        var polygons = new ArrayList<Wad2Mesh.Polygon>();
        var next = 0;
        for (var bucket : mesh.surface().buckets()) {
            for (var polygon : bucket.polygons()) {
                var indices = polygon.indices();
                for (int c = 0; c < indices.length; c++) {
                    if (indices[c] >= 0 && indices[c] < count && normals[indices[c]] == null) {
                        var n = polygon.normals();
                        normals[indices[c]] = new Vector3(n[3 * c], -n[3 * c + 1], n[3 * c + 2]);
                    }
                }
                polygons.add(TenTextures.polygon(placements.get(next++), bucket, polygon, 0));
            }
        }
        var normalList = new ArrayList<Vector3>(count);
        for (var normal : normals) {
            normalList.add(normal == null ? new Vector3(0, 1, 0) : normal);
        }
        var s = mesh.sphere();
        var zero = new Vector3(0, 0, 0);
        return new Wad2Mesh("", new Vector3(s[0], -s[1], s[2]), s[3], zero, zero, positions, normalList, colours,
                mesh.lightingType(), mesh.hidden(), polygons);
    }

    static AnimationData animation(TenGeometryReader.Objects geometry, List<DataWarning> warnings) {
        var keyFrames = geometry.keyFrames();
        var commands = new ArrayList<Short>();
        var animations = new ArrayList<Animation>();
        for (int a = 0; a < geometry.animations().size(); a++) {
            var source = geometry.animations().get(a);
            var first = commands.size();
            var kept = commands(geometry, source, commands, "animations[" + a + "]", warnings);
            var frames = Math.max(1, source.frameEnd() - source.frameStart());
            animations.add(new Animation(keyFrames.byteOffset(source.keyFrame()), source.frameRate(),
                    keyFrames.size(source.keyFrame()), source.state(), fixed(source.velocityStart()[2]),
                    fixed((source.velocityEnd()[2] - source.velocityStart()[2]) / frames),
                    fixed(source.velocityStart()[0]),
                    fixed((source.velocityEnd()[0] - source.velocityStart()[0]) / frames), source.frameStart(),
                    source.frameEnd(), source.nextAnimation(), source.nextFrame(), source.numStateChanges(),
                    source.stateChangeIndex(), kept, first));
        }
        var models = new ArrayList<Model>();
        for (var moveable : geometry.moveables()) {
            var animation = moveable.animation();
            var hasAnimation = animation >= 0 && animation < animations.size();
            models.add(new Model(moveable.id(), moveable.numMeshes(), moveable.startingMesh(), moveable.meshTree(),
                    hasAnimation ? animations.get(animation).frameOffset() : 0,
                    hasAnimation ? animation : Model.NO_ANIMATION));
        }
        var dispatches = new ArrayList<AnimDispatch>();
        var d = geometry.dispatches();
        for (int i = 0; i + 3 < d.length; i += 4) {
            dispatches.add(new AnimDispatch(d[i], d[i + 1], d[i + 2], d[i + 3]));
        }
        var stateChanges = stateChanges(geometry.stateChanges(), dispatches.size());
        var words = new short[commands.size()];
        for (int i = 0; i < words.length; i++) {
            words[i] = commands.get(i);
        }
        return new AnimationData(models, animations, stateChanges, dispatches, Words.own(words),
                Ints.own(geometry.meshTrees()), keyFrames.words());
    }

    /**
     * The state changes as stored (state, dispatch count, first dispatch), each holding the dispatches written for
     * it. Tomb Editor writes the state changes in order, each starting at the dispatches written so far, but drops a
     * dispatch that leads to an animation its object lacks (and says so when compiling) while still counting it:
     * the dispatches written for a state change are those up to where the next one starts, or the table ends.
     */
    private static List<StateChange> stateChanges(int[] s, int dispatchCount) {
        var stateChanges = new ArrayList<StateChange>();
        for (int i = 0; i + 2 < s.length; i += 3) {
            var first = s[i + 2];
            var next = i + 5 < s.length ? s[i + 5] : dispatchCount;
            var count = next >= first ? Math.min(s[i + 1], next - first) : s[i + 1];
            stateChanges.add(new StateChange(s[i], count, first));
        }
        return stateChanges;
    }

    /** Appends one animation's commands in TR's words; returns how many it kept. */
    private static int commands(TenGeometryReader.Objects objects, TenGeometryReader.Animation animation,
                                List<Short> out, String path, List<DataWarning> warnings) {
        var table = objects.commands();
        var at = animation.commandIndex();
        var kept = 0;
        for (int c = 0; c < animation.numCommands(); c++) {
            if (at < 0 || at >= table.length) {
                warnings.add(new DataWarning(path + ".animCommand", "command " + c + " lies past the command table"));
                return kept;
            }
            var type = table[at++];
            var parameters = switch (type) {
                case SET_POSITION -> 3;
                case PLAY_SOUND -> objects.soundParameters();
                case JUMP_DISTANCE, FLIP_EFFECT -> 2;
                case NO_INTERPOLATION -> 1;
                case 3, 4 -> 0;
                default -> -1;
            };
            if (parameters < 0 || at + parameters > table.length) {
                warnings.add(new DataWarning(path + ".animCommand", "command " + c + " has type " + type
                        + ", which TombLens does not know; the rest are left out"));
                return kept;
            }
            if (type != NO_INTERPOLATION) {
                out.add((short) type);
                var written = Math.min(parameters, type == PLAY_SOUND ? 2 : parameters);
                for (int p = 0; p < written; p++) {
                    out.add((short) table[at + p]);
                }
                kept++;
            }
            at += parameters;
        }
        return kept;
    }

    /** World units per frame as TR's 16.16 fixed point. */
    private static int fixed(float value) {
        return Float.isFinite(value) ? (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value * 65536))
                : 0;
    }
}
