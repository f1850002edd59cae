package org.tomblens.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tomblens.app.window.ViewerApp;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code tomblens [FILE]}: with no subcommand, opens the viewer window. */
@Command(
        name = "tomblens",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "A viewer for classic Tomb Raider levels (TR1-TR5), TRLE object libraries and Tomb Editor projects.",
        subcommands = {CommandLine.HelpCommand.class, InfoCommand.class, FloorDataCommand.class,
                MakeDemoCommand.class, MakeTestLevelCommand.class, PoseCommand.class, RenderCommand.class, BenchCommand.class})
public final class TombLensCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "FILE",
            description = "Level (.phd .tub .tr2 .tr4 .trc), library (.wad) or project (.prj2) to open; "
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

    /** The configured command line, shared by {@code main} and the tests. */
    public static CommandLine commandLine() {
        return new CommandLine(new TombLensCommand()).setCaseInsensitiveEnumValuesAllowed(true);
    }

    @Override
    public Integer call() {
        var start = new ViewerApp.Start(file,
                camera == null ? null : new float[] {camera.x(), camera.y(), camera.z(), camera.yawDegrees(),
                        camera.pitchDegrees()},
                size == null ? null : new int[] {size.width(), size.height()}, model, entity);
        return ViewerApp.run(start);
    }
}
