package org.tomblens.format.floordata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tomblens.format.testing.SyntheticLevels.level;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Words;

/** Entries read as level builders write them; entity names come from the version's catalogue. */
class FloorDataDescriptionsTest {

    /** A TR1 level whose entity 31 is a door (type 57, "Door 1" in §15.1.1), with five cameras. */
    private static FloorDataDescriptions tr1() {
        var entities = new ArrayList<>(Collections.nCopies(32, new Entity(0, 0, 0, 0, 0, 0, 0, 0, 0)));
        entities.set(31, new Entity(57, 0, 0, 0, 0, 0, 0, 0, 0));
        var cameras = Collections.nCopies(5, new FixedCamera(0, 0, 0, 0, 0));
        return new FloorDataDescriptions(level(GameVersion.TR1, List.of(), Words.EMPTY, entities, cameras));
    }

    @Test
    void aSwitchTriggerReadsAsTheIssueWordsIt() {
        var trigger = new FloorFunction.Trigger(true, TriggerType.SWITCH.code(), 5, true, 0x1F, 23, List.of(
                new TriggerAction.Simple(ActionType.OBJECT, 31), new TriggerAction.Camera(4, 2, true, 0),
                new TriggerAction.Simple(ActionType.FLIP_MAP, 2)));

        assertEquals("Switch trigger (switch #23, once, timer 5 s, mask 11111): Activate #31 Door 1, "
                + "Camera #4 (2 s, once), Flip map 2", tr1().describe(trigger));
    }

    @Test
    void antiTypesDeactivateAndTheMaskReadsButtonOneFirst() {
        var trigger = new FloorFunction.Trigger(true, TriggerType.ANTIPAD.code(), 0, false, 0x01,
                FloorFunction.Trigger.NO_REFERENCE, List.of(new TriggerAction.Simple(ActionType.OBJECT, 31),
                new TriggerAction.Simple(ActionType.FLIPEFFECT, 3), new TriggerAction.Simple(ActionType.OBJECT, 40)));

        assertEquals("Antipad trigger (mask 10000): Deactivate #31 Door 1, Flipeffect 3 (LARA_BUBBLES), "
                + "Deactivate #40 (no such entity)", tr1().describe(trigger));
    }

    @Test
    void otherFunctionsReadInAWord() {
        var words = tr1();
        assertEquals("Portal to room 5", words.describe(new FloorFunction.Portal(false, 5)));
        assertEquals("Floor slant (X +1, Z -2 clicks)", words.describe(new FloorFunction.Slant(false, Surface.FLOOR, 1, -2)));
        assertEquals("Kill Lara", words.describe(new FloorFunction.KillLara(true)));
        assertEquals("Climbable walls: +Z, -X", words.describe(new FloorFunction.ClimbableWalls(true, 0x09)));
        assertEquals("Floor triangles split 01-10, portal at triangle 00 (h1 -1, h2 2; ΔC00 1, ΔC01 2, ΔC10 3, ΔC11 4)",
                words.describe(FloorFunction.Triangulation.of(true, 0x0B, -1, 2, 1, 2, 3, 4)));
        assertEquals("Unknown function 0x1F (word 0x801F)", words.describe(new FloorFunction.Unknown(true, 0x1F, 0x801F)));
    }
}
