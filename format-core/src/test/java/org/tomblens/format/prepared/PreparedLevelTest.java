package org.tomblens.format.prepared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;

/** A prepared level derives each part once, from the one decoding of the file, whoever asks and in whatever order. */
class PreparedLevelTest {

    @Test
    void everyPartIsMadeOnceAndThoseMadeFromFloorDataShareOneDecoding() throws IOException {
        var file = Corpus.file("tr2/rando-test1.tr2");
        var prepared = PreparedLevel.read(Files.readAllBytes(file), file, "rando-test1.tr2", ProgressListener.NONE);

        assertSame(prepared.rooms(), prepared.rooms());
        assertSame(prepared.floorData(), prepared.rooms().floorData(), "the room finder reads the level's one decoding");
        assertSame(prepared.geometry(), prepared.geometry());
        assertSame(prepared.flybyPaths(), prepared.flybyPaths());
        assertSame(prepared.boxes(), prepared.boxes());
        assertEquals(prepared.flybySequences().size(), prepared.flybyPaths().size(), "a path for each sequence");
    }

    @Test
    void preparingAllSaysTheWindowsStepsInOrderAsFractionsOfTheWhole() throws IOException {
        var file = Corpus.file("tr1/injection-twist.phd");
        var prepared = PreparedLevel.read(Files.readAllBytes(file), file, "injection-twist.phd", ProgressListener.NONE);
        var stages = new ArrayList<String>();
        var fractions = new ArrayList<Double>();

        prepared.prepareAll((fraction, stage) -> {
            stages.add(stage);
            fractions.add(fraction);
        });

        assertEquals(List.of("building geometry", "animations", "floor data", "sounds"), stages);
        for (int i = 0; i < fractions.size(); i++) {
            assertTrue(fractions.get(i) > (i == 0 ? 0 : fractions.get(i - 1)) && fractions.get(i) < 1, fractions.toString());
        }
    }

    @Test
    void aLevelReadAlreadyIsPreparedAsTheFormatItsVersionNames() throws IOException {
        // TR3 levels keep the .tr2 extension; the version word (0xFF180038) says TR3.
        var file = Corpus.file("tr3/rando-test1.tr2");
        var prepared = PreparedLevel.of(LevelReader.read(file), file);

        assertEquals(GameVersion.TR3, prepared.level().version());
        assertTrue(prepared.source() instanceof OpenedFile.GameLevel, prepared.source().toString());
        assertEquals("rando-test1.tr2", prepared.displayName());
        assertTrue(prepared.library().isEmpty() && prepared.wad2Library().isEmpty());
    }

    @Test
    void anObjectLibraryIsPreparedAsALevelWithoutRoomsThatKeepsItsLibrary() throws IOException {
        var file = Corpus.file("wad/lara.wad");
        var prepared = PreparedLevel.read(Files.readAllBytes(file), file, "lara.wad", ProgressListener.NONE);

        assertTrue(prepared.source() instanceof OpenedFile.TrleLibrary, prepared.source().toString());
        assertTrue(prepared.library().isPresent());
        assertEquals(0, prepared.level().rooms().size());
        assertTrue(prepared.boxes().boxes().isEmpty(), "no rooms, no boxes");
        assertTrue(prepared.flybyPaths().isEmpty());
    }
}
