package org.tomblens.format.floordata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tomblens.format.testing.SyntheticLevels.grid;
import static org.tomblens.format.testing.SyntheticLevels.level;
import static org.tomblens.format.testing.SyntheticLevels.room;
import static org.tomblens.format.testing.SyntheticLevels.sector;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Sector;

/**
 * A sector whose FloorData index lies outside the level's words, past their end as a bent file has it or below 0 as
 * a level made through the model may: the level's FloorData still decodes, that sector's chain is empty with the
 * problem said, and the sectors pointing inside decode as ever.
 */
class IndexOutsideFloorDataTest {
    private static final int NONE = Sector.NO_ROOM;

    @Test
    void aSectorPointingOutsideTheWordsHasAnEmptyChainThatSaysSo() {
        var words = new FloorDataBuilder();
        var trigger = words.next();
        words.setup(0x04, 0, true).triggerSetup(0, false, 0x1F).action(0, 2, true);
        var built = words.build();
        var sectors = grid(1, 3, sector(0, 0, -8, NONE, NONE));
        sectors[0][0] = sector(built.size() + 5, 0, -8, NONE, NONE);
        sectors[0][1] = sector(-3, 0, -8, NONE, NONE);
        sectors[0][2] = sector(trigger, 0, -8, NONE, NONE);

        var floorData = LevelFloorData.of(level(GameVersion.TR2, List.of(room(0, 0, sectors)), built, List.of(),
                List.of()));

        var past = new SectorPosition(0, 0, 0);
        var below = new SectorPosition(0, 0, 1);
        var inside = new SectorPosition(0, 0, 2);
        assertEquals(List.of(past, below, inside), floorData.sectors());
        for (var outside : List.of(past, below)) {
            var chain = floorData.chain(outside);
            assertTrue(chain.functions().isEmpty(), outside + " reads no function");
            assertFalse(chain.problems().isEmpty(), outside + " says why");
        }
        assertEquals(1, floorData.triggers().size(), "the one sector inside has its trigger");
        assertEquals(inside, floorData.triggers().get(0).sector());
    }
}
