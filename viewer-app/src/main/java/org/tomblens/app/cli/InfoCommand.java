package org.tomblens.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.tomblens.app.report.Json;
import org.tomblens.format.open.FileSummary;
import org.tomblens.format.open.Format;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tomblens info [--json] FILE...}: what each file holds, as the counts it stores. Each {@link Format} says
 * which keys its files' lines have; {@link InfoText} words them.
 */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Print what each level holds: its version and the counts its sections store.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every file was read", "1:at least one file could not be read"})
public final class InfoCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "One JSON object per file, one per line.")
    boolean json;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Level files to read.")
    List<Path> files;

    @Override
    public Integer call() throws IOException {
        var out = spec.commandLine().getOut();
        var failed = false;
        for (var file : files) {
            var summary = FileSummary.of(file);
            failed |= !summary.ok();
            if (json) {
                out.println(Json.MAPPER.writeValueAsString(summary.values()));
            } else {
                InfoText.print(out, summary);
            }
            out.flush();
        }
        return failed ? 1 : 0;
    }
}
