package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.pack.Pack;
import org.tomblens.format.pack.PackPart;
import org.tomblens.format.pack.PartName;
import org.tomblens.format.read.ProgressListener;

/**
 * PlayStation packs of files ({@link Pack}, GAMEWAD.OBJ). Opened, a pack is the part its name ends in ({@code #N})
 * or its first level part, read by the format that part carries. It goes by no extension of its own: its files end
 * in .OBJ, which other programs' files share, so it is never offered to a file manager.
 */
final class PackFormat extends Format {
    /**
     * The keys of one {@code --json} line for a pack: {@code file}, {@code version} ("PACK"), {@code ok},
     * {@code error}, then {@code pack}, its parts: each its {@code part} number, {@code offset} and {@code size},
     * and what it is ({@code kind}, {@code version}, {@code platform}, null where no format recognises it, and
     * {@code what} in words).
     */
    static final List<String> KEYS = List.of("file", "version", "ok", "error", "pack");

    PackFormat() {
        super(FileKind.PACK, "a PlayStation pack of files", List.of(), KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return Pack.recognises(bytes);
    }

    @Override
    public String version(byte[] bytes, String fileName) {
        return "PACK";
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        var pack = Pack.read(bytes);
        var parts = PackedPart.of(bytes, pack);
        var number = PartName.part(name);
        var shown = number.isPresent() ? pack.part(number.getAsInt()) : firstLevel(parts);
        var part = Pack.bytes(bytes, shown);
        return new OpenedFile.Packed(parts, shown, Formats.of(part, name).read(part, path, name, progress));
    }

    private static PackPart firstLevel(List<PackedPart> parts) {
        return parts.stream().filter(PackedPart::isLevel).findFirst().map(PackedPart::part)
                .orElseThrow(() -> new LevelFormatException("pack", 8, "table", "the pack holds no level TombLens"
                        + " reads (" + parts.size() + " parts)"));
    }

    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        return InfoSummary.of(KEYS, file.getFileName().toString(), "PACK",
                summary -> summary.put("pack", PackedPart.of(bytes, Pack.read(bytes)).stream().map(PackFormat::part)
                        .toList()));
    }

    private static Map<String, Object> part(PackedPart packed) {
        var values = new LinkedHashMap<String, Object>();
        values.put("part", packed.part().number());
        values.put("offset", packed.part().offset());
        values.put("size", packed.part().size());
        values.put("kind", packed.kind());
        values.put("version", packed.version());
        values.put("platform", packed.platform());
        values.put("what", packed.description());
        return values;
    }
}
