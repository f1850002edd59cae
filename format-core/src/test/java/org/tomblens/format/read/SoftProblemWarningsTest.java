package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import java.util.zip.DataFormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LayoutWalker.Layout;
import org.tomblens.format.testing.Corpus;

/**
 * The soft problems of real custom levels in their animations load and are reported where the viewer lists
 * warnings: NextAnimation outside the model (and a model's first animation outside the table) on the level
 * itself, at the field's offset; absurd command counts and empty frames among the animation warnings derived
 * from it, where the player meets them. Each case changes one field of a real level whose level data stands
 * unpacked in the file, found by {@link LayoutWalker}'s independent walk.
 */
class SoftProblemWarningsTest {
    /** §6.2.2: in every version a keyframe's size in words is the animation record's sixth byte. */
    private static final int FRAME_SIZE = 5;
    /** §5.4: a model's first animation follows its ID, mesh count, first mesh, mesh tree and frame offset. */
    private static final int MODEL_ANIMATION = 16;
    /** §5.4: the mesh count follows the model's u32 ID. */
    private static final int MODEL_MESHES = 4;
    private static final int NO_ANIMATION = 0xFFFF;
    /** The games read a command count from here on as negative: none. */
    private static final int NEGATIVE_COUNT = 0x8000;

    /**
     * Where the fields changed here lie in an animation record: §6.2.2 (TR1–TR3, 32 bytes) and §6.2.3 (TR4/TR5,
     * 40 bytes, the lateral speed and acceleration inserted before FrameStart).
     */
    private record AnimationRecord(int size, int frameStart, int frameEnd, int nextAnimation, int numAnimCommands,
                                   int animCommandIndex) {
        static AnimationRecord of(Path level) {
            return Corpus.version(level).isChunked() ? new AnimationRecord(40, 24, 26, 28, 36, 38)
                    : new AnimationRecord(32, 16, 18, 20, 28, 30);
        }
    }

    static Stream<Path> levelsWithAnimations() {
        return plainLevels().filter(level -> layout(level).starts().containsKey("animations"));
    }

    /** Levels with two animated models of different mesh counts. */
    static Stream<Path> levelsWithTwoAnimatedModels() {
        return levelsWithAnimations().filter(level -> modelsWithAnimations(level, layout(level)).length >= 2);
    }

    /** TR1 stores no frame size (its keyframe stride is computed), so only TR2 on can empty a frame. */
    static Stream<Path> levelsWithFrameSizes() {
        return levelsWithAnimations().filter(level -> Corpus.version(level) != GameVersion.TR1)
                .filter(level -> firstWithSeveralKeyframes(level, layout(level)) >= 0);
    }

    /** Levels with an animation of more than one frame. */
    static Stream<Path> levelsWithMovingAnimations() {
        return levelsWithAnimations().filter(level -> firstMoving(level, layout(level)) >= 0);
    }

    /** Levels with an animation for which command words are stored. */
    static Stream<Path> levelsWithStoredCommands() {
        return levelsWithAnimations().filter(level -> firstByStoredCommands(level, layout(level), true) >= 0);
    }

    static Stream<Path> levelsWithModels() {
        return plainLevels().filter(level -> layout(level).starts().containsKey("moveables"));
    }

    @ParameterizedTest
    @MethodSource("levelsWithModels")
    void aModelsFirstAnimationPastTheTableLoadsWithAWarningAtThatField(Path file) throws IOException {
        var layout = layout(file);
        var offset = layout.dataStart() + layout.starts().get("moveables") + MODEL_ANIMATION;
        var bytes = Files.readAllBytes(file);
        putU16(bytes, offset, Math.toIntExact(layout.counts().get("animations")));

        var warning = loadWarning(read(bytes, file), "models[0].animation");

        assertEquals(OptionalLong.of(offset), warning.offset());
    }

    /**
     * An animation of several frames plays on into its next animation; one past the table is warned of. (A still pose
     * that nothing enters is not, see {@code StillPoseLinksTest}.)
     */
    @ParameterizedTest
    @MethodSource("levelsWithMovingAnimations")
    void aNextAnimationPastTheTableLoadsWithAWarningAtThatField(Path file) throws IOException {
        var layout = layout(file);
        var animation = firstMoving(file, layout);
        var offset = animationField(file, layout, animation, AnimationRecord.of(file).nextAnimation());
        var bytes = Files.readAllBytes(file);
        putU16(bytes, offset, Math.toIntExact(layout.counts().get("animations")));

        var warning = loadWarning(read(bytes, file), "animations[" + animation + "].nextAnimation");

        assertEquals(OptionalLong.of(offset), warning.offset());
        assertTrue(warning.message().contains("does not exist"), warning.message());
    }

