package org.tomblens.format.prj2;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.ChunkFile;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Reader;

/**
 * Reads a Tomb Editor project (.PRJ2, [PRJ2]) into a {@link Prj2Project}.
 *
 * <p>The file is "PRJ2", a u32 version (bit 31: the rest is zlib-compressed, behind an i32 packed size), then a
 * stream of top-level chunks: {@code TeSettings}, {@code TeRooms} and, in 2018–2019 projects, an embedded library of
 * sound infos. Bad data fails with a
 * {@link LevelFormatException} naming the byte offset and the chunk path, e.g.
 * {@code TeRooms/TeRoom[3]/TeSecs/TeS[120]/[16]/textureId}; every size is checked against the bytes left before
 * anything is allocated.
 */
public final class Prj2Reader {
    private Prj2Reader() {}

    public static Prj2Project read(Path file) throws IOException {
        return read(Files.readAllBytes(file), file.getFileName().toString());
    }

    public static Prj2Project read(byte[] bytes, String fileName) {
        var walker = new ChunkWalker();
        var file = ChunkFile.open(bytes, "PRJ2", walker);
        var top = new TopLevel(walker);
        walker.stream(file.tree(), false, top::chunk);
        file.finish(walker);
        return new Prj2Project(fileName, file.compressed(), top.settings, top.rooms, file.census(walker),
                walker.skipped(), walker.warnings());
    }

    /**
     * The chunk in which the editors of March 2018 to August 2019 kept the sound infos their {@code TeSou3} sound
     * sources name by index: a whole WAD2 library, read as one and its warnings kept under the chunk's path.
     */
    private static final String EMBEDDED_SOUNDS = "TeEmbeddedSoundInfoWad";

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
                case EMBEDDED_SOUNDS -> embeddedSounds(data);
                default -> {
                    return false;
                }
            }
            return true;
        }

        private void embeddedSounds(ByteCursor data) {
            var start = data.position();
            var bytes = data.bytes("library", data.remaining());
            Wad2 library;
            try {
                library = Wad2Reader.read(bytes, EMBEDDED_SOUNDS);
            } catch (LevelFormatException e) {
                var inFile = e.region().equals("file");
                throw new LevelFormatException(inFile ? data.region() : e.region(), inFile ? start + e.offset()
                        : e.offset(), data.path("library/" + e.fieldPath()), e.problem());
            }
            for (var warning : library.warnings()) {
                walker.warn(data, start + warning.offset().orElse(0), "in the embedded library at "
                        + warning.path() + ": " + warning.message());
            }
        }
    }
}
