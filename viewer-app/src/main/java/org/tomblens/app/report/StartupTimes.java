package org.tomblens.app.report;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How long the viewer took to start, step by step, counted from the start of the JVM: until the program runs,
 * the window with its GL context,
 * Dear ImGui, the audio device and, on the loading thread meanwhile, the level read, parsed and built; then
 * its upload and the first frame that shows it. Steps may come from any thread.
 */
public final class StartupTimes {
    /** Hears that a step ended now, having begun at {@code beganNanos} ({@link System#nanoTime()}). */
    public interface Steps {
        Steps NONE = (step, beganNanos) -> { };

        void ended(String step, long beganNanos);
    }

    /** One step, in milliseconds from the process's start. */
    public record Step(String name, double began, double ended) {
        public double took() {
            return ended - began;
        }
    }

    /** When this was made, as {@link System#nanoTime()} and as the wall clock's milliseconds. */
    private final long madeNanos = System.nanoTime();
    private final long madeMillis = System.currentTimeMillis();
    /** Steps as {@link System#nanoTime()} pairs: began, ended. */
    private final List<String> names = new ArrayList<>();
    private final List<long[]> spans = new ArrayList<>();

    private StartupTimes() {}

    /** Counting from the JVM's start; the first step is the JVM's own, until now. */
    public static StartupTimes sinceJvmStart() {
        return new StartupTimes();
    }

    /** The step that began at {@code beganNanos} ended now. */
    public synchronized void ended(String step, long beganNanos) {
        names.add(step);
        spans.add(new long[] {beganNanos, System.nanoTime()});
    }

    /** The step that began when this was made ended now. */
    public void endedSinceMade(String step) {
        ended(step, madeNanos);
    }

    /**
     * The steps so far, in the order they ended, after the JVM's: the JVM's start time is asked for only here,
     * as asking loads the management classes, which the start-up should not wait for.
     */
    public synchronized List<Step> steps() {
        var sinceStart = madeMillis - ManagementFactory.getRuntimeMXBean().getStartTime();
        var originNanos = madeNanos - sinceStart * 1_000_000;
        var steps = new ArrayList<Step>();
        steps.add(new Step("JVM until the viewer runs", 0, millis(madeNanos, originNanos)));
        for (int i = 0; i < names.size(); i++) {
            steps.add(new Step(names.get(i), millis(spans.get(i)[0], originNanos), millis(spans.get(i)[1], originNanos)));
        }
        return steps;
    }

    /** The steps as a table: where each began and ended, and how long it took, in milliseconds. */
    public String table() {
        var table = new StringBuilder(String.format("%-24s %8s %8s %8s%n", "step", "began", "ended", "took"));
        for (var step : steps()) {
            table.append(String.format("%-24s %8.0f %8.0f %8.0f%n", step.name(), step.began(), step.ended(), step.took()));
        }
        return table.toString();
    }

    /** The steps as the event log writes them. */
    public Map<String, Object> facts() {
        var list = new ArrayList<Map<String, Object>>();
        for (var step : steps()) {
            var facts = new LinkedHashMap<String, Object>();
            facts.put("step", step.name());
            facts.put("began", Math.round(step.began()));
            facts.put("ended", Math.round(step.ended()));
            list.add(facts);
        }
        return Map.of("steps", list);
    }

    private static double millis(long nanos, long originNanos) {
        return (nanos - originNanos) / 1e6;
    }
}
