package org.tomblens.app.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tomblens.app.window.ViewerApp;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tomblens [FILE]}: the viewer window, with the options that start it. {@link TombLensCommand} is this
 * with the subcommands.
 */
@Command(
        name = "tomblens",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        resourceBundle = "org.tomblens.app.cli.OpenableFiles",
        description = "A viewer for classic Tomb Raider levels (TR1-TR5), TRLE object libraries and Tomb Editor projects.")
public class ViewerCommand implements Callable<Integer> {
    /**
     * Closes the window once the level is on screen: the start that trains the class archive and the timing scripts
     * pass it, first, before the file or nothing.
     */
    static final String QUIT_WHEN_READY = "--quit-when-ready";

    @Parameters(arity = "0..1", paramLabel = "FILE",
            description = "${bundle:openable} to open; "
                    + "without one the bundled demo level opens.")
    Path file;

    @Option(names = "--camera", paramLabel = "X,Y,Z,YAW,PITCH", converter = CameraPlacement.Converter.class,
            description = "Start the camera here: TR units (Y down), yaw and pitch in degrees (yaw 0 looks along +Z).")
    CameraPlacement camera;

    @Option(names = "--size", paramLabel = "WxH", converter = FrameSize.Converter.class,
            description = "The window's size for this run (otherwise the last size is remembered).")
    FrameSize size;

    @Option(names = "--model", paramLabel = "ID",
            description = "Open the animation player on the model of this type id.")
    Long model;

    @Option(names = "--entity", paramLabel = "N",
            description = "Open the animation player on entity N, played in its place in the level.")
    Integer entity;

    @Option(names = "--timings",
            description = "Print how long each step of starting took, once the level is on screen.")
    boolean timings;

    @Option(names = "--compare", paramLabel = "B",
            description = "Compare the level with level B once it is on screen, as File > Compare with... does.")
    Path compare;

    @Option(names = QUIT_WHEN_READY, hidden = true,
            description = "Close the window once the level is on screen: for timing the start and warming caches.")
    boolean quitWhenReady;

    @Override
    public Integer call() {
        return ViewerApp.run(start());
    }

    /**
     * The start that {@code args} ask for when they are a file alone or nothing, as a file manager's double click
     * and a plain {@code tomblens FILE} pass them, or those after {@value #QUIT_WHEN_READY} (so that the start that
     * trains the class archive goes the way of a user's); empty when they need parsing (another option, an
     * {@code @}-file, more than one argument, a name no path can have). Building picocli's model of the options costs
     * a tenth of a second on the way to the window, which such starts skip.
     */
    static Optional<ViewerApp.Start> plainStart(String[] args) {
        var command = new ViewerCommand();
        var rest = afterQuitWhenReady(args);
        command.quitWhenReady = rest.length < args.length;
        args = rest;
        if (args.length > 1) {
            return Optional.empty();
        }
        if (args.length == 1) {
            if (args[0].isEmpty() || args[0].startsWith("-") || args[0].startsWith("@")) {
                return Optional.empty();
            }
            try {
                command.file = Path.of(args[0]);
            } catch (InvalidPathException e) {
                return Optional.empty();
            }
        }
        return Optional.of(command.start());
    }

    /** {@code args} without a first {@value #QUIT_WHEN_READY}. */
    static String[] afterQuitWhenReady(String[] args) {
        return args.length > 0 && args[0].equals(QUIT_WHEN_READY) ? Arrays.copyOfRange(args, 1, args.length) : args;
    }

    /** The start the parsed options ask for. */
    ViewerApp.Start start() {
        return new ViewerApp.Start(file,
                camera == null ? null : new float[] {camera.x(), camera.y(), camera.z(), camera.yawDegrees(),
                        camera.pitchDegrees()},
                size == null ? null : new int[] {size.width(), size.height()}, model, entity, timings, quitWhenReady,
                compare);
    }
}
