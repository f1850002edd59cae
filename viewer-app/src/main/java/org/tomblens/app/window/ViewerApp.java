package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.*;

import imgui.ImGui;
import imgui.flag.ImGuiDockNodeFlags;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.tomblens.app.anim.PlayerReport;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.input.WindowInput;
import org.tomblens.app.report.EventLog;
import org.tomblens.app.report.StartupTimes;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.ImGuiLayer;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.common.FileKind;
import org.tomblens.app.ui.diff.DiffPanel;
import org.tomblens.app.ui.common.FrameTimes;
import org.tomblens.app.ui.common.ViewerActions;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.go.GoToDialog;
import org.tomblens.app.ui.states.StatesPanel;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.gl.GlUnavailableException;
import org.tomblens.render.gl.Glfw;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.ui.WindowFramebuffer;

/**
 * The viewer window's loop: each frame it takes the keys, clicks and dropped files, puts a newly loaded level
 * on screen, draws the level, its overlays, the menu, the panels and the dialogs. What is done in answer to
 * the user lives in the parts it wires together: loading, navigating, picking, keys, menu, settings.
 */
public final class ViewerApp implements ViewerActions {
    /**
     * How a run starts: the file (null for the demo), an optional camera and window size, optionally a model (by
     * type id) or an entity to open the animation player on, whether to print the start-up's steps, whether
     * to close once the level is on screen, and a file to compare the level with once it is (or null).
     */
    public record Start(Path file, float[] camera, int[] windowSize, Long model, Integer entity, boolean timings,
                        boolean quitWhenReady, Path compareWith) {}

    /** First of all: the start-up's steps count from the JVM's start. */
    private final StartupTimes startup = StartupTimes.sinceJvmStart();
    private final WindowSettings settings = new WindowSettings();
    private final RenderOptions options = new RenderOptions();
    private final Camera camera = new Camera();
    private final CameraController controller = new CameraController(camera);
    private final WindowInput input = new WindowInput();
    private final EventLog events = EventLog.fromEnvironment();
    private final WindowReport report = new WindowReport(events, camera);
    private final Panels panels = new Panels();
    private final PanelLayout layout = new PanelLayout(panels);
    private final ErrorDialog errors = new ErrorDialog(report);
    private final LevelLoading loading = new LevelLoading(errors, startup);
    private final Picking picking = new Picking(camera, options, panels, report);
    private final Navigator navigator = new Navigator(camera, controller, picking, report);
    private final GoToDialog goTo = new GoToDialog();
    private final Screenshots screenshots = new Screenshots(errors, report);
    private final KeyBindings keys = new KeyBindings(loading, navigator, goTo, screenshots, options,
            shown -> picking.addWaypoint(input, shown, this.view));
    private final RouteView routes = new RouteView(settings::folder);
    private final ExportJobs exports = new ExportJobs();
    private final MainMenu menu = new MainMenu(loading, settings, panels, goTo, layout::reset, navigator, camera,
            exports, this::exportLevel);
    private final SceneViewport view = new SceneViewport();
    private final ViewDecorations decorations = new ViewDecorations();
    private final PlayerReport playerReport = new PlayerReport();
    private final FlybyReport flybyReport = new FlybyReport();
    private final FrameTimes frames = new FrameTimes();
    private final FramePacing pacing = new FramePacing(events);
    private final int[] width = new int[1];
    private final int[] height = new int[1];
    private final int[] windowWidth = new int[1];
    private final int[] windowHeight = new int[1];

    private ImGuiLayer ui;
    /** The GLFW window, once open. */
    private long window;
    /** Opened once per run; silent when there is no audio device. */
    private AudioPlayer audio;
    /** The level on screen, or null before the first has loaded. */
    private LevelSession session;
    /** How the run started, until the first level is on screen: its camera and what the player shows. */
    private Start start;
    private boolean announcedReady;
    private boolean startupTold;
    /** When the first level's upload ended ({@link System#nanoTime()}). */
    private long uploaded;
    private int framesShown;

