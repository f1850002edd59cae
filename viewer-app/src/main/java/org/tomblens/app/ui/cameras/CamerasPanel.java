package org.tomblens.app.ui.cameras;

import imgui.ImGui;
import imgui.flag.ImGuiTreeNodeFlags;
import imgui.type.ImString;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.floordata.CameraTriggers;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.floordata.TriggerReference;
import org.tomblens.format.flyby.FlybyFlag;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.flyby.FlybySequence;
import org.tomblens.format.model.FixedCamera;

/**
 * The level's cameras (§9.5, §9.6): its flyby sequences, each with Play / Pause, Stop and a scrub bar, its cameras
 * and the flags they use; its fixed cameras with the entity their triggers make them look at; its sinks with their
 * strength and box. Choosing a row flies there (a flyby camera: stands there, looking where it looks), and below
 * it the triggers that use it, each a link to its sector. The filter keeps the rows whose number, or whose flags'
 * words, match.
 */
public final class CamerasPanel extends DockPanel {
    public static final String TITLE = "Cameras";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);

    private final ImString filter = new ImString(64);
    private final float[] scrub = new float[1];
    /** The fixed camera or sink chosen, whose triggers are listed; -1 for none. */
    private int chosen = -1;
    private TargetKind chosenKind = TargetKind.CAMERA;

    public CamerasPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var level = context.level().level();
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("##filter", "filter: number, or a flag's words (loop, hold, jump …)", filter);
        var words = filter.get().trim().toLowerCase(Locale.ROOT);
        var sequences = context.level().prepared().flybySequences();
        var paths = context.level().prepared().flybyPaths();
        if (!paths.isEmpty() && Widgets.collapsingHeader("Flyby sequences (" + paths.size() + ")",
                ImGuiTreeNodeFlags.DefaultOpen)) {
            for (int i = 0; i < paths.size(); i++) {
                if (matchesSequence(sequences.get(i), words, context)) {
                    sequence(context, sequences.get(i), paths.get(i));
                }
            }
        }
        var triggers = context.level().prepared().triggers();
        var cameras = level.cameras();
        var fixed = new ArrayList<Integer>();
        var sinks = new ArrayList<Integer>();
        for (int i = 0; i < cameras.size(); i++) {
            if (CameraTriggers.isSink(triggers, i) && matches(i, "sink", words)) {
                sinks.add(i);
            }
            if (CameraTriggers.isCamera(triggers, i) && matches(i, "camera", words)) {
                fixed.add(i);
            }
        }
        if (Widgets.collapsingHeader("Fixed cameras (" + fixed.size() + ")", ImGuiTreeNodeFlags.DefaultOpen)
                && Tables.begin("fixed", 0.5f, "#", "Position", "Room", "Looks at", "Triggers")) {
            for (int row = 0; row < fixed.size(); row++) {
                var index = fixed.get(row);
                var camera = cameras.get(index);
                var selected = chosen == index && chosenKind == TargetKind.CAMERA;
                if (Tables.row(List.of(Integer.toString(index), position(camera), Integer.toString(camera.room()),
                        looksAt(triggers, index), Integer.toString(triggers.actingOn(TargetKind.CAMERA, index).size())),
                        selected, hidden(context, index), on -> hide(context, index, on))) {
                    choose(context, TargetKind.CAMERA, index);
                }
            }
            Widgets.endTable();
        }
        if (Widgets.collapsingHeader("Sinks (" + sinks.size() + ")", ImGuiTreeNodeFlags.DefaultOpen)
                && Tables.begin("sinks", 0.5f, "#", "Position", "Strength", "Box", "Triggers")) {
            for (var index : sinks) {
                var sink = cameras.get(index);
                if (Tables.row(List.of(Integer.toString(index), position(sink), Integer.toString(sink.room()),
                        Integer.toString(sink.flag()), Integer.toString(triggers.actingOn(TargetKind.SINK, index)
                                .size())), chosen == index && chosenKind == TargetKind.SINK, hidden(context, index),
                        on -> hide(context, index, on))) {
                    choose(context, TargetKind.SINK, index);
                }
            }
            Widgets.endTable();
        }
        if (chosen >= 0) {
            usedBy(context, triggers.actingOn(chosenKind, chosen));
        }
    }

    /** Whether camera or sink {@code index} is hidden, as its Hide check box and a script's {@code visible} say. */
    private static boolean hidden(ViewerContext context, int index) {
        return !context.level().shown(LevelService.Part.CAMERA_SINK, index);
    }

    private static void hide(ViewerContext context, int index, boolean hidden) {
        context.level().show(LevelService.Part.CAMERA_SINK, index, !hidden);
    }

    /** A sequence's line, its buttons and scrub bar, and its cameras under it. */
    private void sequence(ViewerContext context, FlybySequence sequence, FlybyPath path) {
        var playback = context.playback().flyby();
        var cameras = sequence.cameras();
        var active = playback.sequence() == path.sequence();
        var playing = active && playback.playing();
        ImGui.pushID(path.sequence());
        if (Widgets.button(playing ? "Pause" : "Play")) {
            if (playing) {
                playback.pause();
            } else {
                playback.play(path);
            }
        }
        ImGui.sameLine();
        if (Widgets.button("Stop") && active) {
            context.navigation().flyToFlyby(path.sequence());
        }
        ImGui.sameLine();
        var flags = FlybyFlag.meanings(sequence.flagsUsed(), context.level().level().version());
        Widgets.text(String.format("Sequence %d: %d cameras, %.2f s%s", path.sequence(), cameras.size(),
                path.seconds(), flags.isEmpty() ? "" : "; " + String.join(", ", flags)));
        if (active) {
            scrub[0] = (float) playback.time();
            ImGui.setNextItemWidth(-1);
            if (Widgets.sliderFloat("##scrub", scrub, 0, (float) path.seconds(), "%.2f s")) {
                playback.pause();
                playback.seek(scrub[0]);
            }
        }
        path.warnings().forEach(Widgets::textDisabled);
        if (Widgets.treeNode("cameras", "Cameras of sequence " + path.sequence())) {
            for (var camera : cameras) {
                var line = String.format("%d: at %d %d %d, FOV %.0f°, roll %.0f°, speed %d, timer %d%s",
                        camera.index(), camera.x(), camera.y(), camera.z(), camera.fov() / FlybyPath.STORED_PER_DEGREE,
                        camera.roll() / FlybyPath.STORED_PER_DEGREE, camera.speed(), camera.timer(),
                        FlybyFlag.meanings(camera.flags(), context.level().level().version()).stream()
                                .map(meaning -> "; " + meaning).reduce("", String::concat));
                if (Widgets.selectable(line)) {
                    context.navigation().flyToFlyby(path.sequence());
                    context.navigation().standAt(camera.x(), camera.y(), camera.z(), camera.dx(), camera.dy(),
                            camera.dz());
                }
            }
            ImGui.treePop();
        }
        ImGui.separator();
        ImGui.popID();
    }

    private void choose(ViewerContext context, TargetKind kind, int index) {
        chosen = index;
        chosenKind = kind;
        context.visibility().options().showCameras = true;
        context.navigation().flyToCamera(index);
    }

    /** The triggers that use the camera or sink chosen, each a link to its sector. */
    private static void usedBy(ViewerContext context, List<TriggerReference> references) {
        Widgets.text(references.isEmpty() ? "No trigger uses it." : "Used by the triggers of:");
        for (int i = 0; i < references.size(); i++) {
            var sector = references.get(i).sector();
            if (Widgets.selectable("room " + sector.room() + ", sector " + sector.x() + ", " + sector.z() + "##" + i)) {
                context.navigation().flyToSector(sector.room(), sector.x(), sector.z());
            }
        }
    }

    /** The entities the triggers using fixed camera {@code index} make it look at. */
    private static String looksAt(TriggerIndex triggers, int index) {
        var entities = CameraTriggers.lookedAt(triggers, index);
        return entities.isEmpty() ? "" : "entity " + String.join(", ", entities.stream().map(String::valueOf).toList());
    }

    private static boolean matchesSequence(FlybySequence sequence, String words, ViewerContext context) {
        if (words.isEmpty() || words.equals(Integer.toString(sequence.number())) || "flyby".startsWith(words)) {
            return true;
        }
        return FlybyFlag.meanings(sequence.flagsUsed(), context.level().level().version()).stream()
                .anyMatch(meaning -> meaning.contains(words));
    }

    private static boolean matches(int index, String kind, String words) {
        return words.isEmpty() || words.equals(Integer.toString(index)) || kind.startsWith(words);
    }

    private static String position(FixedCamera camera) {
        return camera.x() + ", " + camera.y() + ", " + camera.z();
    }

}
