package org.tomblens.format.saturn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Room;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.Corpus;

/**
 * The corpus's Saturn level, City of Vilcabamba (LEVEL2.SAT with its .SAD, .SPR and .SND), against the counts its
 * tags store and against its PC copy, LEVEL2.PHD.
 */
class SaturnLevelTest {
    private static Level read(Path file) throws IOException {
        return SaturnLevel.read(Files.readAllBytes(file), file, file.getFileName().toString(), ProgressListener.NONE);
    }

    /** Counts as the tags give them: ROOMDATA 0x5E, ITEMDATA 0x5F, FLORDATA 0xEED, CAMERAS 6, BOXES 0x1E1 … */
    @Test
    void readsWhatTheTagsCount() throws IOException {
        var level = read(Corpus.file("saturn/LEVEL2.SAT"));
        assertEquals(GameVersion.TR1, level.version());
        assertEquals(LevelLayout.SATURN, level.layout());
        assertEquals("Saturn", level.layout().platform());
        assertEquals(94, level.rooms().size());
        assertEquals(95, level.entities().size());
        assertEquals(0xEED, level.floorData().size());
        assertEquals(6, level.cameras().size());
        assertEquals(0x1E1, level.navigation().boxes().size());
        assertEquals(0xA78, level.navigation().overlaps().size());
        assertEquals(299, level.animation().animations().size());
        assertEquals(247, level.animation().stateChanges().size());
        assertEquals(262, level.animation().dispatches().size());
        assertEquals(50, level.animation().models().size());
        assertEquals(10, level.staticMeshes().size());
        assertEquals(228, level.meshes().size());
        assertEquals(33, level.texturing().spriteSequences().size());
        assertEquals(167, level.texturing().spriteTextures().size());
        assertEquals(76, level.sound().details().size());
        // 92 SAMPLE tags, of which three (samples 18, 27 and 71) count 16 bytes that are the next tag, read as those
        // 16 bytes as trview's reader does: 89 samples.
        assertEquals(89, level.sound().sampleIndices().size());
        // The first room's MESHPOS: x 0xE800, z 0x6000.
        assertEquals(0xE800, level.rooms().get(0).x());
        assertEquals(0x6000, level.rooms().get(0).z());
        assertEquals(List.of(), level.warnings());
    }

    /** Its rooms, sectors, FloorData-free layout and entities are its PC copy's. */
    @Test
    void agreesWithItsPcCopy() throws IOException {
        var saturn = read(Corpus.file("saturn/LEVEL2.SAT"));
        var pc = LevelReader.read(Corpus.file("saturn/LEVEL2.PHD"));
        assertEquals(pc.rooms().size(), saturn.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            assertEquals(layout(pc.rooms().get(r)), layout(saturn.rooms().get(r)), "room " + r);
            assertEquals(pc.rooms().get(r).portals(), saturn.rooms().get(r).portals(), "room " + r);
            assertEquals(pc.rooms().get(r).lights(), saturn.rooms().get(r).lights(), "room " + r);
            assertEquals(pc.rooms().get(r).vertices().size(), saturn.rooms().get(r).vertices().size(), "room " + r);
        }
        assertEquals(pc.entities(), saturn.entities());
        assertEquals(pc.cameras(), saturn.cameras());
        assertEquals(pc.navigation().boxes(), saturn.navigation().boxes());
        assertEquals(pc.navigation().overlaps(), saturn.navigation().overlaps());
        assertEquals(pc.animation().meshTrees(), saturn.animation().meshTrees());
        // Lara's first animation and first keyframe, as the PC stores them.
        assertEquals(pc.animation().animations().get(0), saturn.animation().animations().get(0));
        for (int w = 0; w < 1000; w++) {
            assertEquals(pc.animation().frames().get(w), saturn.animation().frames().get(w), "frame word " + w);
        }
        assertEquals(pc.meshes().get(0).vertices(), saturn.meshes().get(0).vertices());
    }

    /** Geometry, animations and sounds are made without a warning; every sample decodes. */
    @Test
    void preparesWithoutWarnings() throws IOException {
        var level = read(Corpus.file("saturn/LEVEL2.SAT"));
        assertEquals(List.of(), LevelGeometry.build(level).warnings());
        assertEquals(List.of(), LevelAnimation.build(level).warnings());
        var samples = SampleBank.of(level).all();
        assertEquals(89, samples.size());
        samples.forEach(sample -> assertTrue(sample instanceof Sample.Decoded, sample.toString()));
    }

    /** Any of the four files opens the same level. */
    @Test
    void eachFileOfTheSetOpensTheLevel() throws IOException {
        var level = read(Corpus.file("saturn/LEVEL2.SAT"));
        for (var companion : List.of("LEVEL2.SAD", "LEVEL2.SPR", "LEVEL2.SND")) {
            var other = read(Corpus.file("saturn/" + companion));
            assertEquals(level.rooms(), other.rooms(), companion);
            assertEquals(level.meshes().size(), other.meshes().size(), companion);
        }
    }

    /** The .SAT's bytes where none of its companions lie: each is named in a warning, the rooms still read. */
    @Test
    void missingCompanionsAreNamedAndTheLevelStillOpens(@TempDir Path folder) throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("saturn/LEVEL2.SAT"));
        var level = SaturnLevel.read(bytes, folder.resolve("LEVEL2.SAT"), "LEVEL2.SAT", ProgressListener.NONE);
        assertEquals(94, level.rooms().size());
        var messages = level.warnings().stream().map(DataWarning::message).toList();
        assertEquals(3, messages.size(), messages.toString());
        for (var name : List.of("LEVEL2.SAD", "LEVEL2.SPR", "LEVEL2.SND")) {
            assertTrue(messages.stream().anyMatch(message -> message.contains(name)), messages.toString());
        }
    }

    /** A companion opened without its .SAT cannot be a level: the error names the file wanted. */
    @Test
    void aCompanionWithoutItsRoomsIsRefused(@TempDir Path folder) throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("saturn/LEVEL2.SAD"));
        var error = assertThrows(LevelFormatException.class,
                () -> SaturnLevel.read(bytes, folder.resolve("LEVEL2.SAD"), "LEVEL2.SAD", ProgressListener.NONE));
        assertTrue(error.getMessage().contains("LEVEL2.SAT"), error.getMessage());
    }

    /** A .SAT cut inside its rooms: a typed error with the offset and the room's path. */
    @Test
    void aCutFileGivesATypedErrorThatSaysWhere(@TempDir Path folder) throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("saturn/LEVEL2.SAT"));
        var cut = Arrays.copyOf(bytes, 0x49000);
        var error = assertThrows(LevelFormatException.class,
                () -> SaturnLevel.read(cut, folder.resolve("LEVEL2.SAT"), "LEVEL2.SAT", ProgressListener.NONE));
        assertTrue(error.fieldPath().startsWith("rooms["), error.fieldPath());
        assertTrue(error.offset() >= 0x48A80 && error.offset() <= 0x49000, Long.toHexString(error.offset()));
    }

    private static List<Integer> layout(Room room) {
        return List.of(room.x(), room.z(), room.yBottom(), room.yTop(), room.numXSectors(), room.numZSectors(),
                room.alternateRoom(), room.flags() & ~0x100);
    }
}
