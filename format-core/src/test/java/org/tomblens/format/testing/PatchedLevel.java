package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;

/**
 * A copy of a real level with two values changed in its bytes, as a hex editor or another tool would change them:
 * one entity moved 1024 units along X, and the X slope of one sector's floor slant (§4.4.2) changed by one click.
 * The tables are found in the file by their stored count followed by their first entries (§10: a u32 count, then
 * the records), which must occur exactly once; in a TR4 level they are found and changed inside its level-data
 * chunk, unpacked with zlib and packed again ({@link Tr4Chunks}).
 */
public final class PatchedLevel {
    /** Entity {@code index} of room {@code room}, whose X went from {@code oldX} to {@code newX}. */
    public record EntityPatch(int index, int room, int oldX, int newX) {}

    /** Sector {@code sector} (its index in the room's array) of room {@code room}, its floor's X slope changed. */
    public record SlantPatch(int room, int sector, int oldSlope, int newSlope) {}

    /** The copy and what was changed in it. */
    public record Patched(Path file, EntityPatch entity, SlantPatch slant) {}

    private PatchedLevel() {}

    /** Writes the patched copy of {@code original} into {@code folder}. */
    public static Patched write(Path original, Path folder) throws IOException {
        var bytes = Files.readAllBytes(original);
        var level = LevelReader.read(original);
        var packed = level.version() == GameVersion.TR4;
        var data = packed ? Tr4Chunks.unpack(bytes, Tr4Chunks.LEVEL_DATA) : bytes;
        var entity = moveEntity(data, level);
        var slant = changeSlant(data, level);
        var copy = folder.resolve("patched-" + original.getFileName());
        Files.write(copy, packed ? Tr4Chunks.repack(bytes, Tr4Chunks.LEVEL_DATA, data) : data);
        return new Patched(copy, entity, slant);
    }

    /** §5.5: type, room (i16), x, y, z (i32), angle, intensity (i16), TR2+ a second i16, flags (u16). */
    private static EntityPatch moveEntity(byte[] bytes, Level level) {
        var entities = level.entities();
        var recordSize = level.version() == GameVersion.TR1 ? 22 : 24;
        var first = entities.get(0);
        var pattern = buffer(4 + recordSize).putInt(entities.size()).putShort((short) first.type())
                .putShort((short) first.room()).putInt(first.x()).putInt(first.y()).putInt(first.z())
                .putShort((short) first.angle()).putShort((short) first.intensity1());
        if (recordSize == 24) {
            pattern.putShort((short) first.intensity2OrOcb());
        }
        pattern.putShort((short) first.flags());
        var table = onlyPlace(bytes, pattern.array(), "entity table") + 4;
        var index = entities.size() / 2;
        var xAt = table + index * recordSize + 4;
        var file = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        var oldX = file.getInt(xAt);
        var room = file.getShort(table + index * recordSize + 2);
        file.putInt(xAt, oldX + 1024);
        return new EntityPatch(index, room, oldX, oldX + 1024);
    }

    /** §4.4.2: a floor slant is its setup word (function 0x02) then one word, the X slope its low byte, signed. */
    private static SlantPatch changeSlant(byte[] bytes, Level level) {
        var words = level.floorData();
        var listed = Math.min(words.size(), 32);
        var pattern = buffer(4 + 2 * listed).putInt(words.size());
        for (int i = 0; i < listed; i++) {
            pattern.putShort(words.get(i));
        }
        var table = onlyPlace(bytes, pattern.array(), "FloorData") + 4;
        var floorData = LevelFloorData.of(level);
        for (var position : floorData.sectors()) {
            var start = position.sector(level).floorDataIndex();
            var chain = floorData.chain(start);
            if (chain.functions().get(0) instanceof FloorFunction.Slant slant && slant.surface() == Surface.FLOOR
                    && floorData.readers(start) == 1 && floorData.readers(start + 1) == 1) {
                var file = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
                assertEquals(0x02, file.getShort(table + 2 * start) & 0x1F, "setup word of a floor slant");
                var slopeAt = table + 2 * (start + 1);
                var oldSlope = (int) file.get(slopeAt);
                var newSlope = oldSlope == 127 ? 126 : oldSlope + 1;
                file.put(slopeAt, (byte) newSlope);
                var room = level.rooms().get(position.room());
                return new SlantPatch(position.room(), position.index(room), oldSlope, newSlope);
            }
        }
        return fail(level.fileName() + " has no floor slant of its own");
    }

    private static ByteBuffer buffer(int size) {
        return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static int onlyPlace(byte[] bytes, byte[] pattern, String what) {
        var found = -1;
        for (int at = 0; at + pattern.length <= bytes.length; at++) {
            if (matches(bytes, at, pattern)) {
                assertTrue(found < 0, what + " found twice, at " + found + " and " + at);
                found = at;
            }
        }
        assertTrue(found >= 0, what + " not found");
        return found;
    }

    private static boolean matches(byte[] bytes, int at, byte[] pattern) {
        for (int i = 0; i < pattern.length; i++) {
            if (bytes[at + i] != pattern[i]) {
                return false;
            }
        }
        return true;
    }
}
