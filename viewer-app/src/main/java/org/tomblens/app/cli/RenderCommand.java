package org.tomblens.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.IntConsumer;
import org.tomblens.app.files.WholeFile;
import org.tomblens.format.cutscene.CutsceneFrame;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.cutscene.PackedCast;
import org.tomblens.format.cutscene.PackedCutscene;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.geometry.LevelExtent;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.gl.GlUnavailableException;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.offscreen.TextLabel;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.overlay.Selection;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.RenderOptions;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tomblens render FILE -o OUT.png [--size WxH] [--room R] [--camera X,Y,Z,YAW,PITCH] [--all-rooms]}
 * and {@code tomblens render --contact-sheet OUT.png FILE...}: frames rendered offscreen, no display needed.
 */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Render a frame of a level offscreen into a PNG, or a contact sheet of several levels.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the image was written", "1:a level could not be read or the image not written",
                "2:OpenGL is not available"})
public final class RenderCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @ArgGroup(multiplicity = "1")
    Output output;

    static final class Output {
        @Option(names = {"-o", "--output"}, paramLabel = "OUT.png", description = "The PNG to write.")
        Path image;

        @Option(names = "--contact-sheet", paramLabel = "OUT.png",
                description = "Render one named tile per FILE into this PNG.")
        Path sheet;

        @Option(names = "--flyby-frames", paramLabel = "DIR",
                description = "Record a flyby sequence (--sequence) as it plays, one PNG per game frame, into DIR.")
        Path flybyFrames;

        @Option(names = "--cutscene-frames", paramLabel = "DIR",
                description = "Record a TR1–TR3 level's cutscene as it plays, one PNG per game frame seen through its "
                        + "camera, into DIR.")
        Path cutsceneFrames;
    }

    @Option(names = "--sequence", paramLabel = "N", description = "With --flyby-frames: the sequence to record "
            + "(default: the first).")
    Integer sequence;

    @Option(names = "--cut", paramLabel = "N", description = "With --cutscene-frames on a TR4/TR5 level: the "
            + "cutscene of the pack found beside it, by number.")
    Integer cut;

    @Option(names = "--every", paramLabel = "K", defaultValue = "1",
            description = "With --flyby-frames or --cutscene-frames: keep every K-th game frame (default: all).")
    int every;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Level file(s).")
    List<Path> files;

    @Option(names = "--size", paramLabel = "WxH", converter = FrameSize.Converter.class,
            description = "Frame size (per tile for a contact sheet); default 1280x720, tiles 640x360.")
    FrameSize size;

    @Option(names = "--room", paramLabel = "R", description = "Frame room R instead of Lara's start.")
    Integer room;

    @Option(names = "--camera", paramLabel = "X,Y,Z,YAW,PITCH", converter = CameraPlacement.Converter.class,
            description = "Place the camera: TR units (Y down), yaw and pitch in degrees (yaw 0 looks along +Z).")
    CameraPlacement camera;

    @Option(names = "--all-rooms", description = "Draw every room instead of those seen through portals.")
    boolean allRooms;

    @Option(names = "--overlays", description = "Show trigger, death and climb sectors, portals and entity boxes.")
    boolean overlays;

    @Option(names = "--boxes", description = "Show the pathfinding boxes, coloured by their first ground zone.")
    boolean boxes;

    @Option(names = "--top-view", description = "Look straight down on the whole level without perspective, as on a "
            + "map (north, +Z, up).")
    boolean topView;

    @Option(names = "--cameras", description = "Show the fixed cameras, sinks and flyby sequences' paths.")
    boolean cameras;

    @Option(names = "--no-script", description = "Draw TR4/TR5 levels without the distance fog and cloud layers "
            + "that the game's script found beside the level sets.")
    boolean noScript;

    @Override
    public Integer call() {
        var err = spec.commandLine().getErr();
        if (output.sheet == null && files.size() != 1) {
            err.println("render: -o, --flyby-frames and --cutscene-frames render one file; use --contact-sheet for "
                    + "several");
            return 1;
        }
        var frame = size != null ? size : output.sheet != null ? new FrameSize(640, 360) : new FrameSize(1280, 720);
        try (var context = GlContext.hidden(frame.width(), frame.height())) {
            if (output.flybyFrames != null) {
                return recordFlyby(frame);
            }
            if (output.cutsceneFrames != null) {
                return recordCutscene(frame);
            }
            return output.image != null ? renderOne(frame) : renderSheet(frame);
        } catch (GlUnavailableException e) {
            err.println("render: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("render: " + e.getMessage());
            return 1;
        }
    }

    private int renderOne(FrameSize frame) throws IOException {
        var prepared = open(files.get(0));
        if (prepared == null) {
            return LevelArgument.UNREADABLE;
        }
        WholeFile.write(output.image, shoot(prepared, frame, null)::writePng);
        spec.commandLine().getOut().println("wrote " + output.image);
        return 0;
    }

    /** Writes frame-0000.png, frame-0001.png, … of the flyby as it plays, with the level as it stands. */
    private int recordFlyby(FrameSize frame) throws IOException {
        var err = spec.commandLine().getErr();
        var prepared = open(files.get(0));
        if (prepared == null) {
            return LevelArgument.UNREADABLE;
        }
        var chosen = prepared.flybySequences().stream().filter(each -> sequence == null || each.number() == sequence)
                .findFirst();
        if (chosen.isEmpty()) {
            err.println("render: " + files.get(0).getFileName() + " has no flyby sequence"
                    + (sequence == null ? "" : " " + sequence));
            return 1;
        }
        var path = prepared.flybyPath(chosen.get());
        int written;
        try (var snapshot = new LevelSnapshot(prepared, frame.width(), frame.height())) {
            written = record(snapshot, path, output.flybyFrames, f -> { });
        }
        spec.commandLine().getOut().printf("wrote %d frames of sequence %d (%.2f s) to %s%n", written,
                path.sequence(), path.seconds(), output.flybyFrames);
        path.warnings().forEach(warning -> err.println("render: warning: " + warning));
        return 0;
    }

    /**
     * Writes frame-0000.png, … of the level's cutscene through its camera, the actors standing and posed as the game
     * has them: a TR1–TR3 level's own, the rooms flipped where the game flips them; or cutscene {@code --cut} of a
     * TR4/TR5 level's pack.
     */
    private int recordCutscene(FrameSize frame) throws IOException {
        var err = spec.commandLine().getErr();
        var prepared = open(files.get(0));
        if (prepared == null) {
            return LevelArgument.UNREADABLE;
        }
        var name = files.get(0).getFileName();
        List<CutsceneFrame> shots;
        CutsceneCast cast;
        var flipMap = false;
        if (prepared.level().version().atLeast(GameVersion.TR4)) {
            var near = prepared.cutscenePack();
            var chosen = cut == null ? java.util.Optional.<PackedCutscene>empty() : near.cutscene(cut);
            if (chosen.isEmpty()) {
                err.println("render: " + (near.pack() == null ? name + " has no cutscene pack: " + near.problem()
                        : cut == null ? "--cut N chooses one of the " + near.pack().cutscenes().size()
                        + " cutscenes of " + near.file().orElseThrow() : near.file().orElseThrow()
                        + " has no cutscene " + cut));
                return 1;
            }
            try {
                var decoded = chosen.get().decode();
                shots = decoded.frames();
                cast = PackedCast.of(chosen.get(), decoded, prepared.level(), prepared.animation());
            } catch (LevelFormatException e) {
                err.println("render: cutscene " + cut + " cannot be decoded: " + e.getMessage());
                return 1;
            }
        } else {
            var found = prepared.cutscene();
            if (found.isEmpty()) {
                err.println("render: " + name + " stores no cinematic frames");
                return 1;
            }
            shots = found.get().frames();
            cast = found.get().cast(prepared.animation());
            flipMap = found.get().staging().flipMap();
        }
        int written;
        try (var snapshot = new LevelSnapshot(prepared, frame.width(), frame.height())) {
            if (flipMap) {
                for (var group : snapshot.flips().groups()) {
                    snapshot.flips().set(group, true);
                }
            }
            written = record(snapshot, LevelCutscene.cameraPath(shots, false), output.cutsceneFrames,
                    f -> snapshot.renderer().stage(cast, f));
        }
        spec.commandLine().getOut().printf("wrote %d frames of the cutscene (%.2f s) to %s%n", written,
                shots.size() / (double) FlybyPath.FRAMES_PER_SECOND, output.cutsceneFrames);
        return 0;
    }

    /**
     * Writes frame-0000.png, … into {@code folder}: the level seen from every {@code every}-th sample of {@code path}
     * (its place, target, field of view and roll), {@code beforeFrame} told each sample's number first; returns how
     * many frames it wrote.
     */
    private int record(LevelSnapshot snapshot, FlybyPath path, Path folder, IntConsumer beforeFrame)
            throws IOException {
        Files.createDirectories(folder);
        var options = new RenderOptions();
        options.scriptAtmosphere = !noScript;
        var camera = new Camera();
        var written = 0;
        for (int f = 0; f < path.samples().size(); f += Math.max(1, every)) {
            var sample = path.samples().get(f);
            beforeFrame.accept(f);
            WholeFile.write(folder.resolve(String.format("frame-%04d.png", written++)),
                    snapshot.shoot(camera.follow(sample), options, sample.t())::writePng);
        }
        return written;
    }

    private int renderSheet(FrameSize tile) throws IOException {
        var tiles = new ArrayList<RgbaImage>();
        var failed = false;
        for (var file : files) {
            var prepared = open(file);
            failed |= prepared == null;
            tiles.add(prepared == null ? null
                    : shoot(prepared, tile, file.getFileName() + " (" + prepared.level().version() + ")"));
        }
        WholeFile.write(output.sheet, ContactSheet.compose(tiles, tile.width(), tile.height())::writePng);
        spec.commandLine().getOut().println("wrote " + output.sheet);
        return failed ? 1 : 0;
    }

    /** {@code file} as the viewer opens it, or null after saying why it cannot be read. */
    private PreparedLevel open(Path file) {
        return LevelArgument.open(file, LevelArgument.Kinds.VIEWABLE, "render", spec.commandLine().getErr());
    }

    private RgbaImage shoot(PreparedLevel prepared, FrameSize frame, String label) {
        try (var snapshot = new LevelSnapshot(prepared, frame.width(), frame.height())) {
            var options = new RenderOptions();
            options.scriptAtmosphere = !noScript;
            options.portalCulling = !allRooms;
            options.animateEntities = false;
            options.showTriggers = overlays;
            options.showPortals = overlays;
            options.showEntityBoxes = overlays;
            options.showBoxes = boxes;
            options.showCameras = cameras;
            var view = topView ? map(prepared.level(), frame) : place(snapshot);
            snapshot.draw(view, options, 0);
            if (overlays || boxes || cameras) {
                try (var overlay = new OverlayRenderer(prepared)) {
                    overlay.draw(view, options, snapshot.renderer(), Selection.NONE);
                }
            }
            if (label != null) {
                TextLabel.draw(label, 10, 10, 2f, frame.width(), frame.height());
            }
            return snapshot.target().read();
        }
    }

    /** A top view of every room, from above the highest, the picture just holding them. */
    private static Camera map(Level level, FrameSize frame) {
        var extent = LevelExtent.of(level);
        var camera = new Camera().place(extent.centreX(), extent.top() - 2048, extent.centreZ(), 0, 0);
        camera.setTopView(true);
        var aspect = frame.width() / (float) frame.height();
        camera.setTopViewHalfHeight(1.05f * Math.max((extent.maxZ() - extent.minZ()) / 2,
                (extent.maxX() - extent.minX()) / 2 / aspect));
        return camera;
    }

    private Camera place(LevelSnapshot snapshot) {
        var view = new Camera();
        if (camera != null) {
            return camera.place(view);
        }
        var rooms = snapshot.prepared().rooms();
        return room != null ? DefaultView.room(rooms, snapshot.flips()::active, room, view) : DefaultView.start(rooms, view);
    }
}
