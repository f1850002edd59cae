package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.*;

import imgui.ImGui;
import imgui.flag.ImGuiDockNodeFlags;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import org.tomblens.app.anim.PlayerReport;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.input.WindowInput;
import org.tomblens.app.report.EventLog;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.session.LoadedLevel;
import org.tomblens.app.settings.Settings;
import org.tomblens.app.settings.SettingsStore;
import org.tomblens.app.ui.DefaultLayout;
import org.tomblens.app.ui.ImGuiLayer;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.common.ViewerActions;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.go.GoToDialog;
import org.tomblens.app.ui.render.RenderToggle;
import org.tomblens.format.anim.ModelList;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.gl.GlUnavailableException;
import org.tomblens.render.gl.Glfw;
import org.tomblens.render.scene.Camera;
import org.tomblens.render.scene.RenderOptions;
import org.tomblens.render.ui.WindowFramebuffer;

/**
 * The viewer window: it opens levels in the background, flies the camera, picks what is clicked, draws
 * the level, its overlays and the panels, and remembers its settings between runs.
 */
public final class ViewerApp implements ViewerActions {
    /**
     * How a run starts: the file (null for the demo), an optional camera and window size, and optionally a
     * model (by type id) or an entity to open the animation player on.
     */
    public record Start(Path file, float[] camera, int[] windowSize, Long model, Integer entity) {}

    private final SettingsStore store = SettingsStore.forPlatform();
    private Settings settings = store.load();
    private final RenderOptions options = new RenderOptions();
    private final Camera camera = new Camera();
    private final CameraController controller = new CameraController(camera);
    private final WindowInput input = new WindowInput();
    private final EventLog events = EventLog.fromEnvironment();
    private final WindowReport report = new WindowReport(events, camera);
    private final ErrorDialog errors = new ErrorDialog(report);
    private final Screenshots screenshots = new Screenshots(errors, report);
    private final LevelLoading loading = new LevelLoading(errors);
    private final Panels panels = new Panels();
    private final Picking picking = new Picking(camera, options, panels, report);
    private final Navigator navigator = new Navigator(camera, controller, picking, report);

    private GlContext context;
    private ImGuiLayer ui;
    /** Opened once per run; silent when there is no audio device. */
    private AudioPlayer audio;
    private LevelSession session;
    private float[] pendingCamera;
    private Start pendingPlayer;
    private double frameMillis;
    private boolean needsLayout;
    /** A library was opened: its model view takes the middle of the window. */
    private boolean libraryLayout;
    private boolean announcedReady;
    private int framesShown;
    private final int[] width = new int[1];
    private final int[] height = new int[1];
    private final int[] windowWidth = new int[1];
    private final int[] windowHeight = new int[1];
    private final SceneViewport view = new SceneViewport();
    private final MarkerLabels markerLabels = new MarkerLabels();
    private final PlayerReport playerReport = new PlayerReport();
    private final GoToDialog goTo = new GoToDialog();

    private ViewerApp() {}

    /** Opens the window and runs until it is closed; returns the exit status. */
    public static int run(Start start) {
        return new ViewerApp().loop(start);
    }

