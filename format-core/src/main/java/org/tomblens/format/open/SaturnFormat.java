package org.tomblens.format.open;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.saturn.SaturnLevel;

/**
 * TR1's Sega Saturn levels: any of a level's four files (.SAT rooms, .SAD objects, .SPR sprites, .SND sounds) opens
 * the level, the others found beside it ({@code format.saturn}). They read as the same TR1 levels as the PC's, with
 * the levels' {@code info} keys and {@code platform} "Saturn".
 */
final class SaturnFormat extends Format {
    private static final List<String> KEYS = ClassicLevelFormat.KEYS;
    private static final Format PC_LEVELS = ClassicLevelFormat.pc();

    SaturnFormat() {
        super("level", List.of(
                new FileType("sat", "Tomb Raider Sega Saturn level (rooms)"),
                new FileType("sad", "Tomb Raider Sega Saturn level (objects)"),
                new FileType("spr", "Tomb Raider Sega Saturn level (sprites)"),
                new FileType("snd", "Tomb Raider Sega Saturn level (sounds)")), KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return SaturnLevel.recognises(bytes);
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        var level = SaturnLevel.read(bytes, path, name, progress);
        return new OpenedFile.GameLevel(level, level.warnings());
    }

    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var summary = InfoSummary.empty(KEYS, file.getFileName().toString());
        summary.put("platform", "Saturn");
        try {
            var level = SaturnLevel.read(bytes, file, file.getFileName().toString(), ProgressListener.NONE);
            summary.put("ok", true);
            ClassicLevelFormat.putCounts(summary, level);
            summary.put("warnings", ClassicLevelFormat.warningCount(level));
            summary.put("variant", level.layout().variant());
        } catch (LevelFormatException | IOException e) {
            summary.put("ok", false);
            summary.put("error", e.getMessage());
        }
        return summary;
    }

    /** As a PC level's, the platform named. */
    @Override
    public void printSummary(PrintWriter out, Map<String, Object> summary) {
        PC_LEVELS.printSummary(out, summary);
    }
}
