package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import org.tomblens.app.extract.ExtractGroup;
import org.tomblens.app.extract.ExtractItems;
import org.tomblens.app.extract.Extraction;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tomblens extract FILE -o DIR [--only GROUP]}: every texture page, object texture, sprite, sample, model,
 * static mesh and mesh of the mesh table as files other tools open, and {@code index.json} listing them.
 */
@Command(name = "extract", mixinStandardHelpOptions = true,
        description = {"Take everything out of a level, library or project into a folder: each texture page, object "
                + "texture and sprite as a PNG (cut exactly, transparency kept), each sample as a 16-bit PCM WAV at "
                + "its own rate (TR2/TR3 from the MAIN.SFX beside the level), each model as a skinned, animated .glb, "
                + "each static mesh and each entry of the mesh table, used or not, as a .glb with its textures; "
                + "and index.json: {\"source\", \"files\": [{\"path\", \"kind\", \"id\", \"name\", \"used_by\", "
                + "\"unused\", \"warning\"}]}. A part the viewer cannot show is left out (no path) with its warning."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:written", "1:the file could not be read or the folder not written",
                "2:the options are wrong"})
public final class ExtractCommand extends FileCommand.OfAnyFile {

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", required = true,
            description = "The folder to write into (made if missing).")
    Path output;

    @Option(names = "--only", paramLabel = "GROUP", split = ",",
            description = "Take out only these: textures (pages, object textures, sprites), sounds, models, meshes "
                    + "(static meshes and the mesh table). Repeat or separate with commas.")
    List<ExtractGroup> only;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) {
        var groups = only == null || only.isEmpty() ? ExtractGroup.ALL : EnumSet.copyOf(only);
        var items = ExtractItems.of(prepared, groups);
        Extraction.Result result;
        try {
            result = Extraction.run(file.toString(), items, output, Extraction.Progress.NONE, () -> false);
        } catch (IOException e) {
            refuse("cannot write into " + output + ": " + e.getMessage());
            return 1;
        }
        result.entries().stream().filter(entry -> entry.path() == null)
                .forEach(entry -> warn(entry.name() + " left out: " + entry.warning()));
        out.println("wrote " + result.written() + " files and " + Extraction.INDEX + " into " + output + " ("
                + (result.entries().size() - result.written()) + " parts left out)");
        return 0;
    }
}
