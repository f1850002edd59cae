package org.tomblens.app.cli;

import java.util.Arrays;
import java.util.HashSet;
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

    /**
     * Runs {@code args} and gives the exit status. When they name no subcommand and ask for no help they open the
     * viewer: a file alone (or nothing) goes straight to the window, other options are parsed with the viewer's
     * own model alone, since building every subcommand's would cost the viewer's start a fifth of a second. A window
     * start of the jar on its own is first relaunched with the launchers' Java options ({@link JarRelaunch}). The
     * native libraries' folder is named first, and JOML set up, for the window and the commands that draw alike.
     */
    public static int execute(String[] args) {
        var onlyAFile = canNameOnlyAFile(args);
        if (onlyAFile) {
            var relaunched = JarRelaunch.ifBare(args);
            if (relaunched.isPresent()) {
                return relaunched.getAsInt();
            }
        }
        NativeLibraries.locate();
        MathLibrary.configure();
        if (!onlyAFile && Arrays.stream(args).anyMatch(subcommandsAndHelp()::contains)) {
            return commandLine().execute(args);
        }
        var plain = ViewerCommand.plainStart(args);
        if (plain.isPresent()) {
            return ViewerApp.run(plain.get());
        }
        return new CommandLine(new ViewerCommand()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
    }

    /**
     * Whether {@code args} are nothing, or one argument that is neither an option nor a word of letters alone, as
     * every subcommand's name and alias is (after a first {@code --quit-when-ready}): then it names no subcommand and
     * asks for no help, which is told without reading the subcommands' annotations (that loads each one's class). A
     * file's path, as a file manager passes it, so goes to the window sooner.
     */
    static boolean canNameOnlyAFile(String[] args) {
        args = ViewerCommand.afterQuitWhenReady(args);
        return args.length == 0 || args.length == 1 && !args[0].startsWith("-") && !lettersAlone(args[0]);
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

    /** The subcommands' names and aliases, read from their annotations, and the help and version options. */
    static Set<String> subcommandsAndHelp() {
        var names = new HashSet<>(Set.of("-h", "--help", "-V", "--version"));
        for (var subcommand : TombLensCommand.class.getAnnotation(Command.class).subcommands()) {
            var command = subcommand.getAnnotation(Command.class);
            names.add(command.name());
            names.addAll(Arrays.asList(command.aliases()));
        }
        return names;
    }
}
