package org.tomblens.format.wad;

import java.util.List;
import java.util.Optional;

/**
 * The .WAS companion: the library's object names, one text line each. The corpus file holds three lines
 * for its three movables, in table order ({@code LARA}, {@code LARA_SKIN}, {@code LARA_SKIN_JOINTS} for ids 0,
 * 8 and 9, the names TR4's catalogue gives those slots); each line is the name, a colon, and the file the
 * object came from (there, WadMerger's {@code Z:\WADMERGER\LARA.prk}). TRLE does not need the file ([WAD] §1
 * footnote 2). That statics follow the movables is how other tools read it; the corpus library has no static
 * to show it.
 */
public record ObjectNames(List<ObjectName> names) {
    /**
     * One line: the text before its first colon, and the text after it (empty when there is no colon).
     */
    public record ObjectName(String name, String source) {}

    public ObjectNames {
        names = List.copyOf(names);
    }

    /** The name of movable {@code index} (its place in the movables table). */
    public Optional<String> movable(int index) {
        return line(index);
    }

    /** The name of static {@code index}, listed after the library's {@code movableCount} movables. */
    public Optional<String> staticMesh(int index, int movableCount) {
        return line(movableCount + index);
    }

    private Optional<String> line(int index) {
        return index >= 0 && index < names.size() ? Optional.of(names.get(index).name()) : Optional.empty();
    }
}
