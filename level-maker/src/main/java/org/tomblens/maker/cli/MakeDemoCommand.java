package org.tomblens.maker.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.maker.sound.DemoSamples;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code level-maker make-demo OUTPUT}: writes the demo level the generator makes, and beside it the MAIN.SFX with
 * its synthesised sounds. Maintainers regenerate the shipped copies with
 * {@code java -jar level-maker/target/level-maker.jar make-demo assets/demo/tomblens-demo.tr2}; a test fails
 * while they differ.
 */
@Command(name = "make-demo", mixinStandardHelpOptions = true,
        description = "Write the demo level that TombLens generates and ships, and its MAIN.SFX beside it "
                + "(maintainers: assets/demo/tomblens-demo.tr2).",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the level and its sounds were written", "1:a file could not be written"})
final class MakeDemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "OUTPUT", description = "The file to write (a TR2 level).")
    Path output;

    @Override
    public Integer call() {
        var written = GeneratedFile.write(spec, output, DemoLevelGenerator.generateBytes());
        if (written != 0) {
            return written;
        }
        // TR2 keeps samples in a MAIN.SFX beside the level, where readers of TR2 levels look for it.
        return GeneratedFile.write(spec, output.toAbsolutePath().resolveSibling(DemoSamples.FILE_NAME),
                DemoSamples.mainSfx());
    }
}
