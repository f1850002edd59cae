package org.tomblens.app.cli;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.tomblens.app.cli.check.CheckCommand;
import org.tomblens.app.dist.JarRelaunch;
import org.tomblens.app.dist.MathLibrary;
import org.tomblens.app.dist.NativeLibraries;
import org.tomblens.app.window.ViewerApp;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tomblens [FILE]} opens the viewer window; {@code tomblens COMMAND} runs a subcommand. */
@Command(
        name = "tomblens",
        subcommands = {CommandLine.HelpCommand.class, InfoCommand.class, FloorDataCommand.class,
                PoseCommand.class, RenderCommand.class, BenchCommand.class,
                BoxesCommand.class, StatesCommand.class, FlybyCommand.class, CutsceneCommand.class, ExportCommand.class,
                ExtractCommand.class, CheckCommand.class, DiffCommand.class, RouteCommand.class,
                ScriptCommand.class})
public final class TombLensCommand extends ViewerCommand {

    /** The configured command line with every subcommand, shared by {@code main} and the tests. */
    public static CommandLine commandLine() {
        return new CommandLine(new TombLensCommand()).setCaseInsensitiveEnumValuesAllowed(true);
    }

    /** The options that ask for help or the version instead of the window. */
    private static final Set<String> HELP_AND_VERSION = Set.of("-h", "--help", "-V", "--version");

    /**
     * Runs {@code args} and gives the exit status. When they name no subcommand and ask for no help they open the
     * viewer: a file and the viewer's options go straight to the window ({@link ViewerArguments}); what that does
     * not read is parsed with picocli's model of the viewer's options alone, since building every subcommand's too
     * would cost a fifth of a second more. A window start of the jar on its own is first relaunched with the
     * launchers' Java options ({@link JarRelaunch}). The native libraries' folder is named first, and JOML set up,
     * for the window and the commands that draw alike.
     */
    public static int execute(String[] args) {
        var window = opensTheWindow(args);
        if (window) {
            var relaunched = JarRelaunch.ifBare(args);
            if (relaunched.isPresent()) {
                return relaunched.getAsInt();
            }
        }
        NativeLibraries.locate();
        MathLibrary.configure();
        if (!window) {
            return commandLineFor(args).execute(args);
        }
        var start = ViewerArguments.read(args);
        if (start.isPresent()) {
            return ViewerApp.run(start.get());
        }
        return new CommandLine(new ViewerCommand()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
    }

    /**
     * Whether {@code args} open the viewer's window: they name no subcommand and ask for no help. Told without
     * reading the subcommands' annotations (that loads each one's class) when no argument is a word of letters
     * alone, as every subcommand's name and alias is: a file's path, as a file manager passes it, or the viewer's
     * options with their values, so go to the window sooner.
     */
    static boolean opensTheWindow(String[] args) {
        var couldNameASubcommand = false;
        for (var arg : args) {
            if (HELP_AND_VERSION.contains(arg)) {
                return false;
            }
            couldNameASubcommand |= lettersAlone(arg);
        }
        return !couldNameASubcommand || Collections.disjoint(Arrays.asList(args), subcommandsAndHelp());
    }

    /**
     * Whether {@code word} is letters alone. A loop rather than a stream with a method reference: this runs before
     * a bare {@code java -jar} is relaunched, where the stream and the JVM's first method reference took 14–18 ms
     * that the relaunched JVM's start waited for (docs/performance.md).
     */
    private static boolean lettersAlone(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (!Character.isLetter(word.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The command line that runs {@code args}: the viewer's options with only the subcommand their first argument
     * names, or, when that names none ({@code help}, an option, a mistake), with every subcommand, as
     * {@link #commandLine()}. picocli builds its model of a command from its annotations by reflection: for all
     * sixteen, some 0.1 s of each command's start (docs/performance.md).
     */
    static CommandLine commandLineFor(String[] args) {
        var named = args.length > 0 ? subcommands().get(args[0]) : null;
        if (named == null || named == CommandLine.HelpCommand.class) {
            return commandLine();
        }
        return new CommandLine(new ViewerCommand()).addSubcommand(named).setCaseInsensitiveEnumValuesAllowed(true);
    }

    /** The subcommands' names and aliases, read from their annotations, and the help and version options. */
    static Set<String> subcommandsAndHelp() {
        var names = new HashSet<>(HELP_AND_VERSION);
        names.addAll(subcommands().keySet());
        return names;
    }

    /** Each subcommand's class by its name and by each of its aliases, read from their annotations. */
    private static Map<String, Class<?>> subcommands() {
        var byName = new HashMap<String, Class<?>>();
        for (var subcommand : TombLensCommand.class.getAnnotation(Command.class).subcommands()) {
            var command = subcommand.getAnnotation(Command.class);
            byName.put(command.name(), subcommand);
            for (var alias : command.aliases()) {
                byName.put(alias, subcommand);
            }
        }
        return byName;
    }
}
