package org.tomblens.format.wad2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.lebInt;
import static org.tomblens.format.chunk.ChunkWalker.real;
import static org.tomblens.format.chunk.ChunkWalker.text;
import static org.tomblens.format.chunk.ChunkWalker.vector2;
import static org.tomblens.format.chunk.ChunkWalker.vector3;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.ByteCursor;

/** Reads a {@code W2Mesh} chunk's stream into a {@link Wad2Mesh}. */
final class Wad2MeshReader {
    /** A TR shade's darkest value: a shade {@code s} is the brightness {@code (8191 − s) / 8191}. */
    private static final float DARKEST_SHADE = 8191f;
    private static final Vector3 ZERO = new Vector3(0, 0, 0);

    private final ChunkWalker walker;
    private final Wad2Textures textures;
    private String name = "";
    private Vector3 sphereCentre = ZERO;
    private float sphereRadius;
    private Vector3 boxMin = ZERO;
    private Vector3 boxMax = ZERO;
    private final List<Vector3> positions = new ArrayList<>();
    private final List<Vector3> normals = new ArrayList<>();
    private final List<Vector3> colours = new ArrayList<>();
    private int lightingType;
    private boolean hidden;
    private final List<Wad2Mesh.Polygon> polygons = new ArrayList<>();

    private Wad2MeshReader(ChunkWalker walker, Wad2Textures textures) {
        this.walker = walker;
        this.textures = textures;
    }

    /** The mesh in {@code data}, whose textures are looked up in {@code textures}. */
    static Wad2Mesh read(ByteCursor data, ChunkWalker walker, Wad2Textures textures) {
        var reader = new Wad2MeshReader(walker, textures);
        walker.stream(data, false, reader::chunk);
        return new Wad2Mesh(reader.name, reader.sphereCentre, reader.sphereRadius, reader.boxMin, reader.boxMax,
                reader.positions, reader.normals, reader.colours, reader.lightingType, reader.hidden,
                reader.polygons);
    }

    private boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "W2Index" -> lebInt(data, "index");   // an older table position; meshes now sit in their object
            case "W2MeshName" -> name = text(data);
            case "W2MeshSphere" -> walker.stream(data, false, this::sphere);
            case "W2BBox" -> {
                var box = Box.read(data, walker);
                boxMin = box.min();
                boxMax = box.max();
            }
            case "W2VrtPos" -> walker.stream(data, true, (vertex, at) -> vertex.equals("W2Pos")
                    && positions.add(vector3(at, "position")));
            case "W2VrtNorm" -> walker.stream(data, true, (normal, at) -> normal.equals("W2N")
                    && normals.add(vector3(at, "normal")));
            case "W2VrtShd" -> walker.stream(data, true, this::colour);
            case "W2VrtAttr" -> walker.stream(data, true, this::vertexAttribute);
            case "W2VrtWghts" -> walker.stream(data, true, this::vertexWeight);
            case "W2MeshLightType" -> lightingType = lebInt(data, "lightingType");
            case "W2MeshVisible" -> hidden = bool(data);
            case "W2Polys" -> walker.stream(data, true, this::polygon);
            default -> {
                return false;
            }
        }
        return true;
    }

    private boolean sphere(String id, ByteCursor data) {
        switch (id) {
            case "W2SphC" -> sphereCentre = vector3(data, "centre");
            case "W2SphR" -> sphereRadius = (float) real(data);
            default -> {
                return false;
            }
        }
        return true;
    }

    private boolean colour(String id, ByteCursor data) {
        switch (id) {
            case "W2Shd" -> {
                var brightness = (DARKEST_SHADE - lebInt(data, "shade")) / DARKEST_SHADE;
                colours.add(new Vector3(brightness, brightness, brightness));
            }
            case "W2VxCol" -> colours.add(vector3(data, "colour"));
            default -> {
                return false;
            }
        }
        return true;
    }

    /** A vertex's glow and movement (TombEngine's vertex effects): read for their bytes, not drawn. */
    private boolean vertexAttribute(String id, ByteCursor data) {
        if (!id.equals("W2VxAttr")) {
            return false;
        }
        lebInt(data, "glow");
        lebInt(data, "move");
        walker.stream(data, false, (unknown, at) -> false);
        return true;
    }

    /** A vertex's skinning weights (TombEngine's): four bone indices and weights, read for their bytes. */
    private boolean vertexWeight(String id, ByteCursor data) {
        if (!id.equals("W2VrtWght")) {
            return false;
        }
        for (int i = 0; i < 4; i++) {
            data.s32("bone" + i);
            data.f32("weight" + i);
        }
        walker.stream(data, false, (unknown, at) -> false);
        return true;
    }

    private boolean polygon(String id, ByteCursor data) {
        var quad = id.equals("W2Uq") || id.equals("W2Uq2");
        var withParentArea = id.endsWith("2");
        if (!quad && !id.equals("W2Tr") && !id.equals("W2Tr2")) {
            return false;
        }
        var corners = quad ? 4 : 3;
        var indices = new ArrayList<Integer>(corners);
        for (int i = 0; i < corners; i++) {
            indices.add(lebInt(data, "index" + i));
        }
        var shine = lebInt(data, "shine");
        var textureAt = data.position();
        var texture = textures.slot(lebInt(data, "texture"), data, textureAt);
        if (withParentArea) {
            vector2(data, "parentArea.start");
            vector2(data, "parentArea.end");
        }
        var uv = new ArrayList<Vector2>(corners);
        for (int i = 0; i < corners; i++) {
            uv.add(vector2(data, "texCoord" + i));
        }
        var blendMode = (int) data.leb128("blendMode", Integer.MIN_VALUE, Integer.MAX_VALUE);
        var doubleSided = data.u8("doubleSided") != 0;
        walker.stream(data, false, (unknown, at) -> false);
        polygons.add(new Wad2Mesh.Polygon(indices, Math.max(0, Math.min(63, shine)), texture, uv, blendMode,
                doubleSided));
        return true;
    }

    /** A box of two corners ({@code W2BBMin}, {@code W2BBMax}), as meshes, keyframes and statics store them. */
    record Box(Vector3 min, Vector3 max) {
        static Box read(ByteCursor data, ChunkWalker walker) {
            var corners = new Vector3[] {ZERO, ZERO};
            walker.stream(data, false, (id, at) -> {
                switch (id) {
                    case "W2BBMin" -> corners[0] = vector3(at, "min");
                    case "W2BBMax" -> corners[1] = vector3(at, "max");
                    default -> {
                        return false;
                    }
                }
                return true;
            });
            return new Box(corners[0], corners[1]);
        }
    }
}
