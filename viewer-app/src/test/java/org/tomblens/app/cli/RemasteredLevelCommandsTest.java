package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.LevelWriter;
import org.tomblens.maker.write.RemasteredCompanionWriter;
import org.tomblens.maker.write.RemasteredLevelWriter;

/**
 * The commands on Remastered levels, which no public file holds: real TR4 and TR5 levels that level-maker writes
 * in the "TRX4" and "TRX5" layouts, and a real TR1 level that level-maker writes with a Remastered game's companions beside it.
 */
class RemasteredLevelCommandsTest {
    private static JsonNode info(Path file) throws IOException {
        var run = CommandRun.of("info", "--json", file.toString());
        assertEquals(0, run.status(), run.err());
        return new ObjectMapper().readTree(run.out().strip());
    }

    /**
     * {@code info --json} reads {@code file} as the Remastered form of the PC level {@code pcFile} (which is not one),
     * its rooms, entities and 32-bit pages counted, and {@code export} makes a glTF file the validator passes.
     */
    private static JsonNode assertReadAsRemastered(Path file, Path pcFile) throws Exception {
        var pc = LevelReader.read(pcFile);
        var line = info(file);
        assertTrue(line.get("ok").asBoolean(), line.toString());
        assertEquals(pc.version().name(), line.get("version").asText());
        assertEquals("Remastered", line.get("variant").asText());
        assertTrue(line.get("remastered").asBoolean());
        assertEquals(pc.rooms().size(), line.get("rooms").asInt());
        assertEquals(pc.entities().size(), line.get("entities").asInt());
        assertEquals(pc.textures().pages32().size(), line.get("textiles").asInt());
        assertFalse(info(pcFile).get("remastered").asBoolean(), "the PC level it came from is not");
        var glb = file.resolveSibling(file.getFileName() + ".glb");
        var run = CommandRun.of("export", file.toString(), "-o", glb.toString());
        assertEquals(0, run.status(), run.err());
        GltfValidator.validate(glb);
        return line;
    }

    @Test
    void aTr4LevelInTheRemasteredLayoutIsReadAndSaysSo(@TempDir Path folder) throws Exception {
        var pcFile = Corpus.file("tr4/injection-lara.tr4");
        var file = Files.write(folder.resolve("LARA.TR4"), RemasteredLevelWriter.tr4(Files.readAllBytes(pcFile)));
        assertReadAsRemastered(file, pcFile);
    }

    @Test
    void aTr5LevelInTheRemasteredLayoutIsReadAndSaysSo(@TempDir Path game) throws Exception {
        var pcFile = Corpus.file("tr5/rando-test1.trc");
        var classic = Files.readAllBytes(pcFile);
        var file = Files.write(Files.createDirectories(game.resolve("DATA")).resolve("TEST1.TRC"),
                RemasteredLevelWriter.tr5(classic));
        var line = assertReadAsRemastered(file, pcFile);
        // Its sounds are the game's: without SFX/MAIN.SFX above the level's folder that is one warning more.
        var warnings = line.get("warnings").asInt();
        Files.write(Files.createDirectories(game.resolve("SFX")).resolve("MAIN.SFX"),
                RemasteredLevelWriter.mainSfx(classic));
        assertEquals(warnings - 1, info(file).get("warnings").asInt());
    }

    /** The frame {@code render} draws of the Remastered form of each is the PC level's, pixel for pixel. */
    @Test
    void aRemasteredLevelDrawsAsThePcLevelItCameFrom(@TempDir Path folder) throws Exception {
        var tr4 = Corpus.file("tr4/rando-test1.tr4");
        var tr5 = Corpus.file("tr5/trview-lake.trc");
        var remastered4 = Files.write(folder.resolve("R.TR4"), RemasteredLevelWriter.tr4(Files.readAllBytes(tr4)));
        var remastered5 = Files.write(folder.resolve("R.TRC"), RemasteredLevelWriter.tr5(Files.readAllBytes(tr5)));
        assertEquals(-1L, Files.mismatch(frame(tr4, folder.resolve("pc4.png")),
                frame(remastered4, folder.resolve("r4.png"))), "TR4");
        assertEquals(-1L, Files.mismatch(frame(tr5, folder.resolve("pc5.png")),
                frame(remastered5, folder.resolve("r5.png"))), "TR5");
    }

    private static Path frame(Path level, Path png) throws IOException {
        var run = CommandRun.of("render", level.toString(), "-o", png.toString(), "--size", "160x90");
        assertEquals(0, run.status(), run.err());
        // A drawn room, not a blank frame: textured walls give many colours.
        var image = ImageIO.read(png.toFile());
        var colours = new HashSet<Integer>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 50, level + ": " + colours.size() + " colours");
        return png;
    }

    @Test
    void theSamplesOfARemasteredLevelAreTheGamesMainSfxs(@TempDir Path game) throws Exception {
        var pcFile = Corpus.file("tr4/rando-test1.tr4");
        var classic = Files.readAllBytes(pcFile);
        var file = Files.write(Files.createDirectories(game.resolve("DATA")).resolve("TEST1.TR4"),
                RemasteredLevelWriter.tr4(classic));
        Files.write(Files.createDirectories(game.resolve("SFX")).resolve("MAIN.SFX"),
                RemasteredLevelWriter.mainSfx(classic));
        var fromPc = game.resolve("pc");
        var fromRemastered = game.resolve("remastered");
        assertEquals(0, CommandRun.of("extract", pcFile.toString(), "-o", fromPc.toString(), "--only", "sounds")
                .status());
        var run = CommandRun.of("extract", file.toString(), "-o", fromRemastered.toString(), "--only", "sounds");
        assertEquals(0, run.status(), run.err());
        var samples = LevelReader.read(pcFile).sound().samples().size();
        try (var pcSounds = Files.list(fromPc.resolve("sounds"));
             var sounds = Files.list(fromRemastered.resolve("sounds"))) {
            var expected = pcSounds.sorted().toList();
            var written = sounds.sorted().toList();
            assertEquals(samples, written.size());
            for (int i = 0; i < samples; i++) {
                assertEquals(expected.get(i).getFileName(), written.get(i).getFileName());
                assertEquals(-1L, Files.mismatch(expected.get(i), written.get(i)), written.get(i).toString());
            }
        }
    }

    @Test
    void aTr1LevelWithItsMapBesideItIsRemasteredAndAMissingTrgIsAWarning(@TempDir Path folder) throws IOException {
        var read = LevelReader.read(Corpus.file("tr1/injection-twist.phd"));
        var file = Files.write(folder.resolve("TWIST.PHD"), LevelWriter.write(read));
        var classic = info(file);
        assertFalse(classic.get("remastered").asBoolean());
        Files.writeString(folder.resolve("TWIST.MAP"), "alias\n");
        Files.write(folder.resolve("TWIST.PDP"), RemasteredCompanionWriter.pdp(read));
        Files.write(folder.resolve("TWIST.TRG"), RemasteredCompanionWriter.trg(read));
        var remastered = info(file);
        assertTrue(remastered.get("remastered").asBoolean());
        assertEquals(classic.get("warnings").asInt(), remastered.get("warnings").asInt());
        Files.delete(folder.resolve("TWIST.TRG"));
        var withoutTrg = info(file);
        assertTrue(withoutTrg.get("ok").asBoolean());
        assertEquals(classic.get("warnings").asInt() + 1, withoutTrg.get("warnings").asInt());
        assertEquals(classic.get("rooms"), withoutTrg.get("rooms"), "the classic level is read as it is");
    }
}
