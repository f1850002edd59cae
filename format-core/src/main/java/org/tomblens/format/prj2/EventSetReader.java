package org.tomblens.format.prj2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.lebInt;
import static org.tomblens.format.chunk.ChunkWalker.text;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.io.ByteCursor;

/** Reads Tomb Engine's event sets ([PRJ2] {@code EventSetChunks}, {@code EventChunks}, {@code EventNodeChunks}). */
final class EventSetReader {
    private final ChunkWalker walker;

    private EventSetReader(ChunkWalker walker) {
        this.walker = walker;
    }

    /** A stream of {@code TeEventSet} chunks. */
    static List<EventSet> read(ByteCursor data, ChunkWalker walker) {
        var reader = new EventSetReader(walker);
        var sets = new ArrayList<EventSet>();
        walker.stream(data, true, (id, setData) -> id.equals("TeEventSet") && sets.add(reader.eventSet(setData)));
        return sets;
    }

    private EventSet eventSet(ByteCursor data) {
        var set = new Object() {
            int index = -1;
            String name = "";
            int lastUsedEvent = -1;
            int activators;
            final List<EventSet.Event> events = new ArrayList<>();
        };
        walker.stream(data, false, (id, field) -> {
            switch (id) {
                case "TeEventSetIndex" -> set.index = lebInt(field, "index");
                case "TeEventSetName" -> set.name = text(field);
                case "TeEventSetLUEI" -> set.lastUsedEvent = lebInt(field, "lastUsedEvent");
                case "TeEventSetActivators" -> set.activators = lebInt(field, "activators");
                case "TeEventSetOnEnter", "TeEventSetOnInside", "TeEventSetOnLeave", "TeEvent" ->
                        set.events.add(event(id, field));
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new EventSet(set.index, set.name, set.lastUsedEvent, set.activators, set.events);
    }

    private EventSet.Event event(String chunk, ByteCursor data) {
        var event = new Object() {
            int type = -1;
            int mode;
            String function = "";
            String argument = "";
            int callCounter;
            boolean enabled = true;
            Vector2 nodePosition = new Vector2(0, 0);
            EventSet.Node firstNode;
        };
        walker.stream(data, false, (id, field) -> {
            switch (id) {
                case "TeEventMode" -> event.mode = lebInt(field, "mode");
                case "TeEventFunction" -> event.function = text(field);
                case "TeEventArgument" -> event.argument = text(field);
                case "TeEventCallCounter" -> event.callCounter = lebInt(field, "callCounter");
                case "TeEventEnabled" -> event.enabled = bool(field);
                case "TeEventNodePos" -> event.nodePosition = ChunkWalker.vector2(field, "position");
                case "TeEventNodeNext" -> event.firstNode = node(field);
                case "TeEventType" -> event.type = lebInt(field, "type");
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new EventSet.Event(chunk, event.type, event.mode, event.function, event.argument, event.callCounter,
                event.enabled, event.nodePosition, event.firstNode);
    }

    /** A node and, nested in it, the nodes after it (the walker refuses chains nested too deep). */
    private EventSet.Node node(ByteCursor data) {
        var node = new Object() {
            int type;
            String name = "";
            int size;
            Vector2 screenPosition = new Vector2(0, 0);
            Colour colour = Colour.WHITE;
            boolean locked;
            String function = "";
            final List<String> arguments = new ArrayList<>();
            EventSet.Node next;
            EventSet.Node otherwise;
        };
        walker.stream(data, false, (id, field) -> {
            switch (id) {
                case "TeNodeType" -> node.type = lebInt(field, "type");
                case "TeNodeName" -> node.name = text(field);
                case "TeNodeSize" -> node.size = lebInt(field, "size");
                case "TeNodeScrPos" -> node.screenPosition = ChunkWalker.vector2(field, "position");
                case "TeNodeColor" -> node.colour = Colour.read(field, "colour");
                case "TeNodeLocked" -> node.locked = bool(field);
                case "TeNodeFunc" -> node.function = text(field);
                case "TeNodeArg" -> node.arguments.add(text(field));
                case "TeEventNodeNext" -> node.next = node(field);
                case "TeEventNodeElse" -> node.otherwise = node(field);
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new EventSet.Node(node.type, node.name, node.size, node.screenPosition, node.colour, node.locked,
                node.function, node.arguments, node.next, node.otherwise);
    }
}
