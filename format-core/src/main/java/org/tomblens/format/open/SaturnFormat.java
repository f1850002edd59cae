package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.saturn.SaturnLevel;

/**
 * TR1's Sega Saturn levels: any of a level's four files (.SAT rooms, .SAD objects, .SPR sprites, .SND sounds) opens
 * the level, the others found beside it ({@code format.saturn}). They read as the same TR1 levels as the PC's, with
 * the levels' {@code info} keys and {@code platform} "Saturn".
 */
final class SaturnFormat extends Format {
    /** A level's keys: the Saturn's files are TR1's levels, never a Remastered game's. */
    private static final List<String> KEYS = ClassicLevelFormat.LEVEL_KEYS;

    SaturnFormat() {
        super(FileKind.LEVEL, "a TR1 Sega Saturn level", List.of(
                new FileType("sat", "Tomb Raider Sega Saturn level (rooms)"),
                new FileType("sad", "Tomb Raider Sega Saturn level (objects)"),
                new FileType("spr", "Tomb Raider Sega Saturn level (sprites)"),
                new FileType("snd", "Tomb Raider Sega Saturn level (sounds)")), KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return SaturnLevel.recognises(bytes);
    }

    /** Every Saturn level is TR1's: the version {@code check} gives it before reading. */
    @Override
    public String version(byte[] bytes, String fileName) {
        return GameVersion.TR1.name();
    }

    @Override
    public String platform() {
        return LevelLayout.Platform.SATURN;
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        var level = SaturnLevel.read(bytes, path, name, progress);
        return new OpenedFile.GameLevel(level, level.warnings());
    }

    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var fileName = file.getFileName().toString();
        var summary = InfoSummary.empty(KEYS, fileName);
        summary.put("version", version(bytes, fileName));
        summary.put("platform", platform());
        try {
            var level = SaturnLevel.read(bytes, file, fileName, ProgressListener.NONE);
            summary.put("ok", true);
            ClassicLevelFormat.putCounts(summary, level);
            summary.put("warnings", ClassicLevelFormat.warningCount(level));
            summary.put("variant", level.layout().variant());
            summary.put("remastered", false);
        } catch (LevelFormatException | IOException e) {
            summary.put("ok", false);
            summary.put("error", e.getMessage());
        }
        return summary;
    }
}
