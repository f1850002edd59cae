package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.DataFormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.read.LayoutWalker.Layout;
import org.tomblens.format.testing.Corpus;

/**
 * A reference pointed one past the end of its table fails the read with the typed error, whose field path
 * names the referring field and whose offset is that field's. Each case changes one field of a real TR1–TR3
 * level, where the level data stands plainly in the file, found by {@link LayoutWalker}'s independent walk.
 */
class BrokenReferencesTest {

    static Stream<Path> levelsWithPortals() {
        return plainLevelsWith("portals");
    }

    static Stream<Path> levelsWithEntities() {
        return plainLevelsWith("entities");
    }

    static Stream<Path> levelsWithMeshPointers() {
        return plainLevelsWith("mesh_pointers");
    }

    static Stream<Path> levelsWithStaticMeshes() {
        return plainLevelsWith("static_meshes");
    }

    static Stream<Path> levelsWithRoomQuads() {
        return plainLevelsWith("quads");
    }

    /** §3.2.2: a portal's first field is {@code AdjoiningRoom}. */
    @ParameterizedTest
    @MethodSource("levelsWithPortals")
    void aPortalIntoARoomPastTheLastFailsAtItsAdjoiningRoom(Path file) throws IOException {
        var layout = layout(file);
        var portals = first(layout, "portals");
        int offset = portals.getValue();

        var error = readWithU16(file, offset, layout.counts().get("rooms"));

        assertEquals(portals.getKey() + "[0].adjoiningRoom", error.fieldPath());
        assertEquals(offset, error.offset());
    }

    /** §5.5: an entity is {@code TypeID}, then {@code Room}. */
    @ParameterizedTest
    @MethodSource("levelsWithEntities")
    void anEntityInARoomPastTheLastFailsAtItsRoom(Path file) throws IOException {
        var layout = layout(file);
        var offset = layout.starts().get("entities") + 2;

        var error = readWithU16(file, offset, layout.counts().get("rooms"));

        assertEquals("entities[0].room", error.fieldPath());
        assertEquals(offset, error.offset());
    }

    /** §5.1: mesh pointers are byte offsets into the mesh data; the data's end is no mesh's start. */
    @ParameterizedTest
    @MethodSource("levelsWithMeshPointers")
    void aMeshPointerPastTheMeshDataFailsAtThatPointer(Path file) throws IOException {
        var layout = layout(file);
        int offset = layout.starts().get("mesh_pointers");
        var bytes = Files.readAllBytes(file);
        putU32(bytes, offset, 2 * layout.counts().get("mesh_data_words"));

        var error = read(bytes, file);

        assertEquals("meshPointers[0]", error.fieldPath());
        assertEquals(offset, error.offset());
    }

    /** §5.3: a static mesh is {@code ID} (u32), then {@code Mesh}, an index into the mesh pointers. */
    @ParameterizedTest
    @MethodSource("levelsWithStaticMeshes")
    void aStaticMeshWhoseMeshIsPastThePointersFailsAtItsMesh(Path file) throws IOException {
        var layout = layout(file);
        var offset = layout.starts().get("static_meshes") + 4;

        var error = readWithU16(file, offset, layout.counts().get("mesh_pointers"));

        assertEquals("staticMeshes[0].mesh", error.fieldPath());
        assertEquals(offset, error.offset());
    }

    /**
     * §2.4.3: a room quad is four vertex indices, then its texture word, whose low 15 bits index the object
     * textures. The object textures come after the rooms, so the check is made once they are read,
     * but the error still points at the face.
     */
    @ParameterizedTest
    @MethodSource("levelsWithRoomQuads")
    void aRoomQuadWhoseObjectTextureIsPastTheTableFailsAtItsTexture(Path file) throws IOException {
        var layout = layout(file);
        var quads = first(layout, "quads");
        var offset = quads.getValue() + 8;

        var error = readWithU16(file, offset, layout.counts().get("object_textures"));

        assertEquals(quads.getKey() + "[0].texture", error.fieldPath());
        assertEquals(offset, error.offset());
    }

    /** The TR1–TR3 corpus levels that hold a table, or a room run, of {@code records}. */
    private static Stream<Path> plainLevelsWith(String records) {
        return Corpus.levels().stream().filter(level -> !Corpus.version(level).isChunked())
                .filter(level -> first(layout(level), records) != null);
    }

    private static Layout layout(Path file) {
        try {
            return LayoutWalker.layout(Files.readAllBytes(file), Corpus.version(file).ordinal() + 1);
        } catch (IOException | DataFormatException e) {
            throw new AssertionError(file + " does not walk", e);
        }
    }

    /** Where the first of {@code records} starts, e.g. {@code entities} or {@code rooms[2].portals}; null if none. */
    private static Map.Entry<String, Integer> first(Layout layout, String records) {
        return layout.starts().entrySet().stream()
                .filter(e -> e.getKey().equals(records) || e.getKey().endsWith("." + records))
                .findFirst().orElse(null);
    }

    private static LevelFormatException readWithU16(Path file, int offset, long value) throws IOException {
        assertTrue(value <= 0xFFFF, "the table is too long for a u16 to point past it");
        var bytes = Files.readAllBytes(file);
        bytes[offset] = (byte) value;
        bytes[offset + 1] = (byte) (value >> 8);
        return read(bytes, file);
    }

    private static void putU32(byte[] bytes, int offset, long value) {
        for (int i = 0; i < 4; i++) {
            bytes[offset + i] = (byte) (value >> 8 * i);
        }
    }

    private static LevelFormatException read(byte[] bytes, Path file) {
        var error = assertThrows(LevelFormatException.class,
                () -> LevelReader.read(bytes, file.getFileName().toString()));
        assertEquals("file", error.region());
        return error;
    }
}
