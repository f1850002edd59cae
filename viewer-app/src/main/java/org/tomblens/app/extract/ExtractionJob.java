package org.tomblens.app.extract;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * One extract at a time on a worker thread, for the window: how far it has got, a way to stop it between two
 * files, and what it last did, in words.
 */
public final class ExtractionJob implements AutoCloseable {
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        var thread = new Thread(runnable, "extract");
        thread.setDaemon(true);
        return thread;
    });
    private volatile int done;
    private volatile int total;
    private volatile boolean running;
    private volatile boolean cancelled;
    private volatile String status = "";

    /** Writes {@code items} of the file {@code source} into {@code folder}, unless an extract is under way. */
    public void start(String source, List<ExtractItems.Item> items, Path folder) {
        if (running) {
            return;
        }
        running = true;
        cancelled = false;
        done = 0;
        total = items.size();
        status = "Writing " + items.size() + " files into " + folder + "...";
        worker.execute(() -> {
            try {
                var result = Extraction.run(source, items, folder, (count, of) -> done = count, () -> cancelled);
                var leftOut = result.entries().size() - result.written();
                status = (result.cancelled() ? "Stopped: wrote " : "Wrote ") + result.written() + " files and "
                        + Extraction.INDEX + " into " + folder + (leftOut == 0 ? "" : " (" + leftOut
                        + " left out, see " + Extraction.INDEX + ")");
            } catch (Exception e) {
                status = "Writing into " + folder + " failed: " + e.getMessage();
            } finally {
                running = false;
            }
        });
    }

    /** Stops the extract under way after the file it is writing. */
    public void cancel() {
        cancelled = true;
    }

    public boolean running() {
        return running;
    }

    /** The share of the files written, 0 to 1. */
    public float fraction() {
        var of = total;
        return of == 0 ? 0 : done / (float) of;
    }

    public int done() {
        return done;
    }

    public int total() {
        return total;
    }

    /** What is under way or was last done; empty before the first extract. */
    public String status() {
        return status;
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
