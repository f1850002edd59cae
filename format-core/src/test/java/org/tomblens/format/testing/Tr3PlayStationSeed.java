package org.tomblens.format.testing;

import java.util.List;

/**
 * A small TR3 PlayStation level written here byte by byte from the retail layout, for fuzzing its reader: the
 * version word -56, one VAG sample (a silent lead-in, one block of the nibbles 1 and 2, an end block), 13 code
 * modules (the first four bytes of code, the others absent), one room of one roomlet (four packed vertices, one
 * triangle, one quad) and one sector, one word of FloorData, one mesh of three shaded vertices and one triangle,
 * one blank 4-bit page and its two colour tables, one object texture and one room texture, the horizon colour, a
 * sound map of empty entries and one sample counted.
 */
public final class Tr3PlayStationSeed {
    private Tr3PlayStationSeed() {}

    public static List<FuzzedFile.File> seeds() {
        return List.of(new FuzzedFile.File("SEED3.PSX", bytes()));
    }

    public static byte[] bytes() {
        var out = new PlayStationSeed.Writer();
        out.u32(-56);
        out.u32(1).u32(0).u32(48).zeros(16).u8(0x0C).u8(0);
        for (int i = 0; i < 14; i++) {
            out.u8(0x21);
        }
        out.u8(0).u8(7).zeros(14);
        out.u32(4).u32(0x01020304).u32(0);
        for (int module = 1; module < 13; module++) {
            out.u32(0);
        }
        // The room: its place, 22 words of roomlets, then a PC TR3 room's portals, one sector, light and flags.
        out.u16(1).u32(0).u32(0).u32(0).u32(-1024).u32(22);
        out.u32(1).u32(8).zeros(4).u8(0).u8(0).u8(4).u8(1);
        var white = 0x7FFF << 15;
        out.u32(white).u32(white | 1 << 10).u32(white | 1).u32(white | 1 << 10 | 1);
        out.u32(1 << 7 | 2 << 14);
        out.u32(0x3FF << 10).u32(1 << 7 | 3 << 14 | 2 << 21);
        out.u16(0).u16(1).u16(1).u16(0).u16(0xFFFF).u8(255).u8(0x81).u8(255).u8(0x81);
        out.u16(0).u16(0).u16(0).u16(0).u16(0xFFFF).u16(0).u8(0).u8(0).u8(0);
        out.u32(1).u16(0);
        // The rooms seen from outside, their table and one room's bounds.
        out.zeros(27 * 27 * 2).u32(0).u32(1).zeros(8);
        // One mesh: centre, radius, 3 vertices, no normals, faces 30 bytes on; 3 padded vertices, 3 shades, 1 triangle.
        out.u32(27).u16(0).u16(0).u16(0).u16(0).u8(3).u8(0x80).u16(30);
        out.u16(0).u16(0).u16(0).u16(0).u16(1024).u16(0).u16(0).u16(0).u16(0).u16(0).u16(1024).u16(0);
        out.u16(0).u16(0).u16(0).u16(1).u16(0).u32(0).u32(1 << 8 | 2 << 16);
        out.u32(1).u32(0);
        // Animations, state changes, dispatches, commands, mesh trees, frames, models and static meshes: none.
        for (int table = 0; table < 8; table++) {
            out.u32(0);
        }
        out.u32(1).zeros(32768).u32(1).zeros(2 * 32);
        out.u32(1);
        texture(out);
        // Sprite textures and sequences, cameras, sound sources, boxes (so no zones), overlaps, animated textures
        // and entities: none; then the horizon colour and one room texture with its two mip levels.
        for (int table = 0; table < 8; table++) {
            out.u32(0);
        }
        out.u32(0x00C08040).u32(1);
        texture(out);
        out.zeros(32);
        for (int i = 0; i < 370; i++) {
            out.u16(0xFFFF);
        }
        out.u32(0).u32(1).u16(0);
        return out.toByteArray();
    }

    /** A 16x16 texture at the page's corner through table 0. */
    private static void texture(PlayStationSeed.Writer out) {
        out.u8(0).u8(0).u16(0).u8(15).u8(0).u16(0).u8(0).u8(15).u16(0).u8(15).u8(15).u16(0);
    }
}
