package org.tomblens.maker.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tomblens.maker.icon.IconFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code level-maker make-icons SOURCE FOLDER}: the application's icon in the forms the installers want, which
 * the build's dist profile makes before it packages the application.
 */
@Command(name = "make-icons", mixinStandardHelpOptions = true,
        description = "Write the icon files the installers use (PNGs of each size, .ico, .icns) made from one "
                + "square PNG.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the icons were written", "1:the source could not be read or a file not written"})
final class MakeIconsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SOURCE", description = "The square PNG to make the icons of.")
    Path source;

    @Parameters(index = "1", paramLabel = "FOLDER", description = "Where to write them.")
    Path folder;

    @Override
    public Integer call() {
        try {
            IconFiles.write(source, folder);
        } catch (IOException e) {
            spec.commandLine().getErr().println("level-maker make-icons: " + e.getMessage());
            return 1;
        }
        spec.commandLine().getOut().println("wrote the icons to " + folder);
        return 0;
    }
}
