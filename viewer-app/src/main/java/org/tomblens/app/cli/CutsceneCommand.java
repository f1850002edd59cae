package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.cutscene.CutsceneFrame;
import org.tomblens.format.cutscene.CutsceneOrigin;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.cutscene.PackedCutscene;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tomblens cutscene FILE [--cut N] [--json]}: a level's cutscenes, as its game places them, or one cutscene
 * frame by frame: a TR1–TR3 level's own cinematic frames, or a cutscene of the TR4/TR5 pack found beside the level.
 */
@Command(name = "cutscene", mixinStandardHelpOptions = true,
        description = "Say how a level's cutscene plays: a TR1–TR3 level's own (its cinematic frames), with the "
                + "origin and turn the game measures it from and why, its soundtrack and its actors; for TR4/TR5, "
                + "the cutscenes of the CUTSEQ.PAK or CUTSEQ.BIN found beside the level, those the level plays "
                + "first. With --json, one object per game frame (30 a second): the camera's eye and target in world "
                + "units (Y down), its field of view across the picture and its roll in degrees, and each actor's "
                + "root.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:printed", "1:the file could not be read, or has no such cutscene",
                "2:the options are wrong"})
public final class CutsceneCommand extends FileCommand.OfLevel {
    /** The keys of a frame's JSON object, in order: a contract other tools read. */
    static final List<String> KEYS = List.of("frame", "eye", "target", "fov_deg", "roll_deg", "actors");

    @Option(names = "--cut", paramLabel = "N", description = "The cutscene of a TR4/TR5 pack, by its number (from "
            + "1, as triggers and scripts name it); a TR1–TR3 level has one cutscene, its own.")
    Integer cut;

    @Mixin
    JsonOption json;

    /** One actor's slot and its root at every frame. */
    record Actor(int slot, List<FlybyPath.Point> roots) {}

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        var version = prepared.level().version();
        if (version.atLeast(GameVersion.TR4)) {
            return fromPack(prepared, out);
        }
        var found = prepared.cutscene();
        if (found.isEmpty()) {
            refuse(file.getFileName() + " (" + version + ") stores no cinematic frames");
            return 1;
        }
        if (cut != null) {
            warn("--cut chooses a cutscene of a TR4/TR5 pack; " + file.getFileName() + " has one, its own");
        }
        var cutscene = found.get();
        if (json.on) {
            var actors = cutscene.actors().stream().map(actor -> new Actor(actor.slot(), actor.frames().stream()
                    .map(posed -> posed.root()).toList())).toList();
            print(out, cutscene.frames(), actors);
        } else {
            describe(cutscene, prepared, out);
        }
        return 0;
    }

    private int fromPack(PreparedLevel prepared, PrintWriter out) throws IOException {
        var near = prepared.cutscenePack();
        if (near.pack() == null) {
            refuse(file.getFileName() + " has no cutscene pack: " + near.problem());
            return 1;
        }
        var pack = near.pack();
        if (cut == null) {
            out.printf("%s: %d cutscenes in %s; the level plays %s%n", file.getFileName(), pack.cutscenes().size(),
                    near.file().orElseThrow(), near.played().isEmpty() ? "none" : near.played());
            for (var each : pack.cutscenes()) {
                out.printf("cutscene %d%s: %d frames (%.2f s), origin %d %d %d, soundtrack %s, actors %s%n",
                        each.number(), near.played().contains(each.number()) ? " (played)" : "", each.frames(),
                        each.frames() / (double) FlybyPath.FRAMES_PER_SECOND, each.x(), each.y(), each.z(),
                        each.track() < 0 ? "none" : Integer.toString(each.track()),
                        each.actors().stream().map(actor -> Integer.toString(actor.slot())).toList());
            }
            return 0;
        }
        var chosen = near.cutscene(cut);
        if (chosen.isEmpty()) {
            refuse(near.file().orElseThrow() + " has no cutscene " + cut + " (it has 1 to " + pack.cutscenes().size()
                    + ")");
            return 1;
        }
        PackedCutscene.Decoded decoded;
        try {
            decoded = chosen.get().decode();
        } catch (LevelFormatException e) {
            refuse("cutscene " + cut + " of " + near.file().orElseThrow() + " cannot be decoded: " + e.getMessage());
            return 1;
        }
        var actors = new ArrayList<Actor>();
        for (int a = 0; a < chosen.get().actors().size(); a++) {
            var roots = new ArrayList<FlybyPath.Point>(decoded.frames().size());
            for (int f = 0; f < decoded.frames().size(); f++) {
                roots.add(chosen.get().root(decoded, a, f));
            }
            actors.add(new Actor(chosen.get().actors().get(a).slot(), roots));
        }
        if (json.on) {
            print(out, decoded.frames(), actors);
        } else {
            var each = chosen.get();
            out.printf("cutscene %d of %s: %d frames (%.2f s), origin %d %d %d (stored), soundtrack %s%n", cut,
                    near.file().orElseThrow(), each.frames(), each.frames() / (double) FlybyPath.FRAMES_PER_SECOND,
                    each.x(), each.y(), each.z(), each.track() < 0 ? "none" : Integer.toString(each.track()));
            for (var actor : actors) {
                out.printf("actor: %s (%d)%n", EntityNames.name(prepared.level().version(), actor.slot())
                        .orElse("type"), actor.slot());
            }
        }
        return 0;
    }

    private static void print(PrintWriter out, List<CutsceneFrame> frames, List<Actor> actors) throws IOException {
        for (int f = 0; f < frames.size(); f++) {
            JsonOption.print(out, facts(frames.get(f), actors));
        }
    }

    /** The JSON object of one frame, keys as {@link #KEYS}. */
    static Map<String, Object> facts(CutsceneFrame frame, List<Actor> actors) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("frame", frame.frame());
        facts.put("eye", point(frame.eye()));
        facts.put("target", point(frame.target()));
        facts.put("fov_deg", frame.fovDegrees());
        facts.put("roll_deg", frame.rollDegrees());
        var list = new ArrayList<Map<String, Object>>();
        for (var actor : actors) {
            var each = new LinkedHashMap<String, Object>();
            each.put("slot", actor.slot());
            each.put("root", point(actor.roots().get(frame.frame())));
            list.add(each);
        }
        facts.put("actors", list);
        return facts;
    }

    private void describe(LevelCutscene cutscene, PreparedLevel prepared, PrintWriter out) {
        var staging = cutscene.staging();
        var origin = staging.origin();
        var frames = cutscene.frames().size();
        out.printf("%s: %s, %d frames (%.2f s)%n", file.getFileName(), staging.cutscene() ? "a cutscene level"
                : "an in-level cinematic", frames, cutscene.seconds());
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
                    EntityNames.name(version, actor.slot()).orElse("type"), actor.slot(), actor.x(), actor.y(),
                    actor.z(), actor.angle());
        }
    }

    private static List<Double> point(FlybyPath.Point point) {
        return List.of(point.x(), point.y(), point.z());
    }
}
