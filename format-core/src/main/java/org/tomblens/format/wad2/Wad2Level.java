package org.tomblens.format.wad2;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import org.tomblens.format.chunk.BlendModes;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.model.BoundingBox;
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
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.model.Words;

/**
 * A WAD2 library as a {@link Level} with no rooms, as {@link org.tomblens.format.wad.WadLevel} makes a WAD's: a
 * level of the game the library is made for (TR4 when it names none of TR1–TR5), or of the version a project
 * asks for, made by the arithmetic Tomb Editor compiles a level with: Y turned down, coordinates cut to whole units,
 * keyframes and animations as {@link Wad2KeyFrames} and {@link Wad2Animations} say, textures on pages as
 * {@link Wad2Atlas} lays them out. A mesh lit by vertex colours gets TR shades from their luma (Rec. 709
 * weights, capped at 1.0; 8191 darkest); one whose colours do not match its vertices is lit flat. Normals are
 * scaled to 16300, as TR's are. A face is additive (effects bit 0) when its blend mode is, and shiny (bit 1,
 * strength in bits 2–7) when it has a shine and the mesh is lit by normals. Double-sided polygons keep the
 * face's double-sided bit. Mesh pointers are the byte offsets a TR4 level's mesh data would have. Sprites and
 * the skins of TombEngine movables are not carried over.
 */
public final class Wad2Level {
    private static final int DOUBLE_SIDED = 0x8000;
    private static final float NORMAL_LENGTH = 16300f;
    private static final int DARKEST = 8191;

    private Wad2Level() {}

    /** The library as a level of the game it is made for. */
    public static Level of(Wad2 wad) {
        return of(wad, wad.game().orElse(GameVersion.TR4));
    }

