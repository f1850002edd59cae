package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.tomblens.format.anim.StateGraph;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.names.LaraStates;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tomblens states FILE --model ID [--json]}: a model's state machine. With {@code --json} one object:
 * {@code {"model", "states": [{"state", "animations"}], "transitions": [{"from_anim", "from_state", "to_state",
 * "ranges": [{"low", "high", "anim", "frame"}]}], "next": [{"anim", "next_anim", "next_frame"}]}}, every index as
 * the level stores it (global animation indices, absolute frames, ranges inclusive).
 */
@Command(name = "states", mixinStandardHelpOptions = true,
        description = "Print a model's state machine: its states with their animations, every state change with "
                + "the frame ranges it can fire in and where it continues, and what follows each animation.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:printed", "1:the file could not be read", "2:no such model"})
public final class StatesCommand extends FileCommand.OfAnyFile {

    @Option(names = "--model", required = true, paramLabel = "ID", description = "The model's type id.")
    long modelId;

    @Mixin
    JsonOption json;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        var model = LevelArgument.modelIndex(prepared.level(), modelId);
        if (model < 0) {
            refuse("the file has no model of type " + modelId);
            return 2;
        }
        var graph = StateGraph.of(prepared.level(), prepared.animation(), model);
        if (json.on) {
            JsonOption.print(out, facts(graph));
        } else {
            print(out, graph);
        }
        graph.problems().forEach(this::warn);
        return 0;
    }

    /** The graph as the JSON object's keys, in order. */
    private Map<String, Object> facts(StateGraph graph) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("model", modelId);
        facts.put("states", graph.states().stream().map(state -> {
            var entry = new LinkedHashMap<String, Object>();
            entry.put("state", state.state());
            entry.put("animations", state.animations());
            return entry;
        }).toList());
        facts.put("transitions", graph.transitions().stream().map(transition -> {
            var entry = new LinkedHashMap<String, Object>();
            entry.put("from_anim", transition.fromAnim());
            entry.put("from_state", transition.fromState());
            entry.put("to_state", transition.toState());
            entry.put("ranges", transition.ranges().stream().map(range -> {
                var fields = new LinkedHashMap<String, Object>();
                fields.put("low", range.low());
                fields.put("high", range.high());
                fields.put("anim", range.anim());
                fields.put("frame", range.frame());
                return fields;
            }).toList());
            return entry;
        }).toList());
        facts.put("next", graph.next().stream().map(next -> {
            var entry = new LinkedHashMap<String, Object>();
            entry.put("anim", next.anim());
            entry.put("next_anim", next.nextAnim());
            entry.put("next_frame", next.nextFrame());
            return entry;
        }).toList());
        return facts;
    }

    private void print(PrintWriter out, StateGraph graph) {
        out.println("model " + modelId + ": " + graph.states().size() + " states, " + graph.transitions().size()
                + " state changes");
        for (var state : graph.states()) {
            out.println("state " + state.state() + name(state.state()) + ": animations "
                    + (state.animations().isEmpty() ? "none" : state.animations().stream().map(String::valueOf)
                    .collect(Collectors.joining(" "))));
        }
        for (var transition : graph.transitions()) {
            out.println("animation " + transition.fromAnim() + " (state " + transition.fromState() + ") to state "
                    + transition.toState() + ": " + transition.ranges().stream().map(range -> "frames " + range.low()
                    + ".." + range.high() + " -> animation " + range.anim() + " frame " + range.frame())
                    .collect(Collectors.joining(", ")));
        }
    }

    /** Lara's states by name, after the number. */
    private String name(int state) {
        var name = modelId == ModelList.LARA ? LaraStates.name(state) : null;
        return name == null ? "" : " (" + name + ")";
    }
}
