package org.tomblens.format.testing;

import java.util.List;

/**
 * A small PlayStation TR2 level written here byte by byte from the retail layout, for fuzzing its reader and for
 * checking packed values against what the layout says they mean: a sample table of one two-block VAG sample, the
 * version 45, one room of one packed vertex and one triangle, one sector, one word of FloorData, one mesh of one
 * vertex with a normal and one reflective triangle, one 4-bit page and one colour table, one object texture, a sound
 * map of empty entries and one sample counted. Its beta form (version 44) has no sounds (two zero sizes), a PC
 * triangle in the room, a plain one in the mesh, and 2048 colour tables. The pre-release builds' forms (the beta of
 * version 42 and the E3 build, version 38) have no sounds either, their pages and tables (18 and 2048, 14 and 1024)
 * before the version word, the E3 build a TR1 PlayStation room mesh, and both one animation of one keyframe kept as
 * TR1 keeps it: the mesh turned a quarter about Y.
 */
public final class Tr2PlayStationSeed {
    /** The room's top; its vertex lies 1 sector across, 2 quarter sectors down and 3 sectors along from there. */
    public static final int ROOM_TOP = -1024;
    /** The vertex's 8-bit light: the PC light is 0x1FFF - 32 times it. */
    public static final int VERTEX_LIGHT = 200;
    /** The colour table's entry 1, RGBA5551 with red in the low bits. */
    public static final int COLOUR = 0x8000 | 31 | 16 << 5 | 1 << 10;

    private Tr2PlayStationSeed() {}

    public static List<FuzzedFile.File> seeds() {
        return List.of(new FuzzedFile.File("SEED2.PSX", bytes(false)), new FuzzedFile.File("BETA.PSX", bytes(true)),
                new FuzzedFile.File("BETA42.PSX", prerelease(false)), new FuzzedFile.File("E3.PSX", prerelease(true)));
    }

    public static byte[] bytes() {
        return bytes(false);
    }

    public static byte[] bytes(boolean beta) {
        var out = new PlayStationSeed.Writer();
        if (beta) {
            out.u32(0).u32(0).u32(44);
        } else {
            // One sample at offset 0 of 32 bytes: a block of 28 samples, nibble 1 then 2, filter 0 and shift 12
            // (each sample its nibble); then the end.
            out.u32(1).u32(0).u32(32).u8(0x0C).u8(0);
            for (int i = 0; i < 14; i++) {
                out.u8(0x21);
            }
            out.u8(0).u8(7).zeros(14);
            out.u32(45);
        }
        packedRoom(out, beta);
        out.u32(1).u16(0);
        mesh(out, beta);
        // Animations, state changes, dispatches, commands, mesh trees, frames, models and static meshes: none.
        for (int table = 0; table < 8; table++) {
            out.u32(0);
        }
        // One 4-bit page, all nibble 1; one colour table whose entry 1 is COLOUR; a word.
        out.u32(1);
        page(out);
        if (beta) {
            out.u16(0).u16(COLOUR).zeros(28 + 2047 * 32);
        } else {
            out.u32(1).u16(0).u16(COLOUR).zeros(28).u32(0);
        }
        return placementsAndSounds(out);
    }

