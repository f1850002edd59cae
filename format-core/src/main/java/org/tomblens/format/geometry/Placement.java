package org.tomblens.format.geometry;

/** Where one use of a {@link FaceSet} puts its vertices, and the colour, normal and bone they carry. */
sealed interface Placement permits Placement.AsStored, StaticPlacement {
    /**
     * Writes the position, colour, normal and bone of {@code faces}' vertex {@code vertex} into the
     * {@link VertexFormat} vertex whose first word is {@code at}; {@code colour} is the corner's colour as stored.
     */
    void put(int[] words, int at, FaceSet faces, int vertex, int colour);

    /** Writes the position, colour and packed normal, with {@code bone} in the normal's last byte. */
    static void put(int[] words, int at, float x, float y, float z, int colour, int normal, int bone) {
        var position = at + VertexFormat.POSITION_OFFSET / 4;
        words[position] = Float.floatToRawIntBits(x);
        words[position + 1] = Float.floatToRawIntBits(y);
        words[position + 2] = Float.floatToRawIntBits(z);
        words[at + VertexFormat.COLOUR_OFFSET / 4] = colour;
        words[at + VertexFormat.NORMAL_OFFSET / 4] = normal | bone << 24;
    }

    /** A room's vertices (already in world space), or the vertices of a model's mesh number {@code bone}. */
    record AsStored(int bone) implements Placement {
        /** A room, or a mesh shown by itself: all one piece, bone 0. */
        static final AsStored ONE_PIECE = new AsStored(0);

        @Override
        public void put(int[] words, int at, FaceSet faces, int vertex, int colour) {
            Placement.put(words, at, faces.x(vertex), faces.y(vertex), faces.z(vertex), colour,
                    faces.packedNormal(vertex), bone);
        }
    }
}
