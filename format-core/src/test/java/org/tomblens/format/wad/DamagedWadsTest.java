package org.tomblens.format.wad;

import java.io.IOException;
import java.nio.file.Files;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DamagedCopies;

/**
 * Damaged copies of the corpus library and of each of its companions — cut short at 200 random places, and 200
 * copies with random bytes flipped — either read or fail with a {@link LevelFormatException}: no other
 * exception, no read computing for longer than two seconds, and (this class runs with a 512 MB heap) no OutOfMemoryError. A
 * library that reads is also converted to a level and built into geometry and poses, which must not fail.
 */
@Tag("robustness")
class DamagedWadsTest {
    private static final int CASES = 200;

    @ParameterizedTest
    @ValueSource(strings = {"lara.wad", "lara.was", "lara.swd", "lara.sfx", "lara.sam"})
    void damagedCopiesReadOrFailWithTheTypedError(String name) throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("wad/" + name));
        var cases = Stream.concat(DamagedCopies.truncated(bytes, CASES, name.hashCode()).stream(),
                DamagedCopies.flipped(bytes, CASES, ~name.hashCode()).stream()).toList();
        DamagedCopies.readAll(name, cases, reader(name));
    }

    private static DamagedCopies.Reader reader(String name) {
        return switch (name.substring(name.lastIndexOf('.') + 1)) {
            case "wad" -> bytes -> {
                var level = WadLevel.of(WadReader.read(bytes, name));
                LevelGeometry.build(level);
                LevelAnimation.build(level);
            };
            case "was" -> CompanionReader::objectNames;
            case "sam" -> CompanionReader::sampleFiles;
            case "swd" -> bytes -> CompanionReader.sprites(bytes, name);
            case "sfx" -> bytes -> CompanionReader.sounds(bytes, name);
            default -> throw new IllegalArgumentException(name);
        };
    }
}
