package org.tomblens.app.script;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One {@link LuaEngine} that runs its chunks on a thread of its own, so that the window goes on drawing and
 * answering while a chunk runs, and its Stop is pressed on the window while the script loops.
 *
 * <p>Lua is used from that one thread only, from the state's making to its last chunk: Lua states are not
 * thread-safe, and LuaJava leaves that to its user. The level's data a script reads is immutable records and the
 * prepared level's parts, each made once under a lock, so the script thread reads them directly. What belongs to
 * the window (its selection, flip maps, camera, route) is touched on the window's thread alone: the script thread
 * hands each such call to {@link #onWindowThread} and waits while the window runs it in its next frame
 * ({@link #runPending}), {@code wake} asking for that frame when the window sleeps for want of events.
 */
public final class ScriptThread {
    /**
     * How long a frame waits for the script's next call to the window while one runs: a script that asks the window
     * a thousand times then takes a few frames rather than a thousand, and a frame is late by this much at most.
     */
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(8);

    private final ScriptBudget budget;
    private final Runnable wake;
    private final BlockingQueue<FutureTask<?>> forWindow = new LinkedBlockingQueue<>();
    private final PrintWriter out;
    private final Map<String, Object> globals;
    private final ExecutorService executor;
    private volatile Thread thread;
    private volatile boolean running;
    /** Calls the window made into the state (a Scriptable clicked or hovered), queued or running. */
    private final AtomicInteger calls = new AtomicInteger();
    private LuaEngine engine;

    /**
     * @param budget  how long each chunk may run; {@link #stop} presses its Stop
     * @param out     where {@code print} writes, from the script thread
     * @param globals the globals the state starts with, set on the script thread when the first chunk runs
     * @param wake    asks the window, from any thread, for a frame soon
     */
    public ScriptThread(ScriptBudget budget, PrintWriter out, Map<String, Object> globals, Runnable wake) {
        this.budget = budget;
        this.out = out;
        this.globals = Map.copyOf(globals);
        this.wake = wake;
        this.executor = Executors.newSingleThreadExecutor(task -> {
            var made = new Thread(task, "lua-console");
            // A script still looping when the window closes must not keep the program alive.
            made.setDaemon(true);
            thread = made;
            return made;
        });
    }

    /** Whether a chunk, or a call the window made into the state, is running or waiting to. */
    public boolean running() {
        return running || calls.get() > 0;
    }

    /**
     * Runs {@code call} into the state (a Scriptable's {@code on_click} or {@code on_tooltip}) on the script thread
     * once what is before it there has run; meanwhile the console is running, so Stop ends a call that loops.
     */
    private void callLater(Runnable call) {
        calls.incrementAndGet();
        executor.execute(() -> {
            try {
                call.run();
            } finally {
                calls.decrementAndGet();
                wake.run();
            }
        });
    }

    /** Stops the running chunk at its next step: it fails with "script stopped" at the line it reached. */
    public void stop() {
        budget.stop();
    }

    /**
     * Runs {@code source} as a chunk named {@code chunkName} on the script thread, then gives {@code done} its
     * failure, or null when it ran, on the window's thread (through {@link #runPending}).
     *
     * @throws IllegalStateException a chunk is running already
     */
    public void run(String source, String chunkName, Consumer<ScriptFailure> done) {
        if (running) {
            throw new IllegalStateException("a chunk is running already");
        }
        running = true;
        executor.execute(() -> {
            ScriptFailure failure = null;
            try {
                if (engine == null) {
                    engine = new LuaEngine(budget, out, this::callLater);
                    globals.forEach(engine::setGlobal);
                }
                engine.run(source, chunkName, List.of());
            } catch (ScriptFailure e) {
                failure = e;
            } catch (RuntimeException e) {
                failure = new ScriptFailure(chunkName.substring(1) + ": " + e);
            }
            var result = failure;
            forWindow.add(new FutureTask<>(() -> {
                running = false;
                done.accept(result);
            }, null));
            wake.run();
        });
    }

    /**
     * Runs {@code call} on the window's thread and returns what it gave: at once when called there, else by
     * handing it to the window and waiting for it.
     */
    public <T> T onWindowThread(Supplier<T> call) {
        if (Thread.currentThread() != thread) {
            return call.get();
        }
        var task = new FutureTask<T>(call::get);
        forWindow.add(task);
        wake.run();
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the script thread was interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** As {@link #onWindowThread(Supplier)}, for a call that returns nothing. */
    public void onWindowThread(Runnable call) {
        onWindowThread(() -> {
            call.run();
            return null;
        });
    }

    /**
     * Runs what the script thread handed to the window, and while a chunk runs what it hands over next for a
     * short while, then asks for another frame if anything ran; the window calls it on its thread every frame.
     */
    public void runPending() {
        var until = System.nanoTime() + SLICE_NANOS;
        var ran = false;
        try {
            for (var task = forWindow.poll(); task != null || running; task = forWindow.poll()) {
                if (task == null) {
                    var left = until - System.nanoTime();
                    task = left <= 0 ? null : forWindow.poll(left, TimeUnit.NANOSECONDS);
                    if (task == null) {
                        break;
                    }
                }
                task.run();
                ran = true;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (ran) {
            // What the script changed (what is hidden, the selection, the camera) was changed after this frame drew
            // the level: the next frame shows it, even if the window would otherwise sleep.
            wake.run();
        }
    }
}
