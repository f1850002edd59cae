package org.tomblens.maker.write;

import org.tomblens.format.io.ByteCursor;

/**
 * Turns a PC TR5 level's level data into the Remastered one (docs/remastered.md; trview's
 * {@code load_tr5_pc_remastered}): the room count in 16 bits and each room in the Remastered room layout
 * ({@link Tr5RemasteredRooms}), then the classic records unchanged but for those the Remastered TR5 keeps as TR4
 * does (18-byte models, the three-letter "SPR" and "TEX" tags, 38-byte object textures), and the AI objects before
 * the entities. What follows the entities (demo data, sound tables) is left out: the game's MAIN.SFX holds the sounds.
 */
final class Tr5RemasteredLevelData {
    private static final int ANIMATION = 40;
    private static final int STATE_CHANGE = 6;
    private static final int DISPATCH = 8;
    private static final int MODEL = 18;
    private static final int STATIC_MESH = 32;
    private static final int SPRITE_TEXTURE = 16;
    private static final int SPRITE_SEQUENCE = 8;
    private static final int CAMERA = 16;
    private static final int FLYBY_CAMERA = 40;
    private static final int SOUND_SOURCE = 16;
    private static final int BOX = 8;
    private static final int ZONE_BYTES_PER_BOX = 20;
    private static final int OBJECT_TEXTURE = 38;
    private static final int ENTITY = 24;
    private static final int TR5_PADDING = 2;

    private Tr5RemasteredLevelData() {}

    /** Writes the Remastered form of the classic level data {@code in} holds (from its first, unused word). */
    static void write(ByteCursor in, ByteSink out) {
        in.u32("unused");
        var rooms = in.u32("numRooms");
        out.u16("numRooms", (int) rooms);
        for (int i = 0; i < rooms; i++) {
            Tr5RemasteredRooms.write(in, out);
        }
        copyCounted(in, out, "floorData", 2);
        copyCounted(in, out, "meshData", 2);
        copyCounted(in, out, "meshPointers", 4);
        copyCounted(in, out, "animations", ANIMATION);
        copyCounted(in, out, "stateChanges", STATE_CHANGE);
        copyCounted(in, out, "animDispatches", DISPATCH);
        copyCounted(in, out, "animCommands", 2);
        copyCounted(in, out, "meshTrees", 4);
        copyCounted(in, out, "frames", 2);
        copyUnpadded(in, out, "models", MODEL);
        copyCounted(in, out, "staticMeshes", STATIC_MESH);
        in.expect("spriteTag", "SPR\0");
        out.bytes("spriteTag", new byte[] {'S', 'P', 'R'});
        copyCounted(in, out, "spriteTextures", SPRITE_TEXTURE);
        copyCounted(in, out, "spriteSequences", SPRITE_SEQUENCE);
        copyCounted(in, out, "cameras", CAMERA);
        copyCounted(in, out, "flybyCameras", FLYBY_CAMERA);
        copyCounted(in, out, "soundSources", SOUND_SOURCE);
        var boxes = copyCounted(in, out, "boxes", BOX);
        copyCounted(in, out, "overlaps", 2);
        out.bytes("zones", in.bytes("zones", (long) boxes * ZONE_BYTES_PER_BOX));
        copyCounted(in, out, "animatedTextures", 2);
        out.u8("animatedTexturesUvCount", in.u8("animatedTexturesUvCount"));
        in.expect("textureTag", "TEX\0");
        out.bytes("textureTag", new byte[] {'T', 'E', 'X'});
        copyUnpadded(in, out, "objectTextures", OBJECT_TEXTURE);
        var entities = in.bytes("entities", (long) in.u32("numEntities") * ENTITY);
        var aiObjects = in.bytes("aiObjects", (long) in.u32("numAiObjects") * ENTITY);
        out.u32("numAiObjects", aiObjects.length / ENTITY);
        out.bytes("aiObjects", aiObjects);
        out.u32("numEntities", entities.length / ENTITY);
        out.bytes("entities", entities);
    }

    /** Copies a 32-bit count and that many records of {@code size} bytes; returns the count. */
    private static int copyCounted(ByteCursor in, ByteSink out, String field, int size) {
        var count = in.u32(field);
        out.u32(field, count);
        out.bytes(field, in.bytes(field, count * size));
        return (int) count;
    }

    /** Copies a 32-bit count and its records, each without the two bytes of padding TR5 puts after it. */
    private static void copyUnpadded(ByteCursor in, ByteSink out, String field, int size) {
        var count = in.u32(field);
        out.u32(field, count);
        for (long i = 0; i < count; i++) {
            out.bytes(field, in.bytes(field, size));
            in.skip(field, TR5_PADDING);
        }
    }
}
