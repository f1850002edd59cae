package org.tomblens.app.ui.states;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.tomblens.format.anim.StateGraph;

/**
 * A state graph laid out in layers for drawing: the state of the model's first animation in the first layer,
 * then each layer the states one more change away, states no change reaches in a last layer. Within a layer
 * states follow the average row of those that lead to them, so that edges cross less; a layer too tall for the
 * graph's size wraps into several columns. Coordinates are
 * in graph units (a node is {@link #NODE_WIDTH} by {@link #NODE_HEIGHT}); the panel zooms and pans them.
 *
 * <p>Edges join states, not animations: all state changes from one state to another make one edge, and an
 * animation's next animation, where it plays in another state, makes a dashed one.
 */
record StateGraphLayout(List<Node> nodes, List<Edge> edges, float width, float height) {
    static final float NODE_WIDTH = 200;
    static final float NODE_HEIGHT = 58;
    /** How many of a state's animations its box names before it says how many more. */
    private static final int NAMED_ANIMATIONS = 5;
    static final float COLUMN_GAP = 110;
    static final float ROW_GAP = 16;

    /** A state's box: its place (top left) and what it says. */
    record Node(int state, String label, int layer, float x, float y) {
        boolean contains(float px, float py) {
            return px >= x && px <= x + NODE_WIDTH && py >= y && py <= y + NODE_HEIGHT;
        }
    }

    /**
     * From node {@code from} to node {@code to} (indices in {@link #nodes()}): the state changes that make it, or
     * for a dashed edge the animations whose next animation plays in the other state.
     */
    record Edge(int from, int to, boolean next, List<StateGraph.Transition> transitions, List<StateGraph.Next> follows) {}

    /** Lays out {@code graph}, naming states with {@code names} (null for a state without a name). */
    static StateGraphLayout of(StateGraph graph, int firstAnimation, IntFunction<String> names) {
        var index = new HashMap<Integer, Integer>();
        for (int i = 0; i < graph.states().size(); i++) {
            index.put(graph.states().get(i).state(), i);
        }
        var edges = edges(graph, index);
        var layers = layers(graph, index, edges, graph.stateOf(firstAnimation));
        var rows = rows(graph, edges, layers);
        // A layer taller than the graph is wide wraps into columns side by side, so the whole stays readable.
        var tallest = Math.max(6, (int) Math.round(Math.sqrt(graph.states().size()) * 1.3));
        var firstColumn = new int[java.util.Arrays.stream(layers).max().orElse(0) + 2];
        for (int layer = 0; layer + 1 < firstColumn.length; layer++) {
            var count = 0;
            for (var l : layers) {
                count += l == layer ? 1 : 0;
            }
            firstColumn[layer + 1] = firstColumn[layer] + Math.max(1, (count + tallest - 1) / tallest);
        }
        var nodes = new ArrayList<Node>();
        var width = 0f;
        var height = 0f;
        for (int i = 0; i < graph.states().size(); i++) {
            var state = graph.states().get(i).state();
            var name = names.apply(state);
            var column = firstColumn[layers[i]] + rows[i] / tallest;
            var x = column * (NODE_WIDTH + COLUMN_GAP);
            var y = rows[i] % tallest * (NODE_HEIGHT + ROW_GAP);
            nodes.add(new Node(state, "state " + state + (name == null ? "" : " " + name) + "\n"
                    + animations(graph.states().get(i).animations()), layers[i], x, y));
            width = Math.max(width, x + NODE_WIDTH);
            height = Math.max(height, y + NODE_HEIGHT);
        }
        return new StateGraphLayout(nodes, edges, width, height);
    }

