package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.BitSet;

/**
 * One vertex buffer and one index buffer ({@link VertexFormat}) for a set of owners, and each owner's
 * {@link DrawRange} in each pass: everything a draw, or a multi-draw of several owners, in one pass needs.
 * Owners' triangles follow each other in owner order, each owner's in {@link RenderPass} order.
 */
public final class GeometryBuffers {
    private static final int PASSES = RenderPass.values().length;

    private final ByteBuffer vertices;
    private final int vertexCount;
    private final ByteBuffer indices;
    private final int indexCount;
    private final DrawRange[] ranges;
    private final float[] bounds;
    private final BitSet animatedOwners;
    private final float[] animatedBounds;

    /**
     * @param ranges owner by owner, one per pass
     * @param bounds per range, the box of its vertices' positions: min x, y, z then max x, y, z
     * @param animatedOwners the owners with a face whose texture is animated
     * @param animatedBounds per owner, the box of those faces' vertices, as {@code bounds}
     */
    GeometryBuffers(ByteBuffer vertices, int vertexCount, ByteBuffer indices, int indexCount, DrawRange[] ranges,
                    float[] bounds, BitSet animatedOwners, float[] animatedBounds) {
        this.vertices = vertices;
        this.vertexCount = vertexCount;
        this.indices = indices;
        this.indexCount = indexCount;
        this.ranges = ranges;
        this.bounds = bounds;
        this.animatedOwners = (BitSet) animatedOwners.clone();
        this.animatedBounds = animatedBounds.clone();
    }

    /** The vertices, read-only and little-endian, {@link VertexFormat#STRIDE} bytes each. */
    public ByteBuffer vertices() {
        return vertices.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    public int vertexCount() {
        return vertexCount;
    }

    /** The indices, read-only and little-endian, u32 each, absolute into {@link #vertices()}. */
    public ByteBuffer indices() {
        return indices.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    public int indexCount() {
        return indexCount;
    }

    public int ownerCount() {
        return ranges.length / PASSES;
    }

    /** The triangles of {@code owner} in {@code pass}. */
    public DrawRange range(int owner, RenderPass pass) {
        return ranges[owner * PASSES + pass.ordinal()];
    }

    /**
     * Widens the box in {@code box} from {@code at} (min x, y, z then max x, y, z) to hold every vertex {@code owner}'s
     * triangles in {@code pass} use; an empty range leaves it as it was.
     */
    public void widen(float[] box, int at, int owner, RenderPass pass) {
        Boxes.include(box, at, bounds, 6 * (owner * PASSES + pass.ordinal()));
    }

    /**
     * Widens the box in {@code box} from {@code at} to hold every vertex of {@code owner}'s faces with an animated
     * texture, in any pass: where a step of the texture animation can change what it shows.
     */
    public void widenAnimated(float[] box, int at, int owner) {
        Boxes.include(box, at, animatedBounds, 6 * owner);
    }

    /** Triangles of one owner over every pass. */
    public int triangleCount(int owner) {
        var triangles = 0;
        for (int p = 0; p < PASSES; p++) {
            triangles += ranges[owner * PASSES + p].triangleCount();
        }
        return triangles;
    }

    /**
     * Whether a face of {@code owner} shows an animated texture ({@link VertexFormat#ANIMATED}): drawing it
     * shows a picture that changes with time alone.
     */
    public boolean animatesTextures(int owner) {
        return animatedOwners.get(owner);
    }
}
