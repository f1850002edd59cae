package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tomblens.app.window.ViewerApp;
import picocli.CommandLine;

/** The viewer's command line read without picocli: it must start the viewer exactly as picocli's parsing would. */
class ViewerArgumentsTest {

    @Test
    void readsTheViewersOptionsAsPicocliDoes() {
        for (var args : new String[][] {{}, {"level.tr2"}, {"some folder/Level 1.PHD"}, {"pack.obj#2"},
                {"--quit-when-ready"}, {"--quit-when-ready", "level.tr2"}, {"level.tr2", "--quit-when-ready"},
                {"--size", "1280x720", "level.tr2"}, {"--size=800X600"},
                {"level.tr2", "--camera", "1024,-512,2048,90,-10"}, {"--camera=0, 0, 0, 45, 0"},
                {"--model", "7", "--timings", "a.tr2"}, {"--entity=12", "b.tr4"},
                {"--model", "+5"}, {"--model", "007"}, {"--compare", "b.tr2", "a.tr2"}, {"--compare=other/b.tr2"},
                {"--quit-when-ready", "--timings", "--size", "640x480", "--camera", "1,2,3,4,5", "--model", "0",
                        "--entity", "3", "--compare", "b.tr2", "a.tr2"}}) {
            var parsed = new ViewerCommand();
            new CommandLine(parsed).parseArgs(args);
            var read = ViewerArguments.read(args).orElseThrow(() -> new AssertionError(String.join(" ", args)));
            assertSameStart(parsed.start(), read, String.join(" ", args));
        }
    }

    @Test
    void readsTheValuesWritten() {
        var start = ViewerArguments.read(new String[] {"--size", "800x600", "--camera", "1024,-512,2048,90,-10",
                "--model=15", "--entity", "3", "--compare", "b.tr2", "--timings", "a.tr2"}).orElseThrow();
        assertArrayEquals(new int[] {800, 600}, start.windowSize());
        assertArrayEquals(new float[] {1024, -512, 2048, 90, -10}, start.camera());
        assertEquals(15L, start.model());
        assertEquals(3, start.entity());
        assertEquals(Path.of("b.tr2"), start.compareWith());
        assertEquals(Path.of("a.tr2"), start.file());
        assertTrue(start.timings());
        assertFalse(start.quitWhenReady());
    }

    @Test
    void leavesToPicocliWhatItReadsAnotherWayOrRefuses() {
        for (var args : new String[][] {{"-h"}, {"--help"}, {"-V"}, {"@arguments.txt"}, {"a.tr2", "b.tr2"}, {""},
                {"bad\0name"}, {"--"}, {"--", "a.tr2"}, {"-"}, {"--size"}, {"--size", "--timings"}, {"--size="},
                {"--camera", "-5,0,0,0,0"}, {"--size", "12"}, {"--size", "0x0"}, {"--camera", "1,2,3"},
                {"--model", "0x10"}, {"--model", "seven"}, {"--entity", "99999999999"},
                {"--size", "800x600", "--size", "640x480"}, {"--timings", "--timings"}, {"--timings=true"},
                {"--fast"}, {"-x"}, {"--compare", "@list"}, {"--compare=bad\0"}, {"a.tr2", "--entity"}}) {
            assertTrue(ViewerArguments.read(args).isEmpty(), String.join(" ", args));
        }
    }

    @Test
    void knowsEveryOptionOfTheViewerAndWhetherItTakesAValue() {
        var withValues = new HashSet<String>();
        var switches = new HashSet<String>();
        for (var option : new CommandLine(new ViewerCommand()).getCommandSpec().options()) {
            if (option.usageHelp() || option.versionHelp()) {
                continue;
            }
            for (var name : option.names()) {
                (option.arity().max() > 0 ? withValues : switches).add(name);
            }
        }
        assertEquals(withValues, ViewerArguments.WITH_VALUES);
        assertEquals(switches, ViewerArguments.SWITCHES);
    }

    @Test
    void noSubcommandNorHelpOptionOpensTheWindow() {
        var names = TombLensCommand.subcommandsAndHelp();
        assertTrue(names.containsAll(Set.of("info", "render", "check", "script", "help", "-h", "--version")),
                "the subcommands and help options: " + names);
        for (var name : names) {
            assertFalse(TombLensCommand.opensTheWindow(new String[] {name}), name);
            assertFalse(TombLensCommand.opensTheWindow(new String[] {"--quit-when-ready", name}), name);
        }
        assertFalse(TombLensCommand.opensTheWindow(new String[] {"info", "--json", "level.tr2"}));
        assertFalse(TombLensCommand.opensTheWindow(new String[] {"--size", "800x600", "--help"}));
        for (var file : new String[] {"level.tr2", "/levels/Level 1.PHD", "GAMEWAD.OBJ#3", "C:\\TR2\\WALL.TR2",
                "LEVEL"}) {
            assertTrue(TombLensCommand.opensTheWindow(new String[] {file}), file);
        }
        assertTrue(TombLensCommand.opensTheWindow(new String[0]), "nothing opens the demo");
        assertTrue(TombLensCommand.opensTheWindow(new String[] {"--quit-when-ready", "level.tr2"}));
        assertTrue(TombLensCommand.opensTheWindow(new String[] {"a.tr2", "b.tr2"}));
        assertTrue(TombLensCommand.opensTheWindow(new String[] {"--size", "1280x720", "--camera", "0,0,0,90,0",
                "level.tr2"}), "the viewer's options");
    }

    private static void assertSameStart(ViewerApp.Start expected, ViewerApp.Start actual, String args) {
        assertEquals(expected.file(), actual.file(), args);
        assertArrayEquals(expected.camera(), actual.camera(), args);
        assertArrayEquals(expected.windowSize(), actual.windowSize(), args);
        assertEquals(expected.model(), actual.model(), args);
        assertEquals(expected.entity(), actual.entity(), args);
        assertEquals(expected.timings(), actual.timings(), args);
        assertEquals(expected.quitWhenReady(), actual.quitWhenReady(), args);
        assertEquals(expected.compareWith(), actual.compareWith(), args);
    }
}
