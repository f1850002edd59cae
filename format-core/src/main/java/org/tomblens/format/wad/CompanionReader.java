package org.tomblens.format.wad;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SpriteSequence;
import org.tomblens.format.read.Records;
import org.tomblens.format.read.SoundReader;

/**
 * Finds and reads the files beside a library: same base name, any letter case, extensions .WAS, .SWD, .SFX
 * and .SAM ([WAD] §1 footnote 2 names them; no document gives their layouts, which are read as far as the
 * bytes show, see each record). A companion that is absent is empty; one that cannot be read is empty too,
 * with a warning saying why, and the library still loads.
 */
final class CompanionReader {
    private CompanionReader() {}

    /** {@code wad} with the companions found beside {@code wadFile}, and warnings for those that failed. */
    static Wad attach(Wad wad, Path wadFile) throws IOException {
        var name = wadFile.getFileName().toString();
        var dot = name.lastIndexOf('.');
        var base = dot < 0 ? name : name.substring(0, dot);
        var directory = wadFile.toAbsolutePath().getParent();
        List<Path> siblings;
        try (Stream<Path> entries = Files.list(directory)) {
            siblings = entries.filter(Files::isRegularFile).sorted(Comparator.comparing(Path::toString)).toList();
        }
        var reading = new Reading(base, siblings);
        var names = reading.read("was", (bytes, file) -> objectNames(bytes));
        var sprites = reading.read("swd", CompanionReader::sprites);
        var sounds = reading.read("sfx", CompanionReader::sounds);
        var samples = reading.read("sam", (bytes, file) -> sampleFiles(bytes));
        var warnings = reading.warnings;
        var objects = wad.movables().size() + wad.statics().size();
        names.filter(n -> n.names().size() != objects).ifPresent(n -> warnings.add(new DataWarning(
                "objectNames", 0, n.names().size() + " names for " + objects + " objects (movables and statics)")));
        if (sounds.isPresent() && samples.isPresent()
                && sounds.get().sampleIndices().size() != samples.get().names().size()) {
            warnings.add(new DataWarning("sampleFiles", 0, samples.get().names().size() + " sample files for "
                    + sounds.get().sampleIndices().size() + " sample indices"));
        }
        return wad.with(new Companions(names, sprites, sounds, samples, reading.files), warnings);
    }

    /** The .WAS file: one object per line, its name before the first colon. */
    static ObjectNames objectNames(byte[] bytes) {
        return new ObjectNames(lines(bytes).stream().map(line -> {
            var colon = line.indexOf(':');
            return colon < 0 ? new ObjectNames.ObjectName(line, "")
                    : new ObjectNames.ObjectName(line.substring(0, colon), line.substring(colon + 1));
        }).toList());
    }

    /** The .SAM file: one WAV file name per line. */
    static SampleFiles sampleFiles(byte[] bytes) {
        return new SampleFiles(lines(bytes));
    }

    /** The .SWD file, which must be consumed exactly; see {@link WadSprites}. */
    static WadSprites sprites(byte[] bytes, String fileName) {
        var cursor = new ByteCursor(bytes, fileName);
        var version = cursor.u32("version");
        if (version != WadReader.VERSION) {
            throw cursor.errorAt(0, "version", "version " + version + " where the library's " + WadReader.VERSION
                    + " was expected");
        }
        var sprites = Records.counted32(cursor, "sprites", SwdSprite.SIZE, c -> new SwdSprite(WadReader.sample(c),
                c.s16("leftSide"), c.s16("topSide"), c.s16("rightSide"), c.s16("bottomSide")));
        var map = new TextureMap(Bytes.own(cursor.bytes("textureMap", cursor.count32("textureMapBytes", 1))));
        var sequences = Records.counted32(cursor, "spriteSequences", 8,
                c -> new SpriteSequence(c.s32("spriteId"), c.s16("negativeLength"), c.s16("offset")));
        if (!cursor.atEnd()) {
            throw cursor.error("spriteSequences", cursor.remaining() + " bytes after the last sprite sequence");
        }
        return new WadSprites(sprites, map, sequences);
    }

    /** The .SFX file: TR4's sound tables, ending where the file ends. */
    static Sound sounds(byte[] bytes, String fileName) {
        return SoundReader.tr4SoundTables(new ByteCursor(bytes, fileName));
    }

    /** Text lines (ISO-8859-1), split at LF with a CR before it dropped; a last empty line is not one. */
    private static List<String> lines(byte[] bytes) {
        var text = new String(bytes, StandardCharsets.ISO_8859_1);
        var lines = new ArrayList<String>();
        var start = 0;
        while (start < text.length()) {
            var end = text.indexOf('\n', start);
            var next = end < 0 ? text.length() : end + 1;
            var line = text.substring(start, end < 0 ? text.length() : end);
            lines.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
            start = next;
        }
        return lines;
    }

    /** A companion's reader: its bytes and file name to its content, or a {@link LevelFormatException}. */
    private interface Parser<T> {
        T parse(byte[] bytes, String fileName);
    }

    /** The companions of one library as they are read, with the warnings and file names so far. */
    private static final class Reading {
        private final String base;
        private final List<Path> siblings;
        final List<DataWarning> warnings = new ArrayList<>();
        final List<String> files = new ArrayList<>();

        Reading(String base, List<Path> siblings) {
            this.base = base;
            this.siblings = siblings;
        }

        <T> Optional<T> read(String extension, Parser<T> parser) {
            var wanted = base + "." + extension;
            var file = siblings.stream().filter(p -> p.getFileName().toString().equals(wanted)).findFirst()
                    .or(() -> siblings.stream().filter(p -> p.getFileName().toString().equalsIgnoreCase(wanted))
                            .findFirst());
            if (file.isEmpty()) {
                return Optional.empty();
            }
            var name = file.get().getFileName().toString();
            try {
                var content = parser.parse(Files.readAllBytes(file.get()), name);
                files.add(name);
                return Optional.of(content);
            } catch (LevelFormatException e) {
                warnings.add(new DataWarning(name + ": " + e.fieldPath(), e.offset(), e.problem() + "; "
                        + extension.toUpperCase(Locale.ROOT) + " file left out"));
            } catch (IOException e) {
                warnings.add(new DataWarning(name, 0, "cannot be read (" + e.getMessage() + "); left out"));
            }
            return Optional.empty();
        }
    }
}
