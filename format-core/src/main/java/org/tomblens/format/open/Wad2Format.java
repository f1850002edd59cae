package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tomblens.format.read.FirstWords;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Level;
import org.tomblens.format.wad2.Wad2Reader;
import org.tomblens.format.wad2.Wad2Sounds;

/**
 * Tomb Editor object libraries (.WAD2), with the sounds of the XML file beside them. {@code info} gives them the keys
 * a TRLE library's line has, counted as the WAD2 stores its objects, and the game it is for. Their magic is one of
 * the {@link FirstWords}, which PlayStation builds that start with texels are never taken for.
 */
final class Wad2Format extends Format {
    static final String VERSION = "WAD2";

    /**
     * The keys of one {@code --json} line for a WAD2 library, in order: {@link WadFormat#KEYS}, then
     * {@code sprite_sequences}, {@code game_version} and {@code sound_infos}.
     */
    static final List<String> KEYS = keys();

    private static List<String> keys() {
        var keys = new ArrayList<>(WadFormat.KEYS);
        keys.add("sprite_sequences");
        keys.add("game_version");
        keys.add("sound_infos");
        return List.copyOf(keys);
    }

    Wad2Format() {
        super(FileKind.LIBRARY, "a Tomb Editor object library (WAD2)",
                List.of(new FileType("wad2", "Tomb Editor object library")), KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.WAD2 || FirstWords.of(bytes) == FirstWords.EARLY_WAD2;
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        progress.progress(0.1, "reading the object library");
        return OpenedFile.Wad2Library.of(path != null ? Wad2Reader.readWithSounds(bytes, path)
                : Wad2Reader.read(bytes, name));
    }

    /**
     * The {@link #KEYS} of the library in {@code bytes}: {@code textiles} its textures, {@code object_textures} the
     * texture areas its polygons take (one each, as a level's object textures), {@code mesh_pointers} its meshes,
     * the animation counts its chunks (commands, not their words); {@code mesh_data_words}, {@code mesh_trees} and
     * {@code frames_words} are null, as a WAD2 stores no such tables; {@code sound_infos} counts its sounds, those
     * of the XML file beside it ({@link Wad2Sounds}) or, in the first layout, those the file holds itself; null when
     * it has neither. Counts are null when it cannot be read.
     */
    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var hasSounds = Wad2Sounds.beside(file).isPresent();
        return InfoSummary.of(KEYS, file.getFileName().toString(), VERSION,
                summary -> putCounts(summary, Wad2Reader.readWithSounds(bytes, file), hasSounds));
    }

    private static void putCounts(Map<String, Object> summary, Wad2 wad, boolean hasSounds) {
        var animations = wad.moveables().stream().flatMap(moveable -> moveable.animations().stream()).toList();
        summary.put("textiles", wad.textures().size());
        summary.put("object_textures", Wad2Level.of(wad).texturing().objectTextures().size());
        summary.put("mesh_pointers", wad.meshes().size());
        summary.put("animations", animations.size());
        summary.put("state_changes", animations.stream().mapToInt(a -> a.stateChanges().size()).sum());
        summary.put("anim_dispatches", animations.stream().flatMap(a -> a.stateChanges().stream())
                .mapToInt(change -> change.dispatches().size()).sum());
        summary.put("anim_commands", animations.stream().mapToInt(a -> a.commands().size()).sum());
        summary.put("moveables", wad.moveables().size());
        summary.put("static_meshes", wad.statics().size());
        summary.put("sprite_sequences", wad.spriteSequences().size());
        summary.put("game_version", wad.gameVersion());
        summary.put("sound_infos", hasSounds || !wad.sounds().isEmpty() ? wad.sounds().size() : null);
    }
}