    /** A state's animations as its box lists them: the first few, then how many more. */
    private static String animations(List<Integer> animations) {
        if (animations.isEmpty()) {
            return "no animation";
        }
        var shown = animations.stream().limit(NAMED_ANIMATIONS).map(String::valueOf)
                .collect(java.util.stream.Collectors.joining(" "));
        return (animations.size() == 1 ? "anim " : "anims ") + shown
                + (animations.size() > NAMED_ANIMATIONS ? " +" + (animations.size() - NAMED_ANIMATIONS) : "");
    }

    /** The node of {@code state}, or -1. */
    int nodeOf(int state) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).state() == state) {
                return i;
            }
        }
        return -1;
    }

    private static List<Edge> edges(StateGraph graph, Map<Integer, Integer> index) {
        var changes = new LinkedHashMap<Long, List<StateGraph.Transition>>();
        for (var transition : graph.transitions()) {
            if (transition.fromState() != transition.toState()) {
                changes.computeIfAbsent(key(index.get(transition.fromState()), index.get(transition.toState())),
                        k -> new ArrayList<>()).add(transition);
            }
        }
        var follows = new LinkedHashMap<Long, List<StateGraph.Next>>();
        for (var next : graph.next()) {
            var from = graph.stateOf(next.anim());
            var to = graph.stateOf(next.nextAnim());
            if (to >= 0 && from != to) {
                follows.computeIfAbsent(key(index.get(from), index.get(to)), k -> new ArrayList<>()).add(next);
            }
        }
        var edges = new ArrayList<Edge>();
        changes.forEach((key, list) -> edges.add(new Edge((int) (key >> 32), (int) (long) key, false, list, List.of())));
        follows.forEach((key, list) -> edges.add(new Edge((int) (key >> 32), (int) (long) key, true, List.of(), list)));
        return edges;
    }

    private static long key(int from, int to) {
        return (long) from << 32 | to;
    }

    /** Each node's column: its distance from the start along edges; unreached nodes one column past the last. */
    private static int[] layers(StateGraph graph, Map<Integer, Integer> index, List<Edge> edges, int startState) {
        var layers = new int[graph.states().size()];
        java.util.Arrays.fill(layers, -1);
        var start = index.getOrDefault(startState, graph.states().isEmpty() ? -1 : 0);
        var deepest = 0;
        if (start >= 0) {
            layers[start] = 0;
            var queue = new ArrayDeque<Integer>(List.of(start));
            while (!queue.isEmpty()) {
                var node = queue.poll();
                for (var edge : edges) {
                    if (edge.from() == node && layers[edge.to()] < 0) {
                        layers[edge.to()] = layers[node] + 1;
                        deepest = Math.max(deepest, layers[edge.to()]);
                        queue.add(edge.to());
                    }
                }
            }
        }
        for (int i = 0; i < layers.length; i++) {
            if (layers[i] < 0) {
                layers[i] = deepest + 1;
            }
        }
        return layers;
    }

    /** Each node's row in its column: by the average row of the nodes in earlier columns that lead to it. */
    private static int[] rows(StateGraph graph, List<Edge> edges, int[] layers) {
        var rows = new int[layers.length];
        var deepest = java.util.Arrays.stream(layers).max().orElse(0);
        for (int layer = 0; layer <= deepest; layer++) {
            var members = new ArrayList<Integer>();
            for (int i = 0; i < layers.length; i++) {
                if (layers[i] == layer) {
                    members.add(i);
                }
            }
            var weight = new HashMap<Integer, Double>();
            for (var node : members) {
                var sum = 0.0;
                var count = 0;
                for (var edge : edges) {
                    if (edge.to() == node && layers[edge.from()] < layer) {
                        sum += rows[edge.from()];
                        count++;
                    }
                }
                weight.put(node, count == 0 ? Double.MAX_VALUE : sum / count);
            }
            members.sort(Comparator.comparingDouble((Integer node) -> weight.get(node))
                    .thenComparingInt(node -> graph.states().get(node).state()));
            for (int row = 0; row < members.size(); row++) {
                rows[members.get(row)] = row;
            }
        }
        return rows;
    }
}