    private int loop(Start start) {
        try {
            Glfw.hintCoreContext();
            glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
            var size = start.windowSize();
            context = GlContext.window(size != null ? size[0] : settings.windowWidth(),
                    size != null ? size[1] : settings.windowHeight(), "TombLens");
        } catch (GlUnavailableException e) {
            System.err.println("tomblens: " + e.getMessage());
            return 2;
        }
        var window = context.window();
        placeWindow(window, start.windowSize() != null);
        input.install(window);
        ui = new ImGuiLayer(window, null);
        audio = AudioPlayer.openDefault();
        report.audio(audio);
        ImGui.loadIniSettingsFromMemory(settings.imguiLayout());
        needsLayout = settings.imguiLayout().isBlank();
        applyToggles();
        controller.setSpeed(settings.cameraSpeed());
        camera.setVerticalFovDegrees(settings.fieldOfView());
        glfwShowWindow(window);
        glfwSwapInterval(1);
        pendingCamera = start.camera();
        pendingPlayer = start.model() != null || start.entity() != null ? start : null;
        if (start.file() != null) {
            open(start.file());
        } else {
            openDemo();
        }
        try {
            var last = glfwGetTime();
            while (!glfwWindowShouldClose(window)) {
                glfwPollEvents();
                var now = glfwGetTime();
                var seconds = (float) Math.min(0.25, now - last);
                frameMillis = (now - last) * 1000;
                last = now;
                frame(window, seconds, now);
                glfwSwapBuffers(window);
            }
            saveSettings(window);
        } finally {
            if (session != null) {
                session.close();
            }
            audio.close();
            ui.close();
            context.close();
            loading.close();
        }
        return 0;
    }

    private void frame(long window, float seconds, double now) {
        handleDrops();
        handleKeys(window);
        loading.finish(this::show);
        glfwGetFramebufferSize(window, width, height);
        glfwGetWindowSize(window, windowWidth, windowHeight);
        WindowFramebuffer.bind();
        if (session != null) {
            view.fit(width[0], height[0], windowWidth[0], windowHeight[0]);
            controller.update(input.camera(), seconds);
            session.updatePlayer(seconds);
            session.renderer().render(camera, view.x(), view.y(), view.width(), view.height(), options, now);
            session.overlay().draw(camera, options, session.renderer(), session.selection());
            session.audio().update(camera, session.renderer().flips().anyOn());
            picking.click(input, session, view);
        } else {
            WindowFramebuffer.clear(width[0], height[0], 0.08f, 0.09f, 0.11f);
            input.takeClick();
        }
        input.camera().endFrame();
        ui.beginFrame();
        var dockSpace = ImGui.dockSpaceOverViewport(ImGui.getMainViewport(), ImGuiDockNodeFlags.PassthruCentralNode);
        if (needsLayout) {
            DefaultLayout.apply(dockSpace);
            needsLayout = false;
        }
        if (libraryLayout) {
            DefaultLayout.showLibrary(dockSpace);
            libraryLayout = false;
        }
        view.follow(dockSpace);
        menus(window);
        var viewerContext = new ViewerContext(session, this, options, camera, controller, frameMillis, now, audio,
                events);
        panels.draw(viewerContext);
        if (session != null && options.showMarkers) {
            markerLabels.draw(session, camera, view.left(), view.top(), view.pointWidth(), view.pointHeight());
        }
        if (session != null) {
            playerReport.report(session.player(), events);
        }
        goTo.draw(viewerContext);
        loading.drawProgress();
        errors.draw(session != null);
        ui.endFrame();
        screenshots.saveIfWanted(session == null ? "tomblens" : session.loaded().displayName(), width[0], height[0]);
        if (!announcedReady && session != null && framesShown++ > 3) {
            announcedReady = true;
            report.ready(view);
        }
    }

    // --- opening ---

    @Override
    public void open(Path file) {
        loading.open(file);
    }

    @Override
    public void openDemo() {
        loading.openDemo();
    }

    /** Puts a loaded level on screen in place of the one there, uploading it. */
    private void show(LoadedLevel loaded) {
        var next = new LevelSession(loaded, audio);
        if (session != null) {
            next.audio().setPlaySources(session.audio().playsSources());
            session.close();
        }
        session = next;
        navigator.start(loaded.level(), pendingCamera);
        pendingCamera = null;
        if (loaded.level().rooms().isEmpty()) {
            showLibrary();
        }
        if (pendingPlayer != null) {
            playAtStart(pendingPlayer);
            pendingPlayer = null;
        }
        if (loaded.path() != null) {
            settings = settings.withRecent(loaded.path().toAbsolutePath().toString());
        }
        report.loaded(loaded);
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
        libraryLayout = true;
    }

