package org.tomblens.format.trm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.dds.DdsImage;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.model.Words;

/**
 * A model file as a {@link Level} with no rooms, as a library is one: one movable (type 0, one mesh, no
 * animations) whose mesh is the model's triangles. The level is a TR4 one for its 32-bit texture pages. Each
 * texture becomes one 256 x 256 page, its image reduced by averaging (the model's texture coordinates are in
 * 255ths of the image, so a page keeps all the precision they address); faces whose texture was not found take a
 * white page. Positions are rounded to whole units and normals scaled to 16300, as TR's are. A face takes the
 * texture of its second vertex, as the Blender add-on for these files reads them. Pages are opaque: the textures'
 * alpha holds something other than coverage (in tr-wardrobe's 8060.DDS 96% of texels are below half).
 */
public final class TrmLevel {
    static final int PAGE = 256;
    private static final float NORMAL_LENGTH = 16300f;
    private static final int NORMAL_UNIT = 127;
    private static final int TRIANGLE_TILE_FLAG = 0x8000;
    private static final int WHITE = 0xFFFFFFFF;
    private static final int MAX_OBJECT_TEXTURES = 0x8000;

    private TrmLevel() {}

    /** The model {@code trm}, textured from {@code textures}. */
    public static Level of(Trm trm, TrmTextures textures) {
        var warnings = new ArrayList<>(trm.warnings());
        warnings.addAll(textures.warnings());
        var pages = new ArrayList<Bytes>();
        var pageOfTexture = new HashMap<Integer, Integer>();
        textures.images().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(entry -> {
            pageOfTexture.put(entry.getKey(), pages.size());
            pages.add(page(entry.getValue()));
        });
        var whitePage = -1;
        var objectTextures = new LinkedHashMap<ObjectTexture, Integer>();
        var faces = new ArrayList<Face>(trm.triangleCount());
        var vertices = trm.vertices();
        var triangles = trm.triangles();
        for (int t = 0; t < trm.triangleCount(); t++) {
            int a = triangles[3 * t];
            int b = triangles[3 * t + 1];
            int c = triangles[3 * t + 2];
            var texture = vertices.get(b).texture();
            var id = texture >= 1 && texture <= trm.textureIds().size() ? trm.textureIds().get(texture - 1) : null;
            Integer page = id == null ? null : pageOfTexture.get(id);
            if (page == null) {
                if (whitePage < 0) {
                    whitePage = pages.size();
                    pages.add(white());
                }
                page = whitePage;
            }
            var corners = List.of(corner(vertices.get(a)), corner(vertices.get(b)), corner(vertices.get(c)),
                    new ObjectTexture.TexCoord(0, 0));
            var objectTexture = new ObjectTexture(0, page | TRIANGLE_TILE_FLAG, 0, corners, 0, 0, 0, 0);
            if (objectTextures.size() == MAX_OBJECT_TEXTURES && !objectTextures.containsKey(objectTexture)) {
                DataWarning.add(warnings, "triangles[" + t + "]", "past 32768 texture areas; drawn with the first");
                objectTexture = objectTextures.keySet().iterator().next();
            }
            var index = objectTextures.computeIfAbsent(objectTexture, key -> objectTextures.size());
            faces.add(Face.triangle(a, b, c, index, 0));
        }
        var mesh = mesh(vertices, faces);
        var model = new Model(0, 1, 0, 0, 0, Model.NO_ANIMATION);
        var animation = new AnimationData(List.of(model), List.of(), List.of(), List.of(), Words.EMPTY, Ints.EMPTY,
                Words.EMPTY);
        var levelTextures = new Textures(0, pages.size(), 0, List.of(), List.of(), pages, List.of(), Bytes.EMPTY,
                Bytes.EMPTY);
        var texturing = new Texturing(List.copyOf(objectTextures.keySet()), List.of(), List.of(), Words.EMPTY, 0);
        var sound = new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of());
        return new Level(GameVersion.TR4, trm.fileName(), levelTextures, List.of(), Words.EMPTY,
                new Meshes(0, Ints.own(new int[] {0}), List.of(mesh)), animation, List.of(), texturing, List.of(),
                List.of(), List.of(), new Navigation(List.of(), Words.EMPTY, Words.EMPTY), List.of(), List.of(),
                Bytes.EMPTY, List.of(), Bytes.EMPTY, sound, 0, 0, 0, DataWarning.finish(warnings));
    }

    private static Mesh mesh(List<Trm.TrmVertex> source, List<Face> faces) {
        var vertices = new ArrayList<Vertex>(source.size());
        var normals = new ArrayList<Vertex>(source.size());
        float minX = Float.MAX_VALUE, minY = Float.MAX_VALUE, minZ = Float.MAX_VALUE;
        float maxX = -Float.MAX_VALUE, maxY = -Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        for (var v : source) {
            vertices.add(new Vertex(unit(v.x()), unit(v.y()), unit(v.z())));
            normals.add(new Vertex(normal(v.normalX()), normal(v.normalY()), normal(v.normalZ())));
            minX = Math.min(minX, v.x());
            minY = Math.min(minY, v.y());
            minZ = Math.min(minZ, v.z());
            maxX = Math.max(maxX, v.x());
            maxY = Math.max(maxY, v.y());
            maxZ = Math.max(maxZ, v.z());
        }
        var centre = source.isEmpty() ? new Vertex(0, 0, 0)
                : new Vertex(unit((minX + maxX) / 2), unit((minY + maxY) / 2), unit((minZ + maxZ) / 2));
        var radius = 0.0;
        for (var v : vertices) {
            radius = Math.max(radius, Math.sqrt(square(v.x() - centre.x()) + square(v.y() - centre.y())
                    + square(v.z() - centre.z())));
        }
        return new Mesh(centre, (int) Math.ceil(radius), vertices, normals, List.of(), List.of(), faces, List.of(),
                List.of());
    }

    private static double square(double value) {
        return value * value;
    }

    /** A position in whole units, kept within the 16 bits a level stores. */
    private static int unit(float value) {
        return Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(value)));
    }

    private static int normal(int component) {
        return Math.round(component * NORMAL_LENGTH / NORMAL_UNIT);
    }

    /** A vertex's texture coordinates (255ths of the image) as a page corner in 8.8 fixed point (§9.3.1). */
    private static ObjectTexture.TexCoord corner(Trm.TrmVertex vertex) {
        return new ObjectTexture.TexCoord(fixed(vertex.u()), fixed(vertex.v()));
    }

    private static int fixed(int fraction) {
        return Math.min(0xFFFF, Math.round(fraction * PAGE * 256f / 255f));
    }

    /** The image reduced (or stretched) to a page: each page texel the average of the image texels it covers. */
    static Bytes page(DdsImage image) {
        var bytes = new byte[4 * PAGE * PAGE];
        for (int y = 0; y < PAGE; y++) {
            int y0 = y * image.height() / PAGE;
            int y1 = Math.max(y0 + 1, (y + 1) * image.height() / PAGE);
            for (int x = 0; x < PAGE; x++) {
                int x0 = x * image.width() / PAGE;
                int x1 = Math.max(x0 + 1, (x + 1) * image.width() / PAGE);
                long r = 0, g = 0, b = 0;
                for (int sy = y0; sy < y1; sy++) {
                    for (int sx = x0; sx < x1; sx++) {
                        var argb = image.texel(sx, sy);
                        r += argb >> 16 & 0xFF;
                        g += argb >> 8 & 0xFF;
                        b += argb & 0xFF;
                    }
                }
                int n = (y1 - y0) * (x1 - x0);
                put(bytes, y * PAGE + x, (int) ((r + n / 2) / n), (int) ((g + n / 2) / n),
                        (int) ((b + n / 2) / n));
            }
        }
        return Bytes.own(bytes);
    }

    private static Bytes white() {
        var bytes = new byte[4 * PAGE * PAGE];
        Arrays.fill(bytes, (byte) WHITE);
        return Bytes.own(bytes);
    }

    /** An opaque texel as TR4's 32-bit pages hold it: B, G, R, A in memory. */
    private static void put(byte[] page, int texel, int r, int g, int b) {
        page[4 * texel] = (byte) b;
        page[4 * texel + 1] = (byte) g;
        page[4 * texel + 2] = (byte) r;
        page[4 * texel + 3] = (byte) 0xFF;
    }
}
