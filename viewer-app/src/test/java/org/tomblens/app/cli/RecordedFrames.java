package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;

/** The frames a `render --…-frames` run recorded: named in order, each its size, each a new picture. */
final class RecordedFrames {
    private RecordedFrames() {}

    /** {@code folder} holds frame-0000.png … for {@code count} frames of {@code width}×{@code height}, each new. */
    static void assertEachMovesOn(Path folder, int count, int width, int height) throws IOException {
        var files = Files.list(folder).map(file -> file.getFileName().toString()).sorted().toList();
        var expected = java.util.stream.IntStream.range(0, count).mapToObj(i -> String.format("frame-%04d.png", i))
                .toList();
        assertEquals(expected, files);
        BufferedImage previous = null;
        for (var file : files) {
            var image = ImageIO.read(folder.resolve(file).toFile());
            assertEquals(List.of(width, height), List.of(image.getWidth(), image.getHeight()));
            if (previous != null) {
                var differing = 0;
                for (int y = 0; y < height; y++) {
                    for (int x = 0; x < width; x++) {
                        differing += image.getRGB(x, y) != previous.getRGB(x, y) ? 1 : 0;
                    }
                }
                assertTrue(differing > 1000, file + " shows the camera moved on: " + differing + " pixels changed");
            }
            previous = image;
        }
    }
}
