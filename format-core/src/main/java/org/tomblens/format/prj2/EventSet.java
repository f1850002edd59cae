package org.tomblens.format.prj2;

import java.util.List;
import org.tomblens.format.chunk.Vector2;

/**
 * Tomb Engine's scripted events ([PRJ2] {@code TeEventSet}): what volumes and level events run.
 *
 * @param index the id volumes name it by ({@code TeEventSetIndex}), -1 when not stored
 * @param activators VolumeActivators bits: 0 player, 1 NPCs, 2 other moveables, 3 statics, 4 flybys, 5 physics
 */
public record EventSet(int index, String name, int lastUsedEvent, int activators, List<Event> events) {
    public EventSet {
        events = List.copyOf(events);
    }

    /**
     * One event of the set.
     *
     * @param chunk which chunk held it: {@code TeEventSetOnEnter}, {@code TeEventSetOnInside},
     *              {@code TeEventSetOnLeave} or {@code TeEvent}
     * @param type EventType (0 volume enter … 9 freeze), -1 when not stored
     * @param mode EventSetMode: 0 level script, 1 node editor
     * @param firstNode the node graph's first node, null when there is none
     */
    public record Event(String chunk, int type, int mode, String function, String argument, int callCounter,
                        boolean enabled, Vector2 nodePosition, Node firstNode) {}

    /**
     * A node of the visual script: an action or a condition, then the next node and, for conditions, the node
     * taken when the condition is false.
     *
     * @param type NodeType: 0 action, 1 condition
     */
    public record Node(int type, String name, int size, Vector2 screenPosition, Colour colour, boolean locked,
                       String function, List<String> arguments, Node next, Node otherwise) {
        public Node {
            arguments = List.copyOf(arguments);
        }
    }
}
