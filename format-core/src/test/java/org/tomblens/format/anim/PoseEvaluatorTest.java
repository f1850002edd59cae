package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Words;

/** Poses of models built here, with angles whose transforms are known by hand (§6.1, §6.2.7). */
class PoseEvaluatorTest {
    private static final float EPSILON = 1e-5f;
    private static final short[] BOX = {-10, 10, -20, 0, -5, 5};
    private static final double QUARTER = Math.PI / 2;

    /** Keyframe words: the box, the offset, then the angle words. */
    private static List<Short> keyframe(int x, int y, int z, int... angleWords) {
        var words = new ArrayList<Short>();
        for (var value : BOX) {
            words.add(value);
        }
        words.addAll(List.of((short) x, (short) y, (short) z));
        for (var word : angleWords) {
            words.add((short) word);
        }
        return words;
    }

    private static Words words(List<List<Short>> keyframes) {
        var all = keyframes.stream().flatMap(List::stream).toList();
        var array = new short[all.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = all.get(i);
        }
        return Words.own(array);
    }

    private static Animation animation(long frameOffset, int frameRate, int frameSize, int start, int end) {
        return new Animation(frameOffset, frameRate, frameSize, 0, 0, 0, 0, 0, start, end, 0, start, 0, 0, 0, 0);
    }

    /** One model of {@code meshes} meshes (tree nodes as given) with one animation over {@code frames}. */
    private static AnimationData data(int meshes, int[] tree, Animation animation, Words frames) {
        return new AnimationData(List.of(new Model(0, meshes, 0, 0, 0, 0)), List.of(animation), List.of(), List.of(),
                Words.EMPTY, Ints.own(tree), frames);
    }

    @Test
    void tr2SingleAxisYQuarterTurnRotatesTheRootAboutY() {
        var frames = words(List.of(keyframe(100, -200, 300, 0x8000 | 256)));
        var pose = PoseEvaluator.of(GameVersion.TR2, data(1, new int[0], animation(0, 1, 10, 0, 0), frames))
                .pose(0, 0, 0, 0);
        assertRotation(ry(QUARTER), pose, 0);
        assertPosition(pose, 0, 100, -200, 300);
        assertArrayEquals(new float[] {-10, 10, -20, 0, -5, 5}, pose.boundingBox());
    }

    @Test
    void singleAxisAnglesAreTenBitInTr2AndTwelveBitInTr4() {
        // 0x8000 | 1024: a quarter turn about Y at 4096 per turn (TR4); TR2 keeps only the low ten bits, 0
        var frames = words(List.of(keyframe(0, 0, 0, 0x8000 | 1024)));
        var tr4 = PoseEvaluator.of(GameVersion.TR4, data(1, new int[0], animation(0, 1, 10, 0, 0), frames)).pose(0, 0, 0, 0);
        var tr2 = PoseEvaluator.of(GameVersion.TR2, data(1, new int[0], animation(0, 1, 10, 0, 0), frames)).pose(0, 0, 0, 0);
        assertRotation(ry(QUARTER), tr4, 0);
        assertRotation(identity(), tr2, 0);
    }

    @Test
    void tr1AngleSetsAreTwoWordsLowWordFirst() {
        // X = 256 (a quarter turn at 1024 per turn) sits in bits 20..29: the set is 0x1000_0000, stored 0x0000, 0x1000
        var frame = keyframe(0, 0, 0, 1, 0x0000, 0x1000);
        var tr1 = PoseEvaluator.of(GameVersion.TR1, data(1, new int[0], animation(0, 1, 0, 0, 0), words(List.of(frame))));
        assertRotation(rx(QUARTER), tr1.pose(0, 0, 0, 0), 0);
    }

    @Test
    void threeAxisSetsRotateInTheOrderYThenXThenZ() {
        // X = 256, Y = 256, Z = 0: w = X << 4 | Y >> 6, w2 = (Y & 0x3F) << 10 | Z
        var yx = PoseEvaluator.of(GameVersion.TR2, data(1, new int[0], animation(0, 1, 11, 0, 0),
                words(List.of(keyframe(0, 0, 0, 256 << 4 | 256 >> 6, 0))))).pose(0, 0, 0, 0);
        assertRotation(multiply(ry(QUARTER), rx(QUARTER)), yx, 0);
        // X = 0, Y = 256, Z = 256
        var yz = PoseEvaluator.of(GameVersion.TR3, data(1, new int[0], animation(0, 1, 11, 0, 0),
                words(List.of(keyframe(0, 0, 0, 256 >> 6, 256))))).pose(0, 0, 0, 0);
        assertRotation(multiply(ry(QUARTER), rz(QUARTER)), yz, 0);
    }

