package org.tomblens.format.open;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.ten.TenContainer;
import org.tomblens.format.ten.TenReader;

/**
 * TombEngine levels (.ten), as Tomb Editor compiles them. {@code info} gives them a classic level's keys, counted on
 * the level they read as, then {@code engine} ("TEN"), {@code compiler_version} (the Tomb Editor that wrote it, also
 * when TombLens does not read its layout), {@code atlases} (texture images), {@code sinks} (also counted among the
 * cameras, as classic levels store them), {@code volumes}, {@code lua_names} (the placed things named for scripts) and
 * {@code mirrors}. The sound keys are null: the level's sounds are not read.
 */
final class TenFormat extends Format {
    static final String ENGINE = "TEN";

    /** The keys of one {@code --json} line: {@link ClassicLevelFormat#KEYS}, then TombEngine's own. */
    static final List<String> KEYS = keys();

    private static List<String> keys() {
        var keys = new ArrayList<>(ClassicLevelFormat.KEYS);
        keys.addAll(List.of("engine", "compiler_version", "atlases", "sinks", "volumes", "lua_names", "mirrors"));
        return List.copyOf(keys);
    }

    TenFormat() {
        super(FileKind.LEVEL, "a TombEngine level", List.of(new FileType("ten", "TombEngine level")), KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return TenContainer.recognises(bytes);
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) {
        progress.progress(0.1, "reading the TombEngine level");
        var level = TenReader.read(bytes, name).level();
        return new OpenedFile.GameLevel(level, level.warnings());
    }

    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var fileName = file.getFileName().toString();
        var summary = InfoSummary.of(KEYS, fileName, ENGINE, values -> {
            values.put("compiler_version", TenContainer.version(bytes).toString());
            var ten = TenReader.read(bytes, fileName);
            ClassicLevelFormat.putCounts(values, ten.level());
            values.put("version", ENGINE);
            values.put("sound_details", null);
            values.put("sample_indices", null);
            values.put("warnings", ClassicLevelFormat.warningCount(ten.level()));
            values.put("atlases", ten.atlases());
            values.put("sinks", ten.sinks());
            values.put("volumes", ten.volumes());
            values.put("lua_names", ten.luaNames().size());
            values.put("mirrors", ten.mirrors());
        });
        summary.put("engine", ENGINE);
        return summary;
    }
}
