package org.tomblens.format.open;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.ToIntFunction;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.LevelVariant;
import org.tomblens.format.read.LevelVariants;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.remastered.RemasteredCompanions;
import org.tomblens.format.script.ItemNames;
import org.tomblens.format.script.LevelScript;

/**
 * The levels of TR1 to TR5 (.PHD/.TUB, .TR2, .TR4, .TRC), TRNG's encrypted ones too, TR1's, TR2's and TR3's
 * PlayStation levels (.PSX) and TR5's Dreamcast levels, which read as the same levels. Which layout a file has is {@link LevelVariants}'s to
 * tell: recognising a file binds this format to the one variant that took it, which then reads it.
 */
final class ClassicLevelFormat extends Format {

    /** The keys of one {@code --json} line for a level, in order; every level line has all of them. */
    static final List<String> KEYS = List.of("file", "version", "ok", "error", "textiles", "rooms",
            "floordata_words", "mesh_data_words", "mesh_pointers", "animations", "state_changes", "anim_dispatches",
            "anim_commands", "mesh_trees", "frames_words", "moveables", "static_meshes", "object_textures",
            "sprite_textures", "sprite_sequences", "cameras", "flyby_cameras", "sound_sources", "boxes", "overlaps",
            "animated_textures_words", "entities", "ai_objects", "sound_details", "sample_indices",
            "room_vertices_total", "room_quads_total", "room_triangles_total", "room_sprites_total", "portals_total",
            "sectors_total", "static_mesh_instances_total", "lights_total", "entity_type_ids", "title", "script",
            "warnings", "items", "platform", "variant");

    /**
     * The keys of a TR1–TR5 level's line: {@link #KEYS}, then {@code remastered}, whether it is a Remastered
     * game's level (a TR1–TR3 level with its .MAP beside it, or a TR4 level in the Remastered layout).
     */
    static final List<String> LEVEL_KEYS = InfoSummary.extend(KEYS, "remastered");

    private static final List<FileType> FILE_TYPES = List.of(
            new FileType("phd", "Tomb Raider level (TR1)"),
            new FileType("tub", "Tomb Raider Unfinished Business level"),
            new FileType("tr2", "Tomb Raider II or III level"),
            new FileType("tr4", "Tomb Raider IV or TRLE level"),
            new FileType("trc", "Tomb Raider Chronicles level"),
            new FileType("psx", "Tomb Raider PlayStation level (TR1, TR2, TR3)"));

    /** The layout of the file this format was bound to; null before, or for a file no variant recognises. */
    private final LevelVariant variant;

    ClassicLevelFormat() {
        this(null);
    }

    private ClassicLevelFormat(LevelVariant variant) {
        super(FileKind.LEVEL, "a TR1–TR5 level", FILE_TYPES, LEVEL_KEYS);
        this.variant = variant;
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return LevelVariants.of(bytes, fileName) != null;
    }

    @Override
    public Optional<Format> recognise(byte[] bytes, String fileName) {
        return Optional.ofNullable(LevelVariants.of(bytes, fileName)).map(ClassicLevelFormat::new);
    }

    /** The game the bytes' variant tells, or null where no variant recognised them. */
    @Override
    public String version(byte[] bytes, String fileName) {
        return variant == null ? null : variant.version(bytes, fileName).name();
    }

    @Override
    public String platform() {
        return variant == null ? null : variant.platform();
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) {
        var level = LevelReader.read(bytes, name, variant, progress);
        var warnings = new ArrayList<>(level.warnings());
        warnings.addAll(RemasteredCompanions.of(level, path).warnings());
        return new OpenedFile.GameLevel(level, warnings);
    }

