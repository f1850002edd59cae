package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.tomblens.app.e2e.RealWindow.Screen;

/**
 * A private Xvfb display, started once for the windows a test JVM starts one after another on a screen of one size
 * and scale, and stopped when one of another screen is wanted or the JVM ends. Each window finds it as a new server
 * leaves it: the pointer in the middle of the screen, no button held, no other window.
 */
final class Display {
    private static Display current;

    private final Screen screen;
    private final Process xvfb;
    private final Path log;
    /** Where Xvfb keeps its screen as a file, as it shows it (-fbdir). */
    private final Path screenFolder;
    private final String name;

    private Display(Screen screen, Process xvfb, Path log, Path screenFolder, String name) {
        this.screen = screen;
        this.xvfb = xvfb;
        this.log = log;
        this.screenFolder = screenFolder;
        this.name = name;
    }

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(Display::stopCurrent));
    }

    /** The display with this screen, started if the last one had another screen or has stopped. */
    static synchronized Display of(Screen screen) throws Exception {
        if (current == null || !current.screen.equals(screen) || !current.xvfb.isAlive()) {
            stopCurrent();
            current = start(screen);
        }
        current.awaitNoWindow();
        current.xdotool("mousemove", Integer.toString(screen.width() / 2), Integer.toString(screen.height() / 2));
        return current;
    }

    /**
     * Waits for the server to have closed the windows of the viewers that ran on it: it does so once it reads that
     * their connection ended, which can come after the process has exited.
     */
    private void awaitNoWindow() throws Exception {
        var deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (run("search", "--name", "TombLens").exitValue() == 0) {
            if (System.nanoTime() > deadline) {
                fail("a window of an earlier viewer is still open on " + name);
            }
            Thread.sleep(20);
        }
    }

    private static synchronized void stopCurrent() {
        if (current == null) {
            return;
        }
        current.xvfb.destroy();
        try {
            current.xvfb.waitFor(10, TimeUnit.SECONDS);
            Files.deleteIfExists(current.log);
            Files.deleteIfExists(current.screenFolder.resolve(XvfbScreen.FILE));
            Files.deleteIfExists(current.screenFolder);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // The log stays in the build's temporary folder.
        }
        current = null;
    }

    private static Display start(Screen screen) throws Exception {
        // What Xvfb prints goes to the test JVM's temporary folder, which the build gives it.
        var log = Files.createTempFile("xvfb", ".log");
        var screenFolder = Files.createTempDirectory("xvfb-screen");
        // Xvfb takes a free display and writes its number once it accepts connections. It must not reset when
        // its first client (xrdb) leaves, which forgets the resources, and its screen saver stays off for as long as
        // it serves windows.
        var xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0",
                screen.width() + "x" + screen.height() + "x24", "-fbdir", screenFolder.toString(), "-nolisten", "tcp",
                "-noreset", "-s", "0")
                .redirectError(log.toFile()).start();
        var display = new Display(screen, xvfb, log, screenFolder, ":" + displayNumber(xvfb, log));
        if (screen.dpi() != Screen.DESKTOP.dpi()) {
            display.setResources("Xft.dpi: " + screen.dpi() + "\n");
        }
        return display;
    }

    /** The number Xvfb writes on its standard output once its display accepts connections. */
    private static String displayNumber(Process xvfb, Path log) throws Exception {
        var reader = new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.US_ASCII));
        var number = CompletableFuture.supplyAsync(() -> {
            try {
                return reader.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        try {
            var line = number.get(30, TimeUnit.SECONDS);
            if (line == null || line.isBlank()) {
                fail("Xvfb named no display: " + Files.readString(log));
            }
            return line.trim();
        } catch (TimeoutException e) {
            xvfb.destroy();
            fail("Xvfb did not accept connections within 30 s: " + Files.readString(log));
            return null;
        }
    }

    /** Merges X resources into the display's, as a desktop's settings do (xrdb, without a preprocessor). */
    private void setResources(String resources) throws Exception {
        var builder = new ProcessBuilder("xrdb", "-nocpp", "-merge").redirectErrorStream(true);
        builder.environment().put("DISPLAY", name);
        var xrdb = builder.start();
        try (var in = xrdb.getOutputStream()) {
            in.write(resources.getBytes(StandardCharsets.US_ASCII));
        }
        if (!xrdb.waitFor(20, TimeUnit.SECONDS) || xrdb.exitValue() != 0) {
            fail("xrdb failed: " + new String(xrdb.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The screen as the X server shows it now. */
    XvfbScreen screen() throws IOException {
        return XvfbScreen.read(screenFolder.resolve(XvfbScreen.FILE));
    }

    /** The display's name, what {@code DISPLAY} says. */
    String name() {
        return name;
    }

    /** Runs xdotool on this display and returns what it printed; fails if it fails. */
    String xdotool(String... arguments) throws Exception {
        var process = run(arguments);
        var output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            fail("xdotool " + String.join(" ", arguments) + " failed: " + output);
        }
        return output;
    }

    /** Runs xdotool on this display to its end, its output kept to read. */
    private Process run(String... arguments) throws Exception {
        var command = new ArrayList<String>();
        command.add("xdotool");
        command.addAll(List.of(arguments));
        var builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("DISPLAY", name);
        var process = builder.start();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("xdotool " + String.join(" ", arguments) + " did not end within 20 s");
        }
        return process;
    }
}
