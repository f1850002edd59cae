package org.tomblens.app.session;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.overlay.Selection;

/**
 * The selection in a corpus level, no window: an entity of the level or a sector of one of its rooms (its size
 * read from the room's record in the file) is selected, one replaces the other, an entity the level does not
 * have selects nothing, and each sector chosen tells the boxes overlay to forget what it singled out.
 */
class SelectionStateTest {
    private static final String LEVEL = "tr1/opentomb-altroom1.phd";

    @Test
    void anEntityOrASectorOfTheLevelIsSelectedOneInPlaceOfTheOther() throws IOException {
        var file = Corpus.file(LEVEL);
        var level = LevelReader.read(file);
        var room = Tr1RoomBytes.of(Files.readAllBytes(file)).get(0);
        var entities = level.entities().size();
        var sectorsChosen = new int[1];
        var selection = new SelectionState(entities, () -> sectorsChosen[0]++);
        assertSame(Selection.NONE, selection.selection());

        selection.selectEntity(entities - 1);
        assertEquals(entities - 1, selection.selectedEntity());
        assertNull(selection.selectedSector(), "an entity is no sector");

        // The far corner of room 0 as its record sizes it.
        var corner = new SectorPosition(0, room.xSectors() - 1, room.zSectors() - 1);
        selection.selectSector(corner.room(), corner.x(), corner.z());
        assertEquals(corner, selection.selectedSector());
        assertNotNull(corner.sector(level), "the selected sector is one of the room's");
        assertEquals(-1, selection.selectedEntity(), "the sector replaced the entity");
        assertEquals(1, sectorsChosen[0], "the overlay was told once");

        selection.selectEntity(0);
        assertEquals(0, selection.selectedEntity());
        assertNull(selection.selectedSector());

        selection.selectEntity(entities);
        assertSame(Selection.NONE, selection.selection(), "the level has no entity #" + entities);

        selection.selectSector(corner.room(), corner.x(), corner.z());
        selection.clear();
        assertSame(Selection.NONE, selection.selection());
        assertEquals(2, sectorsChosen[0]);
    }
}
