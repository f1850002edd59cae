package org.tomblens.app;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The pictures README.md and the guide (docs/, format-core/docs/) show are in assets/readme/, and each is made by
 * assets/readme/make-pictures.sh (a "keep FROM PICTURE" line), so that none is a copy nobody can make again.
 */
class GuidePicturesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path PICTURES = ROOT.resolve("assets/readme");
    private static final Pattern IMAGE = Pattern.compile("!\\[[^\\]]*]\\(([^)\\s]+)\\)");
    private static final Pattern KEEP = Pattern.compile("^keep \\S+ (\\S+)$", Pattern.MULTILINE);

    @Test
    void everyPictureTheGuideShowsIsThereAndMadeByTheScript() throws IOException {
        var made = made();
        var shown = shown();
        assertFalse(shown.isEmpty(), "the README shows pictures of assets/readme/");
        for (var picture : shown) {
            assertTrue(Files.isRegularFile(picture), ROOT.relativize(picture) + " is there");
            assertTrue(made.contains(picture.getFileName().toString()), ROOT.relativize(picture)
                    + " is made by make-pictures.sh, which keeps " + made);
        }
    }

    @Test
    void everyPictureTheScriptMakesIsShown() throws IOException {
        var shown = new TreeSet<String>();
        shown().forEach(picture -> shown.add(picture.getFileName().toString()));
        assertEquals(made(), shown, "the pictures make-pictures.sh keeps, and those the guide shows");
    }

    /** The pictures of assets/readme/ the Markdown pages show, as files. */
    private static List<Path> shown() throws IOException {
        var pictures = new ArrayList<Path>();
        for (var page : pages()) {
            var image = IMAGE.matcher(Files.readString(page));
            while (image.find()) {
                var picture = page.getParent().resolve(image.group(1)).normalize();
                if (picture.startsWith(PICTURES)) {
                    pictures.add(picture);
                }
            }
        }
        return pictures;
    }

    private static List<Path> pages() throws IOException {
        var pages = new ArrayList<Path>(List.of(ROOT.resolve("README.md")));
        for (var folder : List.of(ROOT.resolve("docs"), ROOT.resolve("format-core/docs"))) {
            try (Stream<Path> files = Files.walk(folder)) {
                files.filter(file -> file.toString().endsWith(".md")).sorted().forEach(pages::add);
            }
        }
        return pages;
    }

    /** The pictures the script keeps, by file name. */
    private static Set<String> made() throws IOException {
        var made = new TreeSet<String>();
        var keep = KEEP.matcher(Files.readString(PICTURES.resolve("make-pictures.sh")));
        while (keep.find()) {
            made.add(keep.group(1));
        }
        return made;
    }
}
