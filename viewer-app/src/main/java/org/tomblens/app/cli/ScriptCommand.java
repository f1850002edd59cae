package org.tomblens.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.Callable;
import org.tomblens.app.script.LuaEngine;
import org.tomblens.app.script.ScriptBudget;
import org.tomblens.app.script.ScriptFailure;
import org.tomblens.app.script.api.DetachedViewer;
import org.tomblens.app.script.api.TrviewLibrary;
import org.tomblens.format.pack.PartName;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tomblens script SCRIPT.lua [--level FILE] [ARG...]}: runs a Lua 5.4 script with trview's Lua API
 * (docs/scripting.md), {@code trview.level} being FILE's level, with no window.
 */
@Command(name = "script", mixinStandardHelpOptions = true,
        description = "Run a Lua 5.4 script with trview's Lua API (see docs/scripting.md): trview.level is FILE's "
                + "level (nil without --level), trview.load(path) reads other levels, arg holds the script's name "
                + "(arg[0]) and its arguments, print writes to standard output. Put -- before arguments that "
                + "start with a dash. Lua's libraries are there but for what starts programs or loads native code; "
                + "a script that runs past its instruction budget is stopped.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the script ran", "1:a Lua error, a stopped script, or a file that could not be read "
                + "(the message with file:line on standard error)", "2:the options are wrong"})
public final class ScriptCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SCRIPT.lua", description = "The Lua script to run.")
    Path script;

    @Parameters(index = "1..*", paramLabel = "ARG", description = "The script's arguments: arg[1], arg[2] …")
    List<String> args = new ArrayList<>();

    @Option(names = "--level", paramLabel = "FILE", description = "The level trview.level is.")
    Path level;

    @Option(names = "--max-instructions", paramLabel = "N", defaultValue = "" + ScriptBudget.DEFAULT_INSTRUCTIONS,
            description = "Stop the script after about N Lua instructions (default: ${DEFAULT-VALUE}).")
    long maxInstructions;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        var err = spec.commandLine().getErr();
        if (maxInstructions < ScriptBudget.STEP) {
            err.println("script: --max-instructions must be at least " + ScriptBudget.STEP);
            return 2;
        }
        String source;
        try {
            source = Files.readString(script);
        } catch (IOException e) {
            err.println("script: cannot read " + script + ": " + e.getMessage());
            return LevelArgument.UNREADABLE;
        }
        var trview = new TrviewLibrary(this::open, new DetachedViewer(), List.of(), List.of());
        if (level != null) {
            var prepared = LevelArgument.open(level, LevelArgument.Kinds.LEVELS, "script", err);
            if (prepared == null) {
                return LevelArgument.UNREADABLE;
            }
            trview.setLevel(prepared);
        }
        var out = spec.commandLine().getOut();
        try (var engine = new LuaEngine(new ScriptBudget(maxInstructions), out)) {
            trview.globals().forEach(engine::setGlobal);
            engine.setGlobal("arg", argTable());
            engine.run(source, "@" + script, args);
            return 0;
        } catch (ScriptFailure e) {
            out.flush();
            err.println("script: " + e.getMessage());
            return 1;
        } finally {
            out.flush();
        }
    }

    /** Lua's own {@code arg}: the script at 0, its arguments from 1. */
    private HashMap<Object, Object> argTable() {
        var table = new HashMap<Object, Object>();
        table.put(0L, script.toString());
        for (int i = 0; i < args.size(); i++) {
            table.put((long) i + 1, args.get(i));
        }
        return table;
    }

    private org.tomblens.format.prepared.PreparedLevel open(Path file) throws Exception {
        return LevelArgument.Kinds.LEVELS.read(PartName.read(file), file);
    }
}
