package org.tomblens.maker.ten;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.ten.TenReader;

/**
 * Levels in Tomb Editor 1.11's layout (chunked LZ4 blocks with 64-bit sizes, animations inside their movables),
 * written by {@link TenLevelWriter} from {@link TenSampleLevel} and read back by the reader: what the plan says comes
 * back, in TR's terms.
 */
class TenLevelWriterTest {
    private static final int SMALL_CHUNKS = 64;

    private static byte[] file(int chunkSize) {
        return TenSampleLevel.bytes(chunkSize);
    }

    @Test
    void roomsAndTheirSectorsComeBackWithTheVersionStamped() {
        var ten = TenReader.read(file(SMALL_CHUNKS), "plan.ten");
        assertEquals("1.11.0", ten.version().toString());
        assertEquals(List.of(), ten.level().warnings());
        var rooms = ten.level().rooms();
        assertEquals(2, rooms.size());
        assertEquals(6 * 1024, rooms.get(1).x());
        assertEquals(6 * 5, rooms.get(0).sectors().size());
        // sectors run along Z within X; 0 is the corner, a wall; the one at x 1, z 1 is floor 0 and ceiling -2048
        assertEquals(Sector.WALL_HEIGHT, rooms.get(0).sectors().get(0).floor());
        assertEquals(0, rooms.get(0).sectors().get(5 + 1).floor());
        assertEquals(-2048 / 256, rooms.get(0).sectors().get(5 + 1).ceiling());
        assertEquals(512 / 256, rooms.get(1).sectors().get(4 + 1).floor());
        assertEquals(8, rooms.get(0).vertices().size());
        assertEquals(6, rooms.get(0).quads().size());
    }

    @Test
    void itemsKeepTheirPlacesAndLuaNamesAndFlybysTheirIntNumbers() {
        var ten = TenReader.read(file(SMALL_CHUNKS), "plan.ten");
        var entities = ten.level().entities();
        assertEquals(3, entities.size());
        assertEquals(List.of(2560, 0, 2560, 0x4000), List.of(entities.get(0).x(), entities.get(0).y(),
                entities.get(0).z(), entities.get(0).angle()));
        assertEquals(3, entities.get(1).intensity2OrOcb());
        assertEquals(1, entities.get(2).room());
        assertEquals(List.of("lara", "twin"), ten.luaNames());
        var flybys = ten.level().flybyCameras();
        assertEquals(List.of(300, 300), flybys.stream().map(f -> f.sequence()).toList());
        assertEquals(List.of(0, 1), flybys.stream().map(f -> f.index()).toList());
        assertEquals(3072, flybys.get(1).x());
    }

    @Test
    void anAnimationsKeyframesComeBackAsTrKeyframeWords() {
        var animation = TenReader.read(file(SMALL_CHUNKS), "plan.ten").level().animation();
        var frames = animation.frames().toArray();
        var first = animation.animations().get(0);
        // 9 words of box and offset, then two words a bone (§6.2.7: three 10-bit angles)
        assertEquals(9 + 2 * 2, first.frameSize());
        var second = (int) (first.frameOffset() / 2) + first.frameSize();
        var secondFrame = Arrays.copyOfRange(frames, second, second + first.frameSize());
        // a quarter turn of yaw is 256 of 1024 steps: the first word holds its top four bits, the second its six low
        assertArrayEquals(new short[] {-90, 90, -720, 2, -40, 40, 5, -340, -7, 256 >> 6, 0, 0, 0}, secondFrame);
        var firstFrame = Arrays.copyOfRange(frames, (int) (first.frameOffset() / 2),
                (int) (first.frameOffset() / 2) + first.frameSize());
        assertArrayEquals(new short[] {-100, 100, -700, 0, -50, 60, 0, -350, 0, 0, 0, 0, 0}, firstFrame);
        var walk = animation.animations().get(1);
        assertEquals(first.frameOffset() + 2L * 3 * first.frameSize(), walk.frameOffset());
    }

    @Test
    void framesAndNextAnimationsBecomeLevelWideAsTheOlderTablesHaveThem() {
        var animation = TenReader.read(file(SMALL_CHUNKS), "plan.ten").level().animation();
        var stand = animation.animations().get(0);
        var walk = animation.animations().get(1);
        assertEquals(List.of(0, 2, 2, 1, 3), List.of(stand.frameStart(), stand.frameEnd(), stand.state(),
                stand.nextAnimation(), stand.nextFrame()));
        assertEquals(List.of(3, 5, 3, 0, 0, 2), List.of(walk.frameStart(), walk.frameEnd(), walk.state(),
                walk.nextAnimation(), walk.nextFrame(), walk.frameRate()));
        assertEquals(4 * 65536, walk.speed());
        assertEquals(new StateChange(3, 1, 0), animation.stateChanges().get(stand.stateChangeIndex()));
        assertEquals(new AnimDispatch(0, 2, 1, 3 + 1), animation.dispatches().get(0));
        var model = animation.models().get(0);
        assertEquals(List.of(2, 0), List.of(model.numMeshes(), model.animation()));
    }

