package org.tomblens.format.trm;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.DataWarning;

/**
 * Reads a .TRM model file. The layout (all little-endian, checked on the three real outfits, whose counts consume
 * their bytes exactly): the magic {@code TRM\x02}; a count of shaders of 44 bytes each (a type word, four words of
 * four byte parameters, three ranges of offset and length); a count of 16-bit texture numbers, then padding to a
 * multiple of four bytes; a count of animation bones (0 in outfits), and when there are any, their 48-byte
 * matrices, a count of 8-byte pairs, a count of frame words, two 16-bit counts and 48-byte matrices for each frame
 * of each of the second count; the index and vertex counts; the 16-bit indices, padded to four bytes; and the
 * 24-byte vertices: three floats, then the bytes normal X, Y, Z (127 for 0), texture, three joints, U, three joint weights, V.
 */
public final class TrmReader {
    public static final String MAGIC = "TRM\u0002";
    private static final int SHADER_BYTES = 44;
    private static final int RANGES = 3;
    private static final int MATRIX_BYTES = 48;
    private static final int VERTEX_BYTES = 24;
    /** A normal's bytes are unsigned, 127 standing for 0 (as the Blender add-on reads them). */
    private static final int NORMAL_ZERO = 127;

    private TrmReader() {}

    /** Whether {@code bytes} start with the TRM magic. */
    public static boolean isTrm(byte[] bytes) {
        return bytes.length >= 4 && bytes[0] == 'T' && bytes[1] == 'R' && bytes[2] == 'M' && bytes[3] == 2;
    }

    /** Reads the file in {@code bytes}; {@code name} is what errors call it. */
    public static Trm read(byte[] bytes, String name) {
        var in = new ByteCursor(bytes, name);
        var warnings = new ArrayList<DataWarning>();
        in.expect("magic", MAGIC);
        var shaders = shaders(in);
        var textureCount = in.count32("textures.count", 2);
        var textureIds = new ArrayList<Integer>(textureCount);
        for (int t = 0; t < textureCount; t++) {
            textureIds.add(in.u16("textures[" + t + "]"));
        }
        align(in, "textures.padding");
        var bones = skipAnimation(in);
        var indexCountAt = in.position();
        var indexCount = in.u32("indices.count");
        var vertexCount = in.u32("vertices.count");
        in.checkedCount(indexCountAt, "indices.count", indexCount, 2);
        if (indexCount % 3 != 0) {
            throw in.errorAt(indexCountAt, "indices.count", "count " + indexCount + " is not whole triangles");
        }
        var indicesAt = in.position();
        var words = in.words("indices", indexCount);
        var triangles = new int[words.length];
        for (int i = 0; i < words.length; i++) {
            triangles[i] = words[i] & 0xFFFF;
        }
        align(in, "indices.padding");
        in.checkedCount(indexCountAt + 4, "vertices.count", vertexCount, VERTEX_BYTES);
        var vertices = new ArrayList<Trm.TrmVertex>((int) vertexCount);
        for (int v = 0; v < vertexCount; v++) {
            vertices.add(vertex(in, v));
        }
        for (int i = 0; i < triangles.length; i++) {
            if (triangles[i] >= vertexCount) {
                throw in.errorAt(indicesAt + 2L * i, "indices[" + i + "]",
                        "vertex " + triangles[i] + " of " + vertexCount);
            }
        }
        checkRanges(in, shaders, indexCount, warnings);
        if (!in.atEnd()) {
            warnings.add(new DataWarning("", in.position(), in.remaining() + " bytes follow the vertices"));
        }
        return new Trm(name, shaders, textureIds, bones, triangles, vertices, DataWarning.finish(warnings));
    }

    private static List<Trm.Shader> shaders(ByteCursor in) {
        var count = in.count32("shaders.count", SHADER_BYTES);
        var shaders = new ArrayList<Trm.Shader>(count);
        for (int s = 0; s < count; s++) {
            in.enter("shaders", s);
            var type = in.u32("type");
            in.skip("parameters", 16);
            var ranges = new ArrayList<Trm.Range>(RANGES);
            for (int r = 0; r < RANGES; r++) {
                ranges.add(new Trm.Range(in.u32("ranges[" + r + "].offset"), in.u32("ranges[" + r + "].length")));
            }
            shaders.add(new Trm.Shader(type, ranges));
            in.leave();
        }
        return shaders;
    }

    /** Reads past the animation data some model files carry; returns its bone count. */
    private static int skipAnimation(ByteCursor in) {
        var bones = in.count32("animation.bones.count", MATRIX_BYTES);
        if (bones == 0) {
            return 0;
        }
        in.skip("animation.bones", (long) bones * MATRIX_BYTES);
        in.skip("animation.pairs", (long) in.count32("animation.pairs.count", 8) * 8);
        var frames = in.count32("animation.frames.count", 4);
        in.skip("animation.frames", (long) frames * 4);
        var perFrameAt = in.position();
        var perFrame = in.u16("animation.matrices.count");
        in.u16("animation.matrices.unused");
        in.checkedCount(perFrameAt, "animation.matrices.count", (long) frames * perFrame, MATRIX_BYTES);
        in.skip("animation.matrices", (long) frames * perFrame * MATRIX_BYTES);
        return bones;
    }

    private static Trm.TrmVertex vertex(ByteCursor in, int index) {
        in.enter("vertices", index);
        var x = in.f32("x");
        var y = in.f32("y");
        var z = in.f32("z");
        var normalX = in.u8("normal.x") - NORMAL_ZERO;
        var normalY = in.u8("normal.y") - NORMAL_ZERO;
        var normalZ = in.u8("normal.z") - NORMAL_ZERO;
        var texture = in.u8("texture");
        in.skip("joints", 3);
        var u = in.u8("u");
        in.skip("weights", 3);
        var v = in.u8("v");
        in.leave();
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
            throw in.errorAt(in.position() - VERTEX_BYTES, "vertices[" + index + "]", "position is not a number");
        }
        return new Trm.TrmVertex(x, y, z, normalX, normalY, normalZ, texture, u, v);
    }

    private static void align(ByteCursor in, String field) {
        var past = in.position() % 4;
        if (past != 0) {
            in.skip(field, 4 - past);
        }
    }

    private static void checkRanges(ByteCursor in, List<Trm.Shader> shaders, long indexCount,
                                    List<DataWarning> warnings) {
        for (int s = 0; s < shaders.size(); s++) {
            var ranges = shaders.get(s).ranges();
            for (int r = 0; r < ranges.size(); r++) {
                var range = ranges.get(r);
                if (range.length() > 0 && range.offset() + range.length() > indexCount) {
                    DataWarning.add(warnings, "shaders[" + s + "].ranges[" + r + "]", "indices " + range.offset()
                            + " to " + (range.offset() + range.length()) + " run past the " + indexCount + " indices");
                }
            }
        }
    }
}
