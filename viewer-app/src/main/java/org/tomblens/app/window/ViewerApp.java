package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.*;

import imgui.ImGui;
import imgui.flag.ImGuiDockNodeFlags;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.tomblens.app.anim.PlayerReport;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.files.PlatformFolder;
import org.tomblens.app.input.WindowInput;
import org.tomblens.app.report.EventLog;
import org.tomblens.app.report.StartupTimes;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.ImGuiLayer;
import org.tomblens.app.ui.common.FrameTimes;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.gl.GlUnavailableException;
import org.tomblens.render.gl.Glfw;
import org.tomblens.render.gl.ProgramBinaries;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.ui.KeptFrame;
import org.tomblens.render.ui.WindowPresenter;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * The viewer window's loop: each frame it takes the keys, clicks and dropped files, puts a newly loaded level
 * on screen, draws the level, its overlays, the menu, the panels and the dialogs. What is done in answer to
 * the user lives in the parts it wires together: loading, putting a level on screen, the services panels ask,
 * navigating, picking, keys, menu, settings.
 */
public final class ViewerApp {
    /** How long a window ready before the first level waits for it before it shows the interface, in seconds. */
    private static final double FIRST_LEVEL_PATIENCE = 0.4;
    /**
     * How a run starts: the file (null for the demo), an optional camera and window size, optionally a model (by
     * type id) or an entity to open the animation player on, whether to print the start-up's steps, whether
     * to close once the level is on screen, and a file to compare the level with once it is (or null).
     */
    public record Start(Path file, float[] camera, int[] windowSize, Long model, Integer entity, boolean timings,
                        boolean quitWhenReady, Path compareWith) {}

    /** The start-up's steps, counted from the JVM's start. */
    private final StartupTimes startup;
    /** Reading the first level since the run began. */
    private final LevelLoading loading;
    private final WindowSettings settings;
    private final RenderOptions options = new RenderOptions();
    private final Camera camera = new Camera();
    private final CameraController controller = new CameraController(camera);
    private final WindowInput input = new WindowInput();
    private final EventLog events = EventLog.fromEnvironment();
    private final WindowReport report = new WindowReport(events, camera);
    private final Panels panels = new Panels();
    private final PanelLayout layout = new PanelLayout(panels);
    private final ErrorDialog errors = new ErrorDialog(report);
    private final OnScreen onScreen = new OnScreen();
    private final Picking picking = new Picking(camera, options, panels, report);
    private final Navigator navigator = new Navigator(camera, controller, picking, report);
    private final Screenshots screenshots = new Screenshots(errors, report);
    private final KeyBindings keys;
    private final RouteView routes;
    private final ExportJobs exports = new ExportJobs(onScreen);
    private final MainMenu menu;
    private final SceneViewport view = new SceneViewport(input.sizes());
    private final ViewDecorations decorations = new ViewDecorations();
    private final PlayerReport playerReport = new PlayerReport();
    private final FlybyReport flybyReport = new FlybyReport();
    private final FrameTimes frames = new FrameTimes();
    private final FramePacing pacing = new FramePacing(events);
    private final StartupProgress progress;
    private final KeptFrame picture = new KeptFrame();
    private final PictureParts parts = new PictureParts();

    /**
     * Dear ImGui on the window, started at the first frame that draws the interface: after the first level's own
     * frame when the level is ready by then, else at the window's first frame.
     */
    private ImGuiLayer ui;
    /**
     * Puts each frame into the window: whole, or where drawing is slow only its part that changed. Frames are swapped
     * whole until the first level is on screen: finding the other way took 9-22 ms of the way there.
     */
    private WindowPresenter presenter = WindowPresenter.SWAPS;
    /** Whether the next frame must go into the window whole: the way frames go there has just changed. */
    private boolean wholeNext;
    /** Whether a frame has shown the first level without the interface, which then comes in the next. */
    private boolean levelShownAlone;
    /** Opened once per run; silent when there is no audio device. */
    private AudioPlayer audio;
    /** What panels ask for, once the audio device is open. */
    private ViewerServices services;
    /** Puts each level loaded on screen, once the window and the audio device are open. */
    private LevelShow shows;
    /** How the run started, until the first level is on screen: its camera and what the player shows. */
    private Start start;

    private ViewerApp(StartupTimes startup, LevelLoading loading) {
        this.startup = startup;
        this.loading = loading;
        settings = new WindowSettings(startup::ended);
        routes = new RouteView(settings::folder);
        panels.whenMade(settings::restorePanels);
        loading.reportTo(errors);
        keys = new KeyBindings(loading, navigator, panels.goTo(), screenshots, options,
                shown -> picking.addWaypoint(input, shown, this.view));
        menu = new MainMenu(loading, settings, panels, layout::reset, navigator, camera, exports);
        progress = new StartupProgress(startup, events, report);
    }

