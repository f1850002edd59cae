package org.tomblens.format.prj2;

import java.util.List;
import org.tomblens.format.chunk.ChunkCensus;
import org.tomblens.format.chunk.SkippedChunk;
import org.tomblens.format.model.DataWarning;

/**
 * A Tomb Editor project as its file stores it: settings and rooms, the chunks the reader skipped, where every
 * byte of the chunk tree went, and soft problems met on the way.
 *
 * @param compressed the chunk tree was stored zlib-compressed (version bit 31)
 */
public record Prj2Project(String fileName, boolean compressed, ProjectSettings settings, List<ProjectRoom> rooms,
                          ChunkCensus census, List<SkippedChunk> skippedChunks, List<DataWarning> warnings) {
    public Prj2Project {
        rooms = List.copyOf(rooms);
        skippedChunks = List.copyOf(skippedChunks);
        warnings = List.copyOf(warnings);
    }

    /** The room whose {@link ProjectRoom#index()} is {@code index}, or null. */
    public ProjectRoom room(long index) {
        for (var room : rooms) {
            if (room.index() == index) {
                return room;
            }
        }
        return null;
    }
}
