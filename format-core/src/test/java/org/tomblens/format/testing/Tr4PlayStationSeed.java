package org.tomblens.format.testing;

import java.util.List;

/**
 * A small TR4 PlayStation level written here byte by byte from the retail layout, for fuzzing its reader: the
 * 228-byte header (version word -129), one VAG sample (a silent lead-in, one block of the nibbles 1 and 2, an end
 * block), one room of one roomlet (four packed vertices, one triangle, one quad), one sector and one light, one word
 * of FloorData, one mesh of three shaded vertices and one triangle, one object texture and one room texture, a sound
 * map of empty entries, the 256 item slots (none used), the 465 model and 60 static-mesh slots (none loaded), and the
 * video-memory image last: its first page blank and, in row 256, one colour table of white.
 */
public final class Tr4PlayStationSeed {
    /** The colour table's word: row 256, the first 16-unit column of the image (video memory x 512). */
    public static final int TABLE_WORD = 256 << 6 | 32;
    private static final int HEADER = 228;
    private static final int SAMPLE_DATA = 48;
    private static final int IMAGE = 0x80000;

    private Tr4PlayStationSeed() {}

    public static List<FuzzedFile.File> seeds() {
        return List.of(new FuzzedFile.File("SEED4.PSX", bytes()), new FuzzedFile.File("OPSM4.PSX", early()));
    }

    /**
     * The same level as the OPSM 90 demo disc's build (-120) keeps it: a header without offsets (the version word,
     * two bytes, then the retail header from the room count on), the sample count, offsets, data size and data, the
     * image, then the level (which has no frames, so the models still follow the flyby cameras).
     */
    public static byte[] early() {
        var retail = bytes();
        var out = new PlayStationSeed.Writer();
        out.u32(-120).u16(0);
        out.write(retail, 46, HEADER - 46);
        out.u32(1).u32(0).u32(SAMPLE_DATA);
        out.write(retail, HEADER + 4, SAMPLE_DATA);
        var roomsAt = HEADER + 4 + SAMPLE_DATA;
        var imageAt = retail.length - IMAGE;
        out.write(retail, imageAt, IMAGE);
        out.write(retail, roomsAt, imageAt - roomsAt);
        return out.toByteArray();
    }

    public static byte[] bytes() {
        var body = new PlayStationSeed.Writer();
        var roomsAt = HEADER + 4 + SAMPLE_DATA;
        // The room's record: sizes of its mesh, portals, sectors, light and statics; place; grid; counts; flags.
        body.u32(44).u32(0).u32(8).u32(32).u32(0).u32(0).u32(0).u32(0).u32(0).u32(-1024).u16(1).u16(1).u32(0);
        body.u16(1).u16(0).u8(0).u8(0).u8(0).zeros(21).u16(0xFFFF).u16(0);
        // One roomlet at byte 8 of the mesh: blank bounds, 4 vertices, 1 triangle, 1 quad, then the end.
        body.u32(1).u32(8).zeros(6).u8(4).u8(1);
        var white = 0x7FFF << 15;
        body.u32(white).u32(white | 1 << 10).u32(white | 1).u32(white | 1 << 10 | 1);
        body.u32(1 << 7 | 2 << 14);
        body.u32(0x3FF << 10 | 0x3FF << 20).u32(1 << 7 | 3 << 14 | 2 << 21);
        body.u16(0).u16(0xFFFF).u8(255).u8(0x81).u8(255).u8(0x81);
        // A light of type 1, white, its hot spot and fall-off 1 and 2 (128ths).
        body.u32(0).u32(0).u32(0).u8(1).u8(255).u8(255).u8(255).zeros(6).u16(0).u8(1).u8(2).zeros(6);
        body.u16(0);
        body.zeros(27 * 27 * 2 + 2);
        // One mesh: centre, radius, 3 vertices, no normals, faces 30 bytes on; 3 padded vertices, 3 shades, 1 triangle.
        body.u16(0).u16(0).u16(0).u16(0).u8(3).u8(0x80).u16(30);
        body.u16(0).u16(0).u16(0).u16(0).u16(1024).u16(0).u16(0).u16(0).u16(0).u16(0).u16(1024).u16(0);
        body.u16(0).u16(0).u16(0).u16(1).u16(0).u32(0).u32(1 << 8 | 2 << 16);
        body.u32(0);
        texture(body);
        texture(body);
        body.zeros(32);
        for (int i = 0; i < 370; i++) {
            body.u16(0xFFFF);
        }
        body.zeros(256 * 144);
        var framesAt = roomsAt + body.size();
        body.zeros(465 * 64 + 60 * 28);
        var imageAt = roomsAt + body.size();
        var image = new byte[IMAGE];
        for (int entry = 0; entry < 16; entry++) {
            image[256 * 1024 + 2 * entry] = (byte) 0xFF;
            image[256 * 1024 + 2 * entry + 1] = (byte) 0xFF;
        }
        var out = new PlayStationSeed.Writer();
        out.u32(-129).u32(HEADER).u32(HEADER + 4).u32(imageAt).u32(framesAt).u32(roomsAt).u32(framesAt).zeros(8);
        out.u32(1).u32(SAMPLE_DATA).u16(0).u16(1).u16(0).u16(0).u16(0).u16(0).u32(0);
        // Sizes: FloorData, outside-room table, bounds, unnamed, mesh data and pointers, animations to mesh trees,
        // frames, textures, sprites, room textures, animated textures, sound sources and details, unnamed, demo.
        out.u32(2).u32(0).u32(0).u32(0).u32(54).u32(4).u32(0).u32(0).u32(0).u32(0).u32(0).u32(0);
        out.u32(16).u32(0).u32(48).u32(0).u32(0).u32(0).u32(0).u32(0);
        // Boxes, their bytes, overlaps, five zone tables, cameras, flyby cameras, their bytes, AI objects.
        out.zeros(4 * 12).u16(0).zeros(38);
        out.u32(0);
        out.zeros(16).u8(0x0C).u8(0);
        for (int i = 0; i < 14; i++) {
            out.u8(0x21);
        }
        out.u8(0).u8(7).zeros(14);
        out.writeBytes(body.toByteArray());
        out.writeBytes(image);
        return out.toByteArray();
    }

    /** The one texture: an 8-texel square of the first page, through the white table. */
    private static void texture(PlayStationSeed.Writer out) {
        out.u8(0).u8(0).u16(TABLE_WORD).u8(7).u8(0).u16(8).u8(0).u8(7).u16(0).u8(7).u8(7).u16(0);
    }
}
