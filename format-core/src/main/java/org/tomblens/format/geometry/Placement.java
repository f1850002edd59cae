package org.tomblens.format.geometry;

import java.nio.ByteBuffer;

/** Where one use of a {@link FaceSet} puts its vertices, and the colour, normal and bone they carry. */
sealed interface Placement permits Placement.AsStored, StaticPlacement {
    /**
     * Writes the position, colour, normal and bone of {@code faces}' vertex {@code vertex} into the
     * {@link VertexFormat} vertex at byte {@code at}; {@code colour} is the corner's colour as stored.
     */
    void put(ByteBuffer vertices, int at, FaceSet faces, int vertex, int colour);

    /** Writes the position, colour and packed normal, with {@code bone} in the normal's last byte. */
    static void put(ByteBuffer vertices, int at, float x, float y, float z, int colour, int normal, int bone) {
        vertices.putFloat(at + VertexFormat.POSITION_OFFSET, x);
        vertices.putFloat(at + VertexFormat.POSITION_OFFSET + 4, y);
        vertices.putFloat(at + VertexFormat.POSITION_OFFSET + 8, z);
        vertices.putInt(at + VertexFormat.COLOUR_OFFSET, colour);
        vertices.putInt(at + VertexFormat.NORMAL_OFFSET, normal | bone << 24);
    }

    /** A room's vertices (already in world space), or the vertices of a model's mesh number {@code bone}. */
    record AsStored(int bone) implements Placement {
        /** A room, or a mesh shown by itself: all one piece, bone 0. */
        static final AsStored ONE_PIECE = new AsStored(0);

        @Override
        public void put(ByteBuffer vertices, int at, FaceSet faces, int vertex, int colour) {
            Placement.put(vertices, at, faces.x(vertex), faces.y(vertex), faces.z(vertex), colour,
                    faces.packedNormal(vertex), bone);
        }
    }
}
