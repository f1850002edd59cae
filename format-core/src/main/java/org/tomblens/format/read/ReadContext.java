package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;

/** What the readers of one level share: its version, the warnings so far, and checks left for later. */
final class ReadContext {
    /** Past this many, further warnings are counted, not kept. */
    private static final int MAX_WARNINGS = 500;

    final GameVersion version;
    private final List<DataWarning> warnings = new ArrayList<>();
    private int droppedWarnings;

    /** The largest object-texture index a face uses, checked once the textures are read. */
    final LaterReference objectTextures = new LaterReference("object texture");
    /** The largest sprite-texture index a room sprite uses. */
    final LaterReference spriteTextures = new LaterReference("sprite texture");

    ReadContext(GameVersion version) {
        this.version = version;
    }

    void warn(ByteCursor cursor, String field, String message) {
        warnAt(cursor.path(field), cursor.position(), message);
    }

    void warnAt(String path, long offset, String message) {
        if (warnings.size() < MAX_WARNINGS) {
            warnings.add(new DataWarning(path, offset, message));
        } else {
            droppedWarnings++;
        }
    }

    List<DataWarning> warnings() {
        var all = new ArrayList<>(warnings);
        if (droppedWarnings > 0) {
            all.add(new DataWarning("", 0, droppedWarnings + " more warnings not listed"));
        }
        return all;
    }

    /**
     * A reference into a table that the file stores after its users (faces come before object textures).
     * Only the largest index is remembered, with where it was read, to report it if the table is shorter.
     */
    static final class LaterReference {
        private final String tableName;
        private int maxIndex = -1;
        private long offset;
        private String region;
        private String owner;
        private int ownerIndex;
        private String field;
        private int fieldIndex;

        LaterReference(String tableName) {
            this.tableName = tableName;
        }

        /** Notes a use of {@code index} by {@code owner[ownerIndex].field[fieldIndex]}, read at {@code offset}. */
        void use(int index, ByteCursor cursor, long offset, String owner, int ownerIndex, String field, int fieldIndex) {
            if (index > maxIndex) {
                maxIndex = index;
                this.offset = offset;
                this.region = cursor.region();
                this.owner = owner;
                this.ownerIndex = ownerIndex;
                this.field = field;
                this.fieldIndex = fieldIndex;
            }
        }

        /** Fails if the largest index used is outside a table of {@code size}. */
        void check(int size) {
            if (maxIndex >= size) {
                throw new LevelFormatException(region, offset,
                        owner + "[" + ownerIndex + "]." + field + "[" + fieldIndex + "].texture",
                        tableName + " " + maxIndex + " does not exist (the level has " + size + ")");
            }
        }
    }
}
