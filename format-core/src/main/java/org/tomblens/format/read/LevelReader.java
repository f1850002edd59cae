package org.tomblens.format.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;

/**
 * Reads a TR1–TR5 level file, PC or PlayStation TR1 or TR3, into a {@link Level}.
 *
 * <p>Bad data never escapes as anything but a {@link LevelFormatException} naming the byte offset and the
 * field path; every count is checked against the bytes left before anything is allocated, and a file
 * must be consumed exactly.
 */
public final class LevelReader {
    private LevelReader() {}

    public static Level read(Path file) throws IOException {
        return read(file, ProgressListener.NONE);
    }

    public static Level read(Path file, ProgressListener progress) throws IOException {
        return read(Files.readAllBytes(file), file.getFileName().toString(), progress);
    }

    public static Level read(byte[] bytes, String fileName) {
        return read(bytes, fileName, ProgressListener.NONE);
    }

    public static Level read(byte[] bytes, String fileName, ProgressListener progress) {
        return read(bytes, fileName, FormatDetector.detect(bytes, fileName), progress);
    }

    /** Reads a level whose format {@link FormatDetector#detect} has already told. */
    public static Level read(byte[] bytes, String fileName, FileFormat format, ProgressListener progress) {
        return switch (format) {
            case TR1 -> readTr1(bytes, fileName, progress);
            case TR2, TR3, TR4, TR5 -> new LevelParser(bytes, fileName, format.game(), progress).parse();
            case TR4_REMASTERED -> new LevelParser(bytes, fileName, format.game(), LevelLayout.REMASTERED, progress)
                    .parse();
            case TR4C -> readTr4c(bytes, fileName, progress);
            case TR1_PSX, TR2_PSX -> new PsxLevelParser(bytes, fileName, format, progress).parse();
            case TR3_PSX -> new Tr3PsxLevelParser(bytes, fileName, progress).parse();
            case WAD -> throw notALevel("a TRLE object library (WAD)");
            case WAD2 -> throw notALevel("a Tomb Editor object library (WAD2)");
            case PRJ2 -> throw notALevel("a Tomb Editor project (PRJ2)");
            case UNKNOWN -> throw new LevelFormatException("file", 0, "version",
                    bytes.length < 4 ? "the file is too short to be a level (" + bytes.length + " bytes)"
                            : String.format("unknown version 0x%08X: not a TR1–TR5 level", u32(bytes)));
        };
    }

    /**
     * TR1 has two layouts that only the bytes tell apart (§10.10): the standard one and Unfinished Business's, whose
     * palette comes before the cameras. The one that reads the file exactly is the file's. When neither does, the
     * error is the standard layout's unless Unfinished Business's found a retail palette (6-bit values) where it
     * keeps one and read further: a damaged UB level then says where it broke, any other file where the standard
     * layout did.
     */
    private static Level readTr1(byte[] bytes, String fileName, ProgressListener progress) {
        var standard = new LevelParser(bytes, fileName, GameVersion.TR1, LevelLayout.STANDARD, progress);
        try {
            return standard.parse();
        } catch (LevelFormatException standardFailure) {
            var moved = new LevelParser(bytes, fileName, GameVersion.TR1, LevelLayout.PALETTE_AFTER_SPRITES, progress);
            try {
                return moved.parse();
            } catch (LevelFormatException movedFailure) {
                if (!moved.readSixBitPalette() || moved.reached() <= standard.reached()) {
                    throw standardFailure;
                }
                throw new LevelFormatException(movedFailure.region(), movedFailure.offset(), movedFailure.fieldPath(),
                        "read as an Unfinished Business level (the palette before the cameras), which reads further "
                                + "than the standard layout: " + movedFailure.problem());
            }
        }
    }

    /**
     * "TR4c" marks TRNG's encrypted levels and, per TRosettaStone, TR4 demo levels, which are plain. A
     * decrypted level is read like any other, TR4 or TR5 by its layout; its errors say it was encrypted, at
     * offsets that hold in the encrypted file too, since decryption moves no byte.
     */
    private static Level readTr4c(byte[] bytes, String fileName, ProgressListener progress) {
        if (!TrngDecryption.isEncrypted(bytes)) {
            var version = FormatDetector.levelVersion(FileFormat.TR4C, bytes, fileName);
            return new LevelParser(bytes, fileName, version, progress).parse();
        }
        try {
            return read(TrngDecryption.decrypt(bytes), fileName, progress);
        } catch (LevelFormatException e) {
            throw new LevelFormatException(e.region(), e.offset(), e.fieldPath(),
                    "in a level encrypted by TRNG (\"TR4c\"), read after decryption: " + e.problem());
        }
    }

    private static LevelFormatException notALevel(String what) {
        return new LevelFormatException("file", 0, "version", "the file is " + what + ", not a level");
    }

    private static long u32(byte[] bytes) {
        return ((bytes[0] & 0xFF) | (bytes[1] & 0xFF) << 8 | (bytes[2] & 0xFF) << 16 | (bytes[3] & 0xFF) << 24)
                & 0xFFFFFFFFL;
    }
}
