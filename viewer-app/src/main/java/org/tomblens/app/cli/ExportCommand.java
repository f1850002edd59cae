package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.app.export.CutsceneExport;
import org.tomblens.app.export.LevelExport;
import org.tomblens.app.export.ModelExport;
import org.tomblens.app.files.WholeFile;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

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
public final class ExportCommand extends FileCommand.OfAnyFile {

    @Option(names = "--model", paramLabel = "ID",
            description = "Export this model (its type id), skinned and with all its animations, instead of the level.")
    Long model;

    @Option(names = "--cutscene", paramLabel = "N", description = "Export the level's cutscene instead: the level, "
            + "its actors as animated rigs and its camera as an animated glTF camera. A TR1–TR3 level has one, 1; for "
            + "a TR4/TR5 level, N is a cutscene of the CUTSEQ.PAK or CUTSEQ.BIN found beside it.")
    Integer cutscene;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.glb", required = true, description = "The .glb to write.")
    Path output;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) {
        byte[] bytes;
        if (cutscene != null) {
            var warnings = new ArrayList<String>();
            bytes = prepared.level().version().atLeast(GameVersion.TR4) ? packCutscene(prepared, warnings)
                    : levelCutscene(prepared, warnings);
            if (bytes == null) {
                return 1;
            }
            warnings.forEach(this::warn);
        } else if (model != null) {
            var index = LevelArgument.modelIndex(prepared.level(), model);
            if (index < 0) {
                refuse(file.getFileName() + " has no model " + model);
                return 1;
            }
            bytes = ModelExport.glb(prepared, index);
        } else {
            var warnings = new ArrayList<String>();
            prepared.level().warnings().forEach(warning -> warnings.add(warning.toString()));
            prepared.geometry().warnings().forEach(warning -> warnings.add(warning.toString()));
            bytes = LevelExport.glb(prepared, warnings);
            warnings.forEach(this::warn);
        }
        try {
            WholeFile.write(output, bytes);
        } catch (IOException e) {
            refuse("cannot write " + output + ": " + e.getMessage());
            return 1;
        }
        out.println("wrote " + output + " (" + bytes.length + " bytes)");
        return 0;
    }

    /** A TR1–TR3 level's own cutscene as glTF, or null after saying why there is none. */
    private byte[] levelCutscene(PreparedLevel prepared, List<String> warnings) {
        var found = prepared.cutscene();
        if (found.isEmpty() || cutscene != 1) {
            refuse(found.isEmpty() ? file.getFileName() + " stores no cinematic frames"
                    : file.getFileName() + " has one cutscene, 1");
            return null;
        }
        return CutsceneExport.glb(prepared, found.get(), warnings);
    }

    /** Cutscene {@code --cutscene} of a TR4/TR5 level's pack as glTF, or null after saying why it cannot be. */
    private byte[] packCutscene(PreparedLevel prepared, List<String> warnings) {
        var near = prepared.cutscenePack();
        if (near.pack() == null) {
            refuse(file.getFileName() + " has no cutscene pack: " + near.problem());
            return null;
        }
        var chosen = near.cutscene(cutscene);
        if (chosen.isEmpty()) {
            refuse(near.file().orElseThrow() + " has no cutscene " + cutscene + " (it has 1 to "
                    + near.pack().cutscenes().size() + ")");
            return null;
        }
        try {
            return CutsceneExport.glb(prepared, chosen.get(), warnings);
        } catch (LevelFormatException e) {
            refuse("cutscene " + cutscene + " of " + near.file().orElseThrow() + " cannot be decoded: "
                    + e.getMessage());
            return null;
        }
    }
}