    /**
     * Opens the window and runs until it is closed; returns the exit status. The first level is begun before
     * anything else: its reading and building is the longest way to the first frame, which the window, the
     * settings and the audio device take meanwhile; the panels and Dear ImGui follow that frame.
     */
    public static int run(Start start) {
        var startup = StartupTimes.sinceJvmStart();
        var loading = new LevelLoading(startup);
        loading.openFirst(start.file());
        MathWarmUp.begin();
        NativeHeap.returnFreedBlocks();
        return new ViewerApp(startup, loading).loop(start);
    }

    private int loop(Start run) {
        startup.endedSinceMade("viewer set up");
        // Without a window system GLFW would open its invisible null platform and run until killed; only a start
        // that closes itself (timing, warming the class archive) may go on without one.
        if (!run.quitWhenReady() && !Glfw.hasWindowSystem()) {
            System.err.println(NoDisplay.MESSAGE);
            return 1;
        }
        start = run;
        if (!loading.underWay()) {
            // The file was not there as the run began: the error dialog says so now.
            loading.open(run.file());
        }
        var audioOpening = openAudio();
        GlContext context;
        var began = System.nanoTime();
        try {
            Glfw.hintCoreContext();
            glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
            // Everything is drawn into the kept picture, which has its own: the window needs no depth or stencil
            // buffer, and without them llvmpipe puts the picture into it quickly (KeptFrame).
            glfwWindowHint(GLFW_DEPTH_BITS, 0);
            glfwWindowHint(GLFW_STENCIL_BITS, 0);
            var size = settings.windowSize(run.windowSize());
            context = GlContext.window(size[0], size[1], "TombLens");
        } catch (GlUnavailableException e) {
            loading.close();
            // Closed before anything is printed: while the device opens, the process's standard error goes to a log.
            audioOpening.join().close();
            if (!Glfw.started()) {
                // The platform refused: a display named but not reachable, or none that GLFW can use.
                System.err.println(NoDisplay.MESSAGE + "\n(" + e.getMessage() + ")");
                return 1;
            }
            System.err.println("tomblens: " + e.getMessage());
            return 2;
        }
        startup.ended("window and GL", began);
        // Programs made from the driver's binaries kept by the last run, not compiled: on Mesa the first compile
        // alone set up the GLSL compiler's built-in functions, 13-17 ms of the way to the first frame.
        ShaderProgram.keepBinaries(ProgramBinaries.in(new KeptPrograms(PlatformFolder.CACHE.path().resolve("programs"))));
        var window = context.window();
        settings.placeWindow(window, run.windowSize() != null);
        input.install(window);
        audio = audioOpening.join();
        report.audio(audio);
        wire(window);
        layout.restored(settings.restoredLayoutKind(), settings.restore(options, controller, camera));
        awaitFirstLevel(window);
        glfwShowWindow(window);
        glfwSwapInterval(1);
        var status = 0;
        var iconSet = false;
        try {
            while (!glfwWindowShouldClose(window)) {
                var seconds = (float) pacing.awaitFrame();
                var now = pacing.frameStart();
                var frameBegan = System.nanoTime();
                frame(window, seconds, now);
                presenter.show(window, picture, parts.changed(), parts.changedCount());
                frames.add((glfwGetTime() - now) * 1000);
                // The level is told as on screen first: the start-up's summary after it, which takes some ms to make.
                shows.swapped();
                progress.swapped(window, run, onScreen.session() != null, ui != null, frameBegan, shows.uploaded());
                if (!iconSet && (onScreen.session() != null || !loading.underWay())) {
                    // Once the level is on screen (or none is coming): decoding the icon and handing the window
                    // system its pixels took 10-24 ms of the way to the first frame.
                    WindowIcon.set(window);
                    iconSet = true;
                    presenter = WindowPresenter.of(window);
                    report.presents(presenter.copiesParts(), context);
                    wholeNext = true;
                }
                if (run.quitWhenReady() && onScreen.session() == null && !loading.underWay()
                        && !errors.message().isEmpty()) {
                    // A start that closes itself once ready would otherwise wait for a level that never comes.
                    System.err.println("tomblens: " + errors.message());
                    status = 1;
                    glfwSetWindowShouldClose(window, true);
                }
                pacing.drawn(input.events(), shown(now));
            }
            if (ui != null) {
                // Closed before the interface was ever drawn: nothing of it changed that the settings keep.
                settings.save(window, options, panels, controller, camera, ui.scale().chosen(), layout.laidOutFor());
            }
        } finally {
            onScreen.close();
            audio.close();
            presenter.close();
            picture.close();
            if (ui != null) {
                ui.close();
            }
            context.close();
            loading.close();
            exports.close();
        }
        return status;
    }

