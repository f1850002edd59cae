package org.tomblens.format.testing;

import java.util.List;

/**
 * A small PlayStation TR2 level written here byte by byte from the retail layout, for fuzzing its reader and for
 * checking packed values against what the layout says they mean: a sample table of one two-block VAG sample, the
 * version 45, one room of one packed vertex and one triangle, one sector, one word of FloorData, one mesh of one
 * vertex with a normal and one reflective triangle, one 4-bit page and one colour table, one object texture, a sound
 * map of empty entries and one sample counted. Its beta form (version 44) has no sounds (two zero sizes), a PC
 * triangle in the room, a plain one in the mesh, and 2048 colour tables.
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
        return List.of(new FuzzedFile.File("SEED2.PSX", bytes(false)), new FuzzedFile.File("BETA.PSX", bytes(true)));
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
        // The room: place, then 12 words of mesh: the vertex count, the light, attributes and x/y/z packed, two
        // bytes of padding, no quads (and two bytes to align), one triangle (after two bytes to align) of texture 0
        // whose corners are all vertex 0.
        out.u16(1).u32(0).u32(0).u32(0).u32(ROOM_TOP).u32(beta ? 10 : 12);
        out.u16(1).u8(VERTEX_LIGHT).u8(0x10).u16(1 << 10 | 2 << 5 | 3).u16(0);
        if (beta) {
            out.u16(0).u16(1).u16(0).u16(0).u16(0).u16(0);
        } else {
            out.u16(0).u16(0).u16(1).u16(0).u16(0).u16(0).u16(0).u16(0);
        }
        // No portals, one sector, the three ambient words, no lights or static meshes, no alternate room, flags.
        out.u16(0).u16(1).u16(1).u16(0).u16(0xFFFF).u8(255).u8(0x81).u8(255).u8(0x81);
        out.u16(0).u16(0).u16(0).u16(0).u16(0).u16(0xFFFF).u16(0);
        out.u32(1).u16(0);
        // The mesh: 23 words of centre, radius, one vertex and its normal (8 bytes each), one reflective triangle
        // (corners as byte offsets, texture 0, a word) and no other faces.
        out.u32(beta ? 20 : 23).u16(0).u16(0).u16(0).u32(0).u16(1).u16(10).u16(20).u16(30).u16(0).u16(0).u16(0x4000)
                .u16(0).u16(0);
        if (beta) {
            out.u16(0).u16(1).u16(0).u16(0).u16(0).u16(0);
        } else {
            out.u16(0).u16(1).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0);
        }
        out.u32(1).u32(0);
        // Animations, state changes, dispatches, commands, mesh trees, frames, models and static meshes: none.
        for (int table = 0; table < 8; table++) {
            out.u32(0);
        }
        // One 4-bit page, all nibble 1; one colour table whose entry 1 is COLOUR; a word.
        out.u32(1);
        for (int i = 0; i < 32768; i++) {
            out.u8(0x11);
        }
        if (beta) {
            out.u16(0).u16(COLOUR).zeros(28 + 2047 * 32);
        } else {
            out.u32(1).u16(0).u16(COLOUR).zeros(28).u32(0);
        }
        out.u32(1).u8(0).u8(0).u16(0).u8(15).u8(0).u16(0).u8(15).u8(15).u16(0).u8(0).u8(15).u16(0);
        // Sprite textures and sequences, cameras, sound sources, boxes (so no zones), overlaps, animated textures
        // and entities: none; then the word after the entities.
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
