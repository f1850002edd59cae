package org.tomblens.format.open;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.trm.Trm;
import org.tomblens.format.trm.TrmLevel;
import org.tomblens.format.trm.TrmReader;
import org.tomblens.format.trm.TrmTextures;

/**
 * Tomb Raider I–III Remastered model files (.TRM: outfits, heads, hair and objects), opened as a library of one
 * model with the DDS textures of the {@code TEX} folders around them. {@code info} gives them a library's keys
 * (one mesh, one movable) and what only such a file has: its vertices, triangles and the textures it names and
 * how many of them were found.
 */
final class TrmFormat extends Format {
    static final String VERSION = "TRM";

    /**
     * The keys of one {@code --json} line for a model file, in order: {@link WadFormat#KEYS}, then
     * {@code meshes}, {@code vertices}, {@code triangles}, {@code textures}, {@code textures_found} and
     * {@code remastered}.
     */
    static final List<String> KEYS = InfoSummary.extend(WadFormat.KEYS, "meshes", "vertices", "triangles",
            "textures", "textures_found", "remastered");

    TrmFormat() {
        super(FileKind.LIBRARY, "a Tomb Raider Remastered model (TRM)",
                List.of(new FileType("trm", "Tomb Raider Remastered model")), KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return TrmReader.isTrm(bytes);
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) {
        progress.progress(0.1, "reading the model");
        var trm = TrmReader.read(bytes, name);
        progress.progress(0.4, "decoding its textures");
        return OpenedFile.RemasteredModel.of(trm, path != null ? TrmTextures.around(path, trm) : TrmTextures.none());
    }

    /**
     * The {@link #KEYS} of the model in {@code bytes}: {@code textiles} the pages its textures take (one each, and
     * a white one for faces whose texture is missing), {@code object_textures} the texture areas of its faces,
     * {@code mesh_pointers} and {@code meshes} 1, {@code moveables} 1; the animation keys 0 and the table sizes
     * a model file has no such tables for null; {@code textures} the numbers it names (each once), and
     * {@code textures_found} how many of those were found and read.
     */
    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var fileName = file.getFileName().toString();
        return InfoSummary.of(KEYS, fileName, VERSION, summary -> {
            var trm = TrmReader.read(bytes, fileName);
            putCounts(summary, trm, TrmTextures.around(file, trm));
        });
    }

    private static void putCounts(Map<String, Object> summary, Trm trm, TrmTextures textures) {
        var level = TrmLevel.of(trm, textures);
        summary.put("textiles", level.textures().pageCount());
        summary.put("object_textures", level.texturing().objectTextures().size());
        summary.put("mesh_pointers", level.meshes().size());
        InfoSummary.putAnimationCounts(summary, level.animation());
        summary.put("mesh_trees", null);
        summary.put("frames_words", null);
        summary.put("static_meshes", 0);
        summary.put("meshes", level.meshes().size());
        summary.put("vertices", trm.vertices().size());
        summary.put("triangles", trm.triangleCount());
        summary.put("textures", trm.textureIds().stream().distinct().count());
        summary.put("textures_found", textures.images().size());
        summary.put("remastered", true);
    }
}
