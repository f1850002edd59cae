package org.tomblens.app.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.gl.GlUnavailableException;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.format.pack.PartName;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tomblens bench FILE... [--frames N] [--size WxH] [--camera X,Y,Z,YAW,PITCH] [--json]}: what each
 * level costs, measured headless: parsing, building the buffers, uploading them, and frames from the
 * starting view (or the camera given) with portal culling and with all rooms (the median of N frames after
 * a warm-up, each finished on the GPU).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure, per level: parse, build and upload time, median frame time with portal culling "
                + "and with all rooms, draw calls, rooms drawn, triangles and heap.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:every level was measured", "1:a level could not be read", "2:OpenGL is not available"})
public final class BenchCommand implements Callable<Integer> {
    private static final int WARM_UP = 20;

    /** The keys of one {@code --json} line, in order. */
    static final List<String> KEYS = List.of("file", "parse_ms", "build_ms", "upload_ms", "frame_ms",
            "frame_ms_all_rooms", "draw_calls", "draw_calls_all_rooms", "visible_rooms", "rooms", "triangles", "heap_mb", "frame_cpu_ms");

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Level files.")
    List<Path> files;

    @Option(names = "--frames", paramLabel = "N", defaultValue = "100", description = "Frames measured per mode (default ${DEFAULT-VALUE}).")
    int frames;

    @Option(names = "--size", paramLabel = "WxH", converter = FrameSize.Converter.class, description = "Frame size; default 1280x720.")
    FrameSize size;

    @Option(names = "--camera", paramLabel = "X,Y,Z,YAW,PITCH", converter = CameraPlacement.Converter.class,
            description = "Measure from this camera instead of each level's starting view: TR units (Y down), yaw "
                    + "and pitch in degrees (yaw 0 looks along +Z).")
    CameraPlacement camera;

    @Option(names = "--far-view", description = "Draw with the games' far view (20 sectors): rooms wholly beyond it "
            + "are left out, faces fade into the background towards it.")
    boolean farView;

    @Mixin
    JsonOption json;

    /** The CPU time a frame of the last {@link #frameMillis} measurement, in milliseconds. */
    private double frameCpu;

    @Override
    public Integer call() throws IOException {
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        var frame = size != null ? size : new FrameSize(1280, 720);
        var failed = false;
        try (var context = GlContext.hidden(frame.width(), frame.height())) {
            for (var file : files) {
                try {
                    var result = measure(context, file, frame);
                    if (json.on) {
                        JsonOption.print(out, result);
                    } else {
                        out.println(readable(result));
                    }
                } catch (LevelFormatException | IOException e) {
                    LevelArgument.cannotRead("bench", file, e, err);
                    failed = true;
                }
                out.flush();
            }
        } catch (GlUnavailableException e) {
            err.println("bench: " + e.getMessage());
            return 2;
        }
        return failed ? 1 : 0;
    }

    private Map<String, Object> measure(GlContext context, Path file, FrameSize frame) throws IOException {
        var bytes = PartName.read(file);
        var t0 = System.nanoTime();
        var prepared = LevelArgument.Kinds.LEVELS.read(bytes, file);
        var t1 = System.nanoTime();
        // What a frame is drawn from is made while the viewer loads, not while it uploads: so it is here.
        prepared.geometry();
        prepared.animation();
        prepared.rooms();
        prepared.script();
        var t2 = System.nanoTime();
        try (var snapshot = new LevelSnapshot(prepared, frame.width(), frame.height())) {
            context.finish();
            var t3 = System.nanoTime();
            var view = camera != null ? camera.place(new Camera()) : DefaultView.start(prepared.rooms(), new Camera());
            var options = new RenderOptions();
            options.farView = farView;
            var culled = frameMillis(context, snapshot, view, options);
            var culledCpu = frameCpu;
            var culledStats = snapshot.renderer().stats();
            var calls = culledStats.drawCalls;
            var visible = culledStats.visibleRooms;
            var triangles = culledStats.triangles;
            options.portalCulling = false;
            var all = frameMillis(context, snapshot, view, options);
            var runtime = Runtime.getRuntime();
            var result = new LinkedHashMap<String, Object>();
            result.put("file", file.getFileName().toString());
            result.put("parse_ms", millis(t1 - t0));
            result.put("build_ms", millis(t2 - t1));
            result.put("upload_ms", millis(t3 - t2));
            result.put("frame_ms", culled);
            result.put("frame_ms_all_rooms", all);
            result.put("draw_calls", calls);
            result.put("draw_calls_all_rooms", snapshot.renderer().stats().drawCalls);
            result.put("visible_rooms", visible);
            result.put("rooms", prepared.level().rooms().size());
            result.put("triangles", triangles);
            result.put("heap_mb", round((runtime.totalMemory() - runtime.freeMemory()) / (1024.0 * 1024.0)));
            result.put("frame_cpu_ms", culledCpu);
            return result;
        }
    }

    /**
     * The median time of {@link #frames} frames, each finished on the GPU, after a warm-up; and, in {@link #frameCpu},
     * the process's CPU time a frame over them, every thread's (a software renderer's included), which other work on
     * a shared machine hardly changes.
     */
    private double frameMillis(GlContext context, LevelSnapshot snapshot, Camera camera, RenderOptions options) {
        var times = new double[Math.max(1, frames)];
        var cpu = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        var cpuBefore = 0L;
        for (int i = -WARM_UP; i < times.length; i++) {
            if (i == 0) {
                cpuBefore = cpu.getProcessCpuTime();
            }
            var start = System.nanoTime();
            snapshot.draw(camera, options, (i + WARM_UP) / 30.0);
            context.finish();
            if (i >= 0) {
                times[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        frameCpu = round((cpu.getProcessCpuTime() - cpuBefore) / 1e6 / times.length);
        Arrays.sort(times);
        return round(times[times.length / 2]);
    }

    private static double millis(long nanos) {
        return round(nanos / 1e6);
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }

    private static String readable(Map<String, Object> result) {
        return String.format("%s: parse %s ms, build %s ms, upload %s ms; frame %s ms (%s draw calls, %s of %s rooms, "
                        + "%s triangles, %s ms of CPU), all rooms %s ms (%s draw calls); heap %s MB",
                result.get("file"), result.get("parse_ms"), result.get("build_ms"), result.get("upload_ms"),
                result.get("frame_ms"), result.get("draw_calls"), result.get("visible_rooms"), result.get("rooms"),
                result.get("triangles"), result.get("frame_cpu_ms"), result.get("frame_ms_all_rooms"), result.get("draw_calls_all_rooms"),
                result.get("heap_mb"));
    }
}
