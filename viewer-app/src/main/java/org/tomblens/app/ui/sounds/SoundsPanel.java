package org.tomblens.app.ui.sounds;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.callback.ImListClipperCallback;
import imgui.flag.ImGuiCol;
import imgui.flag.ImGuiColorEditFlags;
import imgui.flag.ImGuiSelectableFlags;
import imgui.flag.ImGuiTableFlags;
import imgui.flag.ImGuiTreeNodeFlags;
import imgui.type.ImString;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.Played;
import org.tomblens.app.report.Reports;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.MadeAside;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.format.sound.LoopMode;
import org.tomblens.render.overlay.OverlayColours;

/**
 * The level's sounds: the sound map as a table whose sounds play as the game plays them, every sample to
 * play as stored, and the sound sources to fly to, mark in the view and hear as the camera passes; master
 * volume and stop; what is missing, and whether there is an audio device at all.
 */
public final class SoundsPanel extends DockPanel {
    public static final String TITLE = "Sounds";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, true, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);
    private static final int TABLE_FLAGS = ImGuiTableFlags.RowBg | ImGuiTableFlags.ScrollY | ImGuiTableFlags.ScrollX
            | ImGuiTableFlags.BordersInnerV | ImGuiTableFlags.Resizable | ImGuiTableFlags.SizingFixedFit;
    private static final float[] WARNING = {1f, 0.6f, 0.3f, 1f};
    /** The sources table adds two live columns to what a row holds. */
    private static final List<String> SOURCE_COLUMNS = with(SourceRow.COLUMNS, "Distance", "Now");
    /** The sound map and samples tables start with a column of Play buttons. */
    private static final List<String> SOUND_COLUMNS = with(List.of(""), SoundRow.COLUMNS);
    private static final List<String> SAMPLE_COLUMNS = with(List.of(""), SampleRow.COLUMNS);
    /** How far from a chosen source the camera orbits it, in TR units (two sectors). */
    private static final float ORBIT_DISTANCE = 2048;
    /** How many lines of what is missing the event log repeats. */

    private final ImString soundFilter = new ImString(64);
    private final ImString sampleFilter = new ImString(64);
    private final ImString sourceFilter = new ImString(64);
    private final float[] volume = new float[1];
    private final RandomGenerator random = new SplittableRandom();
    private final SourceDistances distances = new SourceDistances();
    private final Runnable soundMapTab = this::soundMap;
    private final Runnable samplesTab = this::samples;
    private final Runnable sourcesTab = this::sources;
    private final Runnable tracksTab = this::tracks;
    private final TracksTab tracks = new TracksTab();
    /** The tables of the level's sounds, made aside (a retail level's took 30 ms); this frame's, or null. */
    private final MadeAside<LevelSounds, SoundTables> madeTables = new MadeAside<>(SoundTables::new);
    private SoundTables tables;
    private String deviceLine;
    private String lastPlayed = "";
    private int chosenSource = -1;
    /** This frame's context, for the table rows the clipper draws. */
    private ViewerContext frame;

    public SoundsPanel() {
        super(DESCRIPTION);
    }

    /** Whether there is an audio device is said with no level too. */
    @Override
    protected boolean needsLevel() {
        return false;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        frame = context;
        deviceStatus(context.audio().device());
        if (!context.hasLevel()) {
            Widgets.textDisabled("No level open.");
            return;
        }
        var sounds = context.audio().level().sounds();
        if (madeTables.isNew(sounds)) {
            distances.reset(sounds.sources().size());
            lastPlayed = "";
            chosenSource = -1;
        }
        tables = madeTables.get(sounds);
        if (tables == null) {
            Widgets.textDisabled("Listing the level's sounds...");
            return;
        }
        volumeAndStop(context);
        missing();
        // One line, always there, so the tables below stay where they are.
        if (lastPlayed.isEmpty()) {
            Widgets.textDisabled("Play a sound or a sample below.");
        } else {
            Widgets.text(lastPlayed);
            if (ImGui.isItemHovered()) {
                Widgets.setTooltip(lastPlayed);
            }
        }
        if (ImGui.beginTabBar("soundTabs")) {
            tab("Sound map", soundMapTab);
            tab("Samples", samplesTab);
            tab("Sources", sourcesTab);
            tab("Tracks", tracksTab);
            ImGui.endTabBar();
        }
    }

    private void tab(String label, Runnable body) {
        var shown = Widgets.beginTabItem(label);
        if (shown) {
            body.run();
            Widgets.endTabItem();
        }
    }

    private void deviceStatus(AudioPlayer player) {
        if (player.hasAudio()) {
            if (deviceLine == null) {
                deviceLine = "Sound: " + player.status();
            }
            Widgets.textDisabled(deviceLine);
        } else {
            // One line: the player's status says why there is no sound ("no audio device: ..."), this that the
            // rest of the panel still works.
            var status = player.status();
            ImGui.pushStyleColor(ImGuiCol.Text, WARNING[0], WARNING[1], WARNING[2], WARNING[3]);
            Widgets.textWrapped(Character.toUpperCase(status.charAt(0)) + status.substring(1) + "; everything else works.");
            ImGui.popStyleColor();
        }
    }

    private void volumeAndStop(ViewerContext context) {
        var player = context.audio().device();
        volume[0] = player.masterVolume() * 100;
        // The slider takes the line but for the button beside it.
        var stopAll = ImGui.calcTextSize("Stop all").x + ImGui.getStyle().getFramePaddingX() * 2
                + ImGui.getStyle().getItemSpacingX();
        ImGui.setNextItemWidth(Math.max(em(5), ImGui.getContentRegionAvailX() - stopAll));
        if (Widgets.sliderFloat("##volume", volume, 0, 100, "master volume %.0f%%")) {
            player.setMasterVolume(volume[0] / 100);
        }
        ImGui.sameLine();
        if (Widgets.button("Stop all")) {
            player.stopAll();
            context.audio().level().setPlaySources(false);
            lastPlayed = "Stopped every sound, and the sound sources.";
        }
    }

    private void missing() {
        Widgets.textWrapped(tables.samplesLine);
        var problems = tables.problems;
        if (problems.isEmpty()) {
            return;
        }
        ImGui.pushStyleColor(ImGuiCol.Text, WARNING[0], WARNING[1], WARNING[2], WARNING[3]);
        // Open from the start when nothing can play: that is the first thing to know.
        var shown = Widgets.collapsingHeader(tables.problemsHeader, tables.decoded == 0 ? ImGuiTreeNodeFlags.DefaultOpen : 0);
        ImGui.popStyleColor();
        if (shown) {
            var height = Math.min(problems.size() + 1, 6) * ImGui.getTextLineHeightWithSpacing();
            if (ImGui.beginChild("missingLines", 0, height, true)) {
                for (var line : problems) {
                    Widgets.textWrapped(line);
                }
            }
            ImGui.endChild();
        }
    }

    // --- tables ---

    /**
     * One of the panel's tables filling the rest of it, under its filter box (or a line saying it is empty),
     * with a frozen header row; the clipper draws the rows in view.
     */
    private void table(FilteredRows<?> rows, String empty, ImString filter, String hint,
                       List<String> columns, ImListClipperCallback row) {
        if (rows.all().isEmpty()) {
            Widgets.textDisabled(empty);
            return;
        }
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("##filter", hint, filter);
        rows.filter(filter.get());
        if (Widgets.beginTable("rows", columns.size(), TABLE_FLAGS, 0, ImGui.getContentRegionAvailY())) {
            ImGui.tableSetupScrollFreeze(0, 1);
            for (var name : columns) {
                ImGui.tableSetupColumn(name);
            }
            ImGui.tableHeadersRow();
            Widgets.clippedRows(rows.count(), row);
            Widgets.endTable();
        }
    }

    /** Starts a row with a Play button; true when it was pressed. */
    private boolean playButton(int id) {
        ImGui.tableNextRow();
        ImGui.tableSetColumnIndex(0);
        ImGui.pushID(id);
        var pressed = Widgets.smallButton("Play");
        ImGui.popID();
        return pressed;
    }

    /** A row's texts from {@code from} on, text i in column i + {@code shift}, greyed when the row has nothing to play. */
    private static void cells(List<String> cells, int from, int shift, boolean playable) {
        for (int i = from; i < cells.size(); i++) {
            ImGui.tableSetColumnIndex(i + shift);
            if (playable) {
                Widgets.text(cells.get(i));
            } else {
                Widgets.textDisabled(cells.get(i));
            }
        }
    }

    private static List<String> with(List<String> first, List<String> then) {
        var all = new ArrayList<>(first);
        all.addAll(then);
        return List.copyOf(all);
    }

    private static List<String> with(List<String> first, String... then) {
        return with(first, List.of(then));
    }

    private void reportPlayed(String kind, int number, Played played) {
        lastPlayed = describe(kind + " " + number, played);
        tellPlayed(frame.reports(), kind, number, played, frame.audio().device());
    }

    // --- the sound map and the samples ---

    private final ImListClipperCallback soundRow = new ImListClipperCallback() {
        @Override
        public void accept(int k) {
            var row = tables.soundMap.shown(k);
            if (playButton(row.soundId())) {
                reportPlayed("sound", row.soundId(), frame.audio().device().trigger(row.soundId(), random));
            }
            cells(row.cells(), 0, 1, row.playable());
        }
    };

    private void soundMap() {
        table(tables.soundMap, "The level's sound map names no sounds.", soundFilter,
                "filter: sound id or sample number, loop mode, flag, chance, missing",
                SOUND_COLUMNS, soundRow);
    }

    private final ImListClipperCallback sampleRow = new ImListClipperCallback() {
        @Override
        public void accept(int k) {
            var row = tables.samples.shown(k);
            if (playButton(row.number())) {
                reportPlayed("sample", row.number(), frame.audio().device().triggerSample(row.number()));
            }
            cells(row.cells(), 0, 1, row.playable());
        }
    };

    private void samples() {
        table(tables.samples, "The level defines no samples.", sampleFilter,
                "filter: sample number or sound id, encoding, missing, unreadable",
                SAMPLE_COLUMNS, sampleRow);
    }

    // --- the sound sources ---

    private final ImListClipperCallback sourceRow = new ImListClipperCallback() {
        @Override
        public void accept(int k) {
            var row = tables.sources.shown(k);
            var audio = frame.audio().level();
            var sources = audio.sounds().sources();
            var eye = frame.camera().position();
            ImGui.tableNextRow();
            ImGui.tableSetColumnIndex(0);
            ImGui.pushID(row.index());
            ImGui.colorButton("##colour", OverlayColours.soundSource(row.source()), ImGuiColorEditFlags.NoTooltip, 12, 12);
            ImGui.sameLine();
            if (Widgets.selectable(row.cells().get(0), row.index() == chosenSource, ImGuiSelectableFlags.SpanAllColumns)) {
                chosenSource = row.index();
                frame.navigation().orbit(row.source().x(), row.source().y(), row.source().z(), ORBIT_DISTANCE);
            }
            ImGui.popID();
            cells(row.cells(), 1, 0, true);
            ImGui.tableSetColumnIndex(row.cells().size());
            Widgets.text(distances.text(row.index(),
                    sources.distance(row.index(), eye.x(), eye.y(), eye.z())));
            ImGui.tableSetColumnIndex(row.cells().size() + 1);
            if (audio.isPlaying(row.index())) {
                Widgets.text("playing");
            } else if (sources.audible(row.index(), eye.x(), eye.y(), eye.z(), frame.flips().anyOn())) {
                Widgets.textDisabled("in range");
            }
        }
    };

    private void tracks() {
        tracks.draw(frame.level().prepared(), frame.audio().device());
    }

    private void sources() {
        var options = frame.visibility().options();
        if (Widgets.checkbox("Show them in the view", options.showSoundSources)) {
            options.showSoundSources = !options.showSoundSources;
        }
        var audio = frame.audio().level();
        if (Widgets.checkbox("Play those within range of the camera", audio.playsSources())) {
            audio.setPlaySources(!audio.playsSources());
        }
        legend();
        Widgets.textDisabled(frame.flips().anyOn()
                ? "The level is flipped (Render panel): 'alternate only' and 'always' sources play."
                : "The level is not flipped: 'original only' and 'always' sources play.");
        table(tables.sources, "The level has no sound sources.", sourceFilter,
                "filter: index or sound id, always, original, alternate, missing",
                SOURCE_COLUMNS, sourceRow);
    }

    private static void legend() {
        swatch("##always", OverlayColours.SOUND_ALWAYS, "always");
        ImGui.sameLine();
        swatch("##original", OverlayColours.SOUND_NOT_FLIPPED, "original only");
        ImGui.sameLine();
        swatch("##alternate", OverlayColours.SOUND_FLIPPED, "alternate only");
        ImGui.sameLine();
        swatch("##never", OverlayColours.SOUND_NEVER, "never");
    }

    private static void swatch(String id, float[] colour, String label) {
        ImGui.colorButton(id, colour, ImGuiColorEditFlags.NoTooltip, 12, 12);
        ImGui.sameLine();
        Widgets.text(label);
    }

    // --- what the panel says and reports ---

    /** The line the panel shows after a Play: what started, or why nothing did. */
    static String describe(String what, Played played) {
        if (played instanceof Played.Started started) {
            var playback = started.voice().playback();
            return String.format(Locale.ROOT, "Played %s: sample %d at ×%.3f, gain %.2f%s.", what, playback.sample(),
                    playback.pitch(), playback.gain(), playback.loopMode() == LoopMode.LOOPED ? ", looping until stopped"
                            : "");
        }
        return "Did not play " + what + ": " + ((Played.Silent) played).why() + ".";
    }

    /**
     * Tells of a Play: what was asked for and whether a voice is playing it on the device; when one is, its
     * sample, rate and gain, else why none is.
     */
    static void tellPlayed(Reports reports, String kind, int number, Played played, AudioPlayer player) {
        var event = new LinkedHashMap<String, Object>();
        event.put(kind, number);
        if (played instanceof Played.Started started) {
            var playback = started.voice().playback();
            event.put("playing", player.isPlaying(started.voice()));
            event.put("sample", playback.sample());
            event.put("pitch", playback.pitch());
            event.put("gain", playback.gain());
        } else {
            event.put("playing", false);
            event.put("why", ((Played.Silent) played).why());
        }
        event.put("device", player.status());
        reports.tell("played", event);
    }

}
