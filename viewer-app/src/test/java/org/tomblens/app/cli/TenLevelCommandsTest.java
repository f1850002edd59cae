package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.ten.TenSampleLevel;

/**
 * The corpus TombEngine level (Tomb Editor 1.9.0) through the commands: {@code info} with TombEngine's keys, a
 * rendered frame its room fills, and the commands that take game levels only; and level-maker's sample level in
 * Tomb Editor 1.11's layout through info, render and export.
 */
class TenLevelCommandsTest {
    private static final String FILE = "ten/aod-title-te19.ten";
    /** The renderer's clear colour where no fog is set: what shows where nothing is drawn. */
    private static final int CLEAR = 0x14171C;

    @Test
    void infoGivesTheEngineAndTheCompilerVersionTheFileStamps() throws IOException {
        var file = Corpus.file(FILE);
        var bytes = Files.readAllBytes(file);
        var run = CommandRun.of("info", "--json", file.toString());
        assertEquals(0, run.status(), run.err());
        var line = new ObjectMapper().readTree(run.out());
        assertTrue(line.get("ok").asBoolean(), run.out());
        assertEquals("TEN", line.get("engine").asText());
        assertEquals("TEN", line.get("version").asText());
        assertEquals(bytes[4] + "." + bytes[5] + "." + bytes[6], line.get("compiler_version").asText());
        assertTrue(line.get("rooms").asInt() > 0, run.out());
        assertTrue(line.get("entities").asInt() > 0, run.out());
        assertTrue(line.get("lua_names").asInt() > 0, run.out());
    }

    @Test
    void aRenderedFrameIsCoveredByTheLevel(@TempDir Path folder) throws IOException {
        var png = folder.resolve("frame.png");
        var run = CommandRun.of("render", Corpus.file(FILE).toString(), "-o", png.toString(), "--size", "320x180");
        assertEquals(0, run.status(), run.err());
        var image = ImageIO.read(png.toFile());
        var clear = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                clear += (image.getRGB(x, y) & 0xFFFFFF) == CLEAR ? 1 : 0;
            }
        }
        assertEquals(0, clear, "pixels where nothing is drawn");
    }

    @Test
    void theCommandsOnGameLevelsReadIt() {
        var file = Corpus.file(FILE).toString();
        var boxes = CommandRun.of("boxes", file);
        assertEquals(0, boxes.status(), boxes.err());
        assertTrue(boxes.out().startsWith("box 0:"), boxes.out());
        var states = CommandRun.of("states", "--model", "0", file);
        assertEquals(0, states.status(), states.err());
        var floorData = CommandRun.of("floordata", "--all", file);
        assertEquals(0, floorData.status(), floorData.err());
    }

    private static Path sample1Point11(Path folder) throws IOException {
        return Files.write(folder.resolve("sample-te111.ten"), TenSampleLevel.bytes(64));
    }

    @Test
    void infoCountsWhatTheSample1Point11LevelHolds(@TempDir Path folder) throws IOException {
        var run = CommandRun.of("info", "--json", sample1Point11(folder).toString());
        assertEquals(0, run.status(), run.err());
        var line = new ObjectMapper().readTree(run.out());
        assertTrue(line.get("ok").asBoolean(), run.out());
        assertEquals("1.11.0", line.get("compiler_version").asText());
        assertEquals(2, line.get("rooms").asInt());
        assertEquals(3, line.get("entities").asInt());
        assertEquals(2, line.get("lua_names").asInt());
        assertEquals(2, line.get("flyby_cameras").asInt());
        assertEquals(2, line.get("animations").asInt());
    }

    @Test
    void theSample1Point11LevelRendersAsItsClosedRoomAndExportsValid(@TempDir Path folder) throws Exception {
        var file = sample1Point11(folder).toString();
        var png = folder.resolve("frame.png");
        var render = CommandRun.of("render", file, "-o", png.toString(), "--size", "320x180");
        assertEquals(0, render.status(), render.err());
        var image = ImageIO.read(png.toFile());
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                assertTrue((image.getRGB(x, y) & 0xFFFFFF) != CLEAR, "nothing drawn at " + x + "," + y);
            }
        }
        var level = folder.resolve("level.glb");
        var model = folder.resolve("model.glb");
        assertEquals(0, CommandRun.of("export", file, "-o", level.toString()).status());
        var exported = CommandRun.of("export", "--model", "0", file, "-o", model.toString());
        assertEquals(0, exported.status(), exported.err());
        GltfValidator.validate(level, model);
    }
}
