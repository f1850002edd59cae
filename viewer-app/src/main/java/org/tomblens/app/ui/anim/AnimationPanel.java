package org.tomblens.app.ui.anim;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.flag.ImGuiDir;
import java.util.Locale;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.anim.SoundCues;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.anim.Skeleton;
import org.tomblens.format.model.BoundingBox;

/**
 * The animation player: choose a model (or static) of the level or library, or play an entity in its place
 * in the level; choose an animation; play, pause, step, loop or follow the chain at a chosen speed; scrub
 * the timeline with its state changes and commands; read the facts of the frame shown.
 */
public final class AnimationPanel extends DockPanel {
    public static final String TITLE = "Animation";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, false, Dock.RIGHT_TOP, Dock.RIGHT_TOP,
                    Dock.RIGHT_TOP).openedFor(FileKind.LIBRARY)
            .broughtUpBy(Occasion.PLAYED);

    private final ModelListView models = new ModelListView();
    private final AnimationTable animations = new AnimationTable();
    private final float[] speed = {1f};

    public AnimationPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var onScreen = context.level();
        var player = context.playback().player();
        var chosen = models.draw(onScreen, player.subject(), player.hasAnimations() ? 0.3f : 0.55f);
        if (chosen != null) {
            context.playback().play(chosen);
        }
        ImGui.separator();
        subjectLine(context, onScreen);
        var subject = player.subject();
        if (subject instanceof Subject.Static stat) {
            staticFacts(onScreen, stat.staticIndex());
        } else if (subject.modelIndex() >= 0 && !player.hasAnimations()) {
            Widgets.textDisabled("This model has no animations: it is shown at rest.");
        } else if (player.hasAnimations()) {
            if (Widgets.smallButton("State graph")) {
                context.playback().showStateGraph();
            }
            if (ImGui.isItemHovered()) {
                Widgets.setTooltip("The model's states and the changes between them, in the States panel");
            }
            ImGui.sameLine();
            if (Widgets.smallButton("Export model...")) {
                context.exports().exportModel(subject.modelIndex());
            }
            if (ImGui.isItemHovered()) {
                Widgets.setTooltip("The model as glTF 2.0 (.glb), skinned, with all its animations");
            }
            animations.draw(player, onScreen.level().animation(), onScreen.names(), 0.35f);
            transport(context.playback().cues(), player);
            TimelineView.draw(player, onScreen.level().version());
            frameFacts(onScreen, player, context.playback().cues());
        }
    }

    private static void subjectLine(ViewerContext context, LevelService onScreen) {
        var subject = context.playback().player().subject();
        if (subject instanceof Subject.InPlace inPlace) {
            Widgets.textWrapped("Entity " + onScreen.prepared().descriptions().entity(inPlace.entity())
                    + ", in its place in the level (the other entities are paused)");
            if (Widgets.smallButton("Stop playing in place")) {
                context.playback().play(new Subject.Model(inPlace.modelIndex()));
            }
        } else if (subject instanceof Subject.Model model) {
            Widgets.text(onScreen.names().model(model.modelIndex()) + " (type "
                    + onScreen.level().animation().models().get(model.modelIndex()).id() + ")");
        } else if (subject instanceof Subject.Static stat) {
            Widgets.text(onScreen.names().staticMesh(stat.staticIndex()) + " (static mesh)");
        } else if (subject instanceof Subject.Mesh mesh) {
            Widgets.text("Mesh " + mesh.pointer() + " of the mesh table, as stored");
        } else {
            Widgets.textDisabled("Choose a model above, or an entity in the level.");
        }
        var selected = context.selection().selectedEntity();
        if (selected >= 0 && !(subject instanceof Subject.InPlace inPlace && inPlace.entity() == selected)) {
            if (Widgets.smallButton("Play the selected entity #" + selected + " in place")) {
                context.playback().play(new Subject.InPlace(selected, -1));
            }
        }
    }

    private void transport(SoundCues cues, ModelPlayer player) {
        if (Widgets.button("|<")) {
            player.toStart();
        }
        tip("Go to the first frame (Home)");
        ImGui.sameLine();
        if (Widgets.arrowButton("##back", ImGuiDir.Left)) {
            player.stepBack();
        }
        tip("One frame back (,)");
        ImGui.sameLine();
        if (Widgets.button(player.isPlaying() ? "Pause" : "Play ", em(4), 0)) {
            player.setPlaying(!player.isPlaying());
        }
        tip("Play or pause (Space)");
        ImGui.sameLine();
        if (Widgets.arrowButton("##forward", ImGuiDir.Right)) {
            player.stepForward(cues);
        }
        tip("One frame on (.)");
        ImGui.sameLine();
        if (Widgets.button(">|")) {
            player.toEnd();
        }
        tip("Go to the last frame (End)");
        ImGui.sameLine();
        atEnd(player, "Stop", Playhead.AtEnd.STOP, "Stop at the last frame");
        ImGui.sameLine();
        atEnd(player, "Loop", Playhead.AtEnd.LOOP, "Play the animation again from its start");
        ImGui.sameLine();
        atEnd(player, "Chain", Playhead.AtEnd.CHAIN, "Go on to the next animation at its next frame, as the game does");
        speed[0] = player.speed();
        ImGui.setNextItemWidth(em(10.5f));
        if (Widgets.sliderFloat("Speed", speed, ModelPlayer.SLOWEST, ModelPlayer.FASTEST, "%.1fx")) {
            player.setSpeed(speed[0]);
        }
        ImGui.sameLine();
        if (Widgets.checkbox("Play sounds", cues.enabled())) {
            cues.setEnabled(!cues.enabled());
        }
        tip("Play the animation's sound commands at their frames");
        ImGui.sameLine();
        if (Widgets.checkbox("In water", cues.inWater())) {
            cues.setInWater(!cues.inWater());
        }
        tip("Sounds flagged for water play only when this is on; those flagged for land only when it is off");
    }

    private static void atEnd(ModelPlayer player, String label, Playhead.AtEnd mode, String tip) {
        if (Widgets.radioButton(label, player.atEnd() == mode)) {
            player.setAtEnd(mode);
        }
        tip(tip);
    }

    private static void frameFacts(LevelService onScreen, ModelPlayer player, SoundCues cues) {
        var head = player.playhead();
        var timeline = head.timeline();
        var data = onScreen.level().animation();
        var own = head.animation() - data.firstAnimation(player.subject().modelIndex());
        Widgets.text(String.format(Locale.ROOT, "Animation %d (own %d), state %d: frame %d (+%.2f) of %d–%d",
                head.animation(), own, timeline.state(), head.frame(), head.fraction(), head.firstFrame(),
                head.lastFrame()));
        Widgets.text("Keyframe " + player.keyframe() + " of " + player.keyframeCount() + " (every " + timeline.frameRate()
                + " frames)" + (player.onKeyframe() ? ", shown as stored" : ", interpolated"));
        var chain = head.chainProblem(head.animation());
        Widgets.text("Next: animation " + timeline.nextAnimation() + " at frame " + timeline.nextFrame()
                + (chain == null ? "" : " (not followed: " + chain + ")"));
        for (var mesh : onScreen.prepared().animation().poses().skeleton(player.subject().modelIndex()).emptyPops()) {
            Widgets.textColored(1f, 0.6f, 0.3f, 1f, "Mesh tree: " + Skeleton.emptyPopMessage(mesh) + ".");
        }
        var pose = player.pose();
        Widgets.text(String.format(Locale.ROOT, "Box: x %.0f..%.0f, y %.0f..%.0f, z %.0f..%.0f", pose.boundingBox(0),
                pose.boundingBox(1), pose.boundingBox(2), pose.boundingBox(3), pose.boundingBox(4), pose.boundingBox(5)));
        Widgets.text(String.format(Locale.ROOT, "Root offset: %.1f, %.1f, %.1f", pose.position(0, 0), pose.position(0, 1),
                pose.position(0, 2)));
        var recent = cues.recent();
        if (!recent.isEmpty()) {
            Widgets.textDisabled("Commands passed:");
            for (var line : recent) {
                Widgets.textDisabled("  " + line);
            }
        }
    }

    private static void staticFacts(LevelService onScreen, int index) {
        var stat = onScreen.level().staticMeshes().get(index);
        Widgets.text("Type " + stat.id() + ", mesh " + stat.mesh() + ", flags 0x" + Integer.toHexString(stat.flags()));
        Widgets.textColored(0.3f, 0.85f, 1f, 1f, "Visibility box: " + box(stat.visibility()));
        Widgets.textColored(1f, 0.45f, 0.25f, 1f, "Collision box: " + box(stat.collision()));
    }

    private static String box(BoundingBox box) {
        return "x " + box.minX() + ".." + box.maxX() + ", y " + box.minY() + ".." + box.maxY() + ", z " + box.minZ()
                + ".." + box.maxZ();
    }

    private static void tip(String text) {
        if (ImGui.isItemHovered()) {
            Widgets.setTooltip(text);
        }
    }
}
