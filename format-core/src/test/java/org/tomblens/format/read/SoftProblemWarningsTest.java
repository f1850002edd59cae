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

    /**
     * Where the fields changed here lie in an animation record: §6.2.2 (TR1–TR3, 32 bytes) and §6.2.3 (TR4/TR5,
     * 40 bytes, the lateral speed and acceleration inserted before FrameStart).
     */
    private record AnimationRecord(int size, int frameStart, int frameEnd, int nextAnimation, int numAnimCommands) {
        static AnimationRecord of(Path level) {
            return Corpus.version(level).isChunked() ? new AnimationRecord(40, 24, 26, 28, 36)
                    : new AnimationRecord(32, 16, 18, 20, 28);
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

    @ParameterizedTest
    @MethodSource("levelsWithAnimations")
    void aNextAnimationPastTheTableLoadsWithAWarningAtThatField(Path file) throws IOException {
        var layout = layout(file);
        var offset = layout.dataStart() + layout.starts().get("animations") + AnimationRecord.of(file).nextAnimation();
        var bytes = Files.readAllBytes(file);
        putU16(bytes, offset, Math.toIntExact(layout.counts().get("animations")));

        var warning = loadWarning(read(bytes, file), "animations[0].nextAnimation");

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

    /** Every command takes at least its code word, so 65535 commands run past any level's command words. */
    @ParameterizedTest
    @MethodSource("levelsWithAnimations")
    void anAbsurdCommandCountLoadsWithAnAnimationWarning(Path file) throws IOException {
        var layout = layout(file);
        var bytes = Files.readAllBytes(file);
        var offset = layout.dataStart() + layout.starts().get("animations") + AnimationRecord.of(file).numAnimCommands();
        putU16(bytes, offset, 0xFFFF);

        var paths = derivedPaths(read(bytes, file));

        assertTrue(paths.contains("animations[0].commands"), paths.toString());
        assertFalse(derivedPaths(read(Files.readAllBytes(file), file)).contains("animations[0].commands"),
                "the unchanged level's commands are whole");
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
        var fields = AnimationRecord.of(level);
        var data = layout.data();
        var start = layout.starts().get("animations");
        for (int a = 0; a < layout.counts().get("animations"); a++) {
            var record = start + a * fields.size();
            if (u16(data, record + fields.frameEnd()) > u16(data, record + fields.frameStart())
                    && data[record + FRAME_SIZE] != 0) {
                return a;
            }
        }
        return -1;
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
