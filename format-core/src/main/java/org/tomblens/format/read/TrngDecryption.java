package org.tomblens.format.read;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * Undoes TRNG's "TR4c" level encryption, as published in trview's level library ({@code trlevel/Decrypter.cpp},
 * MIT licence), giving the plain TR4 or TR5 file it was made from, byte for byte.
 *
 * <p>The method, as facts:
 * <ul>
 * <li>The magic "TR4\0" becomes "TR4c". Everything else is plain except four blocks of 99 bytes.
 * <li>Each block follows a 32-bit size S. The first size is the packed size of the 32-bit texture chunk, at
 *     offset 14. The next size lies 4 bytes past the S bytes after the block's start, that is after the
 *     following chunk's unpacked size: so in a TR4 level the blocks open the packed data of its four zlib
 *     chunks. In a TR5 level the fourth "size" is the first padding word after Lara's type and the weather
 *     (normally zero), and its block covers the rest of the padding, the level data's two sizes and the
 *     level data's first 67 bytes.
 * <li>Block k (1–4) uses key row {@code (S >> k) & 15} and shuffle order {@code (S >> (k + 4)) & 15} of
 *     {@link TrngKey}. Encryption XORs the block's first 50 bytes with the row, shuffles them (byte
 *     {@code order[i]} moves to {@code i}), and XORs its last 49 bytes with the row; the key stays in the
 *     program, not in the level. Decrypting undoes this: bytes 50–98 are XORed with the row, then byte i of
 *     the first 50 goes back to {@code order[i]} and every one of them is XORed with the row.
 * </ul>
 * The sizes themselves are never encrypted, and each block is decrypted before the next size is read.
 */
final class TrngDecryption {
    private static final int MAGIC_TAG = 3;
    private static final int FIRST_SIZE = 14;
    private static final int BLOCKS = 4;

    private TrngDecryption() {}

    /**
     * The plain level inside an encrypted one, as a new array (the encrypted bytes are left as they are).
     *
     * @throws LevelFormatException where a block or the size before it lies past the end
     */
    static byte[] decrypt(byte[] encrypted) {
        var plain = encrypted.clone();
        var cursor = new ByteCursor(plain, "file");
        // The version, the three page counts and the first chunk's unpacked size come before the first size.
        cursor.skip("header", FIRST_SIZE);
        plain[MAGIC_TAG] = 0;
        for (int k = 1; k <= BLOCKS; k++) {
            cursor.enter("encryptedBlocks", k - 1);
            var size = cursor.u32("size");
            cursor.require("bytes", TrngKey.ROW);
            decryptBlock(plain, cursor.position(), (int) (size >>> k) & 15, (int) (size >>> (k + 4)) & 15);
            if (k < BLOCKS) {
                // Past the chunk's packed bytes and the next chunk's unpacked size.
                cursor.seek("nextSize", cursor.position() + size + 4);
            }
            cursor.leave();
        }
        return plain;
    }

    private static void decryptBlock(byte[] bytes, int start, int row, int order) {
        for (int i = TrngKey.SHUFFLED; i < TrngKey.ROW; i++) {
            bytes[start + i] ^= (byte) TrngKey.xor(row, i);
        }
        var shuffled = new byte[TrngKey.SHUFFLED];
        System.arraycopy(bytes, start, shuffled, 0, shuffled.length);
        for (int i = 0; i < shuffled.length; i++) {
            var place = TrngKey.placeOf(order, i);
            bytes[start + place] = (byte) (shuffled[i] ^ TrngKey.xor(row, place));
        }
    }

    /**
     * Whether a "TR4c" file is encrypted rather than a plain TR4 demo level. Every plain chunk opens with a
     * zlib header, which decryption restores on an encrypted level and destroys on a plain one, so the first
     * chunk tells the two apart.
     */
    static boolean isEncrypted(byte[] bytes) {
        if (!firstChunkOpensWithZlib(bytes)) {
            return true;
        }
        try {
            return firstChunkOpensWithZlib(decrypt(bytes));
        } catch (LevelFormatException e) {
            return false;
        }
    }

    /** RFC 1950 §2.2: deflate with a window of at most 32 KB, and the two header bytes a multiple of 31. */
    private static boolean firstChunkOpensWithZlib(byte[] bytes) {
        var at = FIRST_SIZE + 4;
        if (bytes.length < at + 2) {
            return false;
        }
        int method = bytes[at] & 0xFF, flags = bytes[at + 1] & 0xFF;
        return (method & 0x0F) == 8 && method >> 4 <= 7 && (method << 8 | flags) % 31 == 0;
    }
}
