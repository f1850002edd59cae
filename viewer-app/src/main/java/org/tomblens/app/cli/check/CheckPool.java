package org.tomblens.app.cli.check;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Checks files on a fixed number of threads and hands the reports on in the order the files were given, on the
 * thread that gives them. At most twice as many files as threads are under way at once (each holds its bytes
 * and what was built from them only while a thread reads it), so memory stays bounded however many files a
 * collection holds.
 */
final class CheckPool implements AutoCloseable {
    private final ExecutorService threads;
    private final Semaphore underWay;
    private final Deque<Future<Optional<FileReport>>> pending = new ArrayDeque<>();
    private final Consumer<Optional<FileReport>> done;
    private final LongAdder cpuNanos = new LongAdder();
    private final ThreadMXBean cpuClock = ManagementFactory.getThreadMXBean();

    /** {@code done} gets each report, or empty for a file skipped, in the order the checks were given. */
    CheckPool(int threadCount, Consumer<Optional<FileReport>> done) {
        var named = new AtomicInteger();
        this.threads = Executors.newFixedThreadPool(threadCount, task -> {
            var thread = new Thread(task, "check-" + named.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        this.underWay = new Semaphore(2 * threadCount);
        this.done = done;
    }

    /** Queues a check, first handing on the reports of those that are finished; waits while too many are under way. */
    void submit(Supplier<Optional<FileReport>> check) {
        underWay.acquireUninterruptibly();
        pending.add(threads.submit(() -> {
            var began = cpuClock.getCurrentThreadCpuTime();
            try {
                return check.get();
            } finally {
                cpuNanos.add(cpuClock.getCurrentThreadCpuTime() - began);
                underWay.release();
            }
        }));
        handOn(false);
    }

    /** Waits for every check given and hands on their reports. */
    void finish() {
        handOn(true);
    }

    private void handOn(boolean wait) {
        while (!pending.isEmpty() && (wait || pending.peek().isDone())) {
            try {
                done.accept(pending.poll().get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while checking files", e);
            } catch (ExecutionException e) {
                // FileCheck turns every failure into a report; anything reaching here is a bug in it.
                throw new IllegalStateException(e.getCause());
            }
        }
    }

    /** The CPU time the threads spent on the checks so far, in seconds. */
    double cpuSeconds() {
        return cpuNanos.sum() / 1e9;
    }

    @Override
    public void close() {
        threads.shutdownNow();
    }
}
