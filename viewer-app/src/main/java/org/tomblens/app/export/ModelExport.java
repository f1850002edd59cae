package org.tomblens.app.export;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * One moveable model as a skinned glTF mesh: one joint per mesh, nested as the mesh tree nests them (its pushes
 * and pops applied), posed and bound in the first frame of the model's first animation; its faces as the viewer
 * draws them (TR3+ Lara with her skin's meshes), each vertex bound wholly to its mesh's joint, with UVs the object
 * textures' corners on the level's pages (each page a PNG, nothing resampled); and every animation of the model,
 * one key per game frame (30 a second), rotations of every joint and the root's place, named "anim N (state S)".
 */
public final class ModelExport {
    private static final int FRAMES_PER_SECOND = 30;

    private final Level level;
    private final LevelGeometry geometry;
    private final LevelAnimation animation;
    private final int model;
    private final PagePngs pages;
    private final Glb glb = new Glb();

    private ModelExport(PreparedLevel prepared, int model, PagePngs pages) {
        this.level = prepared.level();
        this.geometry = prepared.geometry();
        this.animation = prepared.animation();
        this.model = model;
        this.pages = pages;
    }

    /** The model of index {@code model} in the level's model table, as a .glb file's bytes. */
    public static byte[] glb(PreparedLevel prepared, int model) {
        return glb(prepared, model, new PagePngs(prepared.geometry().pages()));
    }

    /** The same, its pages from {@code pages}. */
    public static byte[] glb(PreparedLevel prepared, int model, PagePngs pages) {
        return new ModelExport(prepared, model, pages).write();
    }

    private byte[] write() {
        var data = level.animation();
        var name = "model " + data.models().get(model).id();
        var rig = new SkinnedRig(glb, new MeshWriter(glb, geometry, pages), level, geometry, animation, model, name);
        var scene = glb.add("scenes").put("name", name).putArray("nodes");
        scene.add(rig.meshNode());
        scene.add(rig.origin());
        glb.root().put("scene", 0);
        for (int a = data.firstAnimation(model); a < data.animationEnd(model); a++) {
            writeAnimation(a, rig);
        }
        return glb.bytes();
    }

    /** Animation {@code a}: a key per game frame, each joint's rotation and each root's place. */
    private void writeAnimation(int a, SkinnedRig rig) {
        var timeline = animation.timelines().get(a);
        var frames = Math.max(1, timeline.frameEnd() - timeline.frameStart() + 1);
        var times = new float[frames];
        for (int f = 0; f < frames; f++) {
            times[f] = f / (float) FRAMES_PER_SECOND;
        }
        var input = glb.floats(times, 0, "SCALAR", 1);
        var node = glb.add("animations").put("name", "anim " + a + " (state " + timeline.state() + ")");
        rig.animate(node.putArray("samplers"), node.putArray("channels"), input, frames,
                f -> animation.poses().evaluate(model, a, timeline.frameStart() + f, 0, rig.pose()));
    }
}
