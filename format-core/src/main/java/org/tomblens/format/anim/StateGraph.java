package org.tomblens.format.anim;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.tomblens.format.model.Level;

/**
 * A model's animations as the state machine they make (§6.2): each state with the animations that play in it;
 * each state change of each animation, from that animation's state to the state it asks for, with the frame
 * ranges in which it can fire and where each continues (the dispatches); and what follows each animation when
 * it ends. Indices are the level's own: global animation indices, absolute frame numbers, ranges inclusive.
 *
 * @param model the model's index in the level's model table
 * @param problems dispatches and next animations that lead outside the level's animation table
 */
public record StateGraph(int model, List<State> states, List<Transition> transitions, List<Next> next,
                         List<String> problems) {

    /** A state and the model's animations that play in it; none for a state only asked for. */
    public record State(int state, List<Integer> animations) {
        public State {
            animations = List.copyOf(animations);
        }
    }

    /** One dispatch: from frames {@code low} to {@code high} of the source, on as animation {@code anim} at {@code frame}. */
    public record Range(int low, int high, int anim, int frame) {}

    /** One state change of animation {@code fromAnim}, playing in {@code fromState}, to {@code toState}. */
    public record Transition(int fromAnim, int fromState, int toState, List<Range> ranges) {
        public Transition {
            ranges = List.copyOf(ranges);
        }
    }

    /** What follows animation {@code anim} when it ends. */
    public record Next(int anim, int nextAnim, int nextFrame) {}

    public StateGraph {
        states = List.copyOf(states);
        transitions = List.copyOf(transitions);
        next = List.copyOf(next);
        problems = List.copyOf(problems);
    }

    /** The graph of the model at {@code modelIndex}, from the timelines {@code animation} decoded. */
    public static StateGraph of(Level level, LevelAnimation animation, int modelIndex) {
        var data = level.animation();
        var timelines = animation.timelines();
        var states = new TreeMap<Integer, List<Integer>>();
        var transitions = new ArrayList<Transition>();
        var next = new ArrayList<Next>();
        var problems = new ArrayList<String>();
        for (int a = data.firstAnimation(modelIndex); a < data.animationEnd(modelIndex); a++) {
            var timeline = timelines.get(a);
            states.computeIfAbsent(timeline.state(), s -> new ArrayList<>()).add(a);
            for (var rule : timeline.stateChanges()) {
                states.computeIfAbsent(rule.targetState(), s -> new ArrayList<>());
                var ranges = new ArrayList<Range>();
                for (var dispatch : rule.dispatches()) {
                    ranges.add(new Range(dispatch.low(), dispatch.high(), dispatch.nextAnimation(),
                            dispatch.nextFrame()));
                    if (dispatch.nextAnimation() < 0 || dispatch.nextAnimation() >= timelines.size()) {
                        problems.add("animation " + a + "'s change to state " + rule.targetState() + " continues as "
                                + "animation " + dispatch.nextAnimation() + ", past the level's " + timelines.size());
                    }
                }
                transitions.add(new Transition(a, timeline.state(), rule.targetState(), ranges));
            }
            next.add(new Next(a, timeline.nextAnimation(), timeline.nextFrame()));
            if (timeline.nextAnimation() < 0 || timeline.nextAnimation() >= timelines.size()) {
                problems.add("animation " + a + " is followed by animation " + timeline.nextAnimation()
                        + ", past the level's " + timelines.size());
            }
        }
        var stateList = new ArrayList<State>();
        states.forEach((state, animations) -> stateList.add(new State(state, animations)));
        return new StateGraph(modelIndex, stateList, transitions, next, problems);
    }

    /** The state animation {@code anim} plays in, or -1 when it is none of the model's. */
    public int stateOf(int anim) {
        for (var state : states) {
            if (state.animations().contains(anim)) {
                return state.state();
            }
        }
        return -1;
    }
}
