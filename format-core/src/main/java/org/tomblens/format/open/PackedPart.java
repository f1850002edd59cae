package org.tomblens.format.open;

import java.util.List;
import org.tomblens.format.pack.Pack;
import org.tomblens.format.pack.PackPart;

/**
 * A part of a pack and what it is, as far as the registered formats tell by its bytes without reading it.
 *
 * @param part its number, offset and size
 * @param kind "level", "library", …, or null where no format recognises it
 * @param version a level's game, or a format's own name; null where no format recognises it
 * @param platform a level's platform ("PSX", "PC", …), null for other files
 * @param description how {@code info} and the viewer word it: "TR4 level (PSX)", "not a file TombLens reads"
 */
public record PackedPart(PackPart part, String kind, String version, String platform, String description) {

    /** Every part of {@code pack}, whose file's bytes are {@code bytes}, with what it is. */
    public static List<PackedPart> of(byte[] bytes, Pack pack) {
        return pack.parts().stream().map(part -> of(bytes, part)).toList();
    }

    private static PackedPart of(byte[] bytes, PackPart part) {
        if (!part.whole(bytes.length)) {
            return new PackedPart(part, null, null, null, "past the end of the file");
        }
        var content = Pack.bytes(bytes, part);
        return Formats.recognise(content, "part").map(format -> {
            var version = format.version(content, "part");
            var platform = format.platform();
            return new PackedPart(part, format.kind().label(), version, platform, version + " "
                    + format.kind().label() + (platform == null ? "" : " (" + platform + ")"));
        }).orElse(new PackedPart(part, null, null, null, "not a file TombLens reads"));
    }

    /** Whether a registered format takes the part for a game's level. */
    public boolean isLevel() {
        return FileKind.LEVEL.label().equals(kind);
    }
}
