package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;

/**
 * Reads a TombEngine level (.ten): unpacks its blocks ({@link TenContainer}), reads each with the shape its
 * compiler's version gives ({@link TenShape}), and makes the version-neutral {@link Level}. An error inside a
 * block gives the offset in the unpacked block and names the block.
 */
public final class TenReader {
    private TenReader() {}

    /** A TombEngine level: the compiler that wrote it, the level, and what only TombEngine stores. */
    public record TenLevel(TenVersion version, Level level, int atlases, List<String> luaNames, int volumes,
                           int sinks, int mirrors) {
        public TenLevel {
            luaNames = List.copyOf(luaNames);
        }
    }

    public static TenLevel read(byte[] bytes, String fileName) {
        var blocks = TenContainer.unpack(bytes);
        var shape = TenShape.of(blocks.version());
        var media = TenMediaReader.read(new ByteCursor(blocks.media(), "media block"), shape);
        var geometry = TenGeometryReader.read(new ByteCursor(blocks.geometry(), "geometry block"), shape);
        var dynamic = TenDynamicReader.read(new ByteCursor(blocks.dynamic(), "dynamic block"));
        var warnings = new ArrayList<DataWarning>();
        var level = TenLevelBuilder.build(fileName, media, geometry, dynamic, warnings);
        var names = dynamic.luaNames().stream().map(TenDynamicReader.LuaName::name).filter(n -> !n.isEmpty())
                .toList();
        var volumes = dynamic.rooms().stream().mapToInt(TenRoomReader.Dynamic::volumes).sum();
        return new TenLevel(blocks.version(), level, media.atlasCount(), names, volumes, dynamic.sinks().size(),
                geometry.mirrors());
    }
}
