package org.tomblens.app.extract;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.tomblens.app.files.WholeFile;

/**
 * Writes extract items into a folder, each file whole or not at all ({@link WholeFile}), then {@code index.json}
 * listing every item: the files written, and the parts left out with why. Files are made on as many threads as
 * there are processors (the parts they read are made once, before); the index keeps the items' order. It reports
 * each item done, and when asked to stop starts no more; the index then lists what was written.
 */
public final class Extraction {
    /** The name of the index written beside the files. */
    public static final String INDEX = "index.json";

    /** Told after each item. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (done, total) -> {};

        void done(int done, int total);
    }

    /** What an extract wrote: the index's entries, and whether it stopped before the end. */
    public record Result(List<IndexEntry> entries, boolean cancelled) {
        public long written() {
            return entries.stream().filter(entry -> entry.path() != null).count();
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Extraction() {}

    /**
     * Writes {@code items} into {@code folder} and the index naming {@code source}. A file that cannot be made
     * (its part turns out broken) is left out with the error as its warning; a file that cannot be written
     * ends the extract with that error.
     */
    public static Result run(String source, List<ExtractItems.Item> items, Path folder, Progress progress,
                             BooleanSupplier cancelled) throws IOException {
        var done = new AtomicInteger();
        var threads = Math.max(1, Math.min(items.size(), Runtime.getRuntime().availableProcessors()));
        var pool = Executors.newFixedThreadPool(threads, runnable -> {
            var thread = new Thread(runnable, "extract-file");
            thread.setDaemon(true);
            return thread;
        });
        var written = new ArrayList<Future<IndexEntry>>(items.size());
        try {
            for (var item : items) {
                written.add(pool.submit(() -> {
                    if (cancelled.getAsBoolean()) {
                        return null;
                    }
                    var entry = write(item, folder);
                    progress.done(done.incrementAndGet(), items.size());
                    return entry;
                }));
            }
            var entries = new ArrayList<IndexEntry>(items.size());
            for (var future : written) {
                var entry = future.get();
                if (entry != null) {
                    entries.add(entry);
                }
            }
            WholeFile.write(folder.resolve(INDEX), JSON.writeValueAsBytes(index(source, entries)));
            return new Result(List.copyOf(entries), entries.size() < items.size());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("the extract was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private static IndexEntry write(ExtractItems.Item item, Path folder) throws IOException {
        var entry = item.entry();
        if (item.bytes() == null) {
            return entry;
        }
        byte[] bytes;
        try {
            bytes = item.bytes().get();
        } catch (RuntimeException e) {
            if (e instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            return entry.leftOut("cannot be made: " + e);
        }
        WholeFile.write(folder.resolve(entry.path()), bytes);
        return entry;
    }

    /** The index's contents; its keys are a contract, in this order. */
    private static LinkedHashMap<String, Object> index(String source, List<IndexEntry> entries) {
        var files = new ArrayList<LinkedHashMap<String, Object>>(entries.size());
        for (var entry : entries) {
            var file = new LinkedHashMap<String, Object>();
            file.put("path", entry.path());
            file.put("kind", entry.kind());
            file.put("id", entry.id());
            file.put("name", entry.name());
            file.put("used_by", entry.usedBy());
            file.put("unused", entry.unused());
            file.put("warning", entry.warning());
            files.add(file);
        }
        var index = new LinkedHashMap<String, Object>();
        index.put("source", source);
        index.put("files", files);
        return index;
    }
}
