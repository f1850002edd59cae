package org.tomblens.format.floordata;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tomblens.format.floordata.FloorFunction.Triangulation.Split;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Words;

/** Synthetic FloorData, built bit by bit from §4's layouts, decodes to what was written. */
class FloorDataDecoderTest {

    private static FloorChain decode(GameVersion version, FloorDataBuilder words, int index) {
        return new FloorDataDecoder(version, words.build()).decode(index);
    }

    @ParameterizedTest
    @EnumSource(GameVersion.class)
    void everyFunctionOfTheVersionDecodesToWhatWasWritten(GameVersion version) {
        var words = new FloorDataBuilder();
        var expected = new ArrayList<FloorFunction>();
        words.setup(0x01, 0, false).word(7);
        expected.add(new FloorFunction.Portal(false, 7));
        words.setup(0x02, 0, false).slopes(-2, 3);
        expected.add(new FloorFunction.Slant(false, Surface.FLOOR, -2, 3));
        words.setup(0x03, 0, false).slopes(1, -128);
        expected.add(new FloorFunction.Slant(false, Surface.CEILING, 1, -128));
        words.setup(0x05, 0, false);
        expected.add(new FloorFunction.KillLara(false));
        if (version.atLeast(GameVersion.TR2)) {
            words.setup(0x06, 0x09, false);
            expected.add(new FloorFunction.ClimbableWalls(false, 0x09));
        }
        if (version.atLeast(GameVersion.TR3)) {
            words.setup(0x13, 0, false);
            expected.add(new FloorFunction.Monkeyswing(false));
            words.setup(0x14, 0, false).setup(0x15, 0, false);
            if (version == GameVersion.TR3) {
                expected.add(new FloorFunction.MinecartTurn(false, true));
                expected.add(new FloorFunction.MinecartTurn(false, false));
            } else {
                expected.add(new FloorFunction.TriggerTriggerer(false));
                expected.add(new FloorFunction.MechanicalBeetle(false));
            }
        }
        words.setup(0x04, 0, true).triggerSetup(0x12, true, 0x15).action(0, 1023, true);
        expected.add(new FloorFunction.Trigger(true, 0, 0x12, true, 0x15, FloorFunction.Trigger.NO_REFERENCE,
                List.of(new TriggerAction.Simple(ActionType.OBJECT, 1023))));

        var chain = decode(version, words, 1);

        assertEquals(expected, chain.functions());
        assertTrue(chain.ok(), chain.problemText());
        assertEquals(words.next(), chain.end(), "the chain ends after the trigger's last action");
    }

    /** §4.4.7's twelve functions: which surface, which diagonal, which triangle is a portal. */
    private record Shape(int code, Surface surface, Split split, Corner portal) {}

    private static final List<Shape> TRIANGULATIONS = List.of(
            new Shape(0x07, Surface.FLOOR, Split.DIAGONAL_01_10, null),
            new Shape(0x08, Surface.FLOOR, Split.DIAGONAL_00_11, null),
            new Shape(0x09, Surface.CEILING, Split.DIAGONAL_01_10, null),
            new Shape(0x0A, Surface.CEILING, Split.DIAGONAL_00_11, null),
            new Shape(0x0B, Surface.FLOOR, Split.DIAGONAL_01_10, Corner.C00),
            new Shape(0x0C, Surface.FLOOR, Split.DIAGONAL_01_10, Corner.C11),
            new Shape(0x0D, Surface.FLOOR, Split.DIAGONAL_00_11, Corner.C01),
            new Shape(0x0E, Surface.FLOOR, Split.DIAGONAL_00_11, Corner.C10),
            new Shape(0x0F, Surface.CEILING, Split.DIAGONAL_01_10, Corner.C00),
            new Shape(0x10, Surface.CEILING, Split.DIAGONAL_01_10, Corner.C11),
            new Shape(0x11, Surface.CEILING, Split.DIAGONAL_00_11, Corner.C01),
            new Shape(0x12, Surface.CEILING, Split.DIAGONAL_00_11, Corner.C10));

