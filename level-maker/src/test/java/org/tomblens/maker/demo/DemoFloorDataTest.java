package org.tomblens.maker.demo;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.floordata.ActionType;
import org.tomblens.format.floordata.FloorChain;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.floordata.TriggerAction;
import org.tomblens.format.floordata.TriggerType;
import org.tomblens.format.model.Level;

/**
 * The demo level's FloorData, decoded by the project's decoder, is what the generator was designed to
 * put there (its map in {@link DemoLevelGenerator}'s documentation): each fact below is stated by hand.
 */
class DemoFloorDataTest {
    private static Level level;
    private static LevelFloorData floorData;

    @BeforeAll
    static void decode() {
        level = DemoLevelGenerator.generate();
        floorData = LevelFloorData.of(level);
    }

    private static FloorChain chain(int room, int x, int z) {
        var sector = level.rooms().get(room).sector(x, z);
        assertNotEquals(0, sector.floorDataIndex(), "room " + room + " (" + x + ", " + z + ") has FloorData");
        var chain = floorData.chain(sector.floorDataIndex());
        assertTrue(chain.ok(), chain.problemText());
        return chain;
    }

    private static FloorFunction.Trigger trigger(int room, int x, int z) {
        var functions = chain(room, x, z).functions();
        assertEquals(1, functions.size());
        return assertInstanceOf(FloorFunction.Trigger.class, functions.get(0));
    }

    @Test
    void theHallKeyholeIsAOneShotKeyTriggerOpeningTheDoor() {
        var key = trigger(0, 2, 6);
        assertEquals(TriggerType.KEY, key.type().orElseThrow());
        assertEquals(2, key.reference(), "the keyhole entity");
        assertTrue(key.once());
        assertEquals(0x1F, key.mask());
        assertEquals(List.of(new TriggerAction.Simple(ActionType.OBJECT, 1)), key.actions());
    }

    @Test
    void theCorridorPadOpensTheDoorAndItsTriggerWakesTheGoonWithACamera() {
        var pad = trigger(2, 1, 2);
        assertEquals(TriggerType.PAD, pad.type().orElseThrow());
        assertEquals(List.of(new TriggerAction.Simple(ActionType.OBJECT, 1)), pad.actions());

        var goon = trigger(2, 2, 5);
        assertEquals(TriggerType.TRIGGER, goon.type().orElseThrow());
        assertEquals(3, goon.actions().size());
        assertEquals(new TriggerAction.Simple(ActionType.OBJECT, 4), goon.actions().get(0));
        var camera = assertInstanceOf(TriggerAction.Camera.class, goon.actions().get(1));
        assertEquals(0, camera.camera());
        assertEquals(4, camera.seconds());
        assertTrue(camera.once());
        assertEquals(new TriggerAction.Simple(ActionType.LOOK_AT, 4), goon.actions().get(2));
    }

    @Test
    void bothShrinesHoldTheSwitchThatFlipsTheMap() {
        for (var room : new int[] {3, 4}) {
            var flip = trigger(room, 5, 3);
            assertEquals(TriggerType.SWITCH, flip.type().orElseThrow());
            assertEquals(5, flip.reference(), "the wall switch entity");
            assertEquals(List.of(new TriggerAction.Simple(ActionType.FLIP_MAP, 0)), flip.actions());
        }
        assertEquals(4, level.rooms().get(3).alternateRoom());
    }

    @Test
    void theLavaPitKillsAndOnlyInTheRuinedShrine() {
        for (var z : new int[] {2, 3}) {
            assertInstanceOf(FloorFunction.KillLara.class, chain(4, 3, z).functions().get(0));
            assertEquals(0, level.rooms().get(3).sector(3, z).floorDataIndex());
        }
    }

    @Test
    void theHallWallIsClimbableFromTheMinusXSideAndThePlinthSlopes() {
        for (var z = 2; z <= 4; z++) {
            var climb = assertInstanceOf(FloorFunction.ClimbableWalls.class, chain(0, 1, z).functions().get(0));
            assertEquals(FloorFunction.ClimbableWalls.MINUS_X, climb.walls());
        }
        var plinth = assertInstanceOf(FloorFunction.Slant.class, chain(0, 1, 5).functions().get(0));
        assertEquals(Surface.FLOOR, plinth.surface());
        assertEquals(1, plinth.xSlope());
        assertEquals(0, plinth.zSlope());
        for (var x = 1; x <= 2; x++) {
            for (var z = 3; z <= 4; z++) {
                var slope = assertInstanceOf(FloorFunction.Slant.class, chain(2, x, z).functions().get(0));
                assertEquals(2, slope.zSlope(), "the corridor rises along Z");
            }
        }
    }

    @Test
    void doorwaysArePortalsToTheNextRoom() {
        assertEquals(2, ((FloorFunction.Portal) chain(0, 3, 7).functions().get(0)).room());
        assertEquals(0, ((FloorFunction.Portal) chain(2, 1, 0).functions().get(0)).room());
        assertEquals(3, ((FloorFunction.Portal) chain(2, 2, 7).functions().get(0)).room());
    }

    @Test
    void everyFloorDataWordIsReadByExactlyOneSector() {
        for (int word = 1; word < level.floorData().size(); word++) {
            assertEquals(1, floorData.readers(word), "word " + word);
        }
    }
}
