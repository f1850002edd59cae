package org.tomblens.app.ui.sounds;

import imgui.ImGui;
import java.io.IOException;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.TrackDecoder;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.sound.SoundTracks;
import org.tomblens.format.sound.WaveFormatException;

/**
 * The Sounds panel's soundtracks: each track the level's triggers start, how many triggers start it, where its
 * audio was found (or why not), and a Play / Stop button for those that can be played here (WAV, OGG and MP3
 * files).
 */
final class TracksTab {
    private String status = "";

    /** Draws the tracks of {@code loaded}. */
    void draw(PreparedLevel loaded, AudioPlayer audio) {
        var tracks = loaded.tracks();
        if (tracks.isEmpty()) {
            Widgets.textDisabled("No trigger of this level starts a soundtrack.");
            return;
        }
        var playing = audio.trackPlaying();
        if (!status.isEmpty()) {
            Widgets.textWrapped(status);
        }
        if (Widgets.beginTable("tracks", 4, imgui.flag.ImGuiTableFlags.RowBg
                | imgui.flag.ImGuiTableFlags.ScrollY | imgui.flag.ImGuiTableFlags.Resizable)) {
            ImGui.tableSetupColumn("");
            ImGui.tableSetupColumn("Track");
            ImGui.tableSetupColumn("Triggers");
            ImGui.tableSetupColumn("Audio");
            ImGui.tableHeadersRow();
            for (var track : tracks) {
                ImGui.tableNextRow();
                ImGui.tableNextColumn();
                if (track.playable()) {
                    var label = (track.number() == playing ? "Stop" : "Play") + "##track" + track.number();
                    if (Widgets.smallButton(label)) {
                        toggle(track, audio, playing);
                    }
                }
                ImGui.tableNextColumn();
                Widgets.text(Integer.toString(track.number()));
                ImGui.tableNextColumn();
                Widgets.text(Integer.toString(loaded.triggers().actingOn(TargetKind.TRACK, track.number()).size()));
                ImGui.tableNextColumn();
                Widgets.text(track.where());
            }
            Widgets.endTable();
        }
    }

    private void toggle(SoundTracks.Track track, AudioPlayer audio, int playing) {
        if (track.number() == playing) {
            audio.stopTrack();
            status = "";
            return;
        }
        try {
            var pcm = TrackDecoder.decode(track);
            status = audio.playTrack(track.number(), pcm).map(why -> "Track " + track.number() + " is silent: " + why)
                    .orElse("Track " + track.number() + ": " + track.where() + String.format(", %.0f s", pcm.seconds()));
        } catch (IOException | LevelFormatException | WaveFormatException e) {
            status = "Track " + track.number() + " cannot be played: " + e.getMessage();
        }
    }

    /** What the tab last said: the track playing, or why one did not play. */
    String status() {
        return status;
    }
}
