package org.tomblens.app.window;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import imgui.flag.ImGuiWindowFlags;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.tomblens.app.load.BackgroundTask;
import org.tomblens.app.load.BundledDemoLevel;
import org.tomblens.app.load.LevelFiles;
import org.tomblens.app.report.StartupTimes;
import org.tomblens.app.session.LevelPreparation;
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.pack.PartName;
import org.tomblens.render.gl.Glfw;

/**
 * Opens files off the window's thread: reads and prepares one in the background while a bar shows how far it
 * is, then hands it to the window. Opening another cancels the one under way; a file that fails leaves the
 * level on screen where it is and the error dialog says why. A file to compare the level on screen with is read,
 * prepared and compared the same way.
 */
final class LevelLoading implements AutoCloseable {
    private final ExecutorService loader = Executors.newSingleThreadExecutor(runnable -> {
        var thread = new Thread(runnable, "level-loader");
        thread.setDaemon(true);
        return thread;
    });
    /** Says why a file could not be opened; given once the window's parts are made ({@link #reportTo}). */
    private ErrorDialog errors;
    /** Hears the steps of the first file opened, which is part of the viewer's start-up. */
    private StartupTimes.Steps startupSteps;
    private BackgroundTask<PreparedLevel> loading;
    private BackgroundTask<Compared> comparing;
    /** The file of the level last handed to the window, or null for the demo or none. */
    private Path onScreen;
    /** The game's order of levels, from the script of the level on screen (empty without one). */
    private List<String> scriptOrder = List.of();

    LevelLoading(StartupTimes startup) {
        this.startupSteps = startup::ended;
    }

    /**
     * Begins the run's first level, the demo where {@code file} is null, before anything else of the viewer is
     * made: reading and building it is the longest way to the first frame, and the window starts meanwhile. A file
     * that is not there is left to {@link #open}, once the error dialog can say so ({@link #underWay()} tells).
     */
    void openFirst(Path file) {
        if (file == null) {
            openDemo();
        } else {
            begin(file);
        }
    }

    /** Where failures are told from now on: made after the loading began, with the window's other parts. */
    void reportTo(ErrorDialog dialog) {
        errors = dialog;
    }

    /** Opens {@code file}, or the part of a pack it names ({@code GAMEWAD.OBJ#3}). */
    void open(Path file) {
        if (!begin(file)) {
            errors.show("Cannot open " + file + ": no such file.");
        }
    }

    /** Begins reading {@code file} when it is there; false when it is not. */
    private boolean begin(Path file) {
        if (!Files.isRegularFile(PartName.file(file))) {
            return false;
        }
        start(file.getFileName().toString(), file, () -> PartName.read(file));
        return true;
    }

    void openDemo() {
        start(BundledDemoLevel.fileName(), null, BundledDemoLevel::bytes);
    }

    /** Asks for a file with the platform's dialog, starting beside the one on screen. */
    void openWithDialog() {
        FileDialogs.openLevel(onScreen).ifPresent(this::open);
    }

    /** Level {@code a} compared with level {@code b}, which was read to compare it with. */
    record Compared(PreparedLevel a, PreparedLevel b, LevelDiff diff) {}