    private ViewerApp() {}

    /** Opens the window and runs until it is closed; returns the exit status. */
    public static int run(Start start) {
        NativeHeap.returnFreedBlocks();
        return new ViewerApp().loop(start);
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
        // The level is read and built on the loading thread while the window, GL, ImGui and audio start.
        if (run.file() != null) {
            loading.open(run.file());
        } else {
            loading.openDemo();
        }
        GlContext context;
        var began = System.nanoTime();
        try {
            Glfw.hintCoreContext();
            glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
            var size = settings.windowSize(run.windowSize());
            context = GlContext.window(size[0], size[1], "TombLens");
        } catch (GlUnavailableException e) {
            loading.close();
            if (!Glfw.started()) {
                // The platform refused: a display named but not reachable, or none that GLFW can use.
                System.err.println(NoDisplay.MESSAGE + "\n(" + e.getMessage() + ")");
                return 1;
            }
            System.err.println("tomblens: " + e.getMessage());
            return 2;
        }
        startup.ended("window and GL", began);
        window = context.window();
        WindowIcon.set(window);
        settings.placeWindow(window, run.windowSize() != null);
        began = System.nanoTime();
        input.install(window);
        ui = new ImGuiLayer(window, null, settings.interfaceScale());
        startup.ended("Dear ImGui", began);
        began = System.nanoTime();
        audio = AudioPlayer.openDefault();
        report.audio(audio);
        startup.ended("audio device", began);
        layout.restored(settings.restoredLayoutKind(), settings.restore(options, panels, controller, camera));
        glfwShowWindow(window);
        glfwSwapInterval(1);
        var status = 0;
        try {
            while (!glfwWindowShouldClose(window)) {
                var seconds = (float) pacing.awaitFrame();
                var now = pacing.frameStart();
                var frameBegan = System.nanoTime();
                frame(window, seconds, now);
                glfwSwapBuffers(window);
                frames.add((glfwGetTime() - now) * 1000);
                if (!startupTold && session != null) {
                    startupTold(window, run, Math.max(frameBegan, uploaded));
                }
                if (run.quitWhenReady() && session == null && !loading.underWay() && !errors.message().isEmpty()) {
                    // A start that closes itself once ready would otherwise wait for a level that never comes.
                    System.err.println("tomblens: " + errors.message());
                    status = 1;
                    glfwSetWindowShouldClose(window, true);
                }
                pacing.drawn(input.events(), shown(window));
            }
            settings.save(window, options, panels, controller, camera, ui.scale().chosen(), layout.laidOutFor());
        } finally {
            if (session != null) {
                session.close();
            }
            audio.close();
            ui.close();
            context.close();
            loading.close();
            exports.close();
        }
        return status;
    }

    private void frame(long window, float seconds, double now) {
        Path dropped;
        while ((dropped = input.nextDrop()) != null) {
            loading.open(dropped);
        }
        keys.handle(input, window, session);
        loading.finish(this::show);
        loading.finishComparison(this::compare);
        glfwGetFramebufferSize(window, width, height);
        glfwGetWindowSize(window, windowWidth, windowHeight);
        WindowFramebuffer.bind();
        var drawn = session != null ? session.drawn() : null;
        if (drawn != null) {
            view.fit(width[0], height[0], windowWidth[0], windowHeight[0]);
            session.flyby().advance(seconds, camera, controller);
            if (!session.flyby().throughCamera()) {
                controller.update(input.camera(), seconds);
            }
            // Told once the camera stands where the path has it this frame, so that the two agree.
            flybyReport.report(session.flyby(), camera, events);
            session.updatePlayer(seconds);
            session.updateCutscene();
            drawn.renderer().render(camera, view.x(), view.y(), view.width(), view.height(), options, now);
            drawn.overlay().draw(camera, options, drawn.renderer(), drawn.selection());
            session.audio().update(camera, session.flips().anyOn());
        } else {
            WindowFramebuffer.clear(width[0], height[0], 0.08f, 0.09f, 0.11f);
        }
        input.camera().endFrame();
        ui.beginFrame();
        // Now ImGui's claim on the mouse is for where the pointer is: a click on a panel is the panel's.
        input.route(ImGui.getIO().getWantCaptureMouse());
        if (session != null) {
            picking.click(input, drawn, view);
        } else {
            input.takeClick();
        }
        interfaceFrame(window, now);
        ui.endFrame();
        screenshots.saveIfWanted(session == null ? "tomblens" : session.loaded().displayName(), width[0], height[0]);
        if (!announcedReady && session != null && framesShown++ > 3) {
            announcedReady = true;
            report.ready(view);
        }
        events.frameDrawn(Math.round(ImGui.getIO().getMousePosX()), Math.round(ImGui.getIO().getMousePosY()));
    }

