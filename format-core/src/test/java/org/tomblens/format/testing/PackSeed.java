package org.tomblens.format.testing;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A small PlayStation pack written here byte by byte from its layout (format-core/docs/packs.md), for fuzzing: the
 * table's empty first entry, then three parts on 2048-byte sectors, the TR3 PlayStation seed, the Dreamcast seed and
 * a line of text that is no level. Named as the pack and as its second part ({@code #2}).
 */
public final class PackSeed {
    private static final int SECTOR = 2048;

    private PackSeed() {}

    public static List<FuzzedFile.File> seeds() {
        var bytes = bytes();
        return List.of(new FuzzedFile.File("GAMEWAD.OBJ", bytes), new FuzzedFile.File("GAMEWAD.OBJ#2", bytes));
    }

    public static byte[] bytes() {
        var parts = List.of(Tr3PlayStationSeed.bytes(), DreamcastSeed.bytes(),
                "not a level\n".getBytes(StandardCharsets.US_ASCII));
        var out = new PlayStationSeed.Writer();
        out.u32(0).u32(0);
        var offset = SECTOR;
        for (var part : parts) {
            out.u32(offset).u32(part.length);
            offset += (part.length + SECTOR - 1) / SECTOR * SECTOR;
        }
        for (var part : parts) {
            out.zeros((SECTOR - out.size() % SECTOR) % SECTOR);
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
