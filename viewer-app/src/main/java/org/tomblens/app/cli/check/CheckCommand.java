package org.tomblens.app.cli.check;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tomblens check PATH... [--json]}: reads every file of a collection the viewer reads, and says how each went. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Read every level, object library, project and script under the given files and folders as "
                + "fully as the viewer does, on all cores, and say of each: ok, warnings, or the error with its byte "
                + "offset and field path. Ends with the counts by kind and version. Files of other kinds met in "
                + "folders are skipped and counted; one named that is of no known kind is an error. Nothing is written."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every file was read (some perhaps with warnings)", "1:at least one file could not be read",
                "2:the options are wrong"})
public final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "One JSON document: the files (one object per line), then the summary.")
    boolean json;

    @Option(names = "--threads", paramLabel = "N", description = "Files read at once (default: one per core).")
    Integer threads;

    @Option(names = "--warm-up", description = "Read everything once, unreported, before the pass that is reported "
            + "and timed: how fast reading is once the Java runtime has compiled the readers.")
    boolean warmUp;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files and folders (walked through) to check.")
    List<Path> paths;

    @Override
    public Integer call() throws IOException {
        var out = spec.commandLine().getOut();
        var output = json ? new JsonOutput(out) : new TextOutput(out);
        var threadCount = threads != null ? Math.max(1, threads) : Runtime.getRuntime().availableProcessors();
        if (warmUp) {
            new CollectionCheck(threadCount).run(paths, CheckOutput.SILENT);
        }
        var summary = new CollectionCheck(threadCount).run(paths, output);
        return summary.all().failed > 0 ? 1 : 0;
    }
}
