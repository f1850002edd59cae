package org.tomblens.format.geometry;

import org.tomblens.format.model.Face;

/**
 * The drawable faces of one room or one mesh, checked and styled once, with the vertices they use as the
 * room or mesh stores them: each face with its object texture, vertex flags and colour, grouped for writing
 * by pass and, within a pass, single-sided before double-sided ({@link #group}), in stored order within a
 * group. A mesh that several pointers or uses share is one face set, written anew for each use.
 */
final class FaceSet {
    static final int GROUPS = 2 * RenderPass.values().length;
    /** A face's colour when each corner takes its own vertex's colour; no colour written has alpha 0. */
    static final int VERTEX_COLOUR = 0;

    private final float[] positions;
    private final int[] colours;
    private final int[] normals;
    private final int[] packedNormals;
    private final Face[] faces;
    private final int[] textures;
    private final int[] flags;
    private final int[] fills;
    private final int[] groupStart;
    private final int cornerCount;
    private final int indexCount;

    private FaceSet(Builder builder, int[] order, int[] groupStart) {
        positions = builder.positions;
        colours = builder.colours;
        normals = builder.normals;
        packedNormals = builder.packedNormals;
        faces = new Face[order.length];
        textures = new int[order.length];
        flags = new int[order.length];
        fills = new int[order.length];
        var corners = 0;
        var indices = 0;
        for (int i = 0; i < order.length; i++) {
            var from = order[i];
            faces[i] = builder.faces[from];
            textures[i] = builder.textures[from];
            flags[i] = builder.flags[from];
            fills[i] = builder.fills[from];
            corners += faces[i].vertexCount();
            indices += faces[i].isQuad() ? 6 : 3;
        }
        this.groupStart = groupStart;
        cornerCount = corners;
        indexCount = indices;
    }

    /** The group of a face drawn in {@code pass}, double-sided or not. */
    static int group(RenderPass pass, boolean doubleSided) {
        return 2 * pass.ordinal() + (doubleSided ? 1 : 0);
    }

    /** The first face of group {@code group}; {@code groupStart(group + 1)} ends it. */
    int groupStart(int group) {
        return groupStart[group];
    }

    Face face(int i) {
        return faces[i];
    }

    int texture(int i) {
        return textures[i];
    }

    int flags(int i) {
        return flags[i];
    }

    /** The colour of face {@code i}'s corner at vertex {@code vertex}. */
    int colour(int i, int vertex) {
        return fills[i] == VERTEX_COLOUR ? colours[vertex] : fills[i];
    }

    float x(int vertex) {
        return positions[3 * vertex];
    }

    float y(int vertex) {
        return positions[3 * vertex + 1];
    }

    float z(int vertex) {
        return positions[3 * vertex + 2];
    }

    /** Whether any vertex has a normal: a mesh lit from its normals. */
    boolean hasNormals() {
        return normals != null;
    }

    /** Axis 0..2 of the normal as stored (0 where there is none); only when {@link #hasNormals()}. */
    int normal(int vertex, int axis) {
        return normals[3 * vertex + axis];
    }

    /** The normal as the vertex format packs it ({@link VertexLight#normal}), 0 where there is none. */
    int packedNormal(int vertex) {
        return normals == null ? 0 : packedNormals[vertex];
    }

    /** Vertices one use writes: one per face corner. */
    int cornerCount() {
        return cornerCount;
    }

    /** Indices one use writes: three per triangle, two triangles per quad. */
    int indexCount() {
        return indexCount;
    }

    /** Gathers vertices and faces in any order; {@link #build} groups the faces. */
    static final class Builder {
        private final float[] positions;
        private final int[] colours;
        private int[] normals;
        private int[] packedNormals;
        private final Face[] faces;
        private final int[] groups;
        private final int[] textures;
        private final int[] flags;
        private final int[] fills;
        private int count;

        Builder(int vertexCount, int faceCapacity) {
            positions = new float[3 * vertexCount];
            colours = new int[vertexCount];
            faces = new Face[faceCapacity];
            groups = new int[faceCapacity];
            textures = new int[faceCapacity];
            flags = new int[faceCapacity];
            fills = new int[faceCapacity];
        }

        void vertex(int vertex, float x, float y, float z, int colour) {
            positions[3 * vertex] = x;
            positions[3 * vertex + 1] = y;
            positions[3 * vertex + 2] = z;
            colours[vertex] = colour;
        }

        void normal(int vertex, int x, int y, int z) {
            if (normals == null) {
                normals = new int[positions.length];
                packedNormals = new int[colours.length];
            }
            normals[3 * vertex] = x;
            normals[3 * vertex + 1] = y;
            normals[3 * vertex + 2] = z;
            packedNormals[vertex] = VertexLight.normal(x, y, z);
        }

        /** Adds a face drawn in {@code pass}, in the group {@link VertexFormat#DOUBLE_SIDED} in {@code flags} says. */
        void face(Face face, RenderPass pass, int texture, int flags, int fill) {
            faces[count] = face;
            groups[count] = group(pass, (flags & VertexFormat.DOUBLE_SIDED) != 0);
            textures[count] = texture;
            this.flags[count] = flags;
            fills[count] = fill;
            count++;
        }

        /** The faces grouped, keeping the order they were added in within each group. */
        FaceSet build() {
            var groupStart = new int[GROUPS + 1];
            for (int i = 0; i < count; i++) {
                groupStart[groups[i] + 1]++;
            }
            for (int g = 0; g < GROUPS; g++) {
                groupStart[g + 1] += groupStart[g];
            }
            var next = groupStart.clone();
            var order = new int[count];
            for (int i = 0; i < count; i++) {
                order[next[groups[i]]++] = i;
            }
            return new FaceSet(this, order, groupStart);
        }
    }
}
