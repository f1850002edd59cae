package org.tomblens.format.ten;

import java.awt.Rectangle;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.wad2.Wad2Atlas;
import org.tomblens.format.wad2.Wad2Mesh;
import org.tomblens.format.wad2.Wad2Texture;

/**
 * A TombEngine level's textures as a classic level's pages. TombEngine draws each polygon from a large atlas image
 * at its own size; here each polygon's area of its atlas (its texture coordinates' bounding rectangle, in whole
 * pixels) is cut out once and the areas are laid out on 256-pixel pages by {@link Wad2Atlas}, as a WAD2 library's
 * textures are. Polygons are first {@link #request requested}, then the atlases are decoded one at a time
 * ({@link #bake}), then each polygon gets its object texture.
 */
final class TenTextures {
    /**
     * Larger atlases are not decoded, with a warning: Tomb Editor makes them 4096 pixels square unless told to make
     * them larger, and one of these already takes 64 MB of raster.
     */
    static final long MAX_PIXELS = 4096L * 4096;

    /** A polygon's area of an atlas: the atlas list, the image in it, and the rectangle in pixels. */
    private record Area(int list, int image, int x, int y, int width, int height) {}

    /** Where a polygon takes its texture: the area, and its corners in pixels of the area. */
    record Placement(int area, List<Vector2> corners) {}

    private final TenMediaReader.Media media;
    private final List<Area> areas = new ArrayList<>();
    private final Map<Area, Integer> areaIndex = new HashMap<>();
    private final List<DataWarning> warnings;
    private Wad2Atlas atlas;

    TenTextures(TenMediaReader.Media media, List<DataWarning> warnings) {
        this.media = media;
        this.warnings = warnings;
    }

    /** Notes where a polygon of atlas list {@code list} takes its texture; null when its image does not exist. */
    Placement request(int list, TenSurface.Bucket bucket, TenSurface.Polygon polygon) {
        var images = media.atlases().get(bucket.animated() ? TenMediaReader.ANIMATED : list);
        if (bucket.texture() < 0 || bucket.texture() >= images.size()) {
            return null;
        }
        var image = images.get(bucket.texture());
        var corners = polygon.indices().length;
        var u = new float[corners];
        var v = new float[corners];
        float minU = Float.MAX_VALUE, minV = Float.MAX_VALUE, maxU = -Float.MAX_VALUE, maxV = -Float.MAX_VALUE;
        for (int c = 0; c < corners; c++) {
            u[c] = finite(polygon.uv()[2 * c]) * image.width();
            v[c] = finite(polygon.uv()[2 * c + 1]) * image.height();
            minU = Math.min(minU, u[c]);
            minV = Math.min(minV, v[c]);
            maxU = Math.max(maxU, u[c]);
            maxV = Math.max(maxV, v[c]);
        }
        var x0 = clamp((int) Math.floor(minU), image.width());
        var y0 = clamp((int) Math.floor(minV), image.height());
        var x1 = Math.max(x0 + 1, clamp((int) Math.ceil(maxU), image.width()));
        var y1 = Math.max(y0 + 1, clamp((int) Math.ceil(maxV), image.height()));
        var area = new Area(bucket.animated() ? TenMediaReader.ANIMATED : list, bucket.texture(), x0, y0, x1 - x0,
                y1 - y0);
        var index = areaIndex.computeIfAbsent(area, a -> {
            areas.add(a);
            return areas.size() - 1;
        });
        var out = new ArrayList<Vector2>(corners);
        for (int c = 0; c < corners; c++) {
            out.add(new Vector2(u[c] - x0, v[c] - y0));
        }
        return new Placement(index, out);
    }

    private static float finite(float value) {
        return Float.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0;
    }

    private static int clamp(int value, int size) {
        return Math.max(0, Math.min(Math.max(0, size - 1), value));
    }

    /** Decodes the atlases the requested areas lie in, one at a time, and lays the areas out on pages. */
    void bake() {
        var textures = Arrays.asList(new Wad2Texture[areas.size()]);
        var byImage = new HashMap<Long, List<Integer>>();
        for (int a = 0; a < areas.size(); a++) {
            var area = areas.get(a);
            byImage.computeIfAbsent((long) area.list() << 32 | area.image(), k -> new ArrayList<>()).add(a);
        }
        // the atlases are decoded side by side: decoding is most of a level's reading time
        byImage.values().parallelStream().forEach(indices -> {
            var first = areas.get(indices.get(0));
            var bounds = bounds(indices);
            var pixels = decode(media.atlases().get(first.list()).get(first.image()), first, bounds);
            for (var a : indices) {
                textures.set(a, crop(areas.get(a), pixels, bounds));
            }
        });
        atlas = new Wad2Atlas(textures, true);
    }