    private void playAtStart(Start start) {
        if (start.entity() != null) {
            if (start.entity() >= 0 && start.entity() < session.level().entities().size()) {
                flyToEntity(start.entity());
                play(new Subject.InPlace(start.entity(), -1));
            } else {
                errors.show("The level has no entity #" + start.entity() + ".");
            }
        } else {
            var entry = session.loaded().animation().models().byId(start.model());
            if (entry != null) {
                play(new Subject.Model(entry.index()));
            } else {
                errors.show("The level has no model of type " + start.model() + ".");
            }
        }
    }

    private void handleDrops() {
        Path dropped;
        while ((dropped = input.nextDrop()) != null) {
            open(dropped);
        }
    }

    // --- keys ---

    private void handleKeys(long window) {
        Integer key;
        while ((key = input.nextKey()) != null) {
            var code = key & 0xFFFF;
            var control = (key >> 16 & GLFW_MOD_CONTROL) != 0;
            if (control && code == GLFW_KEY_O) {
                loading.openWithDialog();
            } else if (control && code == GLFW_KEY_Q) {
                glfwSetWindowShouldClose(window, true);
            } else if (control && code == GLFW_KEY_G && session != null) {
                goTo.open();
            } else if (code == GLFW_KEY_PAGE_DOWN || code == GLFW_KEY_RIGHT_BRACKET) {
                loading.step(1);
            } else if (code == GLFW_KEY_PAGE_UP || code == GLFW_KEY_LEFT_BRACKET) {
                loading.step(-1);
            } else if (code == GLFW_KEY_F && session != null) {
                navigator.orbitSelection(session);
            } else if (code == GLFW_KEY_ESCAPE && session != null) {
                session.clearSelection();
                controller.fly();
            } else if (code == GLFW_KEY_P) {
                options.portalCulling = !options.portalCulling;
            } else if (code == GLFW_KEY_L) {
                options.lighting = !options.lighting;
            } else if (code == GLFW_KEY_T) {
                options.showTriggers = !options.showTriggers;
            } else if (code == GLFW_KEY_F12) {
                screenshots.want();
            } else if (session != null) {
                playerKey(code);
            }
        }
    }