    /**
     * Waits, for {@link #FIRST_LEVEL_PATIENCE} at most, for the first level still being read when the window is
     * ready, before the window is shown: its first frame then shows the level. Started meanwhile, Dear ImGui and the
     * interface's first frames were still under way as the level came, and held it back by 70 to 120 ms. A level that
     * takes longer (or the window's close) ends the wait, and the interface shows how far the reading is. The wait
     * begins with the kept picture made and put into the window once, work its first frame would otherwise do.
     */
    private void awaitFirstLevel(long window) {
        if (!loading.reading()) {
            return;
        }
        picture.prepare(view.framebufferWidth(), view.framebufferHeight());
        var until = glfwGetTime() + FIRST_LEVEL_PATIENCE;
        double left;
        while (loading.reading() && !glfwWindowShouldClose(window) && (left = until - glfwGetTime()) > 0) {
            // The loader wakes the wait as it ends (Glfw.wake), events too; they are handled in the first frame.
            glfwWaitEventsTimeout(left);
        }
    }

    /**
     * Opens the audio device on a thread of its own, begun with the window: loading OpenAL and asking the system's
     * sound for a device then waits on neither the window nor GL, nor they on it.
     */
    private CompletableFuture<AudioPlayer> openAudio() {
        return CompletableFuture.supplyAsync(() -> {
            var began = System.nanoTime();
            var opened = AudioPlayer.openDefault(settings.folder().resolve("native.log"));
            startup.ended("audio device", began);
            return opened;
        }, task -> {
            var thread = new Thread(task, "audio-device");
            thread.setDaemon(true);
            thread.start();
        });
    }

    /** Makes the services panels ask for and what puts levels on screen, once the window and audio are open. */
    private void wire(long window) {
        var playback = new Playback(onScreen, camera, panels, errors);
        var navigation = new CameraMoves(onScreen, navigator, camera, controller);
        services = new ViewerServices(onScreen, navigation, new CameraReadout(camera, controller), playback, exports,
                new ViewerAudio(audio, onScreen), new ViewVisibility(options, onScreen), frames, events);
        shows = new LevelShow(new LevelShow.Parts(onScreen, camera, navigator, layout, panels, routes, loading,
                settings, errors, report, startup), audio, playback, navigation, window);
    }

    private void frame(long window, float seconds, double now) {
        Path dropped;
        while ((dropped = input.nextDrop()) != null) {
            loading.open(dropped);
        }
        var session = onScreen.session();
        keys.handle(input, window, session);
        loading.finish(this::show);
        loading.finishComparison(shows::compare);
        session = onScreen.session();
        var kept = picture.bind(view.framebufferWidth(), view.framebufferHeight());
        var drawn = session != null ? session.drawn() : null;
        var overlaysDrew = false;
        if (drawn != null) {
            view.fit();
            var flyby = session.cutscene().flyby();
            flyby.advance(seconds, camera, controller);
            if (!flyby.throughCamera()) {
                controller.update(input.camera(), seconds);
            }
            // Told once the camera stands where the path has it this frame, so that the two agree.
            flybyReport.report(flyby, camera, events);
            session.update(seconds);
            var renderer = drawn.scene().renderer();
            // A picture that holds the last frame's view, with nothing over it that tests depth, takes only the
            // colour of what changed in the view.
            renderer.copyOnlyChanges(parts.copyOnlyChanges(kept));
            renderer.render(camera, view.x(), view.y(), view.width(), view.height(), options, now);
            overlaysDrew = drawOverlays(drawn);
            session.audio().update(camera, session.flips().anyOn());
        } else {
            view.clear();
        }
        parts.viewDrawn(view, drawn == null ? null : drawn.scene().renderer().stats(), overlaysDrew);
        input.camera().endFrame(now);
        boolean interfaceDrawnWhole;
        if (ui == null && drawn != null && !levelShownAlone) {
            // Starting Dear ImGui and its first frame, which shows none of the panels yet (it sizes each before it
            // shows it), took a third of the way from the level uploaded to the level on screen: a level that is
            // ready by the window's first frame is shown alone in it, and the interface follows in the next, at
            // once (the first frame's events put the window at full pace, FramePacing).
            takeClick(session, drawn);
            drawn.scene().renderer().copyWholeView();
            interfaceDrawnWhole = true;
            levelShownAlone = true;
        } else if (drawn != null && !wholeNext && pacing.interfaceRests(input.events())
                && ui.drawAgainWithin(kept, view.x(), view.y(), view.width(), view.height(), parts.viewParts(),
                        parts.viewPartCount())) {
            // Only the level moved: the interface shows what it showed, drawn again only over the view.
            takeClick(session, drawn);
            interfaceDrawnWhole = false;
        } else {
            if (ui == null) {
                startInterface(window);
            }
            ui.beginFrame();
            // Now ImGui's claim on the mouse is for where the pointer is: a click on a panel is the panel's.
            takeClick(session, drawn);
            interfaceFrame(window, session, now);
            // Panels that drew offscreen (the model view) left their own target bound.
            picture.bind(view.framebufferWidth(), view.framebufferHeight());
            interfaceDrawnWhole = drawn != null ? ui.finishFrame(kept, view.x(), view.y(), view.width(), view.height())
                    : ui.finishFrame(kept, 0, 0, view.framebufferWidth(), view.framebufferHeight());
            if (interfaceDrawnWhole && drawn != null) {
                // Drawn in full, the interface lies over all of the view, which must all be this frame's under it.
                drawn.scene().renderer().copyWholeView();
            }
            ui.draw(parts.viewParts(), parts.viewPartCount());
            pacing.interfaceDrawn();
        }
        var exposed = input.takeExposed() | wholeNext;
        wholeNext = false;
        parts.findChanged(view, kept && !exposed && drawn != null && !interfaceDrawnWhole);
        if (!presenter.copiesParts()) {
            // Otherwise the presenter puts the parts that changed into the window straight from the picture.
            picture.present();
        }
        screenshots.saveIfWanted(session == null ? "tomblens" : session.prepared().displayName(), picture);
        progress.drawn(session != null, view);
        // Where Dear ImGui last saw the pointer; before it starts, nowhere (as it says of a pointer outside the window).
        events.frameDrawn(ui == null ? Integer.MIN_VALUE : Math.round(ImGui.getIO().getMousePosX()),
                ui == null ? Integer.MIN_VALUE : Math.round(ImGui.getIO().getMousePosY()));
    }

