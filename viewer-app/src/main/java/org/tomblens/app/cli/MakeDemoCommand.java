package org.tomblens.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tomblens.maker.demo.DemoLevelGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tomblens make-demo OUTPUT}: writes the demo level the generator makes. Maintainers regenerate the
 * shipped copy with {@code ./tomblens make-demo assets/demo/tomblens-demo.tr2}; a test fails while the two
 * differ.
 */
@Command(name = "make-demo", hidden = true, mixinStandardHelpOptions = true,
        description = "Write the demo level that TombLens generates and ships (maintainers: "
                + "assets/demo/tomblens-demo.tr2).",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the level was written", "1:the file could not be written"})
public final class MakeDemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "OUTPUT", description = "The file to write (a TR2 level).")
    Path output;

    @Override
    public Integer call() {
        return GeneratedLevelFile.write(spec, output, DemoLevelGenerator.generateBytes());
    }
}
