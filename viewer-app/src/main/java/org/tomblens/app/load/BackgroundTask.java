package org.tomblens.app.load;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * Work done off the window's thread, which the frame loop polls: how far it is (for a progress bar), and
 * when it is done, its result or its failure. A task can be cancelled; its result is then dropped.
 */
public final class BackgroundTask<T> {
    /** Where the work reports its progress. */
    public interface Progress {
        void report(double fraction, String stage);

        /** True once the task was cancelled; long work should stop early. */
        boolean cancelled();
    }

    private final String title;
    private final CompletableFuture<T> future;
    private volatile double fraction;
    private volatile String stage = "";
    private volatile boolean cancelled;

    private BackgroundTask(String title, Executor executor, Function<Progress, T> work, Runnable whenDone) {
        this.title = title;
        var progress = new Progress() {
            @Override
            public void report(double value, String what) {
                fraction = Math.max(0, Math.min(1, value));
                stage = what;
            }

            @Override
            public boolean cancelled() {
                return cancelled;
            }
        };
        this.future = CompletableFuture.supplyAsync(() -> work.apply(progress), executor);
        future.whenComplete((result, failure) -> whenDone.run());
    }

    /**
     * Starts {@code work} on {@code executor}; {@code whenDone} runs once it has ended (done, failed or cancelled),
     * on whichever thread ended it, so that a loop waiting for events can be woken to poll it.
     */
    public static <T> BackgroundTask<T> start(String title, Executor executor, Function<Progress, T> work,
                                              Runnable whenDone) {
        return new BackgroundTask<>(title, executor, work, whenDone);
    }

    public String title() {
        return title;
    }

    public double fraction() {
        return fraction;
    }

    public String stage() {
        return stage;
    }

    public boolean isDone() {
        return future.isDone();
    }

    public void cancel() {
        cancelled = true;
        future.cancel(false);
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** The result once {@link #isDone()}; throws the work's own exception if it failed. */
    public T result() throws Exception {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        } catch (CancellationException e) {
            throw new IllegalStateException("cancelled", e);
        }
    }
}
