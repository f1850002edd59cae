package org.tomblens.maker.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.tomblens.maker.dist.RuntimeModules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code level-maker runtime-modules -o ARGS CLASSPATH...}: the jpackage argument that names the JDK modules the
 * application's runtime must hold, which the build's dist profile writes before jlink trims the runtime.
 */
@Command(name = "runtime-modules", mixinStandardHelpOptions = true,
        description = "Write the jpackage --add-modules argument for the JDK modules these classes need at run "
                + "time, service providers included.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the argument file was written", "1:the classes could not be read or the file not written"})
final class RuntimeModulesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "ARGS",
            description = "The jpackage argument file to write.")
    Path output;

    @Parameters(paramLabel = "CLASSPATH", arity = "1..*",
            description = "Jars, class folders, or folders whose jars are all on the class path.")
    List<Path> classPath;

    @Override
    public Integer call() {
        try {
            var modules = RuntimeModules.of(expand(classPath));
            Files.createDirectories(output.toAbsolutePath().getParent());
            Files.writeString(output, "--add-modules " + String.join(",", modules) + "\n", StandardCharsets.UTF_8);
            spec.commandLine().getOut().println("runtime modules: " + String.join(",", modules));
            return 0;
        } catch (IOException | IllegalStateException e) {
            spec.commandLine().getErr().println("level-maker runtime-modules: " + e.getMessage());
            return 1;
        }
    }

    /** A folder of jars stands for its jars; a class folder (one without jars) for itself. */
    private static List<Path> expand(List<Path> entries) throws IOException {
        var expanded = new ArrayList<Path>();
        for (var entry : entries) {
            if (!Files.isDirectory(entry)) {
                expanded.add(entry);
                continue;
            }
            try (Stream<Path> files = Files.walk(entry)) {
                var jars = files.filter(file -> file.toString().endsWith(".jar")).sorted().toList();
                if (jars.isEmpty()) {
                    expanded.add(entry);
                } else {
                    expanded.addAll(jars);
                }
            }
        }
        return expanded;
    }
}
