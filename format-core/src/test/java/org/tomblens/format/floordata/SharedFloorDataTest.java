package org.tomblens.format.floordata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tomblens.format.testing.SyntheticLevels.grid;
import static org.tomblens.format.testing.SyntheticLevels.level;
import static org.tomblens.format.testing.SyntheticLevels.room;
import static org.tomblens.format.testing.SyntheticLevels.sector;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Sector;

/**
 * Custom levels point several sectors at one chain, or start a chain inside another: each sector still
 * decodes, the index lists each sector's trigger, and the sharing is reported.
 */
class SharedFloorDataTest {
    private static final int NONE = Sector.NO_ROOM;

    private final LevelFloorData floorData;
    private final int trigger;

    SharedFloorDataTest() {
        var words = new FloorDataBuilder();
        var portal = words.next();
        words.setup(0x01, 0, false).word(4);
        trigger = words.next();
        words.setup(0x04, 0, true).triggerSetup(0, false, 0x1F).action(0, 2, true);
        words.setup(0x05, 0, true);    // word 6: no sector reads it

        var sectors = grid(2, 2, sector(0, 0, -8, NONE, NONE));
        sectors[0][0] = sector(portal, 0, -8, NONE, NONE);
        sectors[0][1] = sector(trigger, 0, -8, NONE, NONE);
        sectors[1][1] = sector(trigger, 0, -8, NONE, NONE);
        floorData = LevelFloorData.of(level(GameVersion.TR4, List.of(room(0, 0, sectors)), words.build(),
                List.of(), List.of()));
    }

    @Test
    void wordsCountTheSectorsThatReadThem() {
        assertEquals(List.of(0, 1, 1, 3, 3, 3, 0), List.of(floorData.readers(0), floorData.readers(1),
                floorData.readers(2), floorData.readers(3), floorData.readers(4), floorData.readers(5),
                floorData.readers(6)));
    }

    @Test
    void eachSectorSeesWhoSharesItsWords() {
        var a = new SectorPosition(0, 0, 0);
        var b = new SectorPosition(0, 0, 1);
        var c = new SectorPosition(0, 1, 1);
        assertEquals(List.of(a, b, c), floorData.sectors());
        assertEquals(List.of(b, c), floorData.sharing(a), "the portal's chain runs on into the trigger");
        assertEquals(List.of(a, c), floorData.sharing(b));
        assertEquals(List.of(a, b), floorData.sharing(c));
        assertEquals(List.of(new FloorFunction.Portal(false, 4), floorData.chain(b).functions().get(0)),
                floorData.chain(a).functions());
    }

    @Test
    void theIndexListsASharedTriggerOncePerSector() {
        var index = TriggerIndex.of(floorData);
        var sectors = index.actingOn(TargetKind.ENTITY, 2).stream().map(TriggerReference::sector).toList();
        assertEquals(List.of(new SectorPosition(0, 0, 0), new SectorPosition(0, 0, 1), new SectorPosition(0, 1, 1)),
                sectors);
        assertEquals(List.of(), index.actingOn(TargetKind.ENTITY, 3));
        assertEquals(trigger, floorData.chain(new SectorPosition(0, 1, 1)).start());
    }
}
