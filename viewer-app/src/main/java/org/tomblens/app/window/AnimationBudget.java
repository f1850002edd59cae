package org.tomblens.app.window;

import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * How often the level's own animation is drawn while the window is left alone: at the games' 30 frames a second
 * while the process takes at most {@link #CORES} of a core, otherwise less often, down to 20 frames a second. Each
 * second or so at that pace the process's CPU time (its rasteriser's threads and the JVM's own included) says how much
 * of a core it took, and the time between frames is stretched or shortened by that share over the budget's. On a
 * graphics card a frame costs a fraction of a millisecond and the pace stays at 30; on a software renderer (Mesa's
 * llvmpipe) a retail level with enemies in view took a quarter of a core at 30 a second, all day long for a window
 * only left open. Part of that does not shrink with fewer frames (the rooms' water and textures step six times a
 * second whatever the pace), hence the least pace (docs/performance.md, "Left alone").
 */
final class AnimationBudget {
    /** The share of one core the level's animation may take while the window is left alone. */
    static final double CORES = 0.2;
    /** The games' own frame, and the longest the budget stretches one to. */
    static final double SHORTEST_FRAME = FramePacing.ANIMATION_FRAME;
    static final double LONGEST_FRAME = 1 / 20.0;
    /** How long the CPU time is measured over, in seconds: the CPU clock may count in steps of 10 ms. */
    static final double MEASURED_OVER = 1.0;

    /**
     * The CPU time in nanoseconds: the process's once a thread of its own has found it (null before, or where the JVM
     * does not tell it), or a clock given.
     */
    private volatile LongSupplier cpuTime;
    /** Whether the process's CPU clock is yet to be looked for. */
    private boolean processClockToFind;
    private double interval = SHORTEST_FRAME;
    /** When the time measured began (NaN: not yet), and the CPU time then. */
    private double since = Double.NaN;
    private long cpuSince;

    /** A budget read against the process's CPU time, as the JVM tells it. */
    AnimationBudget() {
        processClockToFind = true;
    }

    /** A budget read against {@code cpuTime}, in nanoseconds. */
    AnimationBudget(LongSupplier cpuTime) {
        this.cpuTime = cpuTime;
    }

    /** Seconds from one frame of the level's animation to the next. */
    double interval() {
        return interval;
    }

    /** Notes a frame drawn at {@code now} (seconds) for the level's animation alone, with no event since the last. */
    void frameDrawn(double now) {
        var clock = cpuTime();
        if (clock == null) {
            return;
        }
        if (Double.isNaN(since)) {
            since = now;
            cpuSince = clock.getAsLong();
            return;
        }
        if (now - since >= MEASURED_OVER) {
            var cpu = clock.getAsLong();
            var cores = (cpu - cpuSince) / 1e9 / (now - since);
            interval = Math.min(LONGEST_FRAME, Math.max(SHORTEST_FRAME, interval * cores / CORES));
            since = now;
            cpuSince = cpu;
        }
    }

    /**
     * Notes a frame drawn for anything else (an event, the camera, a model playing): the next frames left alone show
     * something else, whose cost is measured anew, from 30 a second.
     */
    void interrupted() {
        since = Double.NaN;
        interval = SHORTEST_FRAME;
    }

    /**
     * The CPU clock, or null while it is not known. The process's is found on a thread of its own the first time a
     * frame is drawn left alone: the management classes that tell it took 50 ms to load, a frame's delay.
     */
    private LongSupplier cpuTime() {
        if (processClockToFind) {
            processClockToFind = false;
            var finder = new Thread(this::findProcessCpuTime, "cpu-clock");
            finder.setDaemon(true);
            finder.start();
        }
        return cpuTime;
    }

    private void findProcessCpuTime() {
        try {
            if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                    && os.getProcessCpuTime() >= 0) {
                cpuTime = os::getProcessCpuTime;
            }
        } catch (LinkageError | RuntimeException noManagement) {
            // A runtime trimmed of the management modules: the animation keeps the games' 30 frames a second.
        }
    }
}
