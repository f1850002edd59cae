package org.tomblens.format.trm;

import java.util.List;
import org.tomblens.format.model.DataWarning;

/**
 * A Tomb Raider I–III Remastered model file (.TRM, magic {@code TRM\x02}): one triangle mesh in the game's units,
 * Y down as in the classic levels, whose vertices each name one of the file's textures (the numbered DDS files of
 * the game's {@code TEX} folder). Its layout is in {@code docs/remastered.md}.
 *
 * @param fileName what the file is called
 * @param shaders the draw ranges of the index list, each with the shader the game draws it with
 * @param textureIds the number of each texture the vertices name (a vertex's texture 1 is the first of them)
 * @param skeletonBones the bones of the animation data some files carry (read past, not used)
 * @param triangles three vertex indices per triangle, in the file's order
 */
public record Trm(String fileName, List<Shader> shaders, List<Integer> textureIds, int skeletonBones,
                  int[] triangles, List<TrmVertex> vertices, List<DataWarning> warnings) {

    public Trm {
        shaders = List.copyOf(shaders);
        textureIds = List.copyOf(textureIds);
        vertices = List.copyOf(vertices);
        warnings = List.copyOf(warnings);
    }

    public int triangleCount() {
        return triangles.length / 3;
    }

    /**
     * A shader's use of the index list: three ranges (the first drawn as it is; the game's uses of the other two
     * are not known), each an offset and a length in indices.
     */
    public record Shader(long type, List<Range> ranges) {
        public Shader {
            ranges = List.copyOf(ranges);
        }
    }

    /** {@code length} indices from index {@code offset}. */
    public record Range(long offset, long length) {}

    /**
     * One vertex: its position, its normal (each component -127 to 128, 127 a unit), the texture it takes (1-based into
     * {@link Trm#textureIds}, 0 none) and its texture coordinates in 255ths of the image, from its top left.
     */
    public record TrmVertex(float x, float y, float z, int normalX, int normalY, int normalZ, int texture, int u,
                            int v) {}
}
