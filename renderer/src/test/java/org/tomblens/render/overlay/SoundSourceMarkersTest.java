package org.tomblens.render.overlay;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.view.RenderOptions;

/**
 * Sound source markers drawn over an empty level with real OpenGL: each diamond where its source projects,
 * in the colour of the flip state it plays in.
 */
class SoundSourceMarkersTest {
    private static final int SIZE = FrontView.SIZE;
    private static final int CLEAR = FrontView.CLEAR;

    private static final List<SoundSource> SOURCES = List.of(
            new SoundSource(0, 0, 0, 1, 0xC0),
            new SoundSource(1024, 0, 0, 1, 0x80),
            new SoundSource(-1024, 0, 0, 1, 0x40),
            new SoundSource(0, -900, 0, 1, 0));

    /** The sources seen from 2000 units before them, looking along +Z (see {@link FrontView}). */
    private static RgbaImage draw(boolean markers) {
        var options = new RenderOptions();
        options.showSoundSources = markers;
        return FrontView.draw(SyntheticLevels.sounds(GameVersion.TR4, SOURCES, new short[0], List.of()), options,
                markers ? "sound-source-markers" : null);
    }

    /** A diamond's colour over the clear colour: its front face blended over its back face over the clear. */
    private static int expected(float[] rgba) {
        var a = rgba[3];
        var keep = (1 - a) * (1 - a);
        var rgb = 0;
        for (int c = 0; c < 3; c++) {
            var clear = (CLEAR >> (16 - 8 * c) & 0xFF) / 255.0;
            rgb = rgb << 8 | (int) Math.round(255 * (rgba[c] * (1 - keep) + clear * keep));
        }
        return rgb;
    }

    private static boolean near(int expected, int actual) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((expected >> shift & 0xFF) - (actual >> shift & 0xFF)) > 6) {
                return false;
            }
        }
        return true;
    }

    /** How many pixels within {@code reach} of (x, y) have about this colour. */
    private static int count(RgbaImage image, int[] at, int reach, int rgb) {
        var count = 0;
        for (int y = Math.max(0, at[1] - reach); y <= Math.min(SIZE - 1, at[1] + reach); y++) {
            for (int x = Math.max(0, at[0] - reach); x <= Math.min(SIZE - 1, at[0] + reach); x++) {
                count += near(rgb, image.rgbAt(x, y)) ? 1 : 0;
            }
        }
        return count;
    }

    @Test
    void eachSourceIsADiamondInTheColourOfTheFlipStateItPlaysIn() {
        var image = draw(true);
        var colours = List.of(OverlayColours.SOUND_ALWAYS, OverlayColours.SOUND_NOT_FLIPPED,
                OverlayColours.SOUND_FLIPPED, OverlayColours.SOUND_NEVER);
        for (int i = 0; i < SOURCES.size(); i++) {
            var source = SOURCES.get(i);
            var at = FrontView.pixel(source.x(), source.y());
            // At 2000 units a diamond spans about 12 by 18 pixels: some 100, less its edge lines.
            for (int other = 0; other < colours.size(); other++) {
                var found = count(image, at, 12, expected(colours.get(other)));
                if (other == i) {
                    assertTrue(found > 40, "source " + i + " at " + Arrays.toString(at) + ": " + found + " pixels");
                } else {
                    assertEquals(0, found, "source " + i + " shows only its own colour");
                }
            }
            // A diamond is 256 units wide and 384 tall: 300 units to the side is past its tip.
            var beside = FrontView.pixel(source.x() + 300 * Math.signum(source.x() == 0 ? 1 : source.x()), source.y());
            assertEquals(CLEAR, image.rgbAt(beside[0], beside[1]), "beside source " + i);
        }
        assertEquals(CLEAR, image.rgbAt(2, SIZE - 3), "a corner");
    }

    @Test
    void withTheMarkersOffNothingIsDrawn() {
        var image = draw(false);
        for (var source : SOURCES) {
            var at = FrontView.pixel(source.x(), source.y());
            assertEquals(13 * 13, count(image, at, 6, CLEAR));
        }
    }
}
