package org.tomblens.format.wad;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;

/**
 * A library as a TR4 {@link Level} with no rooms, so that what shows and animates levels' models shows and
 * animates the library's: movables become models and statics static meshes as stored (their records are TR4's),
 * the animation tables carry over unchanged, texture samples become object textures ({@link SampleTextures}),
 * the texture map becomes 32-bit pages and meshes become TR4 meshes.
 *
 * <p>Pages: each RGB pixel becomes a little-endian ARGB word (B, G, R, A in memory), opaque, but magenta,
 * which becomes transparent black as TRLE makes it ([WAD] §2). Meshes: a polygon becomes a textured quad or
 * triangle with the same vertices in the same order, its object texture, and its attributes byte as the face's
 * Effects (the same bits, §2.4.3); normals keep the library's scale (about 16300 long), which consumers
 * normalise; a mesh's sphere radius becomes its collision radius. Mesh pointers and the mesh-data size are
 * the library's, and pointers that reach the same mesh reach the same {@link Mesh}. The .SFX companion's
 * sound tables become the level's; sprites (.SWD) are not carried over.
 */
public final class WadLevel {
    private static final int MAGENTA = 0xFF00FF;
    private static final int PAGE_TEXELS = TextureMap.WIDTH * TextureMap.WIDTH;
    private static final int MAX_WARNINGS = 500;

    private WadLevel() {}

    public static Level of(Wad wad) {
        var warnings = new ArrayList<>(wad.warnings());
        var samples = new SampleTextures(wad.textureSamples(), wad.textureMap());
        var converted = new IdentityHashMap<WadMesh, Mesh>();
        for (int i = 0; i < wad.meshes().size(); i++) {
            converted.put(wad.meshes().get(i), mesh(wad.meshes().get(i), i, samples, warnings));
        }
        var byPointer = new ArrayList<Mesh>(wad.meshPointers().size());
        for (int p = 0; p < wad.meshPointers().size(); p++) {
            byPointer.add(converted.get(wad.mesh(p)));
        }
        var pages = pages(wad.textureMap());
        var textures = new Textures(0, pages.size(), 0, List.of(), List.of(), pages, List.of(), Bytes.EMPTY,
                Bytes.EMPTY);
        var texturing = new Texturing(samples.objectTextures(), List.of(), List.of(), Words.EMPTY, 0);
        var sound = wad.companions().sounds().orElse(new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY,
                List.of()));
        return new Level(GameVersion.TR4, wad.fileName(), textures, List.of(), Words.EMPTY,
                new Meshes(wad.meshDataWords(), wad.meshPointers(), byPointer), wad.animation(), wad.statics(),
                texturing, List.of(), List.of(), List.of(), new Navigation(List.of(), Words.EMPTY, Words.EMPTY),
                List.of(), List.of(), Bytes.EMPTY, List.of(), Bytes.EMPTY, sound, 0, 0, 0, warnings);
    }

    /** The texture map's whole pages as 32-bit pages, magenta transparent black. */
    static List<Bytes> pages(TextureMap map) {
        var pages = new ArrayList<Bytes>(map.pageCount());
        var rgb = map.rgb();
        for (int page = 0; page < map.pageCount(); page++) {
            var argb = new byte[4 * PAGE_TEXELS];
            for (int texel = 0; texel < PAGE_TEXELS; texel++) {
                var at = 3 * (page * PAGE_TEXELS + texel);
                int r = rgb.unsigned(at);
                int g = rgb.unsigned(at + 1);
                int b = rgb.unsigned(at + 2);
                if ((r << 16 | g << 8 | b) != MAGENTA) {
                    argb[4 * texel] = (byte) b;
                    argb[4 * texel + 1] = (byte) g;
                    argb[4 * texel + 2] = (byte) r;
                    argb[4 * texel + 3] = (byte) 0xFF;
                }
            }
            pages.add(Bytes.own(argb));
        }
        return pages;
    }

    private static Mesh mesh(WadMesh mesh, int index, SampleTextures samples, List<DataWarning> warnings) {
        var quads = new ArrayList<Face>();
        var triangles = new ArrayList<Face>();
        for (int i = 0; i < mesh.polygons().size(); i++) {
            var polygon = mesh.polygons().get(i);
            var texture = samples.objectTexture(polygon);
            if (texture < 0 || texture >= SampleTextures.MAX_TEXTURES) {
                if (warnings.size() < MAX_WARNINGS) {
                    warnings.add(new DataWarning("meshes[" + index + "].polygons[" + i + "]", 0,
                            "needs more object textures than a face can index (" + SampleTextures.MAX_TEXTURES
                                    + "); left out"));
                }
                continue;
            }
            if (polygon.isQuad()) {
                quads.add(new Face(polygon.v0(), polygon.v1(), polygon.v2(), polygon.v3(), texture,
                        polygon.attributes()));
            } else {
                triangles.add(Face.triangle(polygon.v0(), polygon.v1(), polygon.v2(), texture, polygon.attributes()));
            }
        }
        return new Mesh(mesh.centre(), mesh.radius(), mesh.vertices(), mesh.normals(), mesh.shades(), quads,
                triangles, List.of(), List.of());
    }
}
