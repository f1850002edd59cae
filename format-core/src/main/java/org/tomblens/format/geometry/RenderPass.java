package org.tomblens.format.geometry;

/**
 * The pass a face is drawn in, from its object texture's {@code Attribute} (§9.3.2) and, for TR4/TR5 mesh
 * faces, the {@code Effects} word (§2.4.3).
 *
 * <table>
 * <caption>Attribute to pass</caption>
 * <tr><th>Attribute</th><th>meaning</th><th>pass</th></tr>
 * <tr><td>0</td><td>opaque</td><td>{@link #OPAQUE}</td></tr>
 * <tr><td>1</td><td>alpha-tested (transparent texels discarded)</td><td>{@link #ALPHA_TEST}</td></tr>
 * <tr><td>2</td><td>additive blending, no depth sorting (TR3+)</td><td>{@link #ADDITIVE}</td></tr>
 * <tr><td>3</td><td>PSX inversion blending, never right on PC</td><td>{@link #BLEND}</td></tr>
 * <tr><td>4</td><td>alpha-tested without Z test (GUI, sky): drawn depth-tested here</td><td>{@link #ALPHA_TEST}</td></tr>
 * <tr><td>5</td><td>unused</td><td>{@link #OPAQUE}</td></tr>
 * <tr><td>6</td><td>wireframe (particles): drawn as a surface</td><td>{@link #OPAQUE}</td></tr>
 * <tr><td>7</td><td>TR4/TR5 forced alpha, an alpha-tested face faded by the engine</td><td>{@link #ALPHA_TEST}</td></tr>
 * <tr><td>other</td><td>not defined</td><td>{@link #OPAQUE}</td></tr>
 * </table>
 *
 * <p>A TR4/TR5 mesh face whose {@code Effects} bit 0 is set is {@link #ADDITIVE} whatever its attribute
 * ("this flag overrides it"). Colour-filled TR1–TR3 faces are {@link #OPAQUE}.
 */
public enum RenderPass {
    /** Drawn first, depth-written, no blending. */
    OPAQUE,
    /** Texels whose alpha is 0 are discarded; depth-written. */
    ALPHA_TEST,
    /** Added to what is behind: {@code src + dst}, depth-tested, not written. */
    ADDITIVE,
    /** Blended by alpha, back to front. */
    BLEND;

    private static final RenderPass[] BY_ATTRIBUTE = {
            OPAQUE, ALPHA_TEST, ADDITIVE, BLEND, ALPHA_TEST, OPAQUE, OPAQUE, ALPHA_TEST};

    /** The pass of an object texture's {@code Attribute}. */
    public static RenderPass ofAttribute(int attribute) {
        return attribute >= 0 && attribute < BY_ATTRIBUTE.length ? BY_ATTRIBUTE[attribute] : OPAQUE;
    }

    /** Whether its faces write depth and do not blend, so that the order they are drawn in does not change a pixel. */
    public boolean writesDepth() {
        return this == OPAQUE || this == ALPHA_TEST;
    }

    /** The pass of a TR4/TR5 mesh face: additive when {@code Effects} bit 0 is set, else its texture's. */
    public static RenderPass ofMeshFace(int effects, RenderPass texturePass) {
        return (effects & 1) != 0 ? ADDITIVE : texturePass;
    }
}
