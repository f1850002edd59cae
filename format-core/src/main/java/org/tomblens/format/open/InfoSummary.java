package org.tomblens.format.open;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.AnimationData;

/** The frame of every {@code info} summary: its keys in order, null until set, and how reading failed. */
final class InfoSummary {
    private InfoSummary() {}

    /** The keys of {@code base}, then {@code more}: a format's line extends another's, never reorders it. */
    static List<String> extend(List<String> base, String... more) {
        var keys = new ArrayList<>(base);
        keys.addAll(List.of(more));
        return List.copyOf(keys);
    }

    /** {@code keys}, all null but {@code file}. */
    static Map<String, Object> empty(List<String> keys, String fileName) {
        var summary = new LinkedHashMap<String, Object>();
        keys.forEach(key -> summary.put(key, null));
        summary.put("file", fileName);
        return summary;
    }

    /**
     * The summary of a file that is not a level: {@code keys} (null until set), its name and {@code version}, and
     * the counts {@code counts} puts; when reading fails with the typed error, {@code ok} false and the error.
     */
    static Map<String, Object> of(List<String> keys, String fileName, String version,
                                  Consumer<Map<String, Object>> counts) {
        var summary = empty(keys, fileName);
        summary.put("version", version);
        try {
            counts.accept(summary);
            summary.put("ok", true);
        } catch (LevelFormatException e) {
            summary.put("ok", false);
            summary.put("error", e.getMessage());
        }
        return summary;
    }

    /** The counts of the animation tables, which levels and libraries store alike. */
    static void putAnimationCounts(Map<String, Object> summary, AnimationData animation) {
        summary.put("animations", animation.animations().size());
        summary.put("state_changes", animation.stateChanges().size());
        summary.put("anim_dispatches", animation.dispatches().size());
        summary.put("anim_commands", animation.commands().size());
        summary.put("mesh_trees", animation.meshTrees().size());
        summary.put("frames_words", animation.frames().size());
        summary.put("moveables", animation.models().size());
    }
}