    @Test
    void theMeshTreeStackPopsBeforeItPushesAndAnEmptyPopPlacesTheMeshFromTheModelsOrigin() {
        // nodes for meshes 1..5: flags, dx, dy, dz (§6.2.1)
        int[] tree = {
            2, 0, -100, 0, // push the root; parent 0
            3, 10, 0, 0,   // pop (the root) then push it again: parent 0, stack unchanged
            0, 0, 0, 20,   // previous mesh: parent 2
            1, 0, 5, 0,    // pop: parent 0, the stack is now empty
            1, 3, 0, 0,    // pop on an empty stack: the model's origin, as retail TR4 models expect
        };
        var angles = new int[] {0x8000 | 256, 0x4000, 0x4000, 0x4000, 0x4000, 0x4000};
        var frames = words(List.of(keyframe(100, -200, 300, angles)));
        var evaluator = PoseEvaluator.of(GameVersion.TR2, data(6, tree, animation(0, 1, 15, 0, 0), frames));
        var skeleton = evaluator.skeleton(0);
        assertEquals(List.of(0, 0, 0, 2, 0, Skeleton.MODEL_ORIGIN),
                java.util.stream.IntStream.range(0, 6).map(skeleton::parent).boxed().toList());
        assertArrayEquals(new int[] {5}, skeleton.emptyPops());
        assertTrue(evaluator.warnings().stream().noneMatch(w -> w.path().startsWith("models[0].meshTree")),
                "retail TR4 models pop an empty stack; it is no fault of the level: " + evaluator.warnings());
        var pose = evaluator.pose(0, 0, 0, 0);
        // the root turns a quarter about Y, which takes an offset (x, y, z) to (z, y, -x)
        assertPosition(pose, 1, 100, -300, 300);
        assertPosition(pose, 2, 100, -200, 290);
        assertPosition(pose, 3, 120, -200, 290);
        assertPosition(pose, 4, 100, -195, 300);
        // its own offset from the model's origin, neither the root's offset nor its turn
        assertPosition(pose, 5, 3, 0, 0);
        for (int mesh = 0; mesh < 5; mesh++) {
            assertRotation(ry(QUARTER), pose, mesh);
        }
        assertRotation(ry(0), pose, 5);
    }

    /** §6.2.7: a model's reach is the union of the boxes its keyframes store, whatever frame it is in. */
    @Test
    void aModelsReachIsTheUnionOfItsKeyframesStoredBoxes() {
        var first = new ArrayList<Short>(List.of((short) -10, (short) 10, (short) -20, (short) 0, (short) -5, (short) 5,
                (short) 0, (short) 0, (short) 0, (short) 0x8000));
        var second = new ArrayList<Short>(List.of((short) -30, (short) 4, (short) -8, (short) 40, (short) -2, (short) 9,
                (short) 0, (short) 0, (short) 0, (short) 0x8000));
        var evaluator = PoseEvaluator.of(GameVersion.TR4, data(1, new int[0], animation(0, 4, 10, 0, 4),
                words(List.of(first, second))));
        assertArrayEquals(new float[] {-30, 10, -20, 40, -5, 9}, evaluator.reach(0));
    }

    /** Keyframes 0, 1, 2 of a TR4 animation at frames 10, 14 and 16: rate 4, the last interval 2. */
    private static Words threeKeyframes() {
        return words(List.of(keyframe(0, 0, 0, 0x8000), keyframe(40, 0, 0, 0x8000 | 1024), keyframe(60, 0, 0, 0x8000 | 2048)));
    }

    @Test
    void keyframesLieFrameRateApartWithAShorterLastInterval() {
        var evaluator = PoseEvaluator.of(GameVersion.TR4, data(1, new int[0], animation(0, 4, 10, 10, 16), threeKeyframes()));
        assertEquals(3, evaluator.keyframeCount(0));
        assertEquals(List.of(10, 14, 16), List.of(evaluator.keyframeFrame(0, 0), evaluator.keyframeFrame(0, 1),
                evaluator.keyframeFrame(0, 2)));
        assertRotation(ry(QUARTER), evaluator.pose(0, 0, 14, 0), 0);
        assertRotation(ry(Math.PI), evaluator.pose(0, 0, 16, 0), 0);
        assertPosition(evaluator.pose(0, 0, 16, 0), 0, 60, 0, 0);
    }

    @Test
    void betweenKeyframesRotationsAreSlerpedAndOffsetsLerped() {
        var evaluator = PoseEvaluator.of(GameVersion.TR4, data(1, new int[0], animation(0, 4, 10, 10, 16), threeKeyframes()));
        var halfway = evaluator.pose(0, 0, 12, 0);
        assertRotation(ry(QUARTER / 2), halfway, 0);
        assertPosition(halfway, 0, 20, 0, 0);
        // in the last, two-frame interval frame 15 is half way from keyframe 1 to keyframe 2
        var last = evaluator.pose(0, 0, 15, 0);
        assertRotation(ry(QUARTER * 1.5), last, 0);
        assertPosition(last, 0, 50, 0, 0);
        // frame 14 and a half is a quarter of that interval
        var fraction = evaluator.pose(0, 0, 14, 0.5f);
        assertRotation(ry(QUARTER * 1.25), fraction, 0);
        assertPosition(fraction, 0, 45, 0, 0);
    }

