package org.tomblens.format.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * A small PlayStation TR1 level written here byte by byte from the retail layout, for fuzzing its reader: a sound
 * bank of one two-block VAG sample, 13 blank 4-bit pages and 1024 blank colour tables, the version 32, one room of
 * one vertex and one sector, one word of FloorData, one mesh of one shaded vertex, one object texture, a sound map
 * of empty entries and one sample counted. A second seed is the same level as TR1's August 1996 beta lays it out:
 * 15 blank pages and 1024 blank tables first, the version 27, and no sound bank; a third, as TR1's May 1996 build
 * lays it out ({@link #mayBuildBytes}). The real PlayStation files of
 * {@link PlayStationPairs#folder} join them where one is named.
 */
public final class PlayStationSeed {
    private PlayStationSeed() {}

    /** The written level, then every .PSX file under the pairs folder when one is given. */
    public static List<FuzzedFile.File> seeds() {
        var seeds = new ArrayList<FuzzedFile.File>();
        seeds.add(new FuzzedFile.File("SEED.PSX", bytes()));
        seeds.add(new FuzzedFile.File("SEED27.PSX", augustBetaBytes()));
        seeds.add(new FuzzedFile.File("SEED11.PSX", mayBuildBytes()));
        var folder = PlayStationPairs.folder();
        if (folder != null && Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.walk(folder)) {
                files.filter(file -> file.getFileName().toString().toUpperCase(Locale.ROOT).endsWith(".PSX"))
                        .sorted().forEach(file -> seeds.add(FuzzSeeds.file(file)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return seeds;
    }

    public static byte[] bytes() {
        var out = new Writer();
        var headerSize = 32 + 2048 + 512 + 512;
        out.u32(headerSize).ascii("pBAV").u32(7).u32(0).u32(headerSize + 32).u16(0).u16(1).u16(1).u16(1).zeros(8);
        out.zeros(2048 + 512).u16(0).u16(32 / 8).zeros(2 * 254);
        // One block of 28 samples, nibble 1 then 2, filter 0 and shift 12 (each sample its nibble); then the end.
        out.u32(32).u8(0x0C).u8(0);
        for (int i = 0; i < 14; i++) {
            out.u8(0x21);
        }
        out.u8(0).u8(7).zeros(14);
        out.zeros(13 * 32768 + 1024 * 32).u32(32);
        return level(out);
    }

    /** The level as TR1's August 1996 beta lays it out. */
    public static byte[] augustBetaBytes() {
        var out = new Writer();
        out.zeros(15 * 32768 + 1024 * 32).u32(27);
        return level(out);
    }

    /**
     * The level as TR1's May 1996 build lays it out: 20 blank pages and 2048 blank tables first, the version 11
     * and 768 skipped bytes; the room without heights or alternate room, the mesh without centre and with a 16-bit
     * radius, no sound sources, and nothing after the entities.
     */
    public static byte[] mayBuildBytes() {
        var out = new Writer();
        out.zeros(20 * 32768 + 2048 * 32).u32(11).zeros(768);
        out.u16(1).u32(0).u32(0);
        roomMeshAndRest(out);
        out.u16(0);
        out.u32(1).u16(0);
        out.u32(9).u16(0);
        shadedVertex(out);
        out.u32(1).u32(0);
        // Animations, state changes, dispatches, commands, mesh trees, frames, models and static meshes: none.
        tables(out, 8);
        objectTexture(out);
        // Sprite textures and sequences, cameras, boxes, overlaps, animated textures and entities: none.
        tables(out, 7);
        return out.toByteArray();
    }

    /** The level after the version word, the same in both layouts: it has no boxes, so no zones either. */
    private static byte[] level(Writer out) {
        out.u16(1).u32(0).u32(0).u32(0).u32(-1024);
        roomMeshAndRest(out);
        out.u16(0xFFFF).u16(0);
        out.u32(1).u16(0);
        out.u32(13).u16(0).u16(0).u16(0).u32(0);
        shadedVertex(out);
        out.u32(1).u32(0);
        // Animations, state changes, dispatches, commands, mesh trees, frames, models and static meshes: none.
        tables(out, 8);
        objectTexture(out);
        // Sprite textures and sequences, cameras, sound sources, boxes (so no zones), overlaps, animated textures
        // and entities: none.
        tables(out, 8);
        for (int i = 0; i < 256; i++) {
            out.u16(0xFFFF);
        }
        out.u32(0).u32(1).u16(0);
        return out.toByteArray();
    }

    /** The room's mesh of one vertex, no portals, one sector, no light or static meshes; the flags come after. */
    private static void roomMeshAndRest(Writer out) {
        out.u32(9).u16(0).u16(1).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0)
                .u16(0).u16(1).u16(1).u16(0).u16(0xFFFF).u8(255).u8(0x81).u8(255).u8(0x81)
                .u16(0).u16(0).u16(0);
    }

    /** A mesh's one vertex with its shade and no faces, after the radius. */
    private static void shadedVertex(Writer out) {
        out.u16(-1 & 0xFFFF).u16(0).u16(0).u16(0).u16(0).u16(0x1000).u16(0).u16(0);
    }

    private static void objectTexture(Writer out) {
        out.u32(1).u8(0).u8(0).u16(0).u8(15).u8(0).u16(0).u8(15).u8(15).u16(0).u8(0).u8(15).u16(0);
    }

    /** {@code count} empty tables, each a zero count. */
    private static void tables(Writer out, int count) {
        for (int table = 0; table < count; table++) {
            out.u32(0);
        }
    }

    /** Little-endian bytes written in order, for seeds written by hand. */
    static final class Writer extends ByteArrayOutputStream {
        Writer u8(int value) {
            write(value);
            return this;
        }

        Writer u16(int value) {
            return u8(value & 0xFF).u8(value >> 8 & 0xFF);
        }

        Writer u32(int value) {
            return u16(value & 0xFFFF).u16(value >>> 16);
        }

        Writer ascii(String text) {
            text.chars().forEach(this::write);
            return this;
        }

        Writer zeros(int count) {
            write(new byte[count], 0, count);
            return this;
        }
    }
}
