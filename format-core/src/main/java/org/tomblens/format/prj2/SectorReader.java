package org.tomblens.format.prj2;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.io.ByteCursor;

/**
 * Reads one {@code TeS} sector ([PRJ2] {@code SectorDataChunks}): its properties, floor and ceiling, their
 * subdivisions and its faces' textures. The click-based chunks [1]–[6] that older editors wrote are converted
 * to world units (256 a click); their "floor2"/"ceiling2" heights are the first subdivision.
 */
final class SectorReader {
    static final int CLICK = 256;

    private final ChunkWalker walker;
    private long flags;
    private SectorSurface floor = SectorSurface.FLAT_ZERO;
    private SectorSurface ceiling = SectorSurface.FLAT_ZERO;
    private final List<CornerHeights> floorSubdivisions = new ArrayList<>();
    private final List<CornerHeights> ceilingSubdivisions = new ArrayList<>();
    private final List<FaceTexture> textures = new ArrayList<>();

    private SectorReader(ChunkWalker walker) {
        this.walker = walker;
    }

    /** The sector whose chunks follow at {@code data}'s position. */
    static ProjectSector read(ByteCursor data, ChunkWalker walker) {
        var reader = new SectorReader(walker);
        walker.stream(data, false, reader::chunk);
        return new ProjectSector(reader.flags, reader.floor, reader.ceiling, reader.floorSubdivisions,
                reader.ceilingSubdivisions, reader.textures);
    }

    private boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "[0]" -> flags = data.leb128("flags");
            case "[1]" -> floor = surfaceWithSplit(data, CLICK, floorSubdivisions);
            case "[2]" -> ceiling = surfaceWithSplit(data, CLICK, ceilingSubdivisions);
            case "[3]" -> floor = surface(data, CLICK);
            case "[4]" -> ceiling = surface(data, CLICK);
            case "[5]" -> subdivisions(data, CLICK, floorSubdivisions);
            case "[6]" -> subdivisions(data, CLICK, ceilingSubdivisions);
            case "[7]" -> floor = surface(data, 1);
            case "[8]" -> ceiling = surface(data, 1);
            case "[9]" -> subdivisions(data, 1, floorSubdivisions);
            case "[10]" -> subdivisions(data, 1, ceilingSubdivisions);
            case "[16]" -> textures.add(texture(data, false));
            case "[18]" -> textures.add(texture(data, true));
            case "[17]" -> textures.add(FaceTexture.invisible(face(data)));
            default -> {
                return false;
            }
        }
        return true;
    }

    /** Flags, then one set of corners; {@code unit} is 256 for the click-based chunks, else 1. */
    private static SectorSurface surface(ByteCursor data, int unit) {
        var split = data.leb128("flags");
        return new SectorSurface(corners(data, "heights", unit), (split & 1) != 0, diagonal(split));
    }

    /** The deprecated two-level chunks: flags, the surface's corners, then its first subdivision's. */
    private static SectorSurface surfaceWithSplit(ByteCursor data, int unit, List<CornerHeights> subdivisions) {
        var surface = surface(data, unit);
        subdivisions.add(0, corners(data, "heights2", unit));
        return surface;
    }

    /** [PRJ2] {@code SectorSubdivisions…}: a {@code Leb128<u8>} count, then that many sets of corners. */
    private static void subdivisions(ByteCursor data, int unit, List<CornerHeights> into) {
        var at = data.position();
        var count = data.checkedCount(at, "extraSplitCount", data.leb128("extraSplitCount", 0, 0xFF), 4);
        for (int i = 0; i < count; i++) {
            into.add(corners(data, "splits[" + i + "]", unit));
        }
    }

    /** Bits 1.. of a surface's flags; a value past {@code Long}'s range is no split. */
    private static int diagonal(long flags) {
        var split = flags >> 1;
        return split >= 0 && split <= 4 ? (int) split : 0;
    }

    /**
     * Four corner heights in [PRJ2]'s order; the click-based chunks store {@code Leb128<i16>}, the others
     * {@code Leb128<i32>}.
     */
    private static CornerHeights corners(ByteCursor data, String field, int unit) {
        var min = unit == 1 ? Integer.MIN_VALUE : Short.MIN_VALUE;
        var max = unit == 1 ? Integer.MAX_VALUE : Short.MAX_VALUE;
        var xnzp = (int) data.leb128(field + ".xnzp", min, max) * unit;
        var xpzp = (int) data.leb128(field + ".xpzp", min, max) * unit;
        var xpzn = (int) data.leb128(field + ".xpzn", min, max) * unit;
        var xnzn = (int) data.leb128(field + ".xnzn", min, max) * unit;
        return new CornerHeights(xnzp, xpzp, xpzn, xnzn);
    }

    private static int face(ByteCursor data) {
        return (int) data.leb128("face", -1, Integer.MAX_VALUE);
    }

    /** [PRJ2] {@code TextureLevelTexture} (and its second version, which adds the parent area). */
    private static FaceTexture texture(ByteCursor data, boolean withParentArea) {
        var face = face(data);
        var corners = ChunkWalker.corners(data, "textureCoords");
        if (withParentArea) {
            // The area the texture was picked from in the editor: not needed to draw it.
            data.skip("parentArea", 16);
        }
        var flags = data.leb128("flags");
        var textureId = data.leb128("textureId");
        var blendMode = (int) Math.max(0, Math.min(Integer.MAX_VALUE, flags >> 1));
        return new FaceTexture(face, corners, (flags & 1) != 0, blendMode, textureId, false);
    }
}
