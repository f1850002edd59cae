package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.cutscene.CutsceneOrigin;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tomblens cutscene FILE [--cut N] [--json]}: a TR1–TR3 level's cutscene, placed as the game places it, or
 * frame by frame.
 */
@Command(name = "cutscene", mixinStandardHelpOptions = true,
        description = "Say how a TR1–TR3 level's cutscene (its cinematic frames) plays: how many frames, the origin "
                + "and turn the game measures them from and why, its soundtrack and its actors; with --json, one "
                + "object per game frame (30 a second): the camera's eye and target in world units (Y down), its "
                + "field of view across the picture and its roll in degrees, and each actor's root.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:printed", "1:the file could not be read, or has no cutscene", "2:the options are wrong"})
public final class CutsceneCommand extends FileCommand.OfLevel {
    /** The keys of a frame's JSON object, in order: a contract other tools read. */
    static final List<String> KEYS = List.of("frame", "eye", "target", "fov_deg", "roll_deg", "actors");

    @Option(names = "--cut", paramLabel = "N", description = "The cutscene of a TR4/TR5 cutscene pack; a TR1–TR3 "
            + "level has one cutscene, its own.")
    Integer cut;

    @Mixin
    JsonOption json;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        var version = prepared.level().version();
        var found = prepared.cutscene();
        if (found.isEmpty()) {
            refuse(file.getFileName() + " (" + version + ") stores no cinematic frames"
                    + (version.atLeast(GameVersion.TR4) ? "; TR4 and TR5 keep their cutscenes in CUTSEQ.PAK or CUTSEQ.BIN, "
                    + "which are not read yet" : ""));
            return 1;
        }
        if (cut != null) {
            warn("--cut chooses a cutscene of a TR4/TR5 pack; " + file.getFileName() + " has one, its own");
        }
        var cutscene = found.get();
        if (json.on) {
            for (var frame : cutscene.frames()) {
                JsonOption.print(out, facts(cutscene, frame.frame()));
            }
        } else {
            describe(cutscene, prepared, out);
        }
        return 0;
    }

    /** The JSON object of frame {@code f}, keys as {@link #KEYS}. */
    static Map<String, Object> facts(LevelCutscene cutscene, int f) {
        var frame = cutscene.frames().get(f);
        var facts = new LinkedHashMap<String, Object>();
        facts.put("frame", f);
        facts.put("eye", point(frame.eye()));
        facts.put("target", point(frame.target()));
        facts.put("fov_deg", frame.fovDegrees());
        facts.put("roll_deg", frame.rollDegrees());
        var actors = new ArrayList<Map<String, Object>>();
        for (var actor : cutscene.actors()) {
            var each = new LinkedHashMap<String, Object>();
            each.put("slot", actor.slot());
            each.put("root", point(actor.frames().get(f).root()));
            actors.add(each);
        }
        facts.put("actors", actors);
        return facts;
    }

    private void describe(LevelCutscene cutscene, PreparedLevel prepared, PrintWriter out) {
        var staging = cutscene.staging();
        var origin = staging.origin();
        var frames = cutscene.frames().size();
        out.printf("%s: %s, %d frames (%.2f s)%n", file.getFileName(), staging.cutscene() ? "a cutscene level"
                : "an in-level cinematic", frames, frames / (double) FlybyPath.FRAMES_PER_SECOND);
        out.printf("origin: %d %d %d, turned %d (%.2f°): %s%n", origin.x(), origin.y(), origin.z(), origin.angle(),
                CutsceneOrigin.degrees(origin.angle()), origin.rule());
        if (staging.track() != null) {
            out.println("soundtrack: " + staging.track());
        }
        if (staging.flipMap()) {
            out.println("the game flips the level's rooms first");
        }
        var version = prepared.level().version();
        for (var actor : cutscene.actors()) {
            out.printf("actor: entity %d, %s (%d), at %d %d %d turned %d%n", actor.entity(),
                    EntityNames.name(version, actor.slot()).orElse("type"), actor.slot(), actor.x(), actor.y(), actor.z(),
                    actor.angle());
        }
    }

    private static List<Double> point(FlybyPath.Point point) {
        return List.of(point.x(), point.y(), point.z());
    }
}
