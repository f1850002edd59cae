package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.BitSet;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.ObjectTexture;

/**
 * The object textures (§9.3) as a table the renderer uploads as a texture buffer (RGBA32F, three texels per
 * object texture) and reads by a vertex's object-texture index and corner. Each entry is
 * {@value #FLOATS_PER_TEXTURE} floats:
 * <pre>
 *  0..7   u0, v0, u1, v1, u2, v2, u3, v3: the four corners, 0..1 across the 256 x 256 page
 *  8      the page's layer in {@link TexturePages}
 *  9      the {@link RenderPass} ordinal of the texture's attribute
 * 10      1 when some face of the level draws this texture double-sided (face bit 15), else 0; a face's own
 *         {@link VertexFormat#DOUBLE_SIDED} flag is what counts for that face
 * 11      0
 * </pre>
 * Corners are 8.8 fixed point in texels (§9.3.1: high byte the pixel, low byte the fraction), so the
 * normalised coordinate is the stored value / 65536. A triangle's fourth corner is unused. Animated
 * textures are drawn by copying entries over others (see {@link AnimatedTextureSequence}).
 */
public final class ObjectTextureTable {
    public static final int FLOATS_PER_TEXTURE = 12;

    private final FloatBuffer table;
    private final RenderPass[] passes;

    private ObjectTextureTable(FloatBuffer table, RenderPass[] passes) {
        this.table = table;
        this.passes = passes;
    }

    /**
     * Builds the table, its double-sided column 0 until {@link #markDoubleSided}. A page number past
     * {@code pageCount} is reported and drawn from layer 0.
     */
    static ObjectTextureTable build(List<ObjectTexture> textures, int pageCount, List<DataWarning> warnings) {
        var count = textures.size();
        var table = ByteBuffer.allocateDirect(count * FLOATS_PER_TEXTURE * 4).order(ByteOrder.LITTLE_ENDIAN)
                .asFloatBuffer();
        var passes = new RenderPass[count];
        for (int i = 0; i < count; i++) {
            var texture = textures.get(i);
            var at = i * FLOATS_PER_TEXTURE;
            for (int corner = 0; corner < 4; corner++) {
                var coordinate = texture.corners().get(corner);
                table.put(at + 2 * corner, coordinate.u() / 65536f);
                table.put(at + 2 * corner + 1, coordinate.v() / 65536f);
            }
            var page = texture.page();
            if (page >= pageCount) {
                DataWarning.add(warnings, "objectTextures[" + i + "].tile", "page " + page
                        + " does not exist (the level has " + pageCount + "); drawn from page 0");
                page = 0;
            }
            passes[i] = RenderPass.ofAttribute(texture.attribute());
            table.put(at + 8, page);
            table.put(at + 9, passes[i].ordinal());
        }
        return new ObjectTextureTable(table, passes);
    }

    /** Sets the double-sided column of the given object textures, once the faces using them are known. */
    void markDoubleSided(BitSet doubleSided) {
        for (int i = doubleSided.nextSetBit(0); i >= 0 && i < size(); i = doubleSided.nextSetBit(i + 1)) {
            table.put(i * FLOATS_PER_TEXTURE + 10, 1);
        }
    }

    /** How many object textures the table holds. */
    public int size() {
        return passes.length;
    }

    /** The whole table, read-only, {@value #FLOATS_PER_TEXTURE} floats per object texture. */
    public FloatBuffer floats() {
        return table.asReadOnlyBuffer();
    }

    /** The pass of object texture {@code index}'s attribute. */
    public RenderPass pass(int index) {
        return passes[index];
    }

    /** The layer of object texture {@code index}'s page. */
    public int layer(int index) {
        return (int) table.get(index * FLOATS_PER_TEXTURE + 8);
    }

    /** Corner {@code corner}'s u (0..1) of object texture {@code index}. */
    public float u(int index, int corner) {
        return table.get(index * FLOATS_PER_TEXTURE + 2 * corner);
    }

    /** Corner {@code corner}'s v (0..1) of object texture {@code index}. */
    public float v(int index, int corner) {
        return table.get(index * FLOATS_PER_TEXTURE + 2 * corner + 1);
    }
}