    /**
     * A model owns the animations from its first to the next model's greater first one ([WAD]; §5.4), so the
     * first animated model's first animation is pointed at the next animated model's first.
     */
    @ParameterizedTest
    @MethodSource("levelsWithTwoAnimatedModels")
    void aNextAnimationOfAModelOfAnotherMeshCountLoadsWithAWarningAtThatField(Path file) throws IOException {
        var layout = layout(file);
        var firsts = modelsWithAnimations(file, layout);
        var record = AnimationRecord.of(file);
        var offset = layout.dataStart() + layout.starts().get("animations") + firsts[0] * record.size()
                + record.nextAnimation();
        var bytes = Files.readAllBytes(file);
        putU16(bytes, offset, firsts[1]);

        var warning = loadWarning(read(bytes, file), "animations[" + firsts[0] + "].nextAnimation");

        assertEquals(OptionalLong.of(offset), warning.offset());
        assertTrue(warning.message().contains("belongs to another model"), warning.message());
    }

    /**
     * Every command takes at least its code word, so one command more than the level stores words runs past them: a
     * count the games would read (below 0x8000) that the table cannot hold.
     */
    @ParameterizedTest
    @MethodSource("levelsWithAnimations")
    void aCountPastTheCommandWordsLoadsWithAnAnimationWarning(Path file) throws IOException {
        var layout = layout(file);
        var count = Math.toIntExact(layout.counts().get("anim_commands")) + 1;
        assertTrue(count < NEGATIVE_COUNT, "the count stays one the games read as positive");

        var paths = derivedPaths(withCommandCount(file, layout, 0, count));

        assertTrue(paths.contains("animations[0].commands"), paths.toString());
        assertFalse(derivedPaths(read(Files.readAllBytes(file), file)).contains("animations[0].commands"),
                "the unchanged level's commands are whole");
    }

    /**
     * The games hold the command count in a signed 16-bit field and run commands only while it is positive, so
     * 0xAAAA or 0xFFFF is none to them. Retail TR4/TR5 levels store such fill values on stubs for which no command
     * words are stored (the next animation's begin at their own index): read as no commands, without a warning.
     * Where words are stored for the animation, the count has lost them, which is warned of.
     */
    @ParameterizedTest
    @MethodSource("levelsWithStoredCommands")
    void aNegativeCountReadsAsNoCommandsAndIsWarnedOfOnlyWhereCommandWordsAreStored(Path file) throws IOException {
        var layout = layout(file);
        var unchanged = read(Files.readAllBytes(file), file);
        var bare = firstByStoredCommands(file, layout, false);
        var stored = firstByStoredCommands(file, layout, true);

        var stub = withCommandCount(file, layout, bare, 0xAAAA);
        var damaged = withCommandCount(file, layout, stored, 0xFFFF);

        assertEquals(unchanged.warnings(), stub.warnings());
        assertEquals(derivedPaths(unchanged), derivedPaths(stub));
        assertEquals(List.of(), LevelAnimation.build(stub).timelines().get(bare).commands());
        assertTrue(derivedPaths(damaged).contains("animations[" + stored + "].commands"), "animation " + stored);
        assertEquals(List.of(), LevelAnimation.build(damaged).timelines().get(stored).commands(),
                "the games run none of its commands");
    }

    /**
     * §6.2.2: an animation whose frames span several keyframes but whose FrameSize is 0 holds no frame data; TR2 and
     * TR3 levels never store one, retail TR4/TR5 levels do (stubs of Lara's), so only the former are warned of.
     */
    @ParameterizedTest
    @MethodSource("levelsWithFrameSizes")
    void anEmptyFrameLoadsWithAnAnimationWarning(Path file) throws IOException {
        var layout = layout(file);
        var bytes = Files.readAllBytes(file);
        var animation = firstWithSeveralKeyframes(file, layout);
        bytes[layout.dataStart() + layout.starts().get("animations") + animation * AnimationRecord.of(file).size()
                + FRAME_SIZE] = 0;

        var path = "animations[" + animation + "].frameSize";
        assertEquals(!Corpus.version(file).isChunked(), derivedPaths(read(bytes, file)).contains(path), path);
        assertFalse(derivedPaths(read(Files.readAllBytes(file), file)).contains(path),
                "the unchanged level stores that animation's frames");
    }

    /** The levels whose level data stands unpacked in the file: TR1–TR3 and TR5 (but the encrypted one). */
    private static Stream<Path> plainLevels() {
        return Corpus.levels().stream().filter(level -> Corpus.version(level) != GameVersion.TR4)
                .filter(level -> !level.endsWith(Corpus.ENCRYPTED));
    }

