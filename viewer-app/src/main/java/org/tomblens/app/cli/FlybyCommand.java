package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.flyby.FlybyFlag;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.flyby.FlybySequence;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tomblens flyby FILE [--sequence N] [--json]}: a level's flyby sequences, or one sequence's cameras as stored
 * and the path the camera follows, one sample per game frame.
 */
@Command(name = "flyby", mixinStandardHelpOptions = true,
        description = "List the level's flyby sequences (number, cameras, length in seconds), or with --sequence print "
                + "one sequence's cameras as the file stores them and its path, one sample per game frame (30 a "
                + "second), from its first camera to its last (once round for a loop). World units, Y down; FOV "
                + "and roll in the stored units (182 per degree).",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:printed", "1:the file could not be read, or has no such sequence",
                "2:the options are wrong"})
public final class FlybyCommand extends FileCommand.OfAnyFile {

    @Option(names = "--sequence", paramLabel = "N", description = "The sequence to print.")
    Integer sequence;

    @Mixin
    JsonOption json;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        var version = prepared.level().version();
        var sequences = prepared.flybySequences();
        if (sequence == null) {
            if (sequences.isEmpty()) {
                out.println(file.getFileName() + " has no flyby sequence");
            }
            for (var each : sequences) {
                out.printf("sequence %d: %d cameras, %.2f s%s%n", each.number(), each.size(),
                        prepared.flybyPath(each).seconds(), flags(each, version));
            }
            return 0;
        }
        var chosen = sequences.stream().filter(each -> each.number() == sequence).findFirst();
        if (chosen.isEmpty()) {
            refuse(file.getFileName() + " has no sequence " + sequence + " (it has "
                    + sequences.stream().map(each -> Integer.toString(each.number())).toList() + ")");
            return 1;
        }
        var path = prepared.flybyPath(chosen.get());
        if (json.on) {
            JsonOption.print(out, facts(chosen.get(), path));
        } else {
            for (var camera : chosen.get().cameras()) {
                out.println(line(camera, version));
            }
            out.printf("path: %d frames, %.2f s%s%n", path.samples().size(), path.seconds(),
                    path.loops() ? ", once round the loop" : "");
        }
        path.warnings().forEach(this::warn);
        return 0;
    }

    /** The JSON object of a sequence: a contract other tools read. */
    static Map<String, Object> facts(FlybySequence sequence, FlybyPath path) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("sequence", sequence.number());
        var cameras = new ArrayList<Map<String, Object>>();
        for (var camera : sequence.cameras()) {
            var stored = new LinkedHashMap<String, Object>();
            stored.put("index", camera.index());
            stored.put("position", List.of(camera.x(), camera.y(), camera.z()));
            stored.put("target", List.of(camera.dx(), camera.dy(), camera.dz()));
            stored.put("fov", camera.fov());
            stored.put("roll", camera.roll());
            stored.put("speed", camera.speed());
            stored.put("timer", camera.timer());
            stored.put("flags", camera.flags());
            stored.put("room", camera.room());
            cameras.add(stored);
        }
        facts.put("cameras", cameras);
        var samples = new ArrayList<Map<String, Object>>();
        for (var sample : path.samples()) {
            var frame = new LinkedHashMap<String, Object>();
            frame.put("t", sample.t());
            frame.put("position", point(sample.position()));
            frame.put("target", point(sample.target()));
            frame.put("fov", sample.fov());
            frame.put("roll", sample.roll());
            samples.add(frame);
        }
        facts.put("path", samples);
        return facts;
    }

    private static List<Double> point(FlybyPath.Point point) {
        return List.of(point.x(), point.y(), point.z());
    }

    private static String line(FlybyCamera camera, GameVersion version) {
        return String.format("camera %d: at %d %d %d, looking at %d %d %d, FOV %.1f°, roll %.1f°, speed %d, timer %d, "
                        + "flags 0x%04X%s, room %d", camera.index(), camera.x(), camera.y(), camera.z(), camera.dx(),
                camera.dy(), camera.dz(), camera.fov() / 182.0, camera.roll() / 182.0, camera.speed(), camera.timer(),
                camera.flags(), FlybyFlag.meanings(camera.flags(), version).stream()
                        .map(meaning -> ", " + meaning).reduce("", String::concat), camera.room());
    }

    private static String flags(FlybySequence sequence, GameVersion version) {
        var meanings = FlybyFlag.meanings(sequence.flagsUsed(), version);
        return meanings.isEmpty() ? "" : "; flags: " + String.join(", ", meanings);
    }
}