    /** The {@link #LEVEL_KEYS} of one level; counts are null when it could not be read. */
    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var fileName = file.getFileName().toString();
        var summary = InfoSummary.empty(LEVEL_KEYS, fileName);
        summary.put("version", version(bytes, fileName));
        summary.put("platform", platform());
        try {
            var level = LevelReader.read(bytes, fileName, variant, ProgressListener.NONE);
            summary.put("ok", true);
            putCounts(summary, level);
            // The game's script, where one lies near the level, names it.
            var script = LevelScript.find(file, level.version());
            summary.put("title", script.title());
            summary.put("script", script.script() == null ? null : script.script().toString());
            var companions = RemasteredCompanions.of(level, file);
            summary.put("warnings", warningCount(level) + companions.warnings().size());
            summary.put("items", itemNames(script.itemNames()));
            summary.put("variant", level.layout().variant());
            summary.put("remastered", companions.remastered() || level.layout() == LevelLayout.REMASTERED);
        } catch (LevelFormatException e) {
            summary.put("ok", false);
            summary.put("error", e.getMessage());
        }
        return summary;
    }

    /** The warnings the viewer meets opening the level: reading it, building its geometry and its animations. */
    static int warningCount(Level level) {
        return OpenWarnings.of(level.warnings(), LevelGeometry.build(level), LevelAnimation.build(level)).size();
    }

    /** The script's item names by slot (null for a slot it leaves blank), or null without a script entry. */
    private static Map<String, Object> itemNames(ItemNames names) {
        if (names == null) {
            return null;
        }
        var items = new LinkedHashMap<String, Object>();
        items.put("puzzles", names.puzzles());
        items.put("pickups", names.pickups());
        items.put("keys", names.keys());
        if (!names.examines().isEmpty()) {
            items.put("examines", names.examines());
        }
        return items;
    }

    /** The counts of a level's parts, which every level format's line has. */
    static void putCounts(Map<String, Object> summary, Level level) {
        var rooms = level.rooms();
        summary.put("version", level.version().name());
        summary.put("textiles", level.textures().pageCount());
        summary.put("rooms", rooms.size());
        summary.put("floordata_words", level.floorData().size());
        summary.put("mesh_data_words", level.meshes().dataWords());
        summary.put("mesh_pointers", level.meshes().size());
        InfoSummary.putAnimationCounts(summary, level.animation());
        summary.put("static_meshes", level.staticMeshes().size());
        summary.put("object_textures", level.texturing().objectTextures().size());
        summary.put("sprite_textures", level.texturing().spriteTextures().size());
        summary.put("sprite_sequences", level.texturing().spriteSequences().size());
        summary.put("cameras", level.cameras().size());
        summary.put("flyby_cameras", level.flybyCameras().size());
        summary.put("sound_sources", level.soundSources().size());
        summary.put("boxes", level.navigation().boxes().size());
        summary.put("overlaps", level.navigation().overlaps().size());
        summary.put("animated_textures_words", level.texturing().animatedTextures().size());
        summary.put("entities", level.entities().size());
        summary.put("ai_objects", level.aiObjects().size());
        summary.put("sound_details", level.sound().details().size());
        summary.put("sample_indices", level.sound().sampleIndices().size());
        summary.put("room_vertices_total", sum(rooms, room -> room.vertices().size()));
        summary.put("room_quads_total", sum(rooms, room -> room.quads().size()));
        summary.put("room_triangles_total", sum(rooms, room -> room.triangles().size()));
        summary.put("room_sprites_total", sum(rooms, room -> room.sprites().size()));
        summary.put("portals_total", sum(rooms, room -> room.portals().size()));
        summary.put("sectors_total", sum(rooms, room -> room.sectors().size()));
        summary.put("static_mesh_instances_total", sum(rooms, room -> room.staticMeshes().size()));
        // TR5 keeps fog bulbs in a table of their own; they are not among the lights it counts.
        summary.put("lights_total", sum(rooms, room -> (int) room.lights().stream()
                .filter(light -> !(light instanceof RoomLight.Tr5FogBulb)).count()));
        var types = new TreeSet<Integer>();
        level.entities().forEach(entity -> types.add(entity.type()));
        summary.put("entity_type_ids", List.copyOf(types));
    }

    private static long sum(List<Room> rooms, ToIntFunction<Room> count) {
        return rooms.stream().mapToLong(count::applyAsInt).sum();
    }
}