    /** The first frame of the first level is on screen: the start-up is over; says how long its steps took. */
    private void startupTold(long window, Start run, long frameBegan) {
        startupTold = true;
        startup.ended("first frame of the level", frameBegan);
        events.note("startup", startup.facts());
        if (run.timings()) {
            System.out.print(startup.table());
        }
        if (run.quitWhenReady()) {
            glfwSetWindowShouldClose(window, true);
        }
    }

    /** What the frame just drawn showed, for the pace of the next. */
    private FramePacing.Shown shown(long window) {
        var moving = loading.underWay() || exports.running() || ImGui.getIO().getWantTextInput()
                || audio.playsToAnEnd()
                || session != null && (session.renderer().stats().changesWithTime || session.player().isPlaying()
                || session.flyby().playing());
        return new FramePacing.Shown(options.drawContinuously, input.camera().active(), events.settling(), moving,
                glfwGetWindowAttrib(window, GLFW_ICONIFIED) == GLFW_TRUE);
    }

    /** The menu, the panels and the dialogs, docked around the view. */
    private void interfaceFrame(long window, double now) {
        var dockSpace = ImGui.dockSpaceOverViewport(ImGui.getMainViewport(), ImGuiDockNodeFlags.PassthruCentralNode);
        layout.apply(dockSpace, ui.scale().sizes());
        view.follow(dockSpace);
        menu.draw(window, session, frames.last(), ui.scale(), events);
        var context = new ViewerContext(session, this, options, camera, controller, frames, now, audio, events);
        panels.draw(context);
        if (session != null) {
            decorations.draw(session.drawn(), camera, options, view);
            routes.draw(session, camera, view);
            playerReport.report(session.player(), events);
        }
        goTo.draw(context);
        loading.drawProgress();
        errors.draw(session != null);
    }

    /** Puts a loaded level on screen in place of the one there, uploading it; the first as the run started. */
    private void show(PreparedLevel loaded) {
        var began = System.nanoTime();
        var next = new LevelSession(loaded, audio);
        if (!startupTold) {
            startup.ended("upload", began);
            uploaded = System.nanoTime();
        }
        if (session != null) {
            next.audio().setPlaySources(session.audio().playsSources());
            session.flyby().stop(camera);
            session.close();
            audio.stopTrack();   // the soundtrack was the last level's
        }
        var left = session != null;
        session = next;
        routes.opened(next);
        var first = start;
        start = null;
        // A new level starts in perspective, wherever the last one was looked at from.
        camera.setTopView(false);
        navigator.start(loaded.rooms(), first == null ? null : first.camera());
        var kind = loaded.level().rooms().isEmpty() ? FileKind.LIBRARY : FileKind.LEVEL;
        layout.shown(kind);
        if (kind == FileKind.LIBRARY) {
            showLibrary();
        }
        if (first != null && (first.model() != null || first.entity() != null)) {
            playAtStart(first);
        }
        if (first != null && first.compareWith() != null) {
            loading.compareWith(first.compareWith(), loaded);
        }
        if (loaded.path() != null) {
            settings.opened(loaded.path());
        }
        // The title bar names the level as its game's script does, where one was found.
        var title = loaded.script().title();
        glfwSetWindowTitle(window, (title == null ? "" : title + " - ") + loaded.displayName() + " - TombLens");
        if (left) {
            NativeHeap.levelLeft();
        }
        report.loaded(loaded);
    }

