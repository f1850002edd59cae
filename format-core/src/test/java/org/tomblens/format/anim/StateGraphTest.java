package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.names.LaraStates;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/**
 * Every model's state graph on every corpus level against the stored tables (§6.2): each animation's
 * NumStateChanges state changes from StateChangeOffset, each with its NumAnimDispatches dispatches from
 * AnimDispatch, appear once each, as stored; every animation of the model stands in the state it stores.
 */
class StateGraphTest {

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyStateChangeAndDispatchAppearsOnceAsStored(Path path) {
        var level = CorpusCache.level(path);
        var animation = LevelAnimation.build(level);
        var data = level.animation();
        for (int m = 0; m < data.models().size(); m++) {
            var graph = StateGraph.of(level, animation, m);
            var expected = new ArrayList<StateGraph.Transition>();
            var seenAnimations = new HashSet<Integer>();
            for (int a = data.firstAnimation(m); a < data.animationEnd(m); a++) {
                var stored = data.animations().get(a);
                assertEquals(stored.state(), graph.stateOf(a), "animation " + a + "'s state");
                assertTrue(seenAnimations.add(a));
                for (int c = 0; c < stored.numStateChanges(); c++) {
                    var change = data.stateChanges().get(stored.stateChangeIndex() + c);
                    var ranges = new ArrayList<StateGraph.Range>();
                    for (int d = 0; d < change.numDispatches(); d++) {
                        var dispatch = data.dispatches().get(change.dispatchIndex() + d);
                        ranges.add(new StateGraph.Range(dispatch.low(), dispatch.high(), dispatch.nextAnimation(),
                                dispatch.nextFrame()));
                    }
                    expected.add(new StateGraph.Transition(a, stored.state(), change.state(), ranges));
                }
            }
            assertEquals(expected, graph.transitions(), path.getFileName() + " model " + m);
            assertEquals(data.animationEnd(m) - data.firstAnimation(m), graph.next().size());
            var listed = graph.states().stream().mapToInt(state -> state.animations().size()).sum();
            assertEquals(data.animationEnd(m) - data.firstAnimation(m), listed, "each animation in one state");
            for (var transition : graph.transitions()) {
                assertTrue(graph.states().stream().anyMatch(state -> state.state() == transition.toState()),
                        "state " + transition.toState() + " is a node");
            }
            var outside = graph.transitions().stream().flatMap(t -> t.ranges().stream())
                    .filter(range -> range.anim() < 0 || range.anim() >= data.animations().size()).count()
                    + graph.next().stream().filter(n -> n.nextAnim() < 0 || n.nextAnim() >= data.animations().size())
                    .count();
            assertEquals(outside, graph.problems().size(), graph.problems().toString());
        }
    }

    @ParameterizedTest
    @MethodSource("levels")
    void larasStandRunAndWalkAreNamedWhereSheHasThem(Path path) {
        var level = CorpusCache.level(path);
        var lara = LevelAnimation.build(level).models().byId(ModelList.LARA);
        if (lara == null || level.animation().animationEnd(lara.index()) - level.animation().firstAnimation(
                lara.index()) < 100) {
            return;
        }
        // Lara's animations 0, 1 and 11 are the games' run, walk and stand.
        var graph = StateGraph.of(level, LevelAnimation.build(level), lara.index());
        var first = level.animation().firstAnimation(lara.index());
        assertEquals(List.of("run", "walk", "stand"), List.of(LaraStates.name(graph.stateOf(first)),
                LaraStates.name(graph.stateOf(first + 1)), LaraStates.name(graph.stateOf(first + 11))));
    }
}
