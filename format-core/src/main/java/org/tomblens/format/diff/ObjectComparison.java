package org.tomblens.format.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.diff.IndexMatcher.Item;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Words;

/**
 * Models and static meshes by content: a model's meshes, mesh tree, animations (keyframes and commands) and state
 * changes are digests of what they hold, with indices into the level's shared tables made relative to the model,
 * so a model stored at other offsets with the same content is the same model.
 */
final class ObjectComparison {
    private ObjectComparison() {}

    static List<Change> compare(DiffCategory category, LevelPair pair) {
        var a = category == DiffCategory.MODELS ? models(pair.levelA()) : statics(pair.levelA());
        var b = category == DiffCategory.MODELS ? models(pair.levelB()) : statics(pair.levelB());
        return IndexMatcher.match(category, a, b).changes();
    }

    private static List<Item> statics(Level level) {
        var items = new ArrayList<Item>();
        for (var mesh : level.staticMeshes()) {
            var values = RecordFields.of(mesh, "mesh");
            values.put("mesh", Digest.of(meshContent(level, mesh.mesh())));
            items.add(new Item(values, null));
        }
        return items;
    }

    private static List<Item> models(Level level) {
        var data = level.animation();
        var ends = data.animationEnds();
        var items = new ArrayList<Item>();
        for (int m = 0; m < data.models().size(); m++) {
            var model = data.models().get(m);
            var meshes = new ArrayList<Object>();
            for (int i = 0; i < model.numMeshes(); i++) {
                meshes.add(meshContent(level, model.startingMesh() + i));
            }
            var first = data.firstAnimation(m);
            var values = new LinkedHashMap<String, Object>();
            values.put("id", model.id());
            values.put("meshes", model.numMeshes());
            values.put("mesh_content", Digest.of(meshes));
            values.put("mesh_tree", Digest.of(slice(data, model.meshTree(), Math.max(0, model.numMeshes() - 1) * 4L)));
            values.put("animations", ends[m] - first);
            values.put("animation_content", Digest.of(animations(data, first, ends[m])));
            values.put("state_changes", Digest.of(stateChanges(data, first, ends[m])));
            items.add(new Item(values, null));
        }
        return items;
    }

    private static Object meshContent(Level level, int pointer) {
        return pointer >= 0 && pointer < level.meshes().size() ? level.meshes().get(pointer) : "none";
    }

    private static List<Integer> slice(AnimationData data, long start, long count) {
        var tree = data.meshTrees();
        var values = new ArrayList<Integer>();
        for (long i = start; i < Math.min(tree.size(), start + count); i++) {
            values.add(tree.get((int) i));
        }
        return values;
    }

    /** §6.2.2: each animation's values, its keyframe and command words, and where it chains to, within the model. */
    private static List<Object> animations(AnimationData data, int first, int end) {
        var all = data.animations();
        var content = new ArrayList<Object>();
        for (int i = first; i < end; i++) {
            var animation = all.get(i);
            var next = i + 1 < all.size() ? all.get(i + 1) : null;
            var frameEnd = next != null ? next.frameOffset() / 2 : data.frames().size();
            var commandEnd = next != null ? next.animCommandIndex() : data.commands().size();
            content.add(List.of(animation.frameRate(), animation.frameSize(), animation.state(), animation.speed(),
                    animation.accel(), animation.lateralSpeed(), animation.lateralAccel(),
                    animation.frameEnd() - animation.frameStart(), animation.nextAnimation() - first,
                    animation.nextFrame(), words(data.frames(), animation.frameOffset() / 2, frameEnd),
                    words(data.commands(), animation.animCommandIndex(), commandEnd)));
        }
        return content;
    }

    /** §6.2.3–6.2.4: each animation's state changes and their dispatches, targets relative to the model. */
    private static List<Object> stateChanges(AnimationData data, int first, int end) {
        var content = new ArrayList<Object>();
        for (int i = first; i < end; i++) {
            var animation = data.animations().get(i);
            for (int s = 0; s < animation.numStateChanges(); s++) {
                var index = animation.stateChangeIndex() + s;
                if (index >= data.stateChanges().size()) {
                    break;
                }
                var change = data.stateChanges().get(index);
                var dispatches = new ArrayList<Object>();
                for (int d = 0; d < change.numDispatches(); d++) {
                    var at = change.dispatchIndex() + d;
                    if (at < data.dispatches().size()) {
                        var dispatch = data.dispatches().get(at);
                        dispatches.add(List.of(dispatch.low(), dispatch.high(), dispatch.nextAnimation() - first,
                                dispatch.nextFrame()));
                    }
                }
                content.add(Map.of("animation", i - first, "state", change.state(), "dispatches", dispatches));
            }
        }
        return content;
    }

    /** Words {@code start} to {@code end} of {@code words}, clamped to the table, as a digest of their values. */
    private static String words(Words words, long start, long end) {
        var from = (int) Math.max(0, Math.min(start, words.size()));
        var to = (int) Math.max(from, Math.min(end, words.size()));
        var slice = new short[to - from];
        words.view().position(from).get(slice);
        return Digest.of(java.util.Arrays.hashCode(slice));
    }
}
