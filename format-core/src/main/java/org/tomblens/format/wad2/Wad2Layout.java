package org.tomblens.format.wad2;

import org.tomblens.format.chunk.StreamFit;
import org.tomblens.format.io.ByteCursor;

/**
 * The arrangements of a library's chunk tree (format-core/docs/wad2-format.md, "Layouts"). Which one a file has,
 * its bytes say, not its name: the one whose top-level chunk stream ends where the tree does. When neither does,
 * the one whose frame got further is read, so that the error names where that layout broke.
 */
enum Wad2Layout {
    /** The chunk stream right after the header: every library Tomb Editor has written since early 2018. */
    CURRENT,
    /**
     * Tomb Editor's first libraries (late 2017; its installs still carry one, the TR4 base library): a LEB128 game
     * version before the stream, meshes in a table of their own, and the sounds with their samples in the file.
     */
    FIRST;

    /** The layout of the chunk tree at {@code tree}'s position; {@code tree} does not move. */
    static Wad2Layout of(ByteCursor tree) {
        return StreamFit.numberFirst(tree) ? FIRST : CURRENT;
    }
}
