package org.tomblens.format.flyby;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import org.tomblens.format.model.FlybyCamera;

/**
 * One flyby sequence: its cameras in the order the camera visits them, by their index (§9.6; cameras of equal index
 * keep the file's order).
 *
 * @param number the sequence number the cameras store
 */
public record FlybySequence(int number, List<FlybyCamera> cameras) {
    public FlybySequence {
        cameras = List.copyOf(cameras);
        if (cameras.isEmpty()) {
            throw new IllegalArgumentException("sequence " + number + " has no camera");
        }
    }

    /** The level's sequences by number. */
    public static List<FlybySequence> of(List<FlybyCamera> cameras) {
        var bySequence = new TreeMap<Integer, List<FlybyCamera>>();
        for (var camera : cameras) {
            bySequence.computeIfAbsent(camera.sequence(), number -> new ArrayList<>()).add(camera);
        }
        var sequences = new ArrayList<FlybySequence>();
        bySequence.forEach((number, members) -> {
            members.sort(Comparator.comparingInt(FlybyCamera::index));
            sequences.add(new FlybySequence(number, members));
        });
        return sequences;
    }

    public FlybyCamera first() {
        return cameras.get(0);
    }

    public int size() {
        return cameras.size();
    }

    /** Every flag any of its cameras sets. */
    public int flagsUsed() {
        return cameras.stream().mapToInt(FlybyCamera::flags).reduce(0, (a, b) -> a | b);
    }

    /** Whether the first camera says the sequence loops. */
    public boolean loops() {
        return FlybyFlag.LOOP.in(first().flags());
    }

    /** Whether the first camera makes the sequence rails for a camera that follows Lara. */
    public boolean isRails() {
        return FlybyFlag.RAILS.in(first().flags());
    }
}
