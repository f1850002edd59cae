package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.prj2.level.ProjectLevel;
import org.tomblens.format.prj2.level.ProjectLevelBuilder;
import org.tomblens.format.read.FileFormat;
import org.tomblens.format.read.FormatDetector;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.wad.Wad;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Level;
import org.tomblens.format.wad2.Wad2Reader;

/**
 * Any file TombLens opens, as a {@link Level}: a level as it is, a TRLE object library as a level of its
 * models without rooms, a Tomb Editor project as the level its sectors build. What the source was stays
 * at hand for what only it knows (object names, the project's files).
 *
 * @param library the TRLE library a .wad was, with its companions
 * @param wad2Library the Tomb Editor library a .wad2 was
 * @param warnings every soft problem met
 */
public record OpenedFile(FileFormat format, Level level, Optional<Wad> library, Optional<Wad2> wad2Library,
                         Optional<ProjectLevel> project, List<DataWarning> warnings) {

    public OpenedFile {
        warnings = List.copyOf(warnings);
    }

    /** Opens {@code file}; companions (WAD) and referenced files (projects) are looked for beside it. */
    public static OpenedFile read(Path file, ProgressListener progress) throws IOException {
        return read(Files.readAllBytes(file), file, file.getFileName().toString(), progress);
    }

    /**
     * Opens a file from its bytes, whose format is told here, once, and handed to the reader; {@code path} (may be
     * null) is where companions and referenced files are looked for.
     */
    public static OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        var format = FormatDetector.detect(bytes, name);
        var warnings = new ArrayList<DataWarning>();
        return switch (format) {
            case WAD -> {
                progress.progress(0.1, "reading the object library");
                var wad = path != null ? WadReader.readWithCompanions(bytes, path) : WadReader.read(bytes, name);
                var level = WadLevel.of(wad);
                warnings.addAll(level.warnings());
                yield new OpenedFile(format, level, Optional.of(wad), Optional.empty(), Optional.empty(), warnings);
            }
            case WAD2 -> {
                progress.progress(0.1, "reading the object library");
                var wad = path != null ? Wad2Reader.readWithSounds(bytes, path) : Wad2Reader.read(bytes, name);
                var level = Wad2Level.of(wad);
                warnings.addAll(level.warnings());
                yield new OpenedFile(format, level, Optional.empty(), Optional.of(wad), Optional.empty(), warnings);
            }
            case PRJ2 -> {
                progress.progress(0.1, "reading the project");
                var project = Prj2Reader.read(bytes, name);
                progress.progress(0.3, "building its rooms");
                var built = ProjectLevelBuilder.build(project, path != null ? path : Path.of(name));
                warnings.addAll(project.warnings());
                warnings.addAll(built.warnings());
                if (built.shading() != null) {
                    warnings.add(new DataWarning("", built.shading()));
                }
                yield new OpenedFile(format, built.level(), Optional.empty(), Optional.empty(), Optional.of(built),
                        warnings);
            }
            default -> {
                var level = LevelReader.read(bytes, name, format, progress);
                warnings.addAll(level.warnings());
                yield new OpenedFile(format, level, Optional.empty(), Optional.empty(), Optional.empty(), warnings);
            }
        };
    }
}