    /**
     * The beta of version 42 ({@code e3} false) or the E3 build: its pages (the first all nibble 1, the rest 0) and
     * colour tables (the first's entry 1 COLOUR) before its version word, one room, one mesh, one animation.
     */
    public static byte[] prerelease(boolean e3) {
        var out = new PlayStationSeed.Writer();
        out.u32(0).u32(0);
        page(out);
        out.zeros((e3 ? 13 : 17) * 32768);
        out.u16(0).u16(COLOUR).zeros(28 + ((e3 ? 1024 : 2048) - 1) * 32);
        out.u32(e3 ? 38 : 42);
        if (e3) {
            // The room: place, then 13 words of TR1 PlayStation mesh: padding, one vertex (x, y, z, light), no
            // quads, one triangle (corners vertex 0, texture 0), no sprites; then a PC TR2 room's rest.
            out.u16(1).u32(0).u32(0).u32(0).u32(ROOM_TOP).u32(13);
            out.u16(0).u16(1).u16(1024).u16(ROOM_TOP + 512).u16(3072).u16(VERTEX_LIGHT);
            out.u16(0).u16(1).u16(0).u16(0).u16(0).u16(0).u16(0);
            roomRest(out);
        } else {
            packedRoom(out, true);
        }
        out.u32(1).u16(0);
        // One mesh: its one corner is both vertex 0 and byte offset 0.
        mesh(out, true);
        // One animation (32 bytes) of one keyframe at frame offset 0, no state changes, dispatches, commands or
        // mesh trees; the keyframe: box and offset 0, one angle set, Y a quarter turn (256 << 10) low word first.
        out.u32(1).u32(0).u8(1).u8(0).u16(0).u32(0).u32(0).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0);
        out.u32(0).u32(0).u32(0).u32(0);
        out.u32(12).zeros(18).u16(1).u16(0).u16(4);
        // One model of one mesh, its frames at 0, its animation 0, padded; no static meshes.
        out.u32(1).u32(0).u16(1).u16(0).u32(0).u32(0).u16(0).u16(0);
        out.u32(0);
        return placementsAndSounds(out);
    }

    /**
     * A room of the retail layout (or the betas' PC triangle): place, then 12 (10) words of mesh: the vertex count,
     * the light, attributes and x/y/z packed, two bytes of padding, no quads (and two bytes to align), one triangle
     * (after two bytes to align) of texture 0 whose corners are all vertex 0; the rest.
     */
    private static void packedRoom(PlayStationSeed.Writer out, boolean beta) {
        out.u16(1).u32(0).u32(0).u32(0).u32(ROOM_TOP).u32(beta ? 10 : 12);
        out.u16(1).u8(VERTEX_LIGHT).u8(0x10).u16(1 << 10 | 2 << 5 | 3).u16(0);
        if (beta) {
            out.u16(0).u16(1).u16(0).u16(0).u16(0).u16(0);
        } else {
            out.u16(0).u16(0).u16(1).u16(0).u16(0).u16(0).u16(0).u16(0);
        }
        roomRest(out);
    }

    /** No portals, one sector, the three ambient words, no lights or static meshes, no alternate room, flags. */
    private static void roomRest(PlayStationSeed.Writer out) {
        out.u16(0).u16(1).u16(1).u16(0).u16(0xFFFF).u8(255).u8(0x81).u8(255).u8(0x81);
        out.u16(0).u16(0).u16(0).u16(0).u16(0).u16(0xFFFF).u16(0);
    }

    /**
     * The mesh: 23 words (the betas' 20) of centre, radius, one vertex and its normal (8 bytes each), one reflective
     * triangle (corners as byte offsets, texture 0, a word; the betas' a plain one) and no other faces.
     */
    private static void mesh(PlayStationSeed.Writer out, boolean beta) {
        out.u32(beta ? 20 : 23).u16(0).u16(0).u16(0).u32(0).u16(1).u16(10).u16(20).u16(30).u16(0).u16(0).u16(0x4000)
                .u16(0).u16(0);
        if (beta) {
            out.u16(0).u16(1).u16(0).u16(0).u16(0).u16(0);
        } else {
            out.u16(0).u16(1).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0);
        }
        out.u32(1).u32(0);
    }

    /** A 4-bit page, all nibble 1. */
    private static void page(PlayStationSeed.Writer out) {
        for (int i = 0; i < 32768; i++) {
            out.u8(0x11);
        }
    }

    /**
     * One object texture; sprite textures and sequences, cameras, sound sources, boxes (so no zones), overlaps,
     * animated textures and entities: none; the word after the entities, a sound map of empty entries, no sound
     * details, one sample counted, no cinematic frames.
     */
    private static byte[] placementsAndSounds(PlayStationSeed.Writer out) {
        out.u32(1).u8(0).u8(0).u16(0).u8(15).u8(0).u16(0).u8(15).u8(15).u16(0).u8(0).u8(15).u16(0);
        for (int table = 0; table < 9; table++) {
            out.u32(0);
        }
        for (int i = 0; i < 370; i++) {
            out.u16(0xFFFF);
        }
        out.u32(0).u32(1).u16(0);
        return out.toByteArray();
    }
}
