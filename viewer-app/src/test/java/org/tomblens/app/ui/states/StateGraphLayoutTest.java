package org.tomblens.app.ui.states;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.anim.StateGraph;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * Lara's state graph laid out on every corpus level: a node per state and none overlapping, every state change
 * between two states on exactly one edge, the first animation's state in the first layer and every edge from
 * a reached state going at most one layer on (the layers are distances from it).
 */
class StateGraphLayoutTest {

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void larasGraphIsLaidOutInLayersOfDistanceWithEveryChangeOnOneEdge(Path file) throws Exception {
        var level = LevelReader.read(file);
        var animation = LevelAnimation.build(level);
        var lara = animation.models().byId(ModelList.LARA);
        if (lara == null || !level.animation().models().get(lara.index()).hasAnimations()) {
            return;
        }
        var first = level.animation().firstAnimation(lara.index());
        var graph = StateGraph.of(level, animation, lara.index());
        var layout = StateGraphLayout.of(graph, first, state -> null);

        assertEquals(graph.states().size(), layout.nodes().size());
        assertEquals(0, layout.nodes().get(layout.nodeOf(graph.stateOf(first))).layer());
        for (int a = 0; a < layout.nodes().size(); a++) {
            for (int b = a + 1; b < layout.nodes().size(); b++) {
                var p = layout.nodes().get(a);
                var q = layout.nodes().get(b);
                assertFalse(Math.abs(p.x() - q.x()) < StateGraphLayout.NODE_WIDTH
                        && Math.abs(p.y() - q.y()) < StateGraphLayout.NODE_HEIGHT, "states " + p.state() + " and "
                        + q.state() + " overlap");
            }
        }
        var deepest = layout.nodes().stream().mapToInt(StateGraphLayout.Node::layer).max().orElse(0);
        for (var transition : graph.transitions()) {
            if (transition.fromState() == transition.toState()) {
                continue;
            }
            var from = layout.nodeOf(transition.fromState());
            var to = layout.nodeOf(transition.toState());
            var edges = layout.edges().stream().filter(edge -> !edge.next() && edge.transitions().contains(transition))
                    .toList();
            assertEquals(1, edges.size(), "animation " + transition.fromAnim() + " to state " + transition.toState());
            assertEquals(from, edges.get(0).from());
            assertEquals(to, edges.get(0).to());
            var fromLayer = layout.nodes().get(from).layer();
            if (fromLayer < deepest) {
                assertTrue(layout.nodes().get(to).layer() <= fromLayer + 1, "an edge skips a layer");
            }
        }
    }
}