    @Test
    void keyframesPastTheModelsFrameDataAreClampedAndReported() {
        // a second model's frames begin at word 20 (byte 40): the first model's third keyframe lies there
        var evaluator = PoseEvaluator.of(GameVersion.TR4, secondModelAtWord20(animation(40, 1, 10, 0, 0)));
        assertEquals(1, evaluator.warnings().size(), evaluator.warnings().toString());
        assertEquals("animations[0].frameOffset", evaluator.warnings().get(0).path());
        var end = evaluator.pose(0, 0, 16, 0);
        assertRotation(ry(QUARTER), end, 0);
        assertPosition(end, 0, 40, 0, 0);
    }

    /** The same data, the first model's animation sharing its frame offset with another: a stub, clamped silently. */
    @Test
    void keyframesPastTheFrameDataOfAnAnimationSharingItsFramesAreClampedWithoutAWarning() {
        var evaluator = PoseEvaluator.of(GameVersion.TR4, secondModelAtWord20(animation(0, 1, 10, 0, 0)));
        assertEquals(List.of(), evaluator.warnings());
        var end = evaluator.pose(0, 0, 16, 0);
        assertRotation(ry(QUARTER), end, 0);
    }

    /**
     * Two one-mesh models, the second's frames from word 20 (byte 40); the first's animation has four keyframes of
     * 10 words from word 0, the second's is {@code second}.
     */
    private static AnimationData secondModelAtWord20(Animation second) {
        var models = List.of(new Model(0, 1, 0, 0, 0, 0), new Model(1, 1, 0, 0, 40, 1));
        return new AnimationData(models, List.of(animation(0, 4, 10, 10, 16), second), List.of(), List.of(),
                Words.EMPTY, Ints.EMPTY, threeKeyframes());
    }

    @Test
    void aStubWithFrameSizeZeroHoldsItsFirstKeyframeAsRetailLevelsWant() {
        var evaluator = PoseEvaluator.of(GameVersion.TR5, data(1, new int[0], animation(0, 1, 0, 0, 8), threeKeyframes()));
        assertEquals(List.of(), evaluator.warnings(), "retail TR4/TR5 Lara animations are such stubs");
        var tr2 = PoseEvaluator.of(GameVersion.TR2, data(1, new int[0], animation(0, 1, 0, 0, 8), threeKeyframes()));
        assertEquals("animations[0].frameSize", tr2.warnings().get(0).path(), "no retail TR2/TR3 animation is one");
        assertRotation(identity(), evaluator.pose(0, 0, 5, 0.5f), 0);
    }

    @Test
    void anAnimationWhoseKeyframesLieOutsideTheFramesIsPosedAtRest() {
        var evaluator = PoseEvaluator.of(GameVersion.TR2, data(2, new int[] {0, 0, -50, 0},
                animation(1_000_000, 1, 10, 0, 3), threeKeyframes()));
        assertEquals(1, evaluator.warnings().size());
        var pose = evaluator.pose(0, 0, 2, 0);
        assertPosition(pose, 0, 0, 0, 0);
        assertPosition(pose, 1, 0, -50, 0);
        assertRotation(identity(), pose, 1);
    }

    @Test
    void aMeshTreeCutShortReadsAsZeroOffsetsAndIsReported() {
        var evaluator = PoseEvaluator.of(GameVersion.TR2, data(3, new int[] {0, 7, 0, 0},
                animation(0, 1, 12, 0, 0), words(List.of(keyframe(0, 0, 0, 0x4000, 0x4000, 0x4000)))));
        assertEquals("models[0].meshTree", evaluator.warnings().get(0).path());
        var pose = evaluator.pose(0, 0, 0, 0);
        assertPosition(pose, 1, 7, 0, 0);
        assertPosition(pose, 2, 7, 0, 0);
    }

    // --- matrices by hand: standard right-handed rotations, row-major ---

    private static double[][] identity() {
        return new double[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    }

    private static double[][] rx(double a) {
        return new double[][] {{1, 0, 0}, {0, Math.cos(a), -Math.sin(a)}, {0, Math.sin(a), Math.cos(a)}};
    }

    private static double[][] ry(double a) {
        return new double[][] {{Math.cos(a), 0, Math.sin(a)}, {0, 1, 0}, {-Math.sin(a), 0, Math.cos(a)}};
    }

    private static double[][] rz(double a) {
        return new double[][] {{Math.cos(a), -Math.sin(a), 0}, {Math.sin(a), Math.cos(a), 0}, {0, 0, 1}};
    }

    private static double[][] multiply(double[][] a, double[][] b) {
        var product = new double[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                for (int k = 0; k < 3; k++) {
                    product[i][j] += a[i][k] * b[k][j];
                }
            }
        }
        return product;
    }

    private static void assertRotation(double[][] expected, Pose pose, int mesh) {
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                assertEquals(expected[row][column], pose.rotation(mesh, row, column), EPSILON,
                        "mesh " + mesh + " rotation[" + row + "][" + column + "]");
            }
        }
    }

    private static void assertPosition(Pose pose, int mesh, float x, float y, float z) {
        assertArrayEquals(new float[] {x, y, z},
                new float[] {pose.position(mesh, 0), pose.position(mesh, 1), pose.position(mesh, 2)}, 1e-3f,
                "mesh " + mesh + " position");
    }
}
