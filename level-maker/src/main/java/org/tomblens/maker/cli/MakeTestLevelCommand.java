package org.tomblens.maker.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tomblens.maker.demo.TownLevelGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code level-maker make-test-level [--rooms N] OUTPUT}: writes a synthetic TR2 level of retail size, a town
 * of rooms over three storeys, to measure the viewer with ({@code tomblens bench}) where the corpus holds only
 * small levels. The same N always gives the same bytes, so the file need not be kept.
 */
@Command(name = "make-test-level", mixinStandardHelpOptions = true,
        description = "Write a synthetic TR2 level of retail size (a town of rooms over three storeys) for "
                + "measuring the renderer.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the level was written", "1:the file could not be written", "2:the options were wrong"})
final class MakeTestLevelCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--rooms", paramLabel = "N", defaultValue = "" + TownLevelGenerator.DEFAULT_ROOMS,
            description = "Rooms in the level, 1 to " + TownLevelGenerator.MAX_ROOMS + " (default ${DEFAULT-VALUE}).")
    int rooms;

    @Parameters(paramLabel = "OUTPUT", description = "The file to write (a TR2 level).")
    Path output;

    @Override
    public Integer call() {
        if (rooms < 1 || rooms > TownLevelGenerator.MAX_ROOMS) {
            throw new ParameterException(spec.commandLine(),
                    "--rooms must be 1 to " + TownLevelGenerator.MAX_ROOMS + ", not " + rooms);
        }
        return GeneratedFile.write(spec, output, TownLevelGenerator.generateBytes(rooms));
    }
}
