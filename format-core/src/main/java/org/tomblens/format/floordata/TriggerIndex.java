package org.tomblens.format.floordata;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The triggers of a level seen from what they act on: for an entity, camera, sink, flyby sequence (or flip
 * map, track …) every trigger action that names it, with the sector holding the trigger. Built once from the
 * decoded chains; a chain shared by several sectors is listed once per sector, as each sector triggers.
 */
public final class TriggerIndex {
    private final Map<TargetKind, Map<Integer, List<TriggerReference>>> byTarget;
    private final Map<Integer, List<PlacedTrigger>> byReference;

    private TriggerIndex(Map<TargetKind, Map<Integer, List<TriggerReference>>> byTarget,
                         Map<Integer, List<PlacedTrigger>> byReference) {
        this.byTarget = byTarget;
        this.byReference = byReference;
    }

    public static TriggerIndex of(LevelFloorData floorData) {
        var targets = new EnumMap<TargetKind, Map<Integer, List<TriggerReference>>>(TargetKind.class);
        var references = new HashMap<Integer, List<PlacedTrigger>>();
        for (var sector : floorData.sectors()) {
            for (var function : floorData.chain(sector).functions()) {
                if (!(function instanceof FloorFunction.Trigger trigger)) {
                    continue;
                }
                if (trigger.hasReference()) {
                    references.computeIfAbsent(trigger.reference(), k -> new ArrayList<>())
                            .add(new PlacedTrigger(sector, trigger));
                }
                for (var action : trigger.actions()) {
                    if (action.target() != TargetKind.NONE) {
                        targets.computeIfAbsent(action.target(), k -> new HashMap<>())
                                .computeIfAbsent(action.parameter(), k -> new ArrayList<>())
                                .add(new TriggerReference(sector, trigger, action));
                    }
                }
            }
        }
        var frozen = new EnumMap<TargetKind, Map<Integer, List<TriggerReference>>>(TargetKind.class);
        targets.forEach((kind, lists) -> frozen.put(kind, freeze(lists)));
        return new TriggerIndex(frozen, freeze(references));
    }

    /** Every trigger action whose parameter is {@code index} of {@code kind}, in room then sector order. */
    public List<TriggerReference> actingOn(TargetKind kind, int index) {
        return byTarget.getOrDefault(kind, Map.of()).getOrDefault(index, List.of());
    }

    /** Every index of {@code kind} that some trigger action names. */
    public Set<Integer> targets(TargetKind kind) {
        return byTarget.getOrDefault(kind, Map.of()).keySet();
    }

    /** The switch, key and pickup triggers that entity {@code entity} drives (§4.5.3–4.5.5). */
    public List<PlacedTrigger> drivenBy(int entity) {
        return byReference.getOrDefault(entity, List.of());
    }

    private static <T> Map<Integer, List<T>> freeze(Map<Integer, List<T>> lists) {
        var copy = new HashMap<Integer, List<T>>();
        lists.forEach((key, list) -> copy.put(key, List.copyOf(list)));
        return Map.copyOf(copy);
    }
}