    /** Shows a comparison of the level on screen, unless another level came on screen while it was made. */
    private void compare(LevelLoading.Compared compared) {
        if (session != null && session.loaded() == compared.a()) {
            session.compareWith(new LevelSession(compared.b(), audio), compared.diff());
            panels.bringForward(DiffPanel.TITLE);
            report.compared(compared.b(), compared.diff());
        }
    }

    /** A file without rooms (a library): its first movable (Lara, where there is one) in the player. */
    private void showLibrary() {
        var models = session.loaded().animation().models();
        var lara = models.byId(ModelList.LARA);
        if (lara != null) {
            play(new Subject.Model(lara.index()));
        } else if (!models.entries().isEmpty()) {
            play(new Subject.Model(models.entries().get(0).index()));
        } else if (!session.level().staticMeshes().isEmpty()) {
            play(new Subject.Static(0));
        }
    }

    /** The model or entity the run was started on, in the player. */
    private void playAtStart(Start run) {
        if (run.entity() != null) {
            if (run.entity() >= 0 && run.entity() < session.level().entities().size()) {
                flyToEntity(run.entity());
                play(new Subject.InPlace(run.entity(), -1));
            } else {
                errors.show("The level has no entity #" + run.entity() + ".");
            }
        } else {
            var entry = session.loaded().animation().models().byId(run.model());
            if (entry != null) {
                play(new Subject.Model(entry.index()));
            } else {
                errors.show("The level has no model of type " + run.model() + ".");
            }
        }
    }

    // --- what panels ask for ---

    @Override
    public void play(Subject subject) {
        if (session == null) {
            return;
        }
        var player = session.player();
        if (subject instanceof Subject.InPlace inPlace) {
            if (!player.showEntity(inPlace.entity())) {
                errors.show("Entity #" + inPlace.entity() + " has no model to animate.");
                return;
            }
        } else if (subject instanceof Subject.Model model) {
            player.showModel(model.modelIndex());
        } else if (subject instanceof Subject.Static stat) {
            player.showStatic(stat.staticIndex());
        } else if (subject instanceof Subject.Mesh mesh) {
            player.showMesh(mesh.pointer());
        } else {
            player.clear();
        }
        panels.open(AnimationPanel.TITLE, ModelViewPanel.TITLE);
    }

    @Override
    public void showStateGraph() {
        panels.bringForward(StatesPanel.TITLE);
    }

    @Override
    public void flyToRoom(int room) {
        withLevel(level -> navigator.flyToRoom(level, room));
    }

    @Override
    public void flyToEntity(int entity) {
        withLevel(level -> navigator.flyToEntity(level, entity));
    }

    @Override
    public void flyToSector(int room, int x, int z) {
        withLevel(level -> navigator.flyToSector(level, room, x, z));
    }

    @Override
    public void flyToCamera(int index) {
        withLevel(level -> navigator.flyToCamera(level, index));
    }

    @Override
    public void flyToFlyby(int sequence) {
        withLevel(level -> navigator.flyToFlyby(level, sequence));
    }

    @Override
    public void exportLevel() {
        if (session != null) {
            exports.level(session.loaded());
        }
    }

    @Override
    public void exportCutscene(int number) {
        if (session != null) {
            exports.cutscene(session.loaded(), number);
        }
    }

    @Override
    public void exportModel(int modelIndex) {
        if (session != null) {
            exports.model(session.loaded(), modelIndex);
        }
    }

    /**
     * Does what was asked with the level on screen (level B when a comparison shows it); nothing while there is none. A flyby playing ends first, where
     * it is: the camera goes where it was asked to instead.
     */
    private void withLevel(Consumer<LevelSession> action) {
        if (session != null) {
            session.flyby().stop(camera);
            action.accept(session.drawn());
        }
    }
}
