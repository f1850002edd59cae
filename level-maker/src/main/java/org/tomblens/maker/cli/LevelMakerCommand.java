package org.tomblens.maker.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code level-maker COMMAND}: the maintainers' tools that make files, apart from the application, which ships
 * none of them: the demo level the viewer bundles, synthetic test levels, the installers' icons, the JDK
 * modules their runtime holds, and its libraries' classes rewritten for Java's class archive.
 * {@code java -jar level-maker/target/level-maker.jar COMMAND} after a build.
 */
@Command(name = "level-maker",
        description = "Make the files TombLens is built and measured with.",
        subcommands = {CommandLine.HelpCommand.class, MakeDemoCommand.class, MakeTestLevelCommand.class,
                MakeIconsCommand.class, RuntimeModulesCommand.class, UpgradeClassFilesCommand.class})
public final class LevelMakerCommand {
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    /** The configured command line, shared by {@code main} and the tests. */
    public static CommandLine commandLine() {
        return new CommandLine(new LevelMakerCommand());
    }

    public static void main(String[] args) {
        var status = commandLine().execute(args);
        // The installers' build runs this inside Maven's own JVM (exec:java), which an exit would end.
        if (status != 0) {
            System.exit(status);
        }
    }
}
