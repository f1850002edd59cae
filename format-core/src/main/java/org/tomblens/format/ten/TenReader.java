package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;

/**
 * Reads a TombEngine level (.ten): unpacks its blocks ({@link TenContainer}), reads each with the shape its compiler's
 * version gives ({@link TenShape}), and makes the version-neutral {@link Level}. The one block of Tomb Editor 1.7.0 to
 * 1.7.2 holds the textures, then each room whole, the objects, the placements, the AI's map, the animated textures and
 * the items, in that order. An error inside a block gives the offset in the unpacked block and names the block.
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
        var cursors = blocks.blocks().stream().map(TenContainer.Block::cursor).toList();
        var media = TenMediaReader.read(cursors.get(0), shape);
        TenGeometryReader.Geometry geometry;
        TenDynamicReader.Dynamic dynamic;
        if (shape.singleBlock()) {
            var cursor = cursors.get(0);
            var roomCount = cursor.count32("rooms", 57);
            var geometries = new ArrayList<TenRoomReader.Geometry>(roomCount);
            var rooms = new ArrayList<TenRoomReader.Dynamic>(roomCount);
            for (int r = 0; r < roomCount; r++) {
                cursor.enter("rooms", r);
                rooms.add(TenRoomReader.combined(cursor, shape, geometries));
                cursor.leave();
            }
            var objects = TenGeometryReader.objects(cursor, shape);
            var placements = TenDynamicReader.placements(cursor, shape);
            var paths = TenGeometryReader.paths(cursor);
            TenGeometryReader.skipAnimatedTextures(cursor);
            geometry = new TenGeometryReader.Geometry(geometries, objects, paths, 0);
            dynamic = new TenDynamicReader.Dynamic(rooms, TenDynamicReader.items(cursor), placements);
        } else {
            geometry = TenGeometryReader.read(cursors.get(1), shape);
            dynamic = TenDynamicReader.read(cursors.get(2), shape);
        }
        var warnings = new ArrayList<DataWarning>();
        var level = TenLevelBuilder.build(fileName, media, geometry, dynamic, warnings);
        var names = dynamic.luaNames().stream().map(TenDynamicReader.LuaName::name).filter(n -> !n.isEmpty())
                .toList();
        var volumes = dynamic.rooms().stream().mapToInt(TenRoomReader.Dynamic::volumes).sum();
        return new TenLevel(blocks.version(), level, media.atlasCount(), names, volumes,
                dynamic.placements().sinks().size(), geometry.mirrors());
    }
}
