package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.tomblens.format.read.FirstWords;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.wad.Wad;
import org.tomblens.format.wad.WadReader;

/**
 * TRLE object libraries (.WAD, with .WAS/.SWD/.SAM beside them). Their version number is one of the
 * {@link FirstWords}, which PlayStation builds that start with texels are never taken for.
 */
final class WadFormat extends Format {
    static final String VERSION = "WAD";

    /** The keys of one {@code --json} line for a library, in order; every line has all of them. */
    static final List<String> KEYS = List.of("file", "version", "ok", "error", "textiles", "object_textures",
            "mesh_data_words", "mesh_pointers", "animations", "state_changes", "anim_dispatches", "anim_commands",
            "mesh_trees", "frames_words", "moveables", "static_meshes");

    WadFormat() {
        super(FileKind.LIBRARY, "a TRLE object library (WAD)", List.of(new FileType("wad", "TRLE object library")),
                KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.WAD;
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        progress.progress(0.1, "reading the object library");
        return OpenedFile.TrleLibrary.of(path != null ? WadReader.readWithCompanions(bytes, path)
                : WadReader.read(bytes, name));
    }

    /**
     * The {@link #KEYS} of the library in {@code bytes}, read without its companions; counts are null when it could
     * not be read.
     */
    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var fileName = file.getFileName().toString();
        return InfoSummary.of(KEYS, fileName, VERSION, summary -> putCounts(summary, WadReader.read(bytes, fileName)));
    }

    private static void putCounts(Map<String, Object> summary, Wad wad) {
        summary.put("textiles", wad.textureMap().pageCount());
        summary.put("object_textures", wad.textureSamples().size());
        summary.put("mesh_data_words", wad.meshDataWords());
        summary.put("mesh_pointers", wad.meshPointers().size());
        InfoSummary.putAnimationCounts(summary, wad.animation());
        summary.put("static_meshes", wad.statics().size());
    }
}
