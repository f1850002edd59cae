package org.tomblens.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.open.FileKind;
import org.tomblens.format.open.FileSummary;
import org.tomblens.format.prj2.ProjectGame;

/**
 * The readable lines {@code info} prints for a {@link FileSummary}, worded for the format that read the file (told by
 * the extension it goes by first); a format without wording of its own here gets its keys one a line.
 */
final class InfoText {
    private InfoText() {}

    /** Prints {@code summary} as its format's lines. */
    static void print(PrintWriter out, FileSummary summary) {
        var values = summary.values();
        if (summary.format().kind() == FileKind.PACK) {
            pack(out, values);
            return;
        }
        switch (summary.format().fileTypes().get(0).extension()) {
            case "phd", "sat" -> level(out, values);
            case "wad" -> trleLibrary(out, values);
            case "wad2" -> tombEditorLibrary(out, values);
            case "prj2" -> project(out, values);
            case "ten" -> tombEngineLevel(out, values);
            case "trm" -> remasteredModel(out, values);
            default -> keys(out, values);
        }
    }

    /** A TR1–TR5 level: its game, platform, title and the counts of its parts. */
    private static void level(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": " + (summary.get("version") == null ? "unknown format" : summary.get("version")));
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        // The PC is the levels' own platform; any other (the PlayStation, the Saturn) is named with its release.
        if (summary.get("platform") != null && !LevelLayout.Platform.PC.equals(summary.get("platform"))) {
            out.println("  platform: " + summary.get("platform") + ", " + summary.get("variant") + " release");
        }
        if (Boolean.TRUE.equals(summary.get("remastered"))) {
            out.println("  Remastered");
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

    /** A pack: each part's number, offset, size and what it is; {@code FILE#N} opens part N. */
    @SuppressWarnings("unchecked")
    private static void pack(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": PlayStation pack of files");
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        for (var part : (List<Map<String, Object>>) summary.get("pack")) {
            out.printf("  #%d at %d, %d bytes: %s%n", part.get("part"), part.get("offset"), part.get("size"),
                    part.get("what"));
        }
    }

    /** A TRLE object library. */
    private static void trleLibrary(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": TRLE object library (WAD)");
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        out.printf("  %d movables, %d statics; %d mesh pointers (%d mesh words)%n", summary.get("moveables"),
                summary.get("static_meshes"), summary.get("mesh_pointers"), summary.get("mesh_data_words"));
        out.printf("  textures: %d pages, %d texture samples%n", summary.get("textiles"),
                summary.get("object_textures"));
        out.printf("  animation: %d animations, %d state changes, %d dispatches, %d command words%n",
                summary.get("animations"), summary.get("state_changes"), summary.get("anim_dispatches"),
                summary.get("anim_commands"));
        out.printf("  skeletons and keyframes: %d link dwords, %d keyframe words%n", summary.get("mesh_trees"),
                summary.get("frames_words"));
    
    }

    /** A Tomb Editor object library. */
    private static void tombEditorLibrary(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": Tomb Editor object library (WAD2)"
                + (summary.get("game_version") == null ? "" : ", game version " + summary.get("game_version")));
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        out.printf("  %d movables, %d statics, %d sprite sequences; %d meshes%n", summary.get("moveables"),
                summary.get("static_meshes"), summary.get("sprite_sequences"), summary.get("mesh_pointers"));
        out.printf("  textures: %d images, %d texture areas%n", summary.get("textiles"), summary.get("object_textures"));
        out.printf("  animation: %d animations, %d state changes, %d dispatches, %d commands%n",
                summary.get("animations"), summary.get("state_changes"), summary.get("anim_dispatches"),
                summary.get("anim_commands"));
    
    }

    /** A Tomb Editor project. */
    private static void project(PrintWriter out, Map<String, Object> summary) {
        var game = summary.get("game_version");
        out.println(summary.get("file") + ": Tomb Editor project (PRJ2)"
                + (game == null ? "" : ", game version " + game + gameName((Long) game)));
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        @SuppressWarnings("unchecked")
        var objects = (Map<String, Integer>) summary.get("objects");
        var total = objects.values().stream().mapToInt(Integer::intValue).sum();
        out.printf("  %d rooms, %d sectors, %d objects%n", summary.get("rooms"), summary.get("sectors_total"), total);
        out.printf("  %d placed movables and statics drawn with their library's model, %d as boxes%n",
                summary.get("models_resolved"), summary.get("models_missing"));
        if (!objects.isEmpty()) {
            var counts = new StringBuilder();
            objects.forEach((chunk, count) -> counts.append(counts.length() == 0 ? "" : ", ").append(chunk).append(' ')
                    .append(count));
            out.println("  objects by chunk: " + counts);
        }
    
    }

    private static String gameName(long code) {
        return ProjectGame.of(code).map(game -> " (" + game + ")").orElse(" (not one [PRJ2] lists)");
    }

    /** A TombEngine level. */
    private static void tombEngineLevel(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": TombEngine level" + (summary.get("compiler_version") == null ? ""
                : ", written by Tomb Editor " + summary.get("compiler_version")));
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        out.printf("  %d rooms (%d sectors, %d portals), %d entities, %d models, %d static meshes%n",
                summary.get("rooms"), summary.get("sectors_total"), summary.get("portals_total"),
                summary.get("entities"), summary.get("moveables"), summary.get("static_meshes"));
        out.printf("  textures: %d atlases, laid out on %d pages as %d object textures%n", summary.get("atlases"),
                summary.get("textiles"), summary.get("object_textures"));
        out.printf("  animation: %d animations, %d state changes, %d dispatches%n", summary.get("animations"),
                summary.get("state_changes"), summary.get("anim_dispatches"));
        out.printf("  %d cameras, %d sinks, %d flyby cameras, %d sound sources, %d AI objects, %d volumes,"
                        + " %d Lua names%n", summary.get("cameras"), summary.get("sinks"), summary.get("flyby_cameras"),
                summary.get("sound_sources"), summary.get("ai_objects"), summary.get("volumes"),
                summary.get("lua_names"));
    
    }

    /** A Tomb Raider Remastered model file. */
    private static void remasteredModel(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ": Tomb Raider Remastered model (TRM)");
        if (!(Boolean) summary.get("ok")) {
            out.println("  error: " + summary.get("error"));
            return;
        }
        out.printf("  %d mesh: %d vertices, %d triangles%n", summary.get("meshes"), summary.get("vertices"),
                summary.get("triangles"));
        out.printf("  textures: %d named, %d found; %d pages, %d texture areas%n", summary.get("textures"),
                summary.get("textures_found"), summary.get("textiles"), summary.get("object_textures"));
    }

    /** Any other format: the file, then each key that has a value, one a line. */
    private static void keys(PrintWriter out, Map<String, Object> summary) {
        out.println(summary.get("file") + ":");
        summary.forEach((key, value) -> {
            if (value != null && !key.equals("file")) {
                out.println("  " + key + ": " + value);
            }
        });
    }
}
