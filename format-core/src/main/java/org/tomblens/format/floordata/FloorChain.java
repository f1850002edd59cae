package org.tomblens.format.floordata;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A sector's FloorData chain, decoded as far as it goes.
 *
 * @param start the sector's FloorData index (0: the sector has none)
 * @param end one past the last word the chain reads ({@code start} when it reads none)
 * @param functions the entries in stored order
 * @param problems what stopped or troubled the decoding; empty for a well-formed chain
 */
public record FloorChain(int start, int end, List<FloorFunction> functions, List<FloorDataProblem> problems) {
    public static final FloorChain NONE = new FloorChain(0, 0, List.of(), List.of());

    public FloorChain {
        functions = List.copyOf(functions);
        problems = List.copyOf(problems);
    }

    public boolean ok() {
        return problems.isEmpty();
    }

    /** The problems in one line, null when there are none. */
    public String problemText() {
        return problems.isEmpty() ? null
                : problems.stream().map(FloorDataProblem::toString).collect(Collectors.joining("; "));
    }
}