    /**
     * The rectangle {@code bounds} (x, y, width, height) of the image, decoded, or null (with a warning) when it
     * cannot be decoded at its stated size.
     */
    private TenPixels decode(TenMediaReader.Image image, Area area, int[] bounds) {
        var what = List.of("room", "movable", "static", "animated").get(area.list()) + " atlas " + area.image();
        if ((long) image.width() * image.height() > MAX_PIXELS || image.width() <= 0 || image.height() <= 0) {
            warn(what, image.width() + " x " + image.height() + " pixels: not decoded");
            return null;
        }
        try (var input = ImageIO.createImageInputStream(new ByteArrayInputStream(image.encoded()))) {
            var readers = ImageIO.getImageReaders(input);
            if (!readers.hasNext()) {
                warn(what, "not a PNG image (a level with compressed DDS textures?); its polygons are drawn white");
                return null;
            }
            var reader = readers.next();
            try {
                reader.setInput(input);
                if (reader.getWidth(0) != image.width() || reader.getHeight(0) != image.height()) {
                    warn(what, "the image is not the " + image.width() + " x " + image.height() + " pixels stated");
                    return null;
                }
                var param = reader.getDefaultReadParam();
                param.setSourceRegion(new Rectangle(bounds[0], bounds[1], bounds[2], bounds[3]));
                return new TenPixels(reader.read(0, param));
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            warn(what, "a broken image: " + e.getMessage());
            return null;
        }
    }

    private void warn(String what, String message) {
        synchronized (warnings) {
            warnings.add(new DataWarning(what, message));
        }
    }

    /** The rectangle (x, y, width, height) around the areas {@code indices}. */
    private int[] bounds(List<Integer> indices) {
        int x0 = Integer.MAX_VALUE, y0 = Integer.MAX_VALUE, x1 = 0, y1 = 0;
        for (var index : indices) {
            var area = areas.get(index);
            x0 = Math.min(x0, area.x());
            y0 = Math.min(y0, area.y());
            x1 = Math.max(x1, area.x() + area.width());
            y1 = Math.max(y1, area.y() + area.height());
        }
        return new int[] {x0, y0, x1 - x0, y1 - y0};
    }

    /** An area's pixels as a texture of its own; one without pixels when its image could not be decoded. */
    private static Wad2Texture crop(Area area, TenPixels pixels, int[] bounds) {
        if (pixels == null) {
            return new Wad2Texture("", "", area.width(), area.height(), Bytes.EMPTY);
        }
        var bgra = new byte[4 * area.width() * area.height()];
        var at = 0;
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < area.width(); x++) {
                var pixel = pixels.argb(area.x() - bounds[0] + x, area.y() - bounds[1] + y);
                bgra[at++] = (byte) pixel;
                bgra[at++] = (byte) (pixel >> 8);
                bgra[at++] = (byte) (pixel >> 16);
                bgra[at++] = (byte) (pixel >>> 24);
            }
        }
        return new Wad2Texture("", "", area.width(), area.height(), Bytes.own(bgra));
    }

    /** The pages and object textures, once {@link #bake baked}. */
    Wad2Atlas atlas() {
        return atlas;
    }

    /** A polygon as a library polygon textured from its area (the white square when it has none). */
    static Wad2Mesh.Polygon polygon(Placement placement, TenSurface.Bucket bucket, TenSurface.Polygon polygon,
                                    int shine) {
        var indices = new ArrayList<Integer>(polygon.indices().length);
        for (var index : polygon.indices()) {
            indices.add(index);
        }
        var corners = placement != null ? placement.corners() : List.<Vector2>of();
        return new Wad2Mesh.Polygon(indices, shine, placement != null ? placement.area() : -1,
                corners.isEmpty() ? List.of(new Vector2(0, 0), new Vector2(0, 0), new Vector2(0, 0),
                        new Vector2(0, 0)).subList(0, indices.size()) : corners, bucket.blendMode(), false);
    }
}
