package org.tomblens.format.read;

import org.tomblens.format.io.ByteCursor;

/**
 * The 228 bytes a TR4 or TR5 PlayStation level starts with (trview's {@code tr4_psx_level_info}): the version word,
 * where the samples, the video-memory image, the frames, the rooms and the models lie (from the header's start),
 * the level's counts, and the size in bytes of each table the level walks through. Fields trview does not name are
 * skipped by their place.
 */
record Tr4PsxHeader(
        int version, long sampleOffsetsAt, long sampleDataAt, long videoMemoryAt, long framesAt, long roomsAt,
        long modelsAt, int sampleCount, int sampleDataSize, int roomCount, int itemCount, int animatedGroupCount,
        int animatedUvRanges, int floorDataSize, int outsideRoomTableSize, int roomBoundsSize, int meshDataSize,
        int meshPointersSize, int animationsSize, int stateChangesSize, int dispatchesSize, int commandsSize,
        int meshTreesSize, int framesSize, int objectTexturesSize, int spriteTexturesSize, int roomTexturesSize,
        int animatedTexturesSize, int soundSourcesSize, int soundDetailsSize, int demoDataSize, int boxCount,
        int boxesSize, int overlapsSize, int[] zoneWords, int cameraCount, int flybyCameraCount, int aiObjectCount) {

    static final int SIZE = 228;
    /** The early header's: the version word, two bytes, then the retail header from the room count on. */
    static final int INLINE_SIZE = 180;
    static final int ZONE_TABLES = 5;

    /**
     * The header at the cursor; {@code inline}, the early header without offsets or the samples' count and size
     * (their offsets and counts then read 0, and the header is 180 bytes).
     */
    static Tr4PsxHeader read(ByteCursor c, boolean inline) {
        c.enter("header");
        var version = c.s32("version");
        long sampleOffsetsAt = 0;
        long sampleDataAt = 0;
        long videoMemoryAt = 0;
        long framesAt = 0;
        long roomsAt = 0;
        long modelsAt = 0;
        var sampleCount = 0;
        var sampleDataSize = 0;
        if (!inline) {
            sampleOffsetsAt = c.u32("soundOffsets");
            sampleDataAt = c.u32("soundDataOffset");
            videoMemoryAt = c.u32("textilesOffset");
            framesAt = c.u32("framesOffset");
            roomsAt = c.u32("roomDataOffset");
            modelsAt = c.u32("modelsOffset");
            c.skip("unknown", 8);
            sampleCount = size(c, "numSounds");
            sampleDataSize = size(c, "soundDataLength");
        }
        c.skip("clutStart", 2);
        var roomCount = c.u16("numRooms");
        c.skip("unknown2", 2);
        var itemCount = c.u16("numItems");
        var animatedGroupCount = c.u16("numAnimatedTextures");
        var animatedUvRanges = c.u16("numAnimatedUvRanges");
        c.skip("roomDataSize", 4);
        var floorDataSize = size(c, "floorDataSize");
        var outsideRoomTableSize = size(c, "outsideRoomSize");
        var roomBoundsSize = size(c, "boundingBoxesSize");
        c.skip("unknown4", 4);
        var meshDataSize = size(c, "meshDataSize");
        var meshPointersSize = size(c, "meshPointerSize");
        var animationsSize = size(c, "animationsSize");
        var stateChangesSize = size(c, "stateChangesSize");
        var dispatchesSize = size(c, "dispatchesSize");
        var commandsSize = size(c, "commandsSize");
        var meshTreesSize = size(c, "meshTreeSize");
        var framesSize = size(c, "framesSize");
        var objectTexturesSize = size(c, "textureInfoLength");
        var spriteTexturesSize = size(c, "spriteInfoLength");
        var roomTexturesSize = size(c, "textureInfoLength2");
        var animatedTexturesSize = size(c, "animatedTextureLength");
        var soundSourcesSize = size(c, "sfxInfoLength");
        var soundDetailsSize = size(c, "sampleInfoLength");
        c.skip("unknown4a", 4);
        var demoDataSize = size(c, "demoDataLength");
        var boxCount = size(c, "numBoxes");
        var boxesSize = size(c, "boxesLength");
        var overlapsSize = size(c, "overlapsLength");
        var zoneWords = new int[ZONE_TABLES];
        for (int i = 0; i < ZONE_TABLES; i++) {
            zoneWords[i] = size(c, "groundZoneLength" + (i + 1));
        }
        var cameraCount = size(c, "numCameras");
        var flybyCameraCount = size(c, "numFlybyCameras");
        c.skip("cameraLength", 8);
        var aiObjectCount = c.u16("numAiObjects");
        c.skip("unknown7", 38);
        c.leave();
        return new Tr4PsxHeader(version, sampleOffsetsAt, sampleDataAt, videoMemoryAt, framesAt, roomsAt, modelsAt,
                sampleCount, sampleDataSize, roomCount, itemCount, animatedGroupCount, animatedUvRanges,
                floorDataSize, outsideRoomTableSize, roomBoundsSize, meshDataSize, meshPointersSize, animationsSize,
                stateChangesSize, dispatchesSize, commandsSize, meshTreesSize, framesSize, objectTexturesSize,
                spriteTexturesSize, roomTexturesSize, animatedTexturesSize, soundSourcesSize, soundDetailsSize,
                demoDataSize, boxCount, boxesSize, overlapsSize, zoneWords, cameraCount, flybyCameraCount,
                aiObjectCount);
    }

    /** A size or count, which no file of this layout holds more than the file's bytes of. */
    private static int size(ByteCursor c, String field) {
        var at = c.position();
        var value = c.u32(field);
        if (value > c.end()) {
            throw c.errorAt(at, field, value + " is more than the file's " + c.end() + " bytes");
        }
        return (int) value;
    }
}
