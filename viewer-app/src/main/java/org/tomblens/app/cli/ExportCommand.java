package org.tomblens.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.Callable;
import org.tomblens.app.export.LevelExport;
import org.tomblens.app.export.ModelExport;
import org.tomblens.app.files.WholeFile;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tomblens export FILE [--model ID] -o OUT.glb}: a level, library or project as one glTF 2.0 scene, or one of
 * its models as a skinned mesh with all its animations. The file is written beside the output under another name and moved into place,
 * so a failed export leaves no broken file.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Export the level as one glTF 2.0 binary scene (.glb): rooms, alternate rooms, statics, sprites "
                + "and entities posed in their first frame; or with --model one model skinned, a joint per mesh, "
                + "with every animation sampled at 30 frames a second. 1 sector = 1 metre; Y up.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:written", "1:the file could not be read, has no such model, or the output not written",
                "2:the options are wrong"})
public final class ExportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A level, an object library or a Tomb Editor project.")
    Path file;

    @Option(names = "--model", paramLabel = "ID",
            description = "Export this model (its type id), skinned and with all its animations, instead of the level.")
    Long model;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.glb", required = true, description = "The .glb to write.")
    Path output;

    @Override
    public Integer call() {
        var err = spec.commandLine().getErr();
        var level = LevelArgument.readViewable(file, "export", err);
        if (level == null) {
            return 1;
        }
        byte[] bytes;
        if (model != null) {
            var index = LevelArgument.modelIndex(level, model);
            if (index < 0) {
                err.println("export: " + file.getFileName() + " has no model " + model);
                return 1;
            }
            bytes = ModelExport.glb(level, LevelGeometry.build(level), LevelAnimation.build(level), index);
        } else {
            var geometry = LevelGeometry.build(level);
            var warnings = new ArrayList<String>();
            level.warnings().forEach(warning -> warnings.add(warning.toString()));
            geometry.warnings().forEach(warning -> warnings.add(warning.toString()));
            bytes = LevelExport.glb(level, geometry, LevelAnimation.build(level), warnings);
            warnings.forEach(warning -> err.println("export: warning: " + warning));
        }
        try {
            WholeFile.write(output, bytes);
        } catch (IOException e) {
            err.println("export: cannot write " + output + ": " + e.getMessage());
            return 1;
        }
        spec.commandLine().getOut().println("wrote " + output + " (" + bytes.length + " bytes)");
        return 0;
    }
}
