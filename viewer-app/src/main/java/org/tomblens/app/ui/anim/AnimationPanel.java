package org.tomblens.app.ui.anim;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.flag.ImGuiDir;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.FileKind;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
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
                    Dock.RIGHT_TOP).openedFor(FileKind.LIBRARY);

    private final ModelListView models = new ModelListView();
    private final AnimationTable animations = new AnimationTable();
    private final float[] speed = {1f};
    // The controls reported to the event log, by number.
    static final int TO_START = 0;
    static final int STEP_BACK = 1;
    static final int PLAY = 2;
    static final int STEP_FORWARD = 3;
    static final int TO_END = 4;
    static final int TIMELINE_START = 5;
    static final int TIMELINE_END = 6;
    static final int FIRST_MODEL = 7;
    static final int FIRST_ANIMATION = 8;
    static final int SECOND_ANIMATION = 9;
    static final int THIRD_ANIMATION = 10;
    static final int STATE_GRAPH = 11;

    public AnimationPanel() {
        super(DESCRIPTION, List.of("toStart", "stepBack", "play", "stepForward", "toEnd", "timelineStart",
                "timelineEnd", "firstModel", "firstAnimation", "secondAnimation", "thirdAnimation", "stateGraph"));
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var session = context.session();
        var player = session.player();
        var chosen = models.draw(session, player.hasAnimations() ? 0.3f : 0.55f, places());
        if (chosen != null) {
            context.actions().play(chosen);
        }
        ImGui.separator();
        subjectLine(context, session);
        var subject = player.subject();
        if (subject instanceof Subject.Static stat) {
            staticFacts(session, stat.staticIndex());
        } else if (subject.modelIndex() >= 0 && !player.hasAnimations()) {
            ImGui.textDisabled("This model has no animations: it is shown at rest.");
        } else if (player.hasAnimations()) {
            if (ImGui.smallButton("State graph")) {
                context.actions().showStateGraph();
            }
            places().remember(STATE_GRAPH);
            if (ImGui.isItemHovered()) {
                ImGui.setTooltip("The model's states and the changes between them, in the States panel");
            }
            ImGui.sameLine();
            if (ImGui.smallButton("Export model...")) {
                context.actions().exportModel(subject.modelIndex());
            }
            if (ImGui.isItemHovered()) {
                ImGui.setTooltip("The model as glTF 2.0 (.glb), skinned, with all its animations");
            }
            animations.draw(player, session.level().animation(), session.names(), 0.35f, places());
            transport(session, player);
            TimelineView.draw(player, session.level().version(), places());
            frameFacts(session, player);
        }
    }

    /** The panel tells only where its controls are: the player tells what it shows. */
    @Override
    protected Map<String, Object> facts(ViewerContext context) {
        return Map.of();
    }

    private static void subjectLine(ViewerContext context, LevelSession session) {
        var player = session.player();
        var subject = player.subject();
        if (subject instanceof Subject.InPlace inPlace) {
            ImGui.textWrapped("Entity " + session.loaded().descriptions().entity(inPlace.entity())
                    + ", in its place in the level (the other entities are paused)");
            if (ImGui.smallButton("Stop playing in place")) {
                context.actions().play(new Subject.Model(inPlace.modelIndex()));
            }
        } else if (subject instanceof Subject.Model model) {
            ImGui.text(session.names().model(model.modelIndex()) + " (type "
                    + session.level().animation().models().get(model.modelIndex()).id() + ")");
        } else if (subject instanceof Subject.Static stat) {
            ImGui.text(session.names().staticMesh(stat.staticIndex()) + " (static mesh)");
        } else {
            ImGui.textDisabled("Choose a model above, or an entity in the level.");
        }
        var selected = session.selection().entity();
        if (selected >= 0 && !(subject instanceof Subject.InPlace inPlace && inPlace.entity() == selected)) {
            if (ImGui.smallButton("Play the selected entity #" + selected + " in place")) {
                context.actions().play(new Subject.InPlace(selected, -1));
            }
        }
    }

    private void transport(LevelSession session, ModelPlayer player) {
        var cues = session.cues();
        if (ImGui.button("|<")) {
            player.toStart();
        }
        control(TO_START, "Go to the first frame (Home)");
        ImGui.sameLine();
        if (ImGui.arrowButton("##back", ImGuiDir.Left)) {
            player.stepBack();
        }
        control(STEP_BACK, "One frame back (,)");
        ImGui.sameLine();
        if (ImGui.button(player.isPlaying() ? "Pause" : "Play ", em(4), 0)) {
            player.setPlaying(!player.isPlaying());
        }
        control(PLAY, "Play or pause (Space)");
        ImGui.sameLine();
        if (ImGui.arrowButton("##forward", ImGuiDir.Right)) {
            player.stepForward(cues);
        }
        control(STEP_FORWARD, "One frame on (.)");
        ImGui.sameLine();
        if (ImGui.button(">|")) {
            player.toEnd();
        }
        control(TO_END, "Go to the last frame (End)");
        ImGui.sameLine();
        atEnd(player, "Stop", Playhead.AtEnd.STOP, "Stop at the last frame");
        ImGui.sameLine();
        atEnd(player, "Loop", Playhead.AtEnd.LOOP, "Play the animation again from its start");
        ImGui.sameLine();
        atEnd(player, "Chain", Playhead.AtEnd.CHAIN, "Go on to the next animation at its next frame, as the game does");
        speed[0] = player.speed();
        ImGui.setNextItemWidth(em(10.5f));
        if (ImGui.sliderFloat("Speed", speed, ModelPlayer.SLOWEST, ModelPlayer.FASTEST, "%.1fx")) {
            player.setSpeed(speed[0]);
        }
        ImGui.sameLine();
        if (ImGui.checkbox("Play sounds", cues.enabled())) {
            cues.setEnabled(!cues.enabled());
        }
        tip("Play the animation's sound commands at their frames");
        ImGui.sameLine();
        if (ImGui.checkbox("In water", cues.inWater())) {
            cues.setInWater(!cues.inWater());
        }
        tip("Sounds flagged for water play only when this is on; those flagged for land only when it is off");
    }

    private static void atEnd(ModelPlayer player, String label, Playhead.AtEnd mode, String tip) {
        if (ImGui.radioButton(label, player.atEnd() == mode)) {
            player.setAtEnd(mode);
        }
        tip(tip);
    }

    private static void frameFacts(LevelSession session, ModelPlayer player) {
        var head = player.playhead();
        var timeline = head.timeline();
        var data = session.level().animation();
        var own = head.animation() - data.firstAnimation(player.subject().modelIndex());
        ImGui.text(String.format(Locale.ROOT, "Animation %d (own %d), state %d: frame %d (+%.2f) of %d–%d",
                head.animation(), own, timeline.state(), head.frame(), head.fraction(), head.firstFrame(),
                head.lastFrame()));
        ImGui.text("Keyframe " + player.keyframe() + " of " + player.keyframeCount() + " (every " + timeline.frameRate()
                + " frames)" + (player.onKeyframe() ? ", shown as stored" : ", interpolated"));
        var chain = head.chainProblem(head.animation());
        ImGui.text("Next: animation " + timeline.nextAnimation() + " at frame " + timeline.nextFrame()
                + (chain == null ? "" : " (not followed: " + chain + ")"));
        for (var mesh : session.loaded().animation().poses().skeleton(player.subject().modelIndex()).emptyPops()) {
            ImGui.textColored(1f, 0.6f, 0.3f, 1f, "Mesh tree: " + Skeleton.emptyPopMessage(mesh) + ".");
        }
        var pose = player.pose();
        ImGui.text(String.format(Locale.ROOT, "Box: x %.0f..%.0f, y %.0f..%.0f, z %.0f..%.0f", pose.boundingBox(0),
                pose.boundingBox(1), pose.boundingBox(2), pose.boundingBox(3), pose.boundingBox(4), pose.boundingBox(5)));
        ImGui.text(String.format(Locale.ROOT, "Root offset: %.1f, %.1f, %.1f", pose.position(0, 0), pose.position(0, 1),
                pose.position(0, 2)));
        var recent = session.cues().recent();
        if (!recent.isEmpty()) {
            ImGui.textDisabled("Commands passed:");
            for (var line : recent) {
                ImGui.textDisabled("  " + line);
            }
        }
    }

    private static void staticFacts(LevelSession session, int index) {
        var stat = session.level().staticMeshes().get(index);
        ImGui.text("Type " + stat.id() + ", mesh " + stat.mesh() + ", flags 0x" + Integer.toHexString(stat.flags()));
        ImGui.textColored(0.3f, 0.85f, 1f, 1f, "Visibility box: " + box(stat.visibility()));
        ImGui.textColored(1f, 0.45f, 0.25f, 1f, "Collision box: " + box(stat.collision()));
    }

    private static String box(BoundingBox box) {
        return "x " + box.minX() + ".." + box.maxX() + ", y " + box.minY() + ".." + box.maxY() + ", z " + box.minZ()
                + ".." + box.maxZ();
    }

    /** Remembers where the last item was drawn as control {@code place}, and gives it a tooltip. */
    private void control(int place, String tip) {
        places().remember(place);
        tip(tip);
    }

    private static void tip(String text) {
        if (ImGui.isItemHovered()) {
            ImGui.setTooltip(text);
        }
    }
}
