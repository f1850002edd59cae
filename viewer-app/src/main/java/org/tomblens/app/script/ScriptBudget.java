package org.tomblens.app.script;

/**
 * How long a script may run: a number of Lua instructions, counted by Lua's count hook in steps of {@link #STEP},
 * and a Stop that another thread (the console's button) may press at any time. Counting instructions rather than
 * time makes a stop land at the same place on every machine.
 */
public final class ScriptBudget {
    /** Instructions between two looks at the budget: often enough to stop at once, rarely enough to cost nothing. */
    public static final int STEP = 10_000;
    /** The command line's default: about ten seconds of pure Lua on a slow machine. */
    public static final long DEFAULT_INSTRUCTIONS = 2_000_000_000L;

    private final long instructions;
    private long used;
    private volatile boolean stopped;

    public ScriptBudget(long instructions) {
        if (instructions < STEP) {
            throw new IllegalArgumentException("a budget under " + STEP + " instructions: " + instructions);
        }
        this.instructions = instructions;
    }

    /** Asks the running script to stop at its next step. */
    public void stop() {
        stopped = true;
    }

    /** Gives a stopped or spent budget its instructions back, for the next run in the same state. */
    public void renew() {
        used = 0;
        stopped = false;
    }

    public long instructions() {
        return instructions;
    }

    /** Counts one step; the reason to stop, or null to go on. */
    String spend() {
        if (stopped) {
            return "script stopped";
        }
        used += STEP;
        return used > instructions
                ? "script stopped: it ran past its budget of " + instructions + " instructions" : null;
    }
}
