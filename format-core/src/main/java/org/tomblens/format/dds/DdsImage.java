package org.tomblens.format.dds;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * The first (largest) image of a DirectDraw Surface file, as ARGB texels in rows from the top. The header is
 * Microsoft's "DDS file layout": the magic {@code DDS }, a 124-byte header whose pixel format names at its byte 80 a
 * FourCC, and for the FourCC {@code DX10} a 20-byte extension whose first word is the DXGI format. Only BC7
 * (DXGI 98, and 99 its sRGB twin, decoded alike) is read: it is the one format the Remastered games' textures
 * were found in. Other formats, and sizes whose blocks the file does not hold, are a {@link LevelFormatException}.
 *
 * @param argb {@code width * height} texels, row by row
 */
public record DdsImage(int width, int height, int[] argb) {
    /** The largest side read: 16384, Direct3D 11's largest 2D texture. */
    static final int MAX_SIDE = 16384;
    private static final int HEADER_SIZE = 124;
    private static final int FOURCC_AT = 80;
    private static final int DXGI_BC7_UNORM = 98;
    private static final int DXGI_BC7_SRGB = 99;
    private static final int BLOCK_BYTES = 16;

    /** The texel at column {@code x}, row {@code y}. */
    public int texel(int x, int y) {
        return argb[y * width + x];
    }

    /** Reads the file in {@code bytes}; {@code name} is what errors call it. */
    public static DdsImage read(byte[] bytes, String name) {
        var in = new ByteCursor(bytes, name);
        in.expect("magic", "DDS ");
        var headerStart = in.position();
        if (in.u32("header.size") != HEADER_SIZE) {
            throw in.errorAt(headerStart, "header.size", "not the 124 bytes of a DDS header");
        }
        in.skip("header.flags", 4);
        var height = side(in, "header.height");
        var width = side(in, "header.width");
        in.seek("header.pixelFormat.fourCC", headerStart + FOURCC_AT);
        var fourCcAt = in.position();
        var fourCc = in.utf8("header.pixelFormat.fourCC", 4);
        if (!fourCc.equals("DX10")) {
            throw in.errorAt(fourCcAt, "header.pixelFormat.fourCC",
                    "format '" + fourCc + "' is not read; only BC7 (DX10) is");
        }
        in.seek("header10", headerStart + HEADER_SIZE);
        var formatAt = in.position();
        var dxgi = in.u32("header10.dxgiFormat");
        if (dxgi != DXGI_BC7_UNORM && dxgi != DXGI_BC7_SRGB) {
            throw in.errorAt(formatAt, "header10.dxgiFormat", "DXGI format " + dxgi + " is not read; only BC7 is");
        }
        in.skip("header10", 16);
        return bc7(in, width, height);
    }

    private static int side(ByteCursor in, String field) {
        var at = in.position();
        var side = in.u32(field);
        if (side < 1 || side > MAX_SIDE) {
            throw in.errorAt(at, field, "size " + side + " is not 1 to " + MAX_SIDE);
        }
        return (int) side;
    }

    private static DdsImage bc7(ByteCursor in, int width, int height) {
        var blocksWide = (width + 3) / 4;
        var blocksHigh = (height + 3) / 4;
        var blockCount = (long) blocksWide * blocksHigh;
        in.checkedCount(in.position(), "blocks", blockCount, BLOCK_BYTES);
        var blocks = in.bytes("blocks", blockCount * BLOCK_BYTES);
        var argb = new int[width * height];
        var texels = new int[16];
        for (int by = 0; by < blocksHigh; by++) {
            for (int bx = 0; bx < blocksWide; bx++) {
                Bc7Block.decode(blocks, (by * blocksWide + bx) * BLOCK_BYTES, texels);
                for (int i = 0; i < 16; i++) {
                    var x = bx * 4 + (i & 3);
                    var y = by * 4 + (i >> 2);
                    if (x < width && y < height) {
                        argb[y * width + x] = texels[i];
                    }
                }
            }
        }
        return new DdsImage(width, height, argb);
    }
}
