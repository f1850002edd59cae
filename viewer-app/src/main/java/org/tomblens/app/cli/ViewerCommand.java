package org.tomblens.app.cli;

import java.nio.file.Path;
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
    /** The options' names, which {@link ViewerArguments} reads too. */
    static final String CAMERA = "--camera";
    static final String SIZE = "--size";
    static final String MODEL = "--model";
    static final String ENTITY = "--entity";
    static final String TIMINGS = "--timings";
    static final String COMPARE = "--compare";
    /** Closes the window once the level is on screen: the start that trains the class archive and timings pass it. */
    static final String QUIT_WHEN_READY = "--quit-when-ready";

    @Parameters(arity = "0..1", paramLabel = "FILE",
            description = "${bundle:openable} to open; "
                    + "without one the bundled demo level opens.")
    Path file;

    @Option(names = CAMERA, paramLabel = "X,Y,Z,YAW,PITCH", converter = CameraPlacement.Converter.class,
            description = "Start the camera here: TR units (Y down), yaw and pitch in degrees (yaw 0 looks along +Z).")
    CameraPlacement camera;

    @Option(names = SIZE, paramLabel = "WxH", converter = FrameSize.Converter.class,
            description = "The window's size for this run (otherwise the last size is remembered).")
    FrameSize size;

    @Option(names = MODEL, paramLabel = "ID",
            description = "Open the animation player on the model of this type id.")
    Long model;

    @Option(names = ENTITY, paramLabel = "N",
            description = "Open the animation player on entity N, played in its place in the level.")
    Integer entity;

    @Option(names = TIMINGS,
            description = "Print how long each step of starting took, once the level is on screen.")
    boolean timings;

    @Option(names = COMPARE, paramLabel = "B",
            description = "Compare the level with level B once it is on screen, as File > Compare with... does.")
    Path compare;

    @Option(names = QUIT_WHEN_READY, hidden = true,
            description = "Close the window once the level is on screen: for timing the start and warming caches.")
    boolean quitWhenReady;

    @Override
    public Integer call() {
        return ViewerApp.run(start());
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
