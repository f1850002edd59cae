package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.PlayStationPairs;
import org.tomblens.maker.write.PsxLevelWriter;

/**
 * {@code render} draws a PlayStation level as it draws the PC level it matches, from the same camera (Lara's
 * start, the same in both): the frame is covered alike, and textured.
 */
class PlayStationRenderTest {
    private static final int WIDTH = 320;
    private static final int HEIGHT = 180;
    /** The renderer's clear colour, (0.08, 0.09, 0.11) in 8 bits: what no face covers. */
    private static final int CLEAR = 20 << 16 | 23 << 8 | 28;

    /**
     * A real PC level written in the PlayStation layout of its game, each texture one colour, against the PC level.
     */
    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr2/rando-test1.tr2"})
    void aPlayStationLevelCoversTheFrameAsItsPcLevelDoes(String level, @TempDir Path folder) throws IOException {
        var pc = Corpus.file(level);
        var psx = Files.write(folder.resolve("TEST1.PSX"), PsxLevelWriter.write(LevelReader.read(pc)));
        var pcFrame = render(pc, folder.resolve("pc.png"));
        var psxFrame = render(psx, folder.resolve("psx.png"));
        assertTrue(coverage(psxFrame) > 0.5, "covered: " + coverage(psxFrame));
        assertEquals(coverage(pcFrame), coverage(psxFrame), 0.02);
        assertTrue(colours(psxFrame) > 100, "textured and lit: " + colours(psxFrame) + " colours");
    }

    /**
     * Real PlayStation levels against their PC copies, where given ({@link PlayStationPairs}): covered alike and
     * textured alike, the mean difference of a pixel's channels small (a frame of the wrong textures differs by
     * tens; the two releases' own textures and light differ by a few).
     */
    @Test
    void realPlayStationLevelsLookLikeTheirPcCopies(@TempDir Path folder) throws IOException {
        var failures = new StringBuilder();
        for (var pair : PlayStationPairs.all().entrySet()) {
            var name = pair.getKey().getFileName().toString();
            var psxFrame = render(pair.getKey(), folder.resolve(name + ".png"));
            var pcFrame = render(pair.getValue(), folder.resolve(name + ".pc.png"));
            var difference = meanDifference(psxFrame, pcFrame);
            var covered = Math.abs(coverage(psxFrame) - coverage(pcFrame));
            System.out.printf("%s: coverage %.3f (PC %.3f), mean channel difference %.1f%n", name,
                    coverage(psxFrame), coverage(pcFrame), difference);
            if (covered > 0.02 || difference > 12) {
                failures.append(name).append(": coverage differs by ").append(covered).append(", channels by ")
                        .append(difference).append('\n');
            }
        }
        assertEquals("", failures.toString());
    }

    static BufferedImage render(Path level, Path png) throws IOException {
        var run = CommandRun.of("render", level.toString(), "-o", png.toString(), "--size", WIDTH + "x" + HEIGHT);
        assertEquals(0, run.status(), run.err());
        return ImageIO.read(png.toFile());
    }

    static double coverage(BufferedImage frame) {
        var covered = 0;
        for (int y = 0; y < frame.getHeight(); y++) {
            for (int x = 0; x < frame.getWidth(); x++) {
                covered += (frame.getRGB(x, y) & 0xFFFFFF) == CLEAR ? 0 : 1;
            }
        }
        return covered / (double) (frame.getWidth() * frame.getHeight());
    }

    static int colours(BufferedImage frame) {
        var colours = new HashSet<Integer>();
        for (int y = 0; y < frame.getHeight(); y++) {
            for (int x = 0; x < frame.getWidth(); x++) {
                colours.add(frame.getRGB(x, y));
            }
        }
        return colours.size();
    }

    static double meanDifference(BufferedImage a, BufferedImage b) {
        long sum = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                var p = a.getRGB(x, y);
                var q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    sum += Math.abs((p >> shift & 0xFF) - (q >> shift & 0xFF));
                }
            }
        }
        return sum / (3.0 * a.getWidth() * a.getHeight());
    }
}