    /**
     * Listens to the keyboard and the mouse, makes the panels (unless something asked for them already) and starts
     * Dear ImGui on the window, with the docked layout the settings keep; its callbacks call the window's own after
     * theirs. Made before the level's first frame, while the window waited for the level, the panels took the CPU its
     * reading and building needed on two cores: the level came some 10-20 ms later.
     */
    private void startInterface(long window) {
        input.listen(window);
        var began = System.nanoTime();
        panels.make();
        startup.ended("panels", began);
        began = System.nanoTime();
        ui = new ImGuiLayer(window, input.sizes()::pixelsPerPoint, null, settings.interfaceScale());
        settings.restoreLayout();
        startup.ended("Dear ImGui", began);
    }

    /** Routes the mouse to the interface or the view, as Dear ImGui last claimed it, and picks with a click in the view. */
    private void takeClick(LevelSession session, LevelSession drawn) {
        input.route();
        if (session != null) {
            picking.click(input, drawn, view);
        } else {
            input.takeClick();
        }
    }

    /**
     * Draws the overlays over the view. They test the view's depth: where the frame copied less of the view than all
     * of it with its depth, they are drawn again over all of it.
     */
    private boolean drawOverlays(LevelSession drawn) {
        var scene = drawn.scene();
        var selection = drawn.selection().selection();
        var drew = scene.overlay().draw(camera, options, scene.renderer(), selection);
        if (drew && scene.renderer().copyWholeView()) {
            scene.overlay().draw(camera, options, scene.renderer(), selection);
        }
        return drew;
    }

    /** What the frame just drawn showed, for the pace of the next. */
    private FramePacing.Shown shown(double now) {
        var session = onScreen.session();
        var moving = loading.underWay() || exports.running() || ui != null && ImGui.getIO().getWantTextInput()
                || audio.playsToAnEnd()
                || session != null && (session.animation().player().isPlaying() || session.cutscene().flyby().playing());
        // The level's own animation changes when the renderer says; the rest moves all the time.
        var nextChange = moving ? now
                : session != null ? session.scene().renderer().stats().nextChange : Double.POSITIVE_INFINITY;
        return new FramePacing.Shown(options.drawContinuously, input.camera().active(), events.settling(), nextChange,
                input.sizes().iconified(), ui != null && ui.tookInput(), !moving);
    }

    /** The menu, the panels and the dialogs, docked around the view. */
    private void interfaceFrame(long window, LevelSession session, double now) {
        var dockSpace = ImGui.dockSpaceOverViewport(ImGui.getMainViewport(), ImGuiDockNodeFlags.PassthruCentralNode);
        layout.apply(dockSpace, ui.scale().sizes());
        view.follow(dockSpace);
        menu.draw(window, session, frames.held(now), ui.scale(), events);
        var context = services.context(now);
        panels.draw(context);
        if (session != null) {
            decorations.draw(session.drawn(), camera, options, view);
            routes.draw(session, camera, view);
            playerReport.report(session.animation().player(), events);
        }
        panels.goTo().draw(context);
        loading.drawProgress();
        errors.draw(session != null);
    }

    /** Puts a loaded level on screen, the first as the run started. */
    private void show(PreparedLevel loaded) {
        var first = start;
        start = null;
        shows.show(loaded, first);
    }
}