    @ParameterizedTest
    @EnumSource(value = GameVersion.class, names = {"TR3", "TR4", "TR5"})
    void everyTriangulationDecodesItsShapeHeightsAndCorners(GameVersion version) {
        var words = new FloorDataBuilder();
        var expected = new ArrayList<FloorFunction>();
        for (var i = 0; i < TRIANGULATIONS.size(); i++) {
            var shape = TRIANGULATIONS.get(i);
            var last = i == TRIANGULATIONS.size() - 1;
            var h1 = i - 16;               // -16 .. -5: the 5-bit fields are two's complement
            var h2 = 15 - i;               // 15 .. 4
            words.triangulation(shape.code(), h1, h2, last).corners(i, 15 - i, (i * 7) % 16, 15);
            expected.add(new FloorFunction.Triangulation(last, shape.surface(), shape.split(), shape.portal(),
                    h1, h2, i, 15 - i, (i * 7) % 16, 15));
        }

        var chain = decode(version, words, 1);

        assertEquals(expected, chain.functions());
        assertTrue(chain.ok(), chain.problemText());
        for (var i = 0; i < TRIANGULATIONS.size(); i++) {
            assertEquals(TRIANGULATIONS.get(i).code(), chain.functions().get(i).code());
        }
    }

    @ParameterizedTest
    @EnumSource(GameVersion.class)
    void everyTriggerTypeOfTheVersionDecodesWithItsReference(GameVersion version) {
        for (var type : TriggerType.values()) {
            if (!type.existsIn(version)) {
                continue;
            }
            var words = new FloorDataBuilder();
            words.setup(0x04, type.code(), true).triggerSetup(7, true, 0x0A);
            var reference = type == TriggerType.SWITCH || type == TriggerType.KEY || type == TriggerType.PICKUP;
            if (reference) {
                words.action(0, 300, false);
            }
            words.action(0, 5, true);

            var chain = decode(version, words, 1);

            var expected = new FloorFunction.Trigger(true, type.code(), 7, true, 0x0A,
                    reference ? 300 : FloorFunction.Trigger.NO_REFERENCE,
                    List.of(new TriggerAction.Simple(ActionType.OBJECT, 5)));
            assertEquals(List.of(expected), chain.functions(), type::toString);
            assertTrue(chain.ok(), chain.problemText());
        }
    }

    @ParameterizedTest
    @EnumSource(GameVersion.class)
    void everyActionOfTheVersionDecodesInOrder(GameVersion version) {
        var later = version.atLeast(GameVersion.TR4);
        var words = new FloorDataBuilder();
        words.setup(0x04, 0, true).triggerSetup(0, false, 0x1F)
                .action(0, 1, false)
                .action(1, 2, false).cameraExtra(5, true, 3, false)
                .action(2, 3, false).action(3, 4, false).action(4, 5, false).action(5, 6, false)
                .action(6, 7, false).action(7, 8, false).action(8, 9, false).action(9, 10, false)
                .action(10, 11, false).action(11, 0, !later);
        var expected = new ArrayList<TriggerAction>(List.of(
                new TriggerAction.Simple(ActionType.OBJECT, 1),
                new TriggerAction.Camera(2, 5, true, 3),
                new TriggerAction.Simple(ActionType.SINK, 3),
                new TriggerAction.Simple(ActionType.FLIP_MAP, 4),
                new TriggerAction.Simple(ActionType.FLIP_ON, 5),
                new TriggerAction.Simple(ActionType.FLIP_OFF, 6),
                new TriggerAction.Simple(ActionType.LOOK_AT, 7),
                new TriggerAction.Simple(ActionType.END_LEVEL, 8),
                new TriggerAction.Simple(ActionType.SOUNDTRACK, 9),
                new TriggerAction.Simple(ActionType.FLIPEFFECT, 10),
                new TriggerAction.Simple(ActionType.SECRET, 11),
                new TriggerAction.Simple(ActionType.CLEAR_BODIES, 0)));
        if (later) {
            words.action(12, 2, false).word(0x0100).action(13, 13, true);
            expected.add(new TriggerAction.Flyby(2, true, true));
            expected.add(new TriggerAction.Simple(ActionType.CUTSCENE, 13));
        }

        var chain = decode(version, words, 1);

        var trigger = assertInstanceOf(FloorFunction.Trigger.class, chain.functions().get(0));
        assertEquals(expected, trigger.actions());
        assertTrue(chain.ok(), chain.problemText());
        assertEquals(words.next(), chain.end());
        assertEquals(chain.end() - chain.start(), trigger.wordCount());
    }

