package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.tomblens.app.report.Json;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.read.FileFormat;
import org.tomblens.format.read.FormatDetector;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.script.ItemNames;
import org.tomblens.format.script.LevelScript;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tomblens info [--json] FILE...}: what each file holds, as the counts it stores. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Print what each level holds: its version and the counts its sections store.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every file was read", "1:at least one file could not be read"})
public final class InfoCommand implements Callable<Integer> {

    /** The keys of one {@code --json} line for a level, in order; every level line has all of them. */
    static final List<String> KEYS = List.of("file", "version", "ok", "error", "textiles", "rooms",
            "floordata_words", "mesh_data_words", "mesh_pointers", "animations", "state_changes", "anim_dispatches",
            "anim_commands", "mesh_trees", "frames_words", "moveables", "static_meshes", "object_textures",
            "sprite_textures", "sprite_sequences", "cameras", "flyby_cameras", "sound_sources", "boxes", "overlaps",
            "animated_textures_words", "entities", "ai_objects", "sound_details", "sample_indices",
            "room_vertices_total", "room_quads_total", "room_triangles_total", "room_sprites_total", "portals_total",
            "sectors_total", "static_mesh_instances_total", "lights_total", "entity_type_ids", "title", "script",
            "warnings", "items");

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "One JSON object per file, one per line.")
    boolean json;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Level files to read.")
    List<Path> files;

    @Override
    public Integer call() throws IOException {
        var out = spec.commandLine().getOut();
        var failed = false;
        for (var file : files) {
            var summary = summarise(file);
            failed |= !(Boolean) summary.get("ok");
            if (json) {
                out.println(Json.MAPPER.writeValueAsString(summary));
            } else if (WadInfo.VERSION.equals(summary.get("version"))) {
                WadInfo.printReadable(out, summary);
            } else if (Wad2Info.VERSION.equals(summary.get("version"))) {
                Wad2Info.printReadable(out, summary);
            } else if (ProjectInfo.VERSION.equals(summary.get("version"))) {
                ProjectInfo.printReadable(out, summary);
            } else {
                printReadable(out, summary);
            }
            out.flush();
        }
        return failed ? 1 : 0;
    }

    /** The {@link #KEYS} of one file; counts are null when the file could not be read. */
    static Map<String, Object> summarise(Path file) {
        var summary = new LinkedHashMap<String, Object>();
        KEYS.forEach(key -> summary.put(key, null));
        summary.put("file", file.getFileName().toString());
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            summary.put("ok", false);
            summary.put("error", "cannot read the file: " + e.getMessage());
            return summary;
        }
        var format = FormatDetector.detect(bytes, file.getFileName().toString());
        if (format == FileFormat.WAD) {
            return WadInfo.summarise(file.getFileName().toString(), bytes);
        }
        if (format == FileFormat.WAD2) {
            return Wad2Info.summarise(file, bytes);
        }
        if (format == FileFormat.PRJ2) {
            return ProjectInfo.summarise(file, bytes);
        }
        var game = FormatDetector.levelVersion(format, bytes, file.getFileName().toString());
        summary.put("version", game == null ? null : game.name());
        try {
            var level = LevelReader.read(bytes, file.getFileName().toString(), format, ProgressListener.NONE);
            summary.put("ok", true);
            putCounts(summary, level);
            // The game's script, where one lies near the level, names it.
            var script = LevelScript.find(file, level.version());
            summary.put("title", script.title());
            summary.put("script", script.script() == null ? null : script.script().toString());
            summary.put("warnings", warningCount(level));
            summary.put("items", itemNames(script.itemNames()));
        } catch (LevelFormatException e) {
            summary.put("ok", false);
            summary.put("error", e.getMessage());
        }
        return summary;
    }

    /** The warnings the viewer meets opening the level: reading it, building its geometry and its animations. */
    private static int warningCount(Level level) {
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

    /**
     * The summary of a file that is not a level: {@code keys} (null until set), its name and {@code version}, and
     * the counts {@code counts} puts; when reading fails with the typed error, {@code ok} false and the error.
     */
    static Map<String, Object> summary(List<String> keys, String fileName, String version,
                                       Consumer<Map<String, Object>> counts) {
        var summary = new LinkedHashMap<String, Object>();
        keys.forEach(key -> summary.put(key, null));
        summary.put("file", fileName);
        summary.put("version", version);
        try {
            counts.accept(summary);
            summary.put("ok", true);
        } catch (LevelFormatException e) {
            summary.put("ok", false);
            summary.put("error", e.getMessage());
        }
        return summary;
    }

    private static void putCounts(Map<String, Object> summary, Level level) {
        var animation = level.animation();
        var rooms = level.rooms();
        summary.put("version", level.version().name());
        summary.put("textiles", level.textures().pageCount());
        summary.put("rooms", rooms.size());
        summary.put("floordata_words", level.floorData().size());
        summary.put("mesh_data_words", level.meshes().dataWords());
        summary.put("mesh_pointers", level.meshes().size());
        putAnimationCounts(summary, animation);
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

    /** The counts of the animation tables, which levels and libraries store alike. */
    static void putAnimationCounts(Map<String, Object> summary, AnimationData animation) {
        summary.put("animations", animation.animations().size());
        summary.put("state_changes", animation.stateChanges().size());
        summary.put("anim_dispatches", animation.dispatches().size());
        summary.put("anim_commands", animation.commands().size());
        summary.put("mesh_trees", animation.meshTrees().size());
        summary.put("frames_words", animation.frames().size());
        summary.put("moveables", animation.models().size());
    }

    private static long sum(List<Room> rooms, java.util.function.ToIntFunction<Room> count) {
        return rooms.stream().mapToLong(count::applyAsInt).sum();
    }

    private static void printReadable(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": " + (summary.get("version") == null ? "unknown format" : summary.get("version")));
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
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
