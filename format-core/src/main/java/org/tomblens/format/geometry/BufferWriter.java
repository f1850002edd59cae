package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.BitSet;
import java.util.List;

/**
 * Fills a vertex and an index buffer owner by owner, in their final form: every face corner becomes its own
 * vertex (faces differ in texture and corner even where they share a position), placed by its use, and
 * each owner's triangles are written pass by pass, single-sided before double-sided, so that one
 * {@link DrawRange} per owner and pass describes them. Vertices are written as the little-endian 32-bit words
 * of {@link VertexFormat}, then copied into direct buffers at once.
 */
final class BufferWriter {
    /** 32-bit words per vertex. */
    private static final int WORDS = VertexFormat.STRIDE / 4;
    /** The word of the object texture (low half), the corner (third byte) and the flags (fourth byte). */
    private static final int TEXTURE_WORD = VertexFormat.TEXTURE_OFFSET / 4;
    private static final int POSITION_WORD = VertexFormat.POSITION_OFFSET / 4;
    private static final RenderPass[] PASSES = RenderPass.values();

    private final int[] vertices;
    private final int[] indices;
    private final DrawRange[] ranges;
    /** Per range, the box of its vertices' positions ({@link GeometryBuffers#widen}). */
    private final float[] bounds;
    /**
     * The box of the vertices written in the range being written: kept vertex by vertex as they are written, rather
     * than found by going over a range's indices after (a level's room boxes cost a world buffer's every index in
     * the window's start-up so).
     */
    private final float[] box = new float[6];
    private final BitSet animatedOwners = new BitSet();
    /** Per owner, the box of its faces with an animated texture ({@link GeometryBuffers#widenAnimated}). */
    private final float[] animatedBounds;
    private int vertexCount;
    private int indexCount;

    /** One use of a face set: written where and how its placement says. */
    record Use(FaceSet faces, Placement placement) {}

    /**
     * Hears where the triangles of each use went: runs of indices, one per pass and sidedness that has any (two
     * where its animated faces are written apart).
     */
    interface RunListener {
        void run(int owner, int use, int firstIndex, int indexCount);
    }

    private BufferWriter(List<List<Use>> owners) {
        var corners = 0L;
        var indexTotal = 0L;
        for (var uses : owners) {
            for (var use : uses) {
                corners += use.faces().cornerCount();
                indexTotal += use.faces().indexCount();
            }
        }
        vertices = new int[Math.toIntExact(corners * WORDS)];
        indices = new int[Math.toIntExact(indexTotal)];
        ranges = new DrawRange[owners.size() * PASSES.length];
        bounds = new float[6 * ranges.length];
        animatedBounds = new float[6 * owners.size()];
        for (int owner = 0; owner < owners.size(); owner++) {
            Boxes.empty(animatedBounds, 6 * owner);
        }
    }

    /**
     * The buffers of {@code owners}, each the list of its uses, written in order; {@code runs} (if not null)
     * hears where each use's triangles went. With {@code animatedApart}, each owner's depth-written faces that take
     * an animated texture are written together in the middle of its range ({@link DrawRange}): a level's rooms.
     */
    static GeometryBuffers write(List<List<Use>> owners, RunListener runs, boolean animatedApart) {
        var writer = new BufferWriter(owners);
        for (int owner = 0; owner < owners.size(); owner++) {
            writer.owner(owner, owners.get(owner), runs, animatedApart);
        }
        return new GeometryBuffers(direct(writer.vertices), writer.vertexCount, direct(writer.indices),
                writer.indexCount, writer.ranges, writer.bounds, writer.animatedOwners, writer.animatedBounds);
    }

