package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.pack.PackPart;
import org.tomblens.format.prj2.level.ProjectLevel;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.trm.Trm;
import org.tomblens.format.trm.TrmLevel;
import org.tomblens.format.trm.TrmTextures;
import org.tomblens.format.wad.Wad;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Level;

/**
 * Any file TombLens opens, as a {@link Level}: a level as it is, a TRLE object library as a level of its
 * models without rooms, a Tomb Editor project as the level its sectors build. Each kind keeps what only its
 * source knows (object names, the project's files) at hand.
 */
public sealed interface OpenedFile {

    /** What the viewer shows of the file. */
    Level level();

    /** Every soft problem met while reading it. */
    List<DataWarning> warnings();

    /** Opens {@code file}; companions (WAD) and referenced files (projects) are looked for beside it. */
    static OpenedFile read(Path file, ProgressListener progress) throws IOException {
        return read(Files.readAllBytes(file), file, file.getFileName().toString(), progress);
    }

    /**
     * Opens a file from its bytes, read once and handed to the format they carry; {@code path} (may be null) is
     * where companions and referenced files are looked for.
     */
    static OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        return Formats.of(bytes, name).read(bytes, path, name, progress);
    }

    /** A game's level, as it is. */
    record GameLevel(Level level, List<DataWarning> warnings) implements OpenedFile {
        public GameLevel {
            warnings = List.copyOf(warnings);
        }
    }

    /** A TRLE object library (.wad), with its companions, as a level of its models. */
    record TrleLibrary(Wad wad, Level level, List<DataWarning> warnings) implements OpenedFile {
        public TrleLibrary {
            warnings = List.copyOf(warnings);
        }

        /** The library as a level of its models, warning of what the level warns of (its library's problems too). */
        static TrleLibrary of(Wad wad) {
            var level = WadLevel.of(wad);
            return new TrleLibrary(wad, level, level.warnings());
        }
    }

    /** A Tomb Editor object library (.wad2), as a level of its models. */
    record Wad2Library(Wad2 wad, Level level, List<DataWarning> warnings) implements OpenedFile {
        public Wad2Library {
            warnings = List.copyOf(warnings);
        }

        /** The library as a level of its models, warning of what the level warns of (its library's problems too). */
        static Wad2Library of(Wad2 wad) {
            var level = Wad2Level.of(wad);
            return new Wad2Library(wad, level, level.warnings());
        }
    }

    /** A Tomb Raider I–III Remastered model file (.TRM), as a library of its one model. */
    record RemasteredModel(Trm trm, Level level, List<DataWarning> warnings) implements OpenedFile {
        public RemasteredModel {
            warnings = List.copyOf(warnings);
        }

        /** The model as a level, textured from {@code textures}, warning of what is missing. */
        static RemasteredModel of(Trm trm, TrmTextures textures) {
            var level = TrmLevel.of(trm, textures);
            return new RemasteredModel(trm, level, level.warnings());
        }
    }

    /**
     * A part of a PlayStation pack, opened as if it were its own file: the part a name ending in {@code #N} names,
     * else the pack's first level part.
     *
     * @param parts the pack's parts and what each is, for the viewer to list them
     * @param shown the part opened
     * @param part the part as its own format opened it
     */
    record Packed(List<PackedPart> parts, PackPart shown, OpenedFile part) implements OpenedFile {
        public Packed {
            parts = List.copyOf(parts);
        }

        @Override
        public Level level() {
            return part.level();
        }

        @Override
        public List<DataWarning> warnings() {
            return part.warnings();
        }
    }

    /** A Tomb Editor project, as the level its sectors build, and what was found of the files it names. */
    record Project(ProjectLevel project, List<DataWarning> warnings) implements OpenedFile {
        public Project {
            warnings = List.copyOf(warnings);
        }

        @Override
        public Level level() {
            return project.level();
        }
    }
}
