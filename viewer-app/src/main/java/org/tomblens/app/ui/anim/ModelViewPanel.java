package org.tomblens.app.ui.anim;

import imgui.ImGui;
import imgui.flag.ImGuiWindowFlags;
import java.util.Arrays;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.render.stage.ModelStage;
import org.tomblens.render.view.Camera;

/**
 * The player's model alone, on a neutral background over a floor grid, inside its boxes: drag to turn
 * around it, the wheel to come closer. The view frames the box of the animation's first frame, so that it
 * holds still while the model moves.
 */
public final class ModelViewPanel extends DockPanel {
    public static final String TITLE = "Model view";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, false, Dock.LEFT_BOTTOM, Dock.RIGHT_BOTTOM,
                    Dock.MIDDLE).openedFor(FileKind.LIBRARY)
            .broughtUpBy(Occasion.PLAYED);
    private static final float START_YAW = (float) (Math.PI + 0.6);
    // Negative pitch looks down: the view comes from above the floor, as a person stands.
    private static final float START_PITCH = -0.3f;
    private static final float START_ZOOM = 1.4f;

    private final Camera camera = new Camera();
    private float yaw = START_YAW;
    private float pitch = START_PITCH;
    private float zoom = START_ZOOM;
    /** The box the view frames, and what it was taken from. */
    private final float[] framed = new float[6];
    private Subject framedSubject = Subject.NONE;
    private int framedAnimation = -1;

    public ModelViewPanel() {
        super(DESCRIPTION);
        camera.setVerticalFovDegrees(45);
    }

    /** The image fills the window: the wheel zooms it rather than scrolling. */
    @Override
    protected int windowFlags() {
        return ImGuiWindowFlags.NoScrollbar | ImGuiWindowFlags.NoScrollWithMouse;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        if (context.playback().player().subject() instanceof Subject.None) {
            Widgets.textDisabled("Choose a model in the Animation panel.");
            return;
        }
        var onScreen = context.level();
        var player = context.playback().player();
        var width = (int) Math.max(16, ImGui.getContentRegionAvailX());
        var height = (int) Math.max(16, ImGui.getContentRegionAvailY() - ImGui.getFrameHeightWithSpacing());
        frame(onScreen, player);
        ModelStage.aim(camera, framed[0], framed[1], framed[2], framed[3], framed[4], framed[5], yaw, pitch, zoom);
        var stage = onScreen.stage();
        int texture;
        if (player.subject() instanceof Subject.Static stat) {
            var mesh = onScreen.level().staticMeshes().get(stat.staticIndex());
            texture = stage.drawStatic(stat.staticIndex(), mesh.visibility(), mesh.collision(), camera, width, height,
                    context.visibility().options(), context.seconds());
        } else if (player.subject() instanceof Subject.Mesh mesh) {
            texture = stage.drawMesh(mesh.pointer(), meshBox(onScreen, mesh.pointer()), camera, width, height,
                    context.visibility().options(), context.seconds());
        } else {
            texture = stage.drawModel(player.subject().modelIndex(), player.pose(), camera, width, height,
                    context.visibility().options(), context.seconds());
        }
        ImGui.image(texture, width, height, 0, 1, 1, 0);
        orbit();
        if (Widgets.smallButton("Reset view")) {
            yaw = START_YAW;
            pitch = START_PITCH;
            zoom = START_ZOOM;
        }
        ImGui.sameLine();
        Widgets.textDisabled(stage.triangles() + " triangles; drag to turn, wheel to zoom");
    }

    /** Left drag on the image turns the view around the model; the wheel zooms. */
    private void orbit() {
        if (!ImGui.isItemHovered() && !ImGui.isItemActive()) {
            return;
        }
        var io = ImGui.getIO();
        if (ImGui.isMouseDown(0)) {
            yaw -= io.getMouseDeltaX() * 0.01f;
            pitch = Math.max(-1.5f, Math.min(1.5f, pitch + io.getMouseDeltaY() * 0.01f));
        }
        var wheel = io.getMouseWheel();
        if (wheel != 0) {
            zoom = Math.max(0.2f, Math.min(5f, zoom * (float) Math.pow(0.88, wheel)));
        }
    }

    /** Takes the box to frame from the first frame of the animation shown, when either changes. */
    private void frame(LevelService onScreen, ModelPlayer player) {
        var subject = player.subject();
        var animation = player.hasAnimations() ? player.playhead().animation() : -1;
        if (subject.equals(framedSubject) && animation == framedAnimation) {
            return;
        }
        framedSubject = subject;
        framedAnimation = animation;
        if (subject instanceof Subject.Static stat) {
            setFramed(onScreen.level().staticMeshes().get(stat.staticIndex()).visibility());
            return;
        }
        if (subject instanceof Subject.Mesh mesh) {
            setFramed(meshBox(onScreen, mesh.pointer()));
            return;
        }
        var model = subject.modelIndex();
        var animationData = onScreen.prepared().animation();
        var pose = animation < 0 ? player.pose() : animationData.poses().pose(model, animation,
                animationData.timelines().get(animation).frameStart(), 0);
        setFramed(pose.boundingBox(0), pose.boundingBox(1), pose.boundingBox(2), pose.boundingBox(3),
                pose.boundingBox(4), pose.boundingBox(5));
        if (Arrays.equals(framed, new float[6])) {
            setFramed(-512, 512, -1024, 0, -512, 512);
        }
    }

    /** The box of a mesh's vertices, as stored. */
    private static BoundingBox meshBox(LevelService onScreen, int pointer) {
        var vertices = onScreen.level().meshes().get(pointer).vertices();
        if (vertices.isEmpty()) {
            return new BoundingBox(0, 0, 0, 0, 0, 0);
        }
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int minZ = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        int maxZ = Integer.MIN_VALUE;
        for (var vertex : vertices) {
            minX = Math.min(minX, vertex.x());
            maxX = Math.max(maxX, vertex.x());
            minY = Math.min(minY, vertex.y());
            maxY = Math.max(maxY, vertex.y());
            minZ = Math.min(minZ, vertex.z());
            maxZ = Math.max(maxZ, vertex.z());
        }
        return new BoundingBox(minX, maxX, minY, maxY, minZ, maxZ);
    }

    private void setFramed(BoundingBox box) {
        setFramed(box.minX(), box.maxX(), box.minY(), box.maxY(), box.minZ(), box.maxZ());
    }

    private void setFramed(float minX, float maxX, float minY, float maxY, float minZ, float maxZ) {
        framed[0] = minX;
        framed[1] = maxX;
        framed[2] = minY;
        framed[3] = maxY;
        framed[4] = minZ;
        framed[5] = maxZ;
    }
}