    /** Reads {@code file} on the loading thread and compares level {@code a} (the one on screen) with it. */
    void compareWith(Path file, PreparedLevel a) {
        if (!Files.isRegularFile(PartName.file(file))) {
            errors.show("Cannot compare with " + file + ": no such file.");
            return;
        }
        if (comparing != null) {
            comparing.cancel();
        }
        var name = file.getFileName().toString();
        comparing = BackgroundTask.start(name, loader, progress -> {
            try {
                progress.report(0, "reading " + name);
                var b = LevelPreparation.prepare(file, name, PartName.read(file), progress::report);
                progress.report(0.95, "comparing");
                return new Compared(a, b, LevelDiff.of(a, b));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, Glfw::wake);
    }

    /** Asks for a file to compare level {@code a} with, starting beside the one on screen. */
    void compareWithDialog(PreparedLevel a) {
        FileDialogs.openLevel(onScreen).ifPresent(file -> compareWith(file, a));
    }

    /** Whether a file is being read or prepared. */
    boolean underWay() {
        return loading != null || comparing != null;
    }

    /** Whether a level is still being read or prepared: not yet ready to hand to the window. */
    boolean reading() {
        return loading != null && !loading.isDone();
    }

    /** Whether the level on screen came from a file, whose folder has a next and a previous level. */
    boolean hasFile() {
        return onScreen != null;
    }

    /** Opens the level {@code step} places after (or before) the one on screen in its folder. */
    void step(int step) {
        if (onScreen == null) {
            return;
        }
        try {
            LevelFiles.step(onScreen, step, scriptOrder).ifPresent(this::open);
        } catch (IOException e) {
            errors.show("Cannot list the folder: " + e.getMessage());
        }
    }

    private interface BytesSource {
        byte[] read() throws IOException;
    }

    private void start(String name, Path file, BytesSource source) {
        if (loading != null) {
            loading.cancel();
        }
        var steps = startupSteps;
        startupSteps = StartupTimes.Steps.NONE;
        // The step "read" counts from the asking: the loading thread's own start is on the way to the level too.
        var asked = System.nanoTime();
        // Between frames the window waits for events (FramePacing): woken as the level is ready, it takes it at once.
        loading = BackgroundTask.start(name, loader, progress -> {
            try {
                progress.report(0, "reading " + name);
                var bytes = source.read();
                steps.ended("read", asked);
                return LevelPreparation.prepare(file, name, bytes, progress::report, steps);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, Glfw::wake);
    }

    /**
     * Makes the parts of {@code shown}, which is on screen now, that its first frame did not wait for, on the loading
     * thread: a file opened meanwhile is read after them.
     */
    void prepareRest(PreparedLevel shown) {
        loader.execute(() -> LevelPreparation.prepareRest(shown));
    }

    /**
     * On the window's thread, once a load has finished: hands the level to {@code show}, which puts it on
     * screen. When reading, preparing or showing it fails, the error dialog says why.
     */
    void finish(Consumer<PreparedLevel> show) {
        if (loading == null || !loading.isDone()) {
            return;
        }
        var task = loading;
        loading = null;
        finish(task, "open", loaded -> {
            show.accept(loaded);
            onScreen = loaded.path();
            scriptOrder = loaded.script().order();
        });
    }

    /**
     * On the window's thread, once a comparison has finished: hands it to {@code show}. A file that cannot be read
     * leaves the level on screen as it is, and the error dialog says why.
     */
    void finishComparison(Consumer<Compared> show) {
        if (comparing == null || !comparing.isDone()) {
            return;
        }
        var task = comparing;
        comparing = null;
        finish(task, "compare with", show);
    }

    private <T> void finish(BackgroundTask<T> task, String verb, Consumer<T> show) {
        try {
            show.accept(task.result());
        } catch (LevelFormatException e) {
            errors.show("Cannot " + verb + " " + task.title() + ":\n" + e.getMessage());
        } catch (UncheckedIOException e) {
            errors.show("Cannot read " + task.title() + ": " + e.getCause().getMessage());
        } catch (Exception e) {
            errors.show("Cannot " + verb + " " + task.title() + ": " + e);
        }
    }

    /** The bar at the bottom of the window while a file loads, with a button that cancels it. */
    void drawProgress() {
        var task = loading != null ? loading : comparing;
        if (task == null) {
            return;
        }
        var viewport = ImGui.getMainViewport();
        ImGui.setNextWindowPos(viewport.getCenterX() - 200, viewport.getPosY() + viewport.getSizeY() - 90, ImGuiCond.Always);
        ImGui.setNextWindowSize(em(27), 0, ImGuiCond.Always);
        if (ImGui.begin("Loading", ImGuiWindowFlags.NoDecoration | ImGuiWindowFlags.NoSavedSettings
                | ImGuiWindowFlags.NoDocking)) {
            ImGui.textUnformatted((task == loading ? "Opening " : "Comparing with ") + task.title() + ": " + task.stage());
            ImGui.progressBar((float) task.fraction());
            if (ImGui.button("Cancel")) {
                task.cancel();
                if (task == loading) {
                    loading = null;
                } else {
                    comparing = null;
                }
            }
        }
        ImGui.end();
    }

    @Override
    public void close() {
        loader.shutdownNow();
    }
}
