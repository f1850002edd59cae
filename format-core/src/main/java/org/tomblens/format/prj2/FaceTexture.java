package org.tomblens.format.prj2;

import java.util.List;
import org.tomblens.format.chunk.Vector2;

/**
 * The texture of one face of a sector ([PRJ2] {@code TextureLevelTexture}, {@code TextureLevelTexture2},
 * {@code TextureInvisible}).
 *
 * @param face the [PRJ2] {@code SectorFace} code (see {@link SectorFaces})
 * @param corners four texture coordinates in pixels of the image; for a triangle the fourth is unused
 * @param blendMode [PRJ2] {@code BlendMode}: 0 normal, 1 alpha test, 2 additive, 4 no Z test, 5 subtract,
 *                  6 wireframe, 8 exclude, 9 screen, 10 lighten, 11 alpha blend
 * @param textureId the {@link LevelTexture#index()} it takes its pixels from
 * @param invisible the face is not drawn at all ({@code TextureInvisible})
 */
public record FaceTexture(int face, List<Vector2> corners, boolean doubleSided, int blendMode, long textureId,
                          boolean invisible) {
    public FaceTexture {
        corners = List.copyOf(corners);
    }

    public static FaceTexture invisible(int face) {
        return new FaceTexture(face, List.of(), false, 0, -1, true);
    }
}