    /** Space plays or pauses the animation player, comma and period step a frame, Home and End jump. */
    private void playerKey(int code) {
        var player = session.player();
        if (!player.hasAnimations()) {
            return;
        }
        switch (code) {
            case GLFW_KEY_SPACE -> player.setPlaying(!player.isPlaying());
            case GLFW_KEY_COMMA -> player.stepBack();
            case GLFW_KEY_PERIOD -> player.stepForward(session.cues());
            case GLFW_KEY_HOME -> player.toStart();
            case GLFW_KEY_END -> player.toEnd();
        }
    }

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
        } else {
            player.clear();
        }
        panels.open(AnimationPanel.TITLE, ModelViewPanel.TITLE);
    }

    @Override
    public void flyToRoom(int room) {
        if (session != null) {
            navigator.flyToRoom(session, room);
        }
    }

    @Override
    public void flyToEntity(int entity) {
        if (session != null) {
            navigator.flyToEntity(session, entity);
        }
    }

    @Override
    public void flyToSector(int room, int x, int z) {
        if (session != null) {
            navigator.flyToSector(session, room, x, z);
        }
    }

    @Override
    public void flyToCamera(int camera) {
        if (session != null) {
            navigator.flyToCamera(session, camera);
        }
    }

    @Override
    public void flyToFlyby(int sequence) {
        if (session != null) {
            navigator.flyToFlyby(session, sequence);
        }
    }

    // --- menus and dialogs ---

    private void menus(long window) {
        if (!ImGui.beginMainMenuBar()) {
            return;
        }
        if (ImGui.beginMenu("File")) {
            if (ImGui.menuItem("Open...", "Ctrl+O")) {
                loading.openWithDialog();
            }
            if (ImGui.beginMenu("Open recent", !settings.recentFiles().isEmpty())) {
                for (var recent : settings.recentFiles()) {
                    if (ImGui.menuItem(recent)) {
                        open(Path.of(recent));
                    }
                }
                ImGui.endMenu();
            }
            if (ImGui.menuItem("Open demo level")) {
                openDemo();
            }
            ImGui.separator();
            var hasFile = session != null && session.loaded().path() != null;
            if (ImGui.menuItem("Previous level in folder", "PgUp", false, hasFile)) {
                loading.step(-1);
            }
            if (ImGui.menuItem("Next level in folder", "PgDn", false, hasFile)) {
                loading.step(1);
            }
            ImGui.separator();
            if (ImGui.menuItem("Quit", "Ctrl+Q")) {
                glfwSetWindowShouldClose(window, true);
            }
            ImGui.endMenu();
        }
        if (ImGui.beginMenu("View")) {
            for (var panel : panels.all()) {
                ImGui.menuItem(panel.title(), "", panel.open());
            }
            ImGui.endMenu();
        }
        if (ImGui.beginMenu("Go")) {
            if (ImGui.menuItem("Go to room, entity or sector...", "Ctrl+G", false, session != null)) {
                goTo.open();
            }
            ImGui.endMenu();
        }
        if (ImGui.beginMenu("Help")) {
            ImGui.textDisabled("Fly: WASD, Q/E down/up, right mouse to look, wheel for speed, Shift/Alt faster/slower");
            ImGui.textDisabled("Click: select a sector or entity; drag: orbit; F: orbit the selection; Esc: clear");
            ImGui.textDisabled("Ctrl+G: go to a room (12), an entity (#40) or a sector (room x z)");
            ImGui.textDisabled("P portal culling, L lighting, T trigger overlay, PgUp/PgDn previous/next file");
            ImGui.endMenu();
        }
        if (session != null) {
            ImGui.sameLine(ImGui.getWindowWidth() - 360);
            ImGui.textDisabled(session.loaded().displayName() + " (" + session.level().version() + ")  "
                    + String.format("%.1f ms", frameMillis));
        }
        ImGui.endMainMenuBar();
    }

    // --- settings ---

    private void placeWindow(long window, boolean sizeGiven) {
        if (!sizeGiven && settings.windowX() != Integer.MIN_VALUE) {
            glfwSetWindowPos(window, settings.windowX(), settings.windowY());
        }
        if (!sizeGiven && settings.maximized()) {
            glfwMaximizeWindow(window);
        }
    }

    private void applyToggles() {
        for (var toggle : RenderToggle.values()) {
            toggle.set(options, settings.toggle(toggle.key(), toggle.isOn(options)));
        }
        options.showSoundSources = settings.toggle("showSoundSources", options.showSoundSources);
        for (var panel : panels.all()) {
            panel.open().set(settings.toggle("panel." + panel.title(), panel.open().get()));
        }
    }

    private void saveSettings(long window) {
        var x = new int[1];
        var y = new int[1];
        var width = new int[1];
        var height = new int[1];
        glfwGetWindowPos(window, x, y);
        glfwGetWindowSize(window, width, height);
        var maximized = glfwGetWindowAttrib(window, GLFW_MAXIMIZED) == GLFW_TRUE;
        var toggles = new LinkedHashMap<String, Boolean>();
        for (var toggle : RenderToggle.values()) {
            toggles.put(toggle.key(), toggle.isOn(options));
        }
        toggles.put("showSoundSources", options.showSoundSources);
        for (var panel : panels.all()) {
            toggles.put("panel." + panel.title(), panel.open().get());
        }
        settings = settings.withWindow(x[0], y[0], width[0], height[0], maximized)
                .withCamera(controller.speed(), camera.verticalFovDegrees())
                .withToggles(toggles)
                .withLayout(ImGui.saveIniSettingsToMemory());
        try {
            store.save(settings);
        } catch (IOException e) {
            System.err.println("tomblens: cannot save settings to " + store.file() + ": " + e.getMessage());
        }
    }
}
