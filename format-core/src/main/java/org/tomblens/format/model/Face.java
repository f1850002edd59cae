package org.tomblens.format.model;

/**
 * A triangle or quad of a room or mesh: vertex indices, the raw texture word and, where the version has
 * one, the effects word (TR4/TR5 meshes and TR5 rooms; 0 elsewhere).
 *
 * <p>For textured faces {@code texture & 0x7FFF} is the object texture and bit 15 marks the face
 * double-sided (§2.4.3); for TR1–TR3 coloured mesh faces the low byte indexes the 8-bit palette and the
 * high byte the 16-bit one.
 */
public record Face(int v0, int v1, int v2, int v3, int texture, int effects) {
    public static final int NO_VERTEX = -1;

    public static Face triangle(int v0, int v1, int v2, int texture, int effects) {
        return new Face(v0, v1, v2, NO_VERTEX, texture, effects);
    }

    public boolean isQuad() {
        return v3 != NO_VERTEX;
    }

    public int vertexCount() {
        return isQuad() ? 4 : 3;
    }

    /** Vertex index {@code corner} (0..vertexCount()-1). */
    public int vertex(int corner) {
        return switch (corner) {
            case 0 -> v0;
            case 1 -> v1;
            case 2 -> v2;
            case 3 -> v3;
            default -> throw new IndexOutOfBoundsException(corner);
        };
    }

    /** The object texture index, without the double-sided bit. */
    public int objectTexture() {
        return texture & 0x7FFF;
    }

    public boolean doubleSided() {
        return (texture & 0x8000) != 0;
    }
}
