package org.tomblens.maker.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tomblens.maker.dist.ClassFileUpgrade;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code level-maker upgrade-class-files FOLDER}: the build's rewrite of the application's libraries whose classes
 * are too old for Java's class archive, in the folder of jars the application runs with.
 */
@Command(name = "upgrade-class-files", mixinStandardHelpOptions = true,
        description = "Rewrite the classes older than Java 6's format in the jars of FOLDER in Java 8's, with stack "
                + "map frames, so that the class archive can hold them.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every jar is upgraded or needed nothing", "1:a jar could not be read or written"})
final class UpgradeClassFilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FOLDER", description = "The folder whose jars are upgraded in place.")
    Path folder;

    @Override
    public Integer call() {
        try {
            for (var upgraded : ClassFileUpgrade.upgradeFolder(folder)) {
                if (upgraded.classes() > 0) {
                    spec.commandLine().getOut().println("upgraded " + upgraded.classes() + " classes of "
                            + upgraded.jar().getFileName());
                }
            }
            return 0;
        } catch (IOException e) {
            spec.commandLine().getErr().println("level-maker upgrade-class-files: " + e.getMessage());
            return 1;
        }
    }
}
