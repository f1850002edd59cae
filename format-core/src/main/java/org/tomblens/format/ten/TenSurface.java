package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;

/**
 * The textured faces of a room or mesh as TombEngine stores them: buckets of polygons sharing an image, a blend mode
 * and whether they animate, each polygon with its own texture coordinates (0..1 across the image) and normals.
 */
record TenSurface(List<Bucket> buckets) {
    static final int QUAD = 0;
    static final int TRIANGLE = 1;

    TenSurface {
        buckets = List.copyOf(buckets);
    }

    /** A polygon: three or four vertex indices, and per corner its u, v and normal (x, y, z). */
    record Polygon(int[] indices, float[] uv, float[] normals) {
        boolean isQuad() {
            return indices.length == 4;
        }
    }

    /**
     * @param texture the image, in the atlas list of the room, movable or static kind, or the animated list
     * @param blendMode Tomb Editor's blend mode
     */
    record Bucket(int texture, int blendMode, boolean animated, List<Polygon> polygons) {
        Bucket {
            polygons = List.copyOf(polygons);
        }
    }

    int polygonCount() {
        return buckets.stream().mapToInt(bucket -> bucket.polygons().size()).sum();
    }

    /** Reads the buckets; a mesh's polygons carry a shine strength that a room's lack. */
    static TenSurface read(ByteCursor cursor, TenShape shape, boolean withShine) {
        var count = cursor.count32("buckets", 10);
        var buckets = new ArrayList<Bucket>(count);
        for (int b = 0; b < count; b++) {
            cursor.enter("buckets", b);
            var texture = cursor.s32("texture");
            var blendMode = cursor.u8("blendMode");
            if (shape.bucketMaterial()) {
                cursor.s32("materialIndex");
            }
            var animated = cursor.u8("animated") != 0;
            var polygonCount = cursor.count32("polygons", 12 + 3 * 44);
            var polygons = new ArrayList<Polygon>(polygonCount);
            for (int p = 0; p < polygonCount; p++) {
                cursor.enter("polygons", p);
                polygons.add(polygon(cursor, shape, withShine));
                cursor.leave();
            }
            buckets.add(new Bucket(texture, blendMode, animated, polygons));
            cursor.leave();
        }
        return new TenSurface(buckets);
    }

    private static Polygon polygon(ByteCursor cursor, TenShape shape, boolean withShine) {
        var at = cursor.position();
        var kind = cursor.s32("shape");
        if (kind != QUAD && kind != TRIANGLE) {
            throw cursor.errorAt(at, "shape", "is " + kind + ", not 0 (quad) or 1 (triangle)");
        }
        cursor.s32("animatedSequence");
        cursor.s32("animatedFrame");
        if (withShine) {
            cursor.f32("shineStrength");
        }
        if (shape.polygonNormal()) {
            cursor.skip("normal", 12);
        }
        var corners = kind == QUAD ? 4 : 3;
        var indices = cursor.dwords("indices", corners);
        var uv = floats(cursor, "textureCoordinates", 2 * corners);
        var normals = floats(cursor, "normals", 3 * corners);
        cursor.skip("tangents", 12L * corners);
        cursor.skip("binormals", 12L * corners);
        return new Polygon(indices, uv, normals);
    }

    static float[] floats(ByteCursor cursor, String field, int count) {
        cursor.require(field, 4L * count);
        var values = new float[count];
        for (int i = 0; i < count; i++) {
            values[i] = cursor.f32(field);
        }
        return values;
    }
}
