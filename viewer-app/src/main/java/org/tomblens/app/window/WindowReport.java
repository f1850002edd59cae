package org.tomblens.app.window;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.joml.Vector3f;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.camera.MeasureTool;
import org.tomblens.app.report.Reports;
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.view.Camera;

/**
 * What the window tells of itself: its audio device, the level it opened or why it could not, a comparison made, when the level
 * is on screen, what was selected or flown to (with where the camera stands), a screenshot saved.
 */
final class WindowReport {
    private final Reports reports;
    private final Camera camera;

    WindowReport(Reports reports, Camera camera) {
        this.reports = reports;
        this.camera = camera;
    }

    void audio(AudioPlayer audio) {
        reports.tell("audio", Map.of("hasAudio", audio.hasAudio(), "status", audio.status()));
    }

    void loaded(PreparedLevel loaded) {
        reports.tell("loaded", Map.of("file", loaded.displayName(), "version", loaded.level().version().name(),
                "rooms", loaded.level().rooms().size()));
    }

    /** The level on screen was compared with {@code b}: how many differences. */
    void compared(PreparedLevel b, LevelDiff diff) {
        reports.tell("compared", Map.of("file", b.displayName(), "changes", diff.changes().size()));
    }

    void error(String message) {
        reports.tell("error", Map.of("message", message));
    }

    /**
     * How frames go into the window from now on ({@link org.tomblens.render.ui.WindowPresenter}): "parts", only what
     * changed, or "whole"; and how its GL context was made ({@link GlContext#creationApi()}).
     */
    void presents(boolean parts, GlContext context) {
        reports.tell("presents", Map.of("frames", parts ? "parts" : "whole", "context", context.creationApi()));
    }

    /** The level is on screen, in this part of the window (framebuffer pixels from the bottom left). */
    void ready(SceneViewport view) {
        reports.tell("ready", Map.of("view", List.of(view.x(), view.y(), view.width(), view.height()),
                "camera", cameraPosition()));
    }

    /** A sector was selected, and its panel says these lines. */
    void selectedSector(int room, int x, int z, List<String> lines) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("kind", "sector");
        facts.put("room", room);
        facts.put("x", x);
        facts.put("z", z);
        facts.put("lines", lines);
        facts.put("camera", cameraPosition());
        reports.tell("selected", facts);
    }

    void selectedEntity(int entity) {
        reports.tell("selected", Map.of("kind", "entity", "entity", entity, "camera", cameraPosition()));
    }

    /** A click landed on thing {@code index} of what scripts placed in the level, whose script it then called. */
    void clickedPlaced(int index) {
        reports.tell("clicked", Map.of("scriptable", index, "camera", cameraPosition()));
    }

    /** The camera flew to a room, a camera or a flyby: what has no selection to tell of its own. */
    void flown(String to, int index) {
        reports.tell("flown", Map.of("to", to, "index", index, "camera", cameraPosition()));
    }

    /** A point of the measuring tool placed: the points so far and, with both, the distance between them. */
    void measured(MeasureTool measure) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("from", point(measure.from()));
        facts.put("to", measure.to() == null ? null : point(measure.to()));
        var distance = measure.distance();
        if (distance != null) {
            facts.put("units", distance.straight());
            facts.put("sectors", distance.sectors());
            facts.put("clicks", distance.clicks());
            facts.put("alongFloor", distance.alongFloor());
            facts.put("upOrDown", distance.upOrDown());
        }
        reports.tell("measured", facts);
    }

    private static List<Float> point(Vector3f point) {
        return List.of(point.x, point.y, point.z);
    }

    void screenshot(Path file) {
        reports.tell("screenshot", Map.of("file", file.toString()));
    }

    private List<Float> cameraPosition() {
        var eye = camera.position();
        return List.of(eye.x, eye.y, eye.z);
    }
}
