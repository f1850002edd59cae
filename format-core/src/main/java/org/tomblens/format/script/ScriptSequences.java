package org.tomblens.format.script;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * What a TR2/TR3 script's sequences (§11.5) set for its cutscene levels. A sequence is a list of u16 opcodes, some
 * followed by a u16 operand, ended by {@code End} (9); the game runs it command by command, so a cutscene ({@code
 * Cine}, 5) is measured by the last {@code CutAngle} (16) and plays the last {@code Track} (10) its sequence ran
 * before it.
 *
 * <p>The viewer reads a script for its names; a sequence that runs past its block or holds an opcode the games do
 * not know ends there, losing only what it would have set.
 */
final class ScriptSequences {
    static final int TRACK = 10;
    static final int CINE = 5;
    static final int CUT_ANGLE = 16;
    private static final int END = 9;
    /** The opcodes that take an operand (§11.5.1); the others stand alone. */
    private static final int[] WITH_OPERAND = {0, 3, 4, 5, 7, 8, 10, 12, 16, 17, 18, 19, 20};
    private static final int LAST_OPCODE = 22;

    private ScriptSequences() {}

    /**
     * The cutscenes of {@code paths}, each with the angle and track of the first sequence that plays it.
     *
     * @param block the sequence block; {@code offsets} are byte offsets into it
     */
    static List<Tr2Script.Cutscene> cutscenes(ByteCursor block, int[] offsets, List<String> paths) {
        var angles = new Integer[paths.size()];
        var tracks = new Integer[paths.size()];
        var played = new boolean[paths.size()];
        for (int s = 0; s < offsets.length; s++) {
            Integer angle = null;
            Integer track = null;
            try {
                block.seek("sequences[" + s + "]", (long) block.start() + offsets[s]);
                for (var opcode = block.u16("sequences[" + s + "].opcode"); opcode != END;
                     opcode = block.u16("sequences[" + s + "].opcode")) {
                    if (opcode > LAST_OPCODE) {
                        break;
                    }
                    if (Arrays.binarySearch(WITH_OPERAND, opcode) < 0) {
                        continue;
                    }
                    var operand = block.u16("sequences[" + s + "].operand");
                    switch (opcode) {
                        case CUT_ANGLE -> angle = operand;
                        case TRACK -> track = operand;
                        case CINE -> {
                            if (operand < paths.size() && !played[operand]) {
                                played[operand] = true;
                                angles[operand] = angle;
                                tracks[operand] = track;
                            }
                        }
                        default -> { }
                    }
                }
            } catch (LevelFormatException e) {
                // The sequence ends where its block does; what it set so far stands.
            }
        }
        var cutscenes = new ArrayList<Tr2Script.Cutscene>(paths.size());
        for (int i = 0; i < paths.size(); i++) {
            cutscenes.add(new Tr2Script.Cutscene(paths.get(i), angles[i], tracks[i]));
        }
        return cutscenes;
    }
}
