package org.tomblens.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.prj2.ProjectGame;

/** {@code tomblens info} for Tomb Editor projects (.PRJ2): the keys of one {@code --json} line, and the summary. */
final class ProjectInfo {
    static final String VERSION = "PRJ2";

    /** The keys of one {@code --json} line for a project, in order; every line has all of them. */
    static final List<String> KEYS = List.of("file", "version", "ok", "error", "game_version", "rooms", "sectors_total",
            "objects");

    private ProjectInfo() {}

    /**
     * The {@link #KEYS} of a project: {@code game_version} is the code the file stores (null when it stores none),
     * {@code objects} the number of objects of each object chunk id. Counts are null when it cannot be read.
     */
    static Map<String, Object> summarise(String fileName, byte[] bytes) {
        return InfoCommand.summary(KEYS, fileName, VERSION,
                summary -> putCounts(summary, Prj2Reader.read(bytes, fileName)));
    }

    private static void putCounts(Map<String, Object> summary, Prj2Project project) {
        var code = project.settings().gameVersionCode();
        summary.put("game_version", code.isPresent() ? code.getAsLong() : null);
        summary.put("rooms", project.rooms().size());
        summary.put("sectors_total", project.rooms().stream()
                .mapToLong(room -> (long) room.sectorsX() * room.sectorsZ()).sum());
        var objects = new TreeMap<String, Integer>();
        project.rooms().forEach(room -> room.objects().forEach(object -> objects.merge(object.chunkId(), 1,
                Integer::sum)));
        summary.put("objects", objects);
    }

    static void printReadable(PrintWriter out, Map<String, Object> summary) {
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
}
