package org.tomblens.format.names;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;

/**
 * Names checked against the specs: TRosettaStone 3 §15.1 (TR1–TR3), the AI-object ids it gives for TR4 and
 * TR5 (§7.4, which the level editors' catalogue must agree with) and §9.9.2's flipeffect table.
 */
class NamesTest {

    @Test
    void entityTypesAreNamedPerVersion() {
        assertEquals(Optional.of("Lara"), EntityNames.name(GameVersion.TR1, 0));
        assertEquals(Optional.of("Door 1"), EntityNames.name(GameVersion.TR1, 57));
        assertEquals(Optional.of("Camera target"), EntityNames.name(GameVersion.TR1, 169));
        assertEquals(Optional.of("Camera target"), EntityNames.name(GameVersion.TR2, 243));
        assertEquals(Optional.of("AI Guard"), EntityNames.name(GameVersion.TR3, 74));
        assertEquals(Optional.of("Lara skin"), EntityNames.name(GameVersion.TR3, 315));
        assertEquals(Optional.of("AI guard"), EntityNames.name(GameVersion.TR4, 398));
        assertEquals(Optional.of("Lara start pos"), EntityNames.name(GameVersion.TR4, 406));
        assertEquals(Optional.of("AI guard"), EntityNames.name(GameVersion.TR5, 378));
        assertEquals(Optional.of("Lara start position"), EntityNames.name(GameVersion.TR5, 386));
    }

    @Test
    void idsNoCatalogueNamesHaveNoName() {
        assertEquals(Optional.empty(), EntityNames.name(GameVersion.TR1, 240));
        assertEquals(Optional.empty(), EntityNames.name(GameVersion.TR5, 412));
        assertEquals(Optional.empty(), EntityNames.name(GameVersion.TR4, -1));
        assertEquals(Optional.empty(), EntityNames.name(GameVersion.TR2, 100_000));
    }

    @Test
    void flipeffectsAreNamedPerVersion() {
        assertEquals(Optional.of("TURN180"), FlipeffectNames.name(GameVersion.TR1, 0));
        assertEquals(Optional.of("ROTATE_180"), FlipeffectNames.name(GameVersion.TR4, 0));
        assertEquals(Optional.of("LARA_BUBBLES"), FlipeffectNames.name(GameVersion.TR2, 3));
        assertEquals(Optional.of("SETFOG"), FlipeffectNames.name(GameVersion.TR5, 28));
        assertEquals(Optional.of("FOOTPRINT_FX"), FlipeffectNames.name(GameVersion.TR3, 32));
        assertEquals(Optional.of("TUT_HINT_12"), FlipeffectNames.name(GameVersion.TR5, 58));
        assertEquals(Optional.empty(), FlipeffectNames.name(GameVersion.TR1, 17), "TR1 has 17 flipeffects");
        assertEquals(Optional.empty(), FlipeffectNames.name(GameVersion.TR4, 9), "an entry that does nothing");
        assertEquals(Optional.empty(), FlipeffectNames.name(GameVersion.TR3, 59));
    }
}
