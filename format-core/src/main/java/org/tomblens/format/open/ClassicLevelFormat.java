package org.tomblens.format.open;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.ToIntFunction;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.read.FileFormat;
import org.tomblens.format.read.FormatDetector;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.script.ItemNames;
import org.tomblens.format.script.LevelScript;

/**
 * The levels of TR1 to TR5 (.PHD/.TUB, .TR2, .TR4, .TRC), TRNG's encrypted ones too, and, as a format of its own,
 * TR1's, TR2's and TR3's PlayStation levels (.PSX), which read as the same levels. Their magic numbers stay in
 * {@link FormatDetector}, beside the level reader that needs them to tell TR4 from TR5 and a PlayStation file from
 * a PC one.
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

    /** Whether this format reads the PlayStation's files rather than the PC's. */
    private final boolean playStation;

    private ClassicLevelFormat(List<FileType> fileTypes, boolean playStation) {
        super("level", fileTypes, KEYS);
        this.playStation = playStation;
    }

    /** The PC levels of TR1 to TR5. */
    static ClassicLevelFormat pc() {
        return new ClassicLevelFormat(List.of(
                new FileType("phd", "Tomb Raider level (TR1)"),
                new FileType("tub", "Tomb Raider Unfinished Business level"),
                new FileType("tr2", "Tomb Raider II or III level"),
                new FileType("tr4", "Tomb Raider IV or TRLE level"),
                new FileType("trc", "Tomb Raider Chronicles level")), false);
    }

    /** TR1's, TR2's and TR3's PlayStation levels. */
    static ClassicLevelFormat playStation() {
        return new ClassicLevelFormat(List.of(new FileType("psx", "Tomb Raider PlayStation level (TR1, TR2, TR3)")),
                true);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        var format = FormatDetector.detect(bytes, fileName);
        if (format.isPlayStation()) {
            return playStation;
        }
        return !playStation && (format.isLevel() || format == FileFormat.TR4C);
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) {
        var level = LevelReader.read(bytes, name, progress);
        return new OpenedFile.GameLevel(level, level.warnings());
    }

    /** The {@link #KEYS} of one level; counts are null when it could not be read. */
    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var fileName = file.getFileName().toString();
        var summary = InfoSummary.empty(KEYS, fileName);
        var format = FormatDetector.detect(bytes, fileName);
        var game = FormatDetector.levelVersion(format, bytes, fileName);
        summary.put("version", game == null ? null : game.name());
        if (game != null) {
            summary.put("platform", format.isPlayStation() ? "PSX" : "PC");
        }
        try {
            var level = LevelReader.read(bytes, fileName, format, ProgressListener.NONE);
            summary.put("ok", true);
            putCounts(summary, level);
            // The game's script, where one lies near the level, names it.
            var script = LevelScript.find(file, level.version());
            summary.put("title", script.title());
            summary.put("script", script.script() == null ? null : script.script().toString());
            summary.put("warnings", warningCount(level));
            summary.put("items", itemNames(script.itemNames()));
            summary.put("variant", level.layout().variant());
        } catch (LevelFormatException e) {
            summary.put("ok", false);
            summary.put("error", e.getMessage());
        }
        return summary;
    }

    /** The warnings the viewer meets opening the level: reading it, building its geometry and its animations. */
    static int warningCount(Level level) {
        return level.warnings().size() + LevelGeometry.build(level).warnings().size()
                + LevelAnimation.build(level).warnings().size();
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

    @Override
    public void printSummary(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": " + (summary.get("version") == null ? "unknown format" : summary.get("version")));
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        if (summary.get("platform") != null && !"PC".equals(summary.get("platform"))) {
            out.println("  platform: " + summary.get("platform") + ", " + summary.get("variant") + " release");
        }
        if (summary.get("title") != null) {
            out.println("  title: " + summary.get("title") + " (from " + summary.get("script") + ")");
        }
        out.printf("  %d rooms (%d sectors, %d portals), %d entities, %d models, %d static meshes%n",
                summary.get("rooms"), summary.get("sectors_total"), summary.get("portals_total"),
                summary.get("entities"), summary.get("moveables"), summary.get("static_meshes"));
        out.printf("  geometry: %d room vertices, %d quads, %d triangles; %d meshes (%d mesh words)%n",
                summary.get("room_vertices_total"), summary.get("room_quads_total"), summary.get("room_triangles_total"),
                summary.get("mesh_pointers"), summary.get("mesh_data_words"));
        out.printf("  textures: %d pages, %d object textures, %d sprite textures in %d sequences%n",
                summary.get("textiles"), summary.get("object_textures"), summary.get("sprite_textures"),
                summary.get("sprite_sequences"));
        out.printf("  animation: %d animations, %d state changes, %d dispatches, %d frame words%n",
                summary.get("animations"), summary.get("state_changes"), summary.get("anim_dispatches"),
                summary.get("frames_words"));
        out.printf("  floor data: %d words; %d cameras, %d flyby cameras, %d sound sources, %d AI objects%n",
                summary.get("floordata_words"), summary.get("cameras"), summary.get("flyby_cameras"),
                summary.get("sound_sources"), summary.get("ai_objects"));
        out.printf("  sound: %d sound details, %d sample indices%n", summary.get("sound_details"),
                summary.get("sample_indices"));
    }
}
