package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.anim.Skeleton;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tomblens pose FILE --model ID (--anim N --frame F | --all-keyframes) [--json]}: a model's pose, each
 * mesh's origin and rotation in the model's own space (TR units, Y down, before the entity's placement).
 * With {@code --json}, and always with {@code --all-keyframes}, one object per pose and line:
 * {@code {"model": ID, "anim": N, "frame": F, "bbox": [minX, maxX, minY, maxY, minZ, maxZ],
 * "meshes": [{"index": i, "position": [x, y, z], "rotation": [r00, r01, r02, r10, ..., r22]}, ...]}}.
 */
@Command(name = "pose", mixinStandardHelpOptions = true,
        description = "Print a model's pose at one frame of one animation: each mesh's origin and rotation "
                + "in the model's space (TR units, Y down).",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the pose was printed", "1:the level could not be read", "2:no such model, animation or frame"})
public final class PoseCommand extends FileCommand.OfLevel {

    /** The keys of one pose object, in order. */
    static final List<String> KEYS = List.of("model", "anim", "frame", "bbox", "meshes");

    @Option(names = "--model", required = true, paramLabel = "ID", description = "The model's type id.")
    long modelId;

    @Option(names = "--anim", paramLabel = "N", description = "The level's global animation index.")
    Integer animation;

    @Option(names = "--frame", paramLabel = "F",
            description = "The frame number as the level stores it (between the animation's first and last frame).")
    Integer frame;

    @Option(names = "--all-keyframes",
            description = "Every keyframe of every animation of the model, one JSON object per line.")
    boolean allKeyframes;

    @Mixin
    JsonOption json;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        var level = prepared.level();
        var data = level.animation();
        var model = LevelArgument.modelIndex(level, modelId);
        if (model < 0) {
            refuse("the level has no model of type " + modelId);
            return 2;
        }
        var poses = prepared.animation().poses();
        for (var mesh : poses.skeleton(model).emptyPops()) {
            warn(Skeleton.emptyPopMessage(mesh));
        }
        if (allKeyframes) {
            for (int a = data.firstAnimation(model); a < data.animationEnd(model); a++) {
                for (int k = 0; k < poses.keyframeCount(a); k++) {
                    var at = poses.keyframeFrame(a, k);
                    JsonOption.print(out, pose(poses, modelId, model, a, at));
                }
            }
            return 0;
        }
        var problem = checkFrame(level, model);
        if (problem != null) {
            refuse(problem);
            return 2;
        }
        var pose = pose(poses, modelId, model, animation, frame);
        if (json.on) {
            JsonOption.print(out, pose);
        } else {
            printReadable(out, pose);
        }
        return 0;
    }

    /** What is wrong with {@code --anim} and {@code --frame} for this model, or null. */
    private String checkFrame(Level level, int model) {
        if (animation == null || frame == null) {
            return "give --anim and --frame, or --all-keyframes";
        }
        var animations = level.animation().animations();
        if (animation < 0 || animation >= animations.size()) {
            return "animation " + animation + " does not exist (the level has " + animations.size() + ")";
        }
        var chosen = animations.get(animation);
        if (frame < chosen.frameStart() || frame > chosen.frameEnd()) {
            return "frame " + frame + " is outside animation " + animation + "'s frames " + chosen.frameStart()
                    + " .. " + chosen.frameEnd();
        }
        return null;
    }

    /** One pose of model {@code model} (type id {@code id}) as the {@link #KEYS} of its JSON object. */
    static Map<String, Object> pose(PoseEvaluator poses, long id, int model, int animation, int frame) {
        Pose pose = poses.pose(model, animation, frame, 0);
        var meshes = new ArrayList<Map<String, Object>>(pose.meshCount());
        for (int mesh = 0; mesh < pose.meshCount(); mesh++) {
            var entry = new LinkedHashMap<String, Object>();
            entry.put("index", mesh);
            entry.put("position", new float[] {pose.position(mesh, 0), pose.position(mesh, 1), pose.position(mesh, 2)});
            var rotation = new float[9];
            for (int row = 0; row < 3; row++) {
                for (int column = 0; column < 3; column++) {
                    rotation[3 * row + column] = pose.rotation(mesh, row, column);
                }
            }
            entry.put("rotation", rotation);
            meshes.add(entry);
        }
        var object = new LinkedHashMap<String, Object>();
        object.put("model", id);
        object.put("anim", animation);
        object.put("frame", frame);
        object.put("bbox", pose.boundingBox());
        object.put("meshes", meshes);
        return object;
    }

    @SuppressWarnings("unchecked")
    private static void printReadable(PrintWriter out, Map<String, Object> pose) {
        var box = (float[]) pose.get("bbox");
        out.printf("model %s, animation %s, frame %s%n", pose.get("model"), pose.get("anim"), pose.get("frame"));
        out.printf("  box x %.0f .. %.0f, y %.0f .. %.0f, z %.0f .. %.0f%n", box[0], box[1], box[2], box[3], box[4], box[5]);
        for (var mesh : (List<Map<String, Object>>) pose.get("meshes")) {
            var p = (float[]) mesh.get("position");
            var r = (float[]) mesh.get("rotation");
            out.printf("  mesh %2d at (%8.1f, %8.1f, %8.1f)  rotation [%6.3f %6.3f %6.3f | %6.3f %6.3f %6.3f | %6.3f %6.3f %6.3f]%n",
                    mesh.get("index"), p[0], p[1], p[2], r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]);
        }
    }
}