    @Test
    void theCameraExtraWordDecidesWhetherTheListGoesOn() {
        var words = new FloorDataBuilder();
        // The camera word carries the end bit, its extra word does not: the list goes on (§4.6.2).
        words.setup(0x04, 0, true).triggerSetup(0, false, 0x1F)
                .action(1, 4, true).cameraExtra(0, false, 0, false)
                .action(1, 5, false).cameraExtra(2, false, 0, true)
                .setup(0x05, 0, true);

        var chain = decode(GameVersion.TR2, words, 1);

        var trigger = (FloorFunction.Trigger) chain.functions().get(0);
        assertEquals(List.of(new TriggerAction.Camera(4, 0, false, 0), new TriggerAction.Camera(5, 2, false, 0)),
                trigger.actions());
        assertEquals(7, chain.end(), "the kill word after the list belongs to another chain");
    }

    @Test
    void aFlybyWordWithTheEndBitHasNoExtraWord() {
        var words = new FloorDataBuilder();
        words.setup(0x04, 0, true).triggerSetup(0, false, 0x1F).action(0, 3, false).action(12, 1, true);
        var next = words.next();
        words.setup(0x05, 0, true);

        var chain = decode(GameVersion.TR4, words, 1);

        var trigger = (FloorFunction.Trigger) chain.functions().get(0);
        assertEquals(new TriggerAction.Flyby(1, false, false), trigger.actions().get(1));
        assertEquals(next, chain.end());
        assertTrue(chain.ok());
    }

    @Test
    void theTimerIsSignedFromTr4On() {
        var words = new FloorDataBuilder();
        words.setup(0x04, 0, true).triggerSetup(0xFB, false, 0x1F).action(0, 1, true);

        assertEquals(251, ((FloorFunction.Trigger) decode(GameVersion.TR3, words, 1).functions().get(0)).timer());
        assertEquals(-5, ((FloorFunction.Trigger) decode(GameVersion.TR4, words, 1).functions().get(0)).timer());
    }

    @Test
    void functionsOfLaterVersionsAreUnknownToEarlierOnesAndStopTheChain() {
        var words = new FloorDataBuilder();
        words.setup(0x01, 0, false).word(2).setup(0x06, 0x01, false).setup(0x05, 0, true);

        var tr1 = decode(GameVersion.TR1, words, 1);
        var tr2 = decode(GameVersion.TR2, words, 1);

        assertEquals(List.of(new FloorFunction.Portal(false, 2), new FloorFunction.Unknown(false, 0x06, 0x0106)),
                tr1.functions());
        assertEquals(4, tr1.end());
        assertEquals(List.of(new FloorDataProblem(3, tr1.problems().get(0).message())), tr1.problems());
        assertTrue(tr2.ok());
        assertEquals(3, tr2.functions().size());
    }

    @ParameterizedTest
    @EnumSource(GameVersion.class)
    void aTrngFunctionCodeIsReportedAndDecodingStops(GameVersion version) {
        var words = new FloorDataBuilder();
        words.setup(0x05, 0, false).setup(0x1F, 0x12, false).word(0x1234).setup(0x05, 0, true);

        var chain = decode(version, words, 1);

        assertEquals(List.of(new FloorFunction.KillLara(false), new FloorFunction.Unknown(false, 0x1F, 0x121F)),
                chain.functions());
        assertEquals(3, chain.end());
        assertEquals(2, chain.problems().get(0).word());
    }

