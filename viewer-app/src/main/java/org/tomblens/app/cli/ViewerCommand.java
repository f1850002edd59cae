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

    @Option(names = "--quit-when-ready", hidden = true,
            description = "Close the window once the level is on screen: for timing the start and warming caches.")
    boolean quitWhenReady;

    @Override
    public Integer call() {
        var start = new ViewerApp.Start(file,
                camera == null ? null : new float[] {camera.x(), camera.y(), camera.z(), camera.yawDegrees(),
                        camera.pitchDegrees()},
                size == null ? null : new int[] {size.width(), size.height()}, model, entity, timings, quitWhenReady,
                compare);
        return ViewerApp.run(start);
    }
}
