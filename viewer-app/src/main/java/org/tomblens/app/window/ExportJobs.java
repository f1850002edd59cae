package org.tomblens.app.window;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import org.tomblens.app.export.CutsceneExport;
import org.tomblens.app.export.LevelExport;
import org.tomblens.app.export.ModelExport;
import org.tomblens.app.files.HomeFolder;
import org.tomblens.app.files.WholeFile;
import org.tomblens.app.services.ExportService;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * Exports run from the viewer, one at a time on a worker thread, from the level as loaded (nothing read again):
 * what is under way or was last done, in words, for the menu bar to show.
 */
final class ExportJobs implements ExportService, AutoCloseable {
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        var thread = new Thread(runnable, "export");
        thread.setDaemon(true);
        return thread;
    });
    private final OnScreen onScreen;
    private volatile String status = "";
    private volatile boolean running;

    ExportJobs(OnScreen onScreen) {
        this.onScreen = onScreen;
    }

    @Override
    public void exportLevel() {
        if (onScreen.session() != null) {
            level(onScreen.session().prepared());
        }
    }

    @Override
    public void exportModel(int modelIndex) {
        if (onScreen.session() != null) {
            model(onScreen.session().prepared(), modelIndex);
        }
    }

    @Override
    public void exportCutscene(int number) {
        if (onScreen.session() != null) {
            cutscene(onScreen.session().prepared(), number);
        }
    }

    /** Asks where to, then exports the whole of {@code loaded}. */
    private void level(PreparedLevel loaded) {
        FileDialogs.saveGlb(suggested(loaded, loaded.displayName())).ifPresent(output -> level(loaded, output));
    }

    /** Asks where to, then exports model {@code model} of {@code loaded}, skinned and with its animations. */
    private void model(PreparedLevel loaded, int model) {
        var id = loaded.level().animation().models().get(model).id();
        FileDialogs.saveGlb(suggested(loaded, loaded.displayName() + "-model-" + id))
                .ifPresent(output -> model(loaded, model, output));
    }

    /**
     * Asks where to, then exports cutscene {@code number} of {@code loaded} (a TR1–TR3 level's own, or its pack's):
     * the level, its actors and its camera, animated.
     */
    private void cutscene(PreparedLevel loaded, int number) {
        var pack = loaded.level().version().atLeast(GameVersion.TR4);
        Optional<Function<List<String>, byte[]>> export = pack
                ? loaded.cutscenePack().cutscene(number).map(cutscene -> warnings -> CutsceneExport.glb(loaded,
                        cutscene, warnings))
                : loaded.cutscene().map(cutscene -> warnings -> CutsceneExport.glb(loaded, cutscene, warnings));
        export.ifPresent(write -> FileDialogs.saveGlb(suggested(loaded, loaded.displayName() + "-cutscene"
                + (pack ? "-" + number : ""))).ifPresent(output -> start(output, () -> {
                    var warnings = new ArrayList<String>();
                    return new Result(write.apply(warnings), warnings);
                })));
    }

    /** Beside the file on screen, or in the home folder, named after it. */
    private static Path suggested(PreparedLevel loaded, String name) {
        var path = loaded.path();
        var folder = path != null && path.toAbsolutePath().getParent() != null ? path.toAbsolutePath().getParent()
                : HomeFolder.path();
        return folder.resolve(name.replaceAll("[^A-Za-z0-9._-]", "_") + ".glb");
    }

    private void level(PreparedLevel loaded, Path output) {
        start(output, () -> {
            var warnings = new ArrayList<String>();
            var bytes = LevelExport.glb(loaded, warnings);
            return new Result(bytes, warnings);
        });
    }

    private void model(PreparedLevel loaded, int model, Path output) {
        start(output, () -> new Result(ModelExport.glb(loaded, model), List.of()));
    }

    String status() {
        return status;
    }

    boolean running() {
        return running;
    }

    private record Result(byte[] bytes, List<String> warnings) {}

    private interface Export {
        Result run();
    }

    private void start(Path output, Export export) {
        if (running) {
            return;
        }
        running = true;
        status = "Exporting " + output.getFileName() + "...";
        worker.execute(() -> {
            try {
                var result = export.run();
                WholeFile.write(output, result.bytes());
                var warnings = result.warnings();
                status = "Exported " + output + (warnings.isEmpty() ? "" : " (" + warnings.size() + " warnings, the "
                        + "first: " + warnings.get(0) + ")");
            } catch (Exception e) {
                status = "Export to " + output + " failed: " + e.getMessage();
            } finally {
                running = false;
            }
        });
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