    @Test
    void commandsComeBackInTrOrderTheirFramesLevelWide() {
        var animation = TenReader.read(file(SMALL_CHUNKS), "plan.ten").level().animation();
        var words = animation.commands().toArray();
        var stand = animation.animations().get(0);
        assertEquals(2, stand.numAnimCommands());
        // a sound: type 5, frame, sound id; a flip effect: type 6, frame, effect
        var at = stand.animCommandIndex();
        assertArrayEquals(new short[] {5, 1, 70, 6, 2, 12}, Arrays.copyOfRange(words, at, at + 6));
        var walk = animation.animations().get(1);
        at = walk.animCommandIndex();
        assertArrayEquals(new short[] {1, 0, -10, 20}, Arrays.copyOfRange(words, at, at + 4));
    }

    @Test
    void oneChunkOrManyTheLevelIsTheSame() {
        var whole = TenReader.read(file(TenChunkedContainer.EDITOR_CHUNK_SIZE), "plan.ten").level();
        var chunked = TenReader.read(file(SMALL_CHUNKS), "plan.ten").level();
        assertEquals(whole.rooms().get(0).sectors(), chunked.rooms().get(0).sectors());
        assertEquals(whole.animation(), chunked.animation());
        assertEquals(whole.entities(), chunked.entities());
        var header = ByteBuffer.wrap(file(SMALL_CHUNKS)).order(ByteOrder.LITTLE_ENDIAN);
        var mediaSize = header.getLong(16);
        assertEquals((mediaSize + SMALL_CHUNKS - 1) / SMALL_CHUNKS, header.getInt(32));
    }

    @Test
    void theFuzzSeedFormatCoreKeepsIsWhatTheWriterWrites() throws IOException {
        var seed = Path.of("..", "format-core", "src", "test", "resources", "fuzz-seeds", "ten-sample-te111.ten");
        assertArrayEquals(file(SMALL_CHUNKS), Files.readAllBytes(seed),
                "write it anew with TenSampleLevel.bytes(" + SMALL_CHUNKS + ")");
    }

    @Test
    void aChunkLongerThanItsBlockIsATypedErrorInThatBlock() {
        var file = file(SMALL_CHUNKS);
        // media: sizes at 16 and 24, chunk count at 32, the first chunk's sizes at 36 and 40
        ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).putInt(40, 1 << 20);
        var error = assertThrows(LevelFormatException.class, () -> TenReader.read(file, "plan.ten"));
        assertEquals("media.chunks[0].packedSize", error.fieldPath());
        assertEquals(40, error.offset());
    }

    @Test
    void aFileCutInsideAChunkIsATypedErrorAtItsBlock() {
        var file = Arrays.copyOf(file(SMALL_CHUNKS), 60);
        var error = assertThrows(LevelFormatException.class, () -> TenReader.read(file, "plan.ten"));
        assertEquals("media.packedData", error.fieldPath());
        assertEquals(32, error.offset());
    }

    @Test
    void sixtyFourBitSizesBeyondTheFileAreRefusedBeforeAnyAllocation() {
        var packed = file(SMALL_CHUNKS);
        ByteBuffer.wrap(packed).order(ByteOrder.LITTLE_ENDIAN).putLong(24, 1L << 40);
        var error = assertThrows(LevelFormatException.class, () -> TenReader.read(packed, "plan.ten"));
        assertEquals("media.packedData", error.fieldPath());
        var unpacked = file(SMALL_CHUNKS);
        ByteBuffer.wrap(unpacked).order(ByteOrder.LITTLE_ENDIAN).putLong(16, 1L << 40);
        error = assertThrows(LevelFormatException.class, () -> TenReader.read(unpacked, "plan.ten"));
        assertEquals("media.unpackedSize", error.fieldPath());
        assertEquals(16, error.offset());
    }

    @Test
    void chunksThatFillLessThanTheirBlockAreATypedError() {
        var file = file(TenChunkedContainer.EDITOR_CHUNK_SIZE);
        var buffer = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        buffer.putLong(16, buffer.getLong(16) + 1);
        var error = assertThrows(LevelFormatException.class, () -> TenReader.read(file, "plan.ten"));
        assertEquals("media.chunks", error.fieldPath());
    }
}
