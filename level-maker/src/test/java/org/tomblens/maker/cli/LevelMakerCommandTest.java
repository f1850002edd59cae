package org.tomblens.maker.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.LevelReader;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.maker.demo.TownLevelGenerator;
import org.tomblens.maker.sound.DemoSamples;

/** The maintainers' entry point: each command writes exactly what its generator makes, where it is told to. */
class LevelMakerCommandTest {

    record Run(int status, String out, String err) {
        static Run of(String... args) {
            var out = new StringWriter();
            var err = new StringWriter();
            var commandLine = LevelMakerCommand.commandLine();
            commandLine.setOut(new PrintWriter(out));
            commandLine.setErr(new PrintWriter(err));
            return new Run(commandLine.execute(args), out.toString(), err.toString());
        }
    }

    @Test
    void helpListsTheThreeMakers() {
        var help = Run.of("--help");
        assertEquals(0, help.status());
        for (var command : new String[] {"make-demo", "make-test-level", "make-icons"}) {
            assertTrue(help.out().contains(command), help.out());
        }
    }

    @Test
    void makeDemoWritesTheGeneratedLevelAndItsSoundsBesideIt(@TempDir Path folder) throws IOException {
        var output = folder.resolve("demo/tomblens-demo.tr2");

        var made = Run.of("make-demo", output.toString());

        assertEquals(0, made.status(), made.err());
        assertArrayEquals(DemoLevelGenerator.generateBytes(), Files.readAllBytes(output));
        assertArrayEquals(DemoSamples.mainSfx(), Files.readAllBytes(folder.resolve("demo/MAIN.SFX")),
                "the sounds beside the level");
        var level = LevelReader.read(Files.readAllBytes(output), output.getFileName().toString());
        assertEquals(GameVersion.TR2, level.version());
        assertEquals(5, level.rooms().size());
    }

    @Test
    void makeTestLevelWritesTheTownOfTheRoomsAskedFor(@TempDir Path folder) throws IOException {
        var output = folder.resolve("town.tr2");

        var made = Run.of("make-test-level", "--rooms", "12", output.toString());

        assertEquals(0, made.status(), made.err());
        assertArrayEquals(TownLevelGenerator.generateBytes(12), Files.readAllBytes(output));
        assertEquals(12, LevelReader.read(Files.readAllBytes(output), "town.tr2").rooms().size());
    }

    @Test
    void makeTestLevelRefusesARoomCountASectorCannotName() {
        var refused = Run.of("make-test-level", "--rooms", "256", "town.tr2");
        assertEquals(2, refused.status(), refused.out());
        assertTrue(refused.err().contains("--rooms must be 1 to 255"), refused.err());
    }

    @Test
    void makeIconsWritesEachFormTheInstallersUse(@TempDir Path folder) {
        var made = Run.of("make-icons", Path.of("..", "assets", "icon", "tomblens.png").toString(), folder.toString());

        assertEquals(0, made.status(), made.err());
        for (var name : new String[] {"tomblens-256.png", "tomblens.ico", "tomblens.icns"}) {
            assertTrue(Files.isRegularFile(folder.resolve(name)), name);
        }
    }

    @Test
    void makeIconsSaysWhyWhenTheSourceIsNoImage(@TempDir Path folder) throws IOException {
        var notAnImage = Files.writeString(folder.resolve("icon.png"), "not a picture");

        var made = Run.of("make-icons", notAnImage.toString(), folder.resolve("icons").toString());

        assertEquals(1, made.status());
        assertTrue(made.err().contains("is not a square image"), made.err());
    }
}
