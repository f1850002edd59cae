package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.DreamcastLevelWriter;
import org.tomblens.maker.write.PackWriter;
import org.tomblens.maker.write.PsxLevelWriter;

/**
 * A PlayStation pack in the real window: it opens as its first level part, File > Parts of this pack lists each part
 * with what it is, and choosing one opens it as its own file. The pack holds a TR1 PlayStation level and a Dreamcast
 * TR5 level, both written from real corpus levels, and a corpus README that is no level.
 */
class PackWindowTest {
    @Test
    void aPackOpensAsItsFirstLevelAndItsPartsMenuOpensAnother(@TempDir Path home) throws Exception {
        var twist = LevelReader.read(Corpus.file("tr1/injection-twist.phd"));
        var lakeFile = Corpus.file("tr5/trview-lake.trc");
        var lake = LevelReader.read(lakeFile);
        var pack = home.resolve("GAMEWAD.OBJ");
        Files.createDirectories(home);
        Files.write(pack, PackWriter.write(List.of(PsxLevelWriter.write(twist),
                DreamcastLevelWriter.tr5(Files.readAllBytes(lakeFile)),
                Files.readAllBytes(Corpus.file("tr1/opentomb-preactivated.README.md")))));
        try (var window = RealWindow.start(home, List.of(pack.toString()), "{}", Map.of())) {
            var first = window.await("the pack's first part loaded", event -> "loaded".equals(
                    event.path("event").asText()), 60);
            assertEquals(twist.rooms().size(), first.path("rooms").asInt(), first.toString());
            assertEquals("TR1", first.path("version").asText());
            window.await("a file on screen", event -> "ready".equals(event.path("event").asText()), 60);
            window.click(window.panel("Menu", "File"), "File");
            window.click(window.panel("Menu", "Parts of this pack"), "Parts of this pack");
            var menu = window.panel("Menu", "#2  TR5 level (Dreamcast)");
            assertTrue(menu.get("controls").has("#3  not a file TombLens reads"), menu.toString());
            window.click(menu, "#2  TR5 level (Dreamcast)");
            var second = window.await("the pack's second part loaded", event -> "loaded".equals(
                    event.path("event").asText()) && "GAMEWAD.OBJ#2".equals(event.path("file").asText()), 60);
            assertEquals(lake.rooms().size(), second.path("rooms").asInt(), second.toString());
            assertEquals("TR5", second.path("version").asText());
        }
    }
}
