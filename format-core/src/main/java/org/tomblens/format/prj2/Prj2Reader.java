package org.tomblens.format.prj2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.Inflation;
import org.tomblens.format.io.LevelFormatException;

/**
 * Reads a Tomb Editor project (.PRJ2, [PRJ2]) into a {@link Prj2Project}.
 *
 * <p>The file is "PRJ2", a u32 version (bit 31: the rest is zlib-compressed, behind an i32 packed size), then a
 * stream of top-level chunks: {@code TeSettings} and {@code TeRooms}. Bad data fails with a
 * {@link LevelFormatException} naming the byte offset and the chunk path, e.g.
 * {@code TeRooms/TeRoom[3]/TeSecs/TeS[120]/[16]/textureId}; every size is checked against the bytes left before
 * anything is allocated.
 */
public final class Prj2Reader {
    /** The largest unpacked chunk tree accepted from a compressed project. */
    static final long MAX_UNPACKED_SIZE = 256L << 20;
    private static final long COMPRESSED = 0x80000000L;

    private Prj2Reader() {}

    public static Prj2Project read(Path file) throws IOException {
        return read(Files.readAllBytes(file), file.getFileName().toString());
    }

    public static Prj2Project read(byte[] bytes, String fileName) {
        var file = new ByteCursor(bytes, "file");
        file.pathSeparator('/');
        file.expect("magic", "PRJ2");
        var version = file.u32("version");
        var walker = new ChunkWalker();
        if ((version & ~COMPRESSED) != 0) {
            walker.warn(file, 4, String.format("version bits 0..30 are 0x%X where [PRJ2] has 0",
                    version & ~COMPRESSED));
        }
        var compressed = (version & COMPRESSED) != 0;
        var tree = file;
        var headerBytes = (long) file.position();
        if (compressed) {
            var at = file.position();
            var packedSize = file.s32("compressedSize");
            if (packedSize < 0) {
                throw file.errorAt(at, "compressedSize", "negative compressed size " + packedSize);
            }
            headerBytes = file.position();
            var unpacked = Inflation.inflateStream(file, "compressedData", packedSize, MAX_UNPACKED_SIZE);
            if (!file.atEnd()) {
                walker.warn(file, file.position(), file.remaining() + " bytes after the compressed data were ignored");
            }
            tree = new ByteCursor(unpacked, "unpacked chunk tree");
            tree.pathSeparator('/');
        }
        var top = new TopLevel(walker);
        walker.stream(tree, false, top::chunk);
        if (!tree.atEnd()) {
            walker.warn(tree, tree.position(), tree.remaining() + " bytes after the last chunk were skipped");
            walker.skipLoose(tree.remaining());
        }
        var treeBytes = compressed ? headerBytes + tree.end() : tree.end();
        return new Prj2Project(fileName, compressed, top.settings, top.rooms, walker.census(headerBytes, treeBytes),
                walker.skipped(), walker.warnings());
    }

    /** The top-level chunks: the settings (the last {@code TeSettings} wins) and the rooms of every {@code TeRooms}. */
    private static final class TopLevel {
        private final ChunkWalker walker;
        private ProjectSettings settings = SettingsReader.none();
        private final List<ProjectRoom> rooms = new ArrayList<>();

        TopLevel(ChunkWalker walker) {
            this.walker = walker;
        }

        boolean chunk(String id, ByteCursor data) {
            switch (id) {
                case "TeSettings" -> settings = SettingsReader.read(data, walker);
                case "TeRooms" -> walker.stream(data, true, (room, roomData) -> room.equals("TeRoom")
                        && rooms.add(ProjectRoomReader.read(roomData, walker)));
                default -> {
                    return false;
                }
            }
            return true;
        }
    }
}
