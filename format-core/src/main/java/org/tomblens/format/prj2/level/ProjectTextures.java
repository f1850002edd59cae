package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.chunk.BlendModes;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.prj2.FaceTexture;

/**
 * The texture pages and object textures of a project's level. Each texture image is cut into 256 x 256 pages
 * (only the pages some face uses are made), and each face's texture area becomes an object texture on its page;
 * faces whose image is missing draw from one white shade page instead, tinted by their vertices.
 */
final class ProjectTextures {
    static final int PAGE = 256;
    /** The shade texture's corners: a 16-pixel square of the white page, in 8.8 fixed point. */
    private static final int SHADE_SIZE = 16 << 8;

    /** Why a face could not take its texture. */
    enum Miss { NONE, NO_IMAGE, STRADDLES_PAGES, OUTSIDE_IMAGE }

    private record PageKey(long texture, int pageX, int pageY) {}

    private final GameVersion version;
    private final Map<Long, TextureImage> images;
    private final List<Bytes> pages = new ArrayList<>();
    private final List<Boolean> pageHasTransparency = new ArrayList<>();
    private final Map<PageKey, Integer> pageOf = new HashMap<>();
    private final List<ObjectTexture> objectTextures = new ArrayList<>();
    private final Map<ObjectTexture, Integer> indexOf = new HashMap<>();
    private int shade = -1;
    private Miss lastMiss = Miss.NONE;

    /** @param images the decoded images by their level texture index */
    ProjectTextures(GameVersion version, Map<Long, TextureImage> images) {
        this.version = version;
        this.images = images;
    }

    /**
     * The object texture face corners {@code textureCorners} of {@code texture} make (indices into its four
     * coordinates), or -1 when the face must be shaded: {@link #lastMiss()} says why.
     */
    int texture(FaceTexture texture, int[] textureCorners) {
        var image = images.get(texture.textureId());
        if (image == null || texture.corners().size() != 4) {
            return miss(Miss.NO_IMAGE);
        }
        var minU = Float.MAX_VALUE;
        var minV = Float.MAX_VALUE;
        for (var corner : textureCorners) {
            minU = Math.min(minU, texture.corners().get(corner).x());
            minV = Math.min(minV, texture.corners().get(corner).y());
        }
        var pageX = (int) Math.floor(minU / PAGE);
        var pageY = (int) Math.floor(minV / PAGE);
        if (pageX < 0 || pageY < 0 || pageX * PAGE >= image.width() || pageY * PAGE >= image.height()) {
            return miss(Miss.OUTSIDE_IMAGE);
        }
        var corners = new ArrayList<ObjectTexture.TexCoord>(4);
        for (var corner : textureCorners) {
            var u = texture.corners().get(corner).x() - pageX * PAGE;
            var v = texture.corners().get(corner).y() - pageY * PAGE;
            if (!(u >= 0 && u <= PAGE && v >= 0 && v <= PAGE)) {
                return miss(Miss.STRADDLES_PAGES);
            }
            // §9.3.1: corners are 8.8 fixed point, the high byte the pixel.
            corners.add(new ObjectTexture.TexCoord(Math.round(u * 256), Math.round(v * 256)));
        }
        var triangle = corners.size() == 3;
        if (triangle) {
            corners.add(new ObjectTexture.TexCoord(0, 0));
        }
        var page = page(new PageKey(texture.textureId(), pageX, pageY), image);
        var attribute = BlendModes.attribute(texture.blendMode(), pageHasTransparency.get(page));
        lastMiss = Miss.NONE;
        return objectTexture(attribute, page, triangle, corners);
    }

    /** The object texture of shaded faces: a corner of the white page, drawn opaque. */
    int shade() {
        if (shade < 0) {
            var white = new byte[PAGE * PAGE * 4];
            Arrays.fill(white, (byte) 0xFF);
            var page = addPage(white, false);
            shade = objectTexture(0, page, false, List.of(new ObjectTexture.TexCoord(0, 0),
                    new ObjectTexture.TexCoord(SHADE_SIZE, 0), new ObjectTexture.TexCoord(SHADE_SIZE, SHADE_SIZE),
                    new ObjectTexture.TexCoord(0, SHADE_SIZE)));
        }
        return shade;
    }

    Miss lastMiss() {
        return lastMiss;
    }

    List<ObjectTexture> objectTextures() {
        return objectTextures;
    }

    /** The pages as TR4/TR5 store 32-bit pages (little-endian ARGB words), whatever the level's version. */
    List<Bytes> pages() {
        return List.copyOf(pages);
    }

    private int miss(Miss why) {
        lastMiss = why;
        return -1;
    }

    private int objectTexture(int attribute, int page, boolean triangle, List<ObjectTexture.TexCoord> corners) {
        // §9.3.1: TR4/TR5 mark triangles in bit 15 of the tile and room textures in bit 15 of NewFlags.
        var chunked = version.isChunked();
        var texture = new ObjectTexture(attribute, page | (chunked && triangle ? 0x8000 : 0), chunked ? 0x8000 : 0,
                corners, 0, 0, 0, 0);
        return indexOf.computeIfAbsent(texture, t -> {
            objectTextures.add(t);
            return objectTextures.size() - 1;
        });
    }

    private int page(PageKey key, TextureImage image) {
        var existing = pageOf.get(key);
        if (existing != null) {
            return existing;
        }
        var texels = new byte[PAGE * PAGE * 4];
        var transparent = false;
        for (int row = 0; row < PAGE; row++) {
            var y = key.pageY() * PAGE + row;
            for (int column = 0; column < PAGE; column++) {
                var x = key.pageX() * PAGE + column;
                var argb = x < image.width() && y < image.height() ? image.argb()[y * image.width() + x] : 0;
                transparent |= argb >>> 24 != 0xFF;
                // A little-endian ARGB word, as the 32-bit pages of TR4/TR5 store it: B, G, R, A in memory.
                var at = (row * PAGE + column) * 4;
                texels[at] = (byte) argb;
                texels[at + 1] = (byte) (argb >> 8);
                texels[at + 2] = (byte) (argb >> 16);
                texels[at + 3] = (byte) (argb >>> 24);
            }
        }
        var page = addPage(texels, transparent);
        pageOf.put(key, page);
        return page;
    }

    private int addPage(byte[] texels, boolean transparent) {
        pages.add(Bytes.own(texels));
        pageHasTransparency.add(transparent);
        return pages.size() - 1;
    }
}