    /**
     * Writes one owner: for each pass, the single-sided faces of every use in turn, then their double-sided ones;
     * with {@code animatedApart}, in a depth-written pass, the single-sided faces with no animated texture, then
     * those with one, then the double-sided ones with one, then those with none.
     */
    private void owner(int owner, List<Use> uses, RunListener runs, boolean animatedApart) {
        for (var pass : PASSES) {
            var first = indexCount;
            Boxes.empty(box, 0);
            var range = owner * PASSES.length + pass.ordinal();
            if (animatedApart && pass.writesDepth()) {
                faces(owner, uses, runs, pass, false, Faces.STILL);
                var animatedFirst = indexCount;
                faces(owner, uses, runs, pass, false, Faces.ANIMATED);
                var singleEnd = indexCount;
                faces(owner, uses, runs, pass, true, Faces.ANIMATED);
                var animatedEnd = indexCount;
                faces(owner, uses, runs, pass, true, Faces.STILL);
                ranges[range] = new DrawRange(first, singleEnd - first, indexCount - singleEnd,
                        singleEnd - animatedFirst, animatedEnd - singleEnd);
            } else {
                faces(owner, uses, runs, pass, false, Faces.ALL);
                var singleEnd = indexCount;
                faces(owner, uses, runs, pass, true, Faces.ALL);
                ranges[range] = new DrawRange(first, singleEnd - first, indexCount - singleEnd);
            }
            System.arraycopy(box, 0, bounds, 6 * range, 6);
        }
    }

    /** Which faces of a group {@link #faces} writes, by whether they take an animated texture. */
    private enum Faces { ALL, STILL, ANIMATED }

    /** Writes the faces of {@code which} kind in the group of {@code pass} and sidedness, use by use. */
    private void faces(int owner, List<Use> uses, RunListener runs, RenderPass pass, boolean doubleSided,
                       Faces which) {
        var group = FaceSet.group(pass, doubleSided);
        for (int u = 0; u < uses.size(); u++) {
            var runStart = indexCount;
            var use = uses.get(u);
            var faces = use.faces();
            for (int i = faces.groupStart(group); i < faces.groupStart(group + 1); i++) {
                var animated = (faces.flags(i) & VertexFormat.ANIMATED) != 0;
                if (which == Faces.ALL || animated == (which == Faces.ANIMATED)) {
                    var firstVertex = vertexCount;
                    face(faces, i, use.placement());
                    if (animated) {
                        animatedOwners.set(owner);
                        for (int v = firstVertex; v < vertexCount; v++) {
                            include(animatedBounds, 6 * owner, v * WORDS + POSITION_WORD);
                        }
                    }
                }
            }
            if (runs != null && indexCount > runStart) {
                runs.run(owner, u, runStart, indexCount - runStart);
            }
        }
    }

    /**
     * Writes face {@code i}: a vertex per corner, then one triangle (v0, v1, v2) or, for a quad, two
     * (v0, v1, v2) and (v0, v2, v3), keeping the stored winding.
     */
    private void face(FaceSet faces, int i, Placement placement) {
        var face = faces.face(i);
        var first = vertexCount;
        for (int corner = 0; corner < face.vertexCount(); corner++) {
            var vertex = face.vertex(corner);
            var at = vertexCount++ * WORDS;
            placement.put(vertices, at, faces, vertex, faces.colour(i, vertex));
            include(box, 0, at + POSITION_WORD);
            vertices[at + TEXTURE_WORD] = faces.texture(i) & 0xFFFF | corner << 16 | faces.flags(i) << 24;
        }
        triangle(first, first + 1, first + 2);
        if (face.isQuad()) {
            triangle(first, first + 2, first + 3);
        }
    }

    /** Widens the box in {@code boxes} from {@code at} to hold the position written from word {@code position}. */
    private void include(float[] boxes, int at, int position) {
        Boxes.include(boxes, at, Float.intBitsToFloat(vertices[position]),
                Float.intBitsToFloat(vertices[position + 1]), Float.intBitsToFloat(vertices[position + 2]));
    }

    private void triangle(int a, int b, int c) {
        indices[indexCount++] = a;
        indices[indexCount++] = b;
        indices[indexCount++] = c;
    }

    /** The words as a direct little-endian buffer. */
    private static ByteBuffer direct(int[] words) {
        var buffer = ByteBuffer.allocateDirect(words.length * Integer.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asIntBuffer().put(words);
        return buffer;
    }
}