    @Test
    void actionsAndTriggerTypesOfLaterVersionsAreReportedButDecoded() {
        var words = new FloorDataBuilder();
        words.setup(0x04, 10, true).triggerSetup(0, false, 0x1F).action(12, 3, false).action(0, 4, true);

        var chain = decode(GameVersion.TR3, words, 1);

        var trigger = (FloorFunction.Trigger) chain.functions().get(0);
        assertEquals(10, trigger.typeCode());
        assertEquals(List.of(new TriggerAction.Unknown(12, 3), new TriggerAction.Simple(ActionType.OBJECT, 4)),
                trigger.actions());
        assertEquals(2, chain.problems().size(), chain.problemText());
        assertEquals(List.of(1, 3), chain.problems().stream().map(FloorDataProblem::word).toList());
    }

    @Test
    void aChainRunningPastTheArrayKeepsWhatItRead() {
        var words = new FloorDataBuilder();
        words.setup(0x01, 0, false).word(3).setup(0x04, 0, false).triggerSetup(0, false, 0x1F).action(0, 9, false);

        var chain = decode(GameVersion.TR1, words, 1);

        assertEquals(List.of(new FloorFunction.Portal(false, 3), new FloorFunction.Trigger(false, 0, 0, false,
                0x1F, FloorFunction.Trigger.NO_REFERENCE, List.of(new TriggerAction.Simple(ActionType.OBJECT, 9)))),
                chain.functions());
        assertEquals(6, chain.end());
        assertEquals(6, chain.problems().get(0).word());
        assertFalse(chain.ok());
    }

    @Test
    void aSlantWithoutItsSlopeWordIsDropped() {
        var words = new FloorDataBuilder();
        words.setup(0x05, 0, false).setup(0x02, 0, true);

        var chain = decode(GameVersion.TR1, words, 1);

        assertEquals(List.of(new FloorFunction.KillLara(false)), chain.functions());
        assertEquals(1, chain.problems().size());
    }

    @Test
    void aReferenceWordWithTheEndBitLeavesTheTriggerWithoutActions() {
        var words = new FloorDataBuilder();
        words.setup(0x04, 2, true).triggerSetup(0, false, 0x1F).action(0, 6, true);

        var chain = decode(GameVersion.TR1, words, 1);

        assertEquals(List.of(new FloorFunction.Trigger(true, 2, 0, false, 0x1F, 6, List.of())), chain.functions());
        assertEquals(4, chain.end());
        assertEquals(3, chain.problems().get(0).word());
    }

    @Test
    void anIndexOutsideTheArrayIsAProblemNotAnException() {
        var words = new FloorDataBuilder().setup(0x05, 0, true);

        var chain = decode(GameVersion.TR1, words, 9);

        assertTrue(chain.functions().isEmpty());
        assertEquals(9, chain.problems().get(0).word());
        assertEquals(FloorChain.NONE, decode(GameVersion.TR1, words, 0), "index 0 is the dummy: no chain");
    }

    @ParameterizedTest
    @EnumSource(GameVersion.class)
    void randomWordsNeverMakeTheDecoderThrowAndWellFormedChainsAccountForEveryWord(GameVersion version) {
        var random = new Random(12 + version.ordinal());
        var array = new short[4096];
        for (var i = 0; i < array.length; i++) {
            array[i] = (short) random.nextInt(0x10000);
        }
        var decoder = new FloorDataDecoder(version, Words.own(array));
        for (var index = -2; index < array.length + 2; index++) {
            var at = index;
            var chain = assertDoesNotThrow(() -> decoder.decode(at));
            assertTrue(chain.end() <= array.length || chain.functions().isEmpty());
            if (chain.ok() && index > 0) {
                var words = chain.functions().stream().mapToInt(FloorFunction::wordCount).sum();
                assertEquals(chain.end() - chain.start(), words, "chain at " + index);
            }
        }
    }
}