    private static Layout layout(Path file) {
        try {
            return LayoutWalker.layout(Files.readAllBytes(file), Corpus.version(file).ordinal() + 1);
        } catch (IOException | DataFormatException e) {
            throw new AssertionError(file + " does not walk", e);
        }
    }

    /** The first animations of the first two models that have animations, the second greater than the first. */
    private static int[] modelsWithAnimations(Path level, Layout layout) {
        var start = layout.starts().get("moveables");
        var models = layout.counts().get("moveables");
        var modelSize = Corpus.version(level) == GameVersion.TR5 ? 20 : 18;  // §5.4: TR5 adds a filler word
        var first = -1;
        var firstMeshes = -1;
        for (int m = 0; start != null && m < models; m++) {
            var animation = u16(layout.data(), start + m * modelSize + MODEL_ANIMATION);
            var meshes = u16(layout.data(), start + m * modelSize + MODEL_MESHES);
            if (animation == NO_ANIMATION) {
                continue;
            }
            if (first < 0) {
                first = animation;
                firstMeshes = meshes;
            } else if (animation > first && meshes != firstMeshes) {
                return new int[] {first, animation};
            }
        }
        return new int[0];
    }

    /**
     * The first animation whose FrameEnd lies after its FrameStart, so that it has several keyframes, and
     * whose frame size is not already 0; or -1.
     */
    private static int firstWithSeveralKeyframes(Path level, Layout layout) {
        return firstAnimation(level, layout, (data, record, fields) -> moves(data, record, fields)
                && data[record + FRAME_SIZE] != 0);
    }

    /** The first animation whose FrameEnd lies after its FrameStart, or -1. */
    private static int firstMoving(Path level, Layout layout) {
        return firstAnimation(level, layout, SoftProblemWarningsTest::moves);
    }

    private static boolean moves(byte[] data, int record, AnimationRecord fields) {
        return u16(data, record + fields.frameEnd()) > u16(data, record + fields.frameStart());
    }

    /**
     * The first animation for which command words are stored ({@code stored}), or none are, or -1: its commands run
     * from its AnimCommandIndex to the next animation's, or to the end of the command words for the last one.
     */
    private static int firstByStoredCommands(Path level, Layout layout, boolean stored) {
        var last = animationField(level, layout, Math.toIntExact(layout.counts().get("animations")) - 1, 0)
                - layout.dataStart();
        return firstAnimation(level, layout, (data, record, fields) -> {
            var end = record < last ? u16(data, record + fields.size() + fields.animCommandIndex())
                    : Math.toIntExact(layout.counts().get("anim_commands"));
            return (end > u16(data, record + fields.animCommandIndex())) == stored;
        });
    }

    /** A test of the animation record at {@code record} in the level data. */
    private interface RecordTest {
        boolean test(byte[] data, int record, AnimationRecord fields);
    }

    /** The first animation whose record passes {@code test}, or -1. */
    private static int firstAnimation(Path level, Layout layout, RecordTest test) {
        var fields = AnimationRecord.of(level);
        var start = layout.starts().get("animations");
        for (int a = 0; a < layout.counts().get("animations"); a++) {
            if (test.test(layout.data(), start + a * fields.size(), fields)) {
                return a;
            }
        }
        return -1;
    }

    /** Where field {@code field} of animation {@code animation} lies in the file. */
    private static int animationField(Path level, Layout layout, int animation, int field) {
        return layout.dataStart() + layout.starts().get("animations") + animation * AnimationRecord.of(level).size()
                + field;
    }

    /** The level read with animation {@code animation}'s NumAnimCommands set to {@code count}. */
    private static Level withCommandCount(Path file, Layout layout, int animation, int count) throws IOException {
        var bytes = Files.readAllBytes(file);
        putU16(bytes, animationField(file, layout, animation, AnimationRecord.of(file).numAnimCommands()), count);
        return read(bytes, file);
    }

    private static Level read(byte[] bytes, Path file) {
        return LevelReader.read(bytes, file.getFileName().toString());
    }

    private static DataWarning loadWarning(Level level, String path) {
        return level.warnings().stream().filter(w -> w.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError("no warning at " + path + " in " + level.warnings()));
    }

    private static List<String> derivedPaths(Level level) {
        return LevelAnimation.build(level).warnings().stream().map(DataWarning::path).toList();
    }

    private static int u16(byte[] bytes, int offset) {
        return (bytes[offset] & 0xFF) | (bytes[offset + 1] & 0xFF) << 8;
    }

    private static void putU16(byte[] bytes, int offset, int value) {
        bytes[offset] = (byte) value;
        bytes[offset + 1] = (byte) (value >> 8);
    }
}
