package org.tomblens.app.ui.sounds;

import imgui.ImGui;
import java.io.IOException;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.TrackDecoder;
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

    /** Draws the tracks of {@code loaded}; {@code firstPlay} notes the first Play button's place. */
    void draw(PreparedLevel loaded, AudioPlayer audio, Runnable firstPlay) {
        var tracks = loaded.tracks();
        if (tracks.isEmpty()) {
            ImGui.textDisabled("No trigger of this level starts a soundtrack.");
            return;
        }
        var playing = audio.trackPlaying();
        if (!status.isEmpty()) {
            ImGui.textWrapped(status);
        }
        if (ImGui.beginTable("tracks", 4, imgui.flag.ImGuiTableFlags.RowBg
                | imgui.flag.ImGuiTableFlags.ScrollY | imgui.flag.ImGuiTableFlags.Resizable)) {
            ImGui.tableSetupColumn("");
            ImGui.tableSetupColumn("Track");
            ImGui.tableSetupColumn("Triggers");
            ImGui.tableSetupColumn("Audio");
            ImGui.tableHeadersRow();
            var first = true;
            for (var track : tracks) {
                ImGui.tableNextRow();
                ImGui.tableNextColumn();
                if (track.playable()) {
                    var label = (track.number() == playing ? "Stop" : "Play") + "##track" + track.number();
                    if (ImGui.smallButton(label)) {
                        toggle(track, audio, playing);
                    }
                    if (first) {
                        firstPlay.run();
                        first = false;
                    }
                }
                ImGui.tableNextColumn();
                ImGui.text(Integer.toString(track.number()));
                ImGui.tableNextColumn();
                ImGui.text(Integer.toString(loaded.triggers().actingOn(TargetKind.TRACK, track.number()).size()));
                ImGui.tableNextColumn();
                ImGui.textUnformatted(track.where());
            }
            ImGui.endTable();
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