    /** The library as a level of {@code version}: its keyframes laid out as that version's. */
    public static Level of(Wad2 wad, GameVersion version) {
        var warnings = new ArrayList<>(wad.warnings());
        var atlas = new Wad2Atlas(wad.textures(), version.isChunked());
        var converted = new IdentityHashMap<Wad2Mesh, Mesh>();
        var meshes = new ArrayList<Mesh>();
        var pointers = new ArrayList<Integer>();
        var dataBytes = 0L;
        var startingMesh = new int[wad.moveables().size()];
        var all = new ArrayList<Wad2Mesh>();
        for (int m = 0; m < wad.moveables().size(); m++) {
            startingMesh[m] = all.size();
            all.addAll(wad.moveables().get(m).meshes());
        }
        var staticMesh = new int[wad.statics().size()];
        for (int s = 0; s < wad.statics().size(); s++) {
            staticMesh[s] = all.size();
            all.add(wad.statics().get(s).mesh());
        }
        for (var source : all) {
            var mesh = converted.computeIfAbsent(source, m -> mesh(m, atlas));
            meshes.add(mesh);
            pointers.add((int) dataBytes);
            dataBytes += size(mesh);
        }
        if (atlas.misses() > 0) {
            warnings.add(new DataWarning("", atlas.misses() + " polygons have no texture TombLens can place"
                    + " (none, no pixels, or across a 256-pixel cell of a larger image); they are drawn white"));
        }
        var animation = Wad2Animations.of(wad.moveables(), startingMesh, version, warnings);
        var statics = new ArrayList<StaticMesh>();
        for (int s = 0; s < wad.statics().size(); s++) {
            var object = wad.statics().get(s);
            statics.add(new StaticMesh(object.id(), staticMesh[s], box(object.visibilityMin(), object.visibilityMax()),
                    box(object.collisionMin(), object.collisionMax()), object.flags() & 0xFFFF));
        }
        var pages = atlas.pages();
        var textures = new Textures(0, pages.size(), 0, List.of(), List.of(), pages, List.of(), Bytes.EMPTY,
                Bytes.EMPTY);
        var texturing = new Texturing(atlas.objectTextures(), List.of(), List.of(), Words.EMPTY, 0);
        var sound = new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of());
        return new Level(version, wad.fileName(), textures, List.of(), Words.EMPTY,
                new Meshes(dataBytes / 2, Ints.own(pointers.stream().mapToInt(Integer::intValue).toArray()), meshes),
                animation, statics, texturing, List.of(), List.of(), List.of(),
                new Navigation(List.of(), Words.EMPTY, Words.EMPTY), List.of(), List.of(), Bytes.EMPTY, List.of(),
                Bytes.EMPTY, sound, 0, 0, 0, DataWarning.finish(warnings));
    }

    /** A library mesh as a level's, textured from {@code atlas}, Y turned down. */
    public static Mesh mesh(Wad2Mesh source, Wad2Atlas atlas) {
        var vertices = source.positions().stream().map(Wad2Level::vertex).toList();
        var byNormals = source.lightingType() == Wad2Mesh.LIT_BY_NORMALS
                && source.normals().size() == source.positions().size();
        var normals = byNormals ? source.normals().stream().map(Wad2Level::normal).toList() : List.<Vertex>of();
        var shades = byNormals ? List.<Integer>of() : shades(source);
        var quads = new ArrayList<Face>();
        var triangles = new ArrayList<Face>();
        for (var polygon : source.polygons()) {
            if (!inRange(polygon, vertices.size())) {
                continue;
            }
            var texture = atlas.objectTexture(polygon) | (polygon.doubleSided() ? DOUBLE_SIDED : 0);
            var effects = BlendModes.isAdditive(polygon.blendMode()) ? 1 : 0;
            if (polygon.shine() > 0 && byNormals) {
                effects |= 2 | polygon.shine() << 2;
            }
            var v = polygon.indices();
            if (polygon.isQuad()) {
                quads.add(new Face(v.get(0), v.get(1), v.get(2), v.get(3), texture, effects));
            } else {
                triangles.add(Face.triangle(v.get(0), v.get(1), v.get(2), texture, effects));
            }
        }
        return new Mesh(vertex(source.sphereCentre()), (int) source.sphereRadius(), vertices, normals, shades, quads,
                triangles, List.of(), List.of());
    }

    private static boolean inRange(Wad2Mesh.Polygon polygon, int vertexCount) {
        for (var index : polygon.indices()) {
            if (index < 0 || index >= vertexCount) {
                return false;
            }
        }
        return true;
    }

    /** TR shades from the vertex colours' luma, or full light for every vertex when they do not match. */
    private static List<Integer> shades(Wad2Mesh source) {
        var shades = new ArrayList<Integer>(source.positions().size());
        var matching = source.colours().size() == source.positions().size();
        for (int i = 0; i < source.positions().size(); i++) {
            var colour = matching ? source.colours().get(i) : null;
            var luma = colour == null ? 1f : Math.min(1f, 0.2126f * colour.x() + 0.7152f * colour.y()
                    + 0.0722f * colour.z());
            shades.add((int) (DARKEST - Math.max(0f, luma) * DARKEST));
        }
        return shades;
    }

    private static Vertex vertex(Vector3 position) {
        return new Vertex(clamp(position.x()), clamp(-position.y()), clamp(position.z()));
    }

    private static Vertex normal(Vector3 normal) {
        var length = (float) Math.sqrt(normal.x() * normal.x() + normal.y() * normal.y() + normal.z() * normal.z());
        if (!(length > 0) || !Float.isFinite(length)) {
            return new Vertex(0, 0, 0);
        }
        var scale = NORMAL_LENGTH / length;
        return new Vertex((int) (normal.x() * scale), (int) (-normal.y() * scale), (int) (normal.z() * scale));
    }

    private static BoundingBox box(Vector3 min, Vector3 max) {
        return new BoundingBox(clamp(min.x()), clamp(max.x()), clamp(-min.y()), clamp(-max.y()), clamp(min.z()),
                clamp(max.z()));
    }

    /** A coordinate cut to a whole unit, as the editor casts it, within a 16-bit word. */
    private static int clamp(float value) {
        return Float.isNaN(value) ? 0 : (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, value));
    }

    /** The bytes a TR4 level's mesh data gives the mesh (§8.1): header, vertices, lighting, faces, to 4 bytes. */
    private static long size(Mesh mesh) {
        var lighting = mesh.hasNormals() ? 6L * mesh.normals().size() : 2L * mesh.vertices().size();
        var bytes = 10 + 2 + 6L * mesh.vertices().size() + 2 + lighting + 2 + 12L * mesh.texturedQuads().size() + 2
                + 10L * mesh.texturedTriangles().size();
        return (bytes + 3) / 4 * 4;
    }
}
