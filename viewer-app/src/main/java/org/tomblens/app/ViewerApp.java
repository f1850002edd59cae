package org.tomblens.app;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.opengl.GL11C.*;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import imgui.flag.ImGuiDockNodeFlags;
import imgui.flag.ImGuiWindowFlags;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.tomblens.app.anim.PlayerReport;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.camera.CameraController;
import org.tomblens.app.input.WindowInput;
import org.tomblens.app.load.BackgroundTask;
import org.tomblens.app.load.LevelFiles;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.session.LoadedLevel;
import org.tomblens.app.settings.Settings;
import org.tomblens.app.settings.SettingsStore;
import org.tomblens.app.ui.DefaultLayout;
import org.tomblens.app.ui.EntitiesPanel;
import org.tomblens.app.ui.FileDialogs;
import org.tomblens.app.ui.ImGuiLayer;
import org.tomblens.app.ui.LevelPanel;
import org.tomblens.app.ui.MarkerLabels;
import org.tomblens.app.ui.Panel;
import org.tomblens.app.ui.RenderPanel;
import org.tomblens.app.ui.RenderToggle;
import org.tomblens.app.ui.RoomsPanel;
import org.tomblens.app.ui.SectorPanel;
import org.tomblens.app.ui.TexturesPanel;
import org.tomblens.app.ui.ViewerContext;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.go.GoToDialog;
import org.tomblens.app.ui.sounds.SoundsPanel;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.gl.GlUnavailableException;
import org.tomblens.render.gl.Glfw;
import org.tomblens.render.pick.Pickable;
import org.tomblens.render.scene.Camera;
import org.tomblens.render.scene.DefaultView;
import org.tomblens.render.scene.RenderOptions;

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
    private final ExecutorService loader = Executors.newSingleThreadExecutor(runnable -> {
        var thread = new Thread(runnable, "level-loader");
        thread.setDaemon(true);
        return thread;
    });
    private final EventLog events = EventLog.fromEnvironment();
    private final List<Panel> panels = List.of(new LevelPanel(), new RoomsPanel(), new SectorPanel(), new EntitiesPanel(),
            new RenderPanel(), new TexturesPanel(), new SoundsPanel(), new AnimationPanel(), new ModelViewPanel());

    private GlContext context;
    private ImGuiLayer ui;
    /** Opened once per run; silent when there is no audio device. */
    private AudioPlayer audio;
    private LevelSession session;
    private BackgroundTask<LoadedLevel> loading;
    private float[] pendingCamera;
    private Start pendingPlayer;
    private String error;
    private boolean showError;
    private double frameMillis;
    private boolean needsLayout;
    /** A library was opened: its model view takes the middle of the window. */
    private boolean libraryLayout;
    private boolean screenshotWanted;
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
        events.write(Map.of("event", "audio", "hasAudio", audio.hasAudio(), "status", audio.status()));
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
            loader.shutdownNow();
        }
        return 0;
    }

    private void frame(long window, float seconds, double now) {
        handleDrops();
        handleKeys(window);
        finishLoading();
        glfwGetFramebufferSize(window, width, height);
        glfwGetWindowSize(window, windowWidth, windowHeight);
        glBindFramebufferDefault();
        if (session != null) {
            view.fit(width[0], height[0], windowWidth[0], windowHeight[0]);
            controller.update(input.camera(), seconds);
            session.updatePlayer(seconds);
            session.renderer().render(camera, view.x(), view.y(), view.width(), view.height(), options, now);
            session.overlay().draw(camera, options, session.renderer(), session.selection());
            session.audio().update(camera, session.flips().anyOn());
            handleClick();
        } else {
            glViewport(0, 0, width[0], height[0]);
            glClearColor(0.08f, 0.09f, 0.11f, 1f);
            glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
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
        for (var panel : panels) {
            if (panel.open().get()) {
                panel.draw(viewerContext);
            }
        }
        if (session != null && options.showMarkers) {
            markerLabels.draw(session, camera, view.left(), view.top(), view.pointWidth(), view.pointHeight());
        }
        if (session != null) {
            playerReport.report(session.player(), events);
        }
        goTo.draw(viewerContext);
        progress();
        errorDialog();
        ui.endFrame();
        if (screenshotWanted) {
            screenshotWanted = false;
            saveScreenshot();
        }
        if (!announcedReady && session != null && framesShown++ > 3) {
            announcedReady = true;
            events.write(Map.of("event", "ready", "view", List.of(view.x(), view.y(), view.width(), view.height()),
                    "camera", cameraPosition()));
        }
    }

    /** F12: the window as a PNG in ~/TombLens/screenshots, named after the level and the time. */
    private void saveScreenshot() {
        var folder = Path.of(System.getProperty("user.home"), "TombLens", "screenshots");
        var name = (session == null ? "tomblens" : session.loaded().displayName()) + "-"
                + java.time.LocalDateTime.now().format(java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                + ".png";
        try {
            var image = org.tomblens.render.gl.Framebuffer.read(0, width[0], height[0]);
            image.writePng(folder.resolve(name));
            events.write(Map.of("event", "screenshot", "file", folder.resolve(name).toString()));
        } catch (IOException e) {
            fail("Cannot save the screenshot: " + e.getMessage());
        }
    }

    private static void glBindFramebufferDefault() {
        org.lwjgl.opengl.GL30C.glBindFramebuffer(org.lwjgl.opengl.GL30C.GL_FRAMEBUFFER, 0);
    }

    // --- opening ---

    @Override
    public void open(Path file) {
        if (!Files.isRegularFile(file)) {
            fail("Cannot open " + file + ": no such file.");
            return;
        }
        var name = file.getFileName().toString();
        startLoading(name, file, () -> Files.readAllBytes(file));
    }

    @Override
    public void openDemo() {
        startLoading(BundledDemoLevel.fileName(), null, BundledDemoLevel::bytes);
    }

    private interface BytesSource {
        byte[] read() throws IOException;
    }

    private void startLoading(String name, Path file, BytesSource source) {
        if (loading != null) {
            loading.cancel();
        }
        loading = BackgroundTask.start(name, loader, progress -> {
            try {
                progress.report(0, "reading " + name);
                var bytes = source.read();
                return LoadedLevel.prepare(file, name, bytes, progress::report);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** On the window's thread: uploads a finished load and puts it on screen, or reports why it failed. */
    private void finishLoading() {
        if (loading == null || !loading.isDone()) {
            return;
        }
        var task = loading;
        loading = null;
        try {
            var loaded = task.result();
            var next = new LevelSession(loaded, audio);
            if (session != null) {
                next.audio().setPlaySources(session.audio().playsSources());
                session.close();
            }
            session = next;
            placeCamera();
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
            events.write(Map.of("event", "loaded", "file", loaded.displayName(), "version",
                    loaded.level().version().name(), "rooms", loaded.level().rooms().size()));
        } catch (LevelFormatException e) {
            fail("Cannot open " + task.title() + ":\n" + e.getMessage());
        } catch (java.io.UncheckedIOException e) {
            fail("Cannot read " + task.title() + ": " + e.getCause().getMessage());
        } catch (Exception e) {
            fail("Cannot open " + task.title() + ": " + e);
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
        libraryLayout = true;
    }

    private void playAtStart(Start start) {
        if (start.entity() != null) {
            if (start.entity() >= 0 && start.entity() < session.level().entities().size()) {
                flyToEntity(start.entity());
                play(new Subject.InPlace(start.entity(), -1));
            } else {
                fail("The level has no entity #" + start.entity() + ".");
            }
        } else {
            var entry = session.loaded().animation().models().byId(start.model());
            if (entry != null) {
                play(new Subject.Model(entry.index()));
            } else {
                fail("The level has no model of type " + start.model() + ".");
            }
        }
    }

    private void placeCamera() {
        if (pendingCamera != null) {
            camera.place(pendingCamera[0], pendingCamera[1], pendingCamera[2],
                    (float) Math.toRadians(pendingCamera[3]), (float) Math.toRadians(pendingCamera[4]));
            pendingCamera = null;
        } else {
            DefaultView.start(session.level(), camera);
        }
        controller.fly();
    }

    private void fail(String message) {
        error = message;
        showError = true;
        events.write(Map.of("event", "error", "message", message));
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
                openWithDialog();
            } else if (control && code == GLFW_KEY_Q) {
                glfwSetWindowShouldClose(window, true);
            } else if (control && code == GLFW_KEY_G && session != null) {
                goTo.open();
            } else if (code == GLFW_KEY_PAGE_DOWN || code == GLFW_KEY_RIGHT_BRACKET) {
                stepFile(1);
            } else if (code == GLFW_KEY_PAGE_UP || code == GLFW_KEY_LEFT_BRACKET) {
                stepFile(-1);
            } else if (code == GLFW_KEY_F && session != null) {
                focusSelection();
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
                screenshotWanted = true;
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

    private void openWithDialog() {
        var start = session != null && session.loaded().path() != null ? session.loaded().path() : null;
        FileDialogs.openLevel(start).ifPresent(this::open);
    }

    private void stepFile(int step) {
        if (session == null || session.loaded().path() == null) {
            return;
        }
        try {
            LevelFiles.step(session.loaded().path(), step).ifPresent(this::open);
        } catch (IOException e) {
            fail("Cannot list the folder: " + e.getMessage());
        }
    }

    /** Orbits what is selected: the entity, or the sector's centre. */
    private void focusSelection() {
        var selection = session.selection();
        var level = session.level();
        if (selection.hasEntity()) {
            var entity = level.entities().get(selection.entity());
            controller.orbit(entity.x(), entity.y() - 512, entity.z(), 2048);
        } else if (selection.hasSector()) {
            var room = level.rooms().get(selection.room());
            var x = room.x() + selection.sectorX() * 1024 + 512;
            var z = room.z() + selection.sectorZ() * 1024 + 512;
            var floor = room.sector(selection.sectorX(), selection.sectorZ()).floorY();
            controller.orbit(x, floor, z, 3072);
        }
    }

    // --- picking ---

    private void handleClick() {
        var click = input.takeClick();
        if (click == null) {
            return;
        }
        var x = view.toViewX(click[0]);
        var y = view.toViewY(click[1]);
        var picked = session.renderer().pick(camera, view.width(), view.height(), x, y, options);
        switch (picked.hit().kind()) {
            case ENTITY -> selectEntity(picked.hit().index());
            case ROOM, STATIC_MESH, SPRITE -> {
                if (picked.sectorX() >= 0) {
                    selectSector(picked.room(), picked.sectorX(), picked.sectorZ());
                }
            }
            case NOTHING -> session.clearSelection();
        }
    }

    private void selectSector(int room, int x, int z) {
        if (session == null) {
            return;
        }
        session.selectSector(room, x, z);
        ImGui.setWindowFocus(SectorPanel.TITLE);
        panels.stream().filter(p -> p instanceof SectorPanel).forEach(p -> p.open().set(true));
        var lines = SectorPanel.describe(session.loaded(), session.selectedSector());
        var event = new LinkedHashMap<String, Object>();
        event.put("event", "selected");
        event.put("kind", "sector");
        event.put("room", room);
        event.put("x", x);
        event.put("z", z);
        event.put("lines", lines);
        event.put("camera", cameraPosition());
        events.write(event);
    }

    private void selectEntity(int entity) {
        if (session == null) {
            return;
        }
        session.selectEntity(entity);
        panels.stream().filter(p -> p instanceof EntitiesPanel).forEach(p -> p.open().set(true));
        ImGui.setWindowFocus(EntitiesPanel.TITLE);
        events.write(Map.of("event", "selected", "kind", "entity", "entity", entity, "camera", cameraPosition()));
    }

    private List<Float> cameraPosition() {
        var eye = camera.position();
        return List.of(eye.x, eye.y, eye.z);
    }

    @Override
    public void play(Subject subject) {
        if (session == null) {
            return;
        }
        var player = session.player();
        if (subject instanceof Subject.InPlace inPlace) {
            if (!player.showEntity(inPlace.entity())) {
                fail("Entity #" + inPlace.entity() + " has no model to animate.");
                return;
            }
        } else if (subject instanceof Subject.Model model) {
            player.showModel(model.modelIndex());
        } else if (subject instanceof Subject.Static stat) {
            player.showStatic(stat.staticIndex());
        } else {
            player.clear();
        }
        panels.stream().filter(p -> p instanceof AnimationPanel || p instanceof ModelViewPanel)
                .forEach(p -> p.open().set(true));
    }

    @Override
    public void flyToRoom(int room) {
        if (session != null && room >= 0 && room < session.level().rooms().size()) {
            DefaultView.room(session.level(), session.flips().active(room), camera);
            controller.fly();
            flown("room", room);
        }
    }

    @Override
    public void flyToEntity(int entity) {
        if (session == null || entity < 0 || entity >= session.level().entities().size()) {
            return;
        }
        selectEntity(entity);
        var e = session.level().entities().get(entity);
        controller.orbit(e.x(), e.y() - 512, e.z(), 2560);
    }

    @Override
    public void flyToSector(int room, int x, int z) {
        if (session == null || session.level().rooms().get(room).sector(x, z) == null) {
            return;
        }
        selectSector(room, x, z);
        var r = session.level().rooms().get(room);
        var floor = r.sector(x, z).floorY();
        controller.orbit(r.x() + x * 1024 + 512, floor, r.z() + z * 1024 + 512, 3072);
    }

    @Override
    public void flyToCamera(int index) {
        if (session == null || index < 0 || index >= session.level().cameras().size()) {
            return;
        }
        session.selectCamera(index);
        var fixed = session.level().cameras().get(index);
        camera.position().set(fixed.x(), fixed.y(), fixed.z());
        controller.fly();
        flown("camera", index);
    }

    @Override
    public void flyToFlyby(int sequence) {
        if (session == null) {
            return;
        }
        // §9.6: a sequence plays from its camera of lowest index; dx, dy, dz is the point it looks at.
        session.level().flybyCameras().stream().filter(flyby -> flyby.sequence() == sequence)
                .min(Comparator.comparingInt(FlybyCamera::index)).ifPresent(first -> {
                    controller.standAt(first.x(), first.y(), first.z(), first.dx(), first.dy(), first.dz());
                    flown("flyby", sequence);
                });
    }

    /** Records where the camera flew to, for what has no selection event of its own. */
    private void flown(String to, int index) {
        events.write(Map.of("event", "flown", "to", to, "index", index, "camera", cameraPosition()));
    }

    // --- menus and dialogs ---

    private void menus(long window) {
        if (!ImGui.beginMainMenuBar()) {
            return;
        }
        if (ImGui.beginMenu("File")) {
            if (ImGui.menuItem("Open...", "Ctrl+O")) {
                openWithDialog();
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
                stepFile(-1);
            }
            if (ImGui.menuItem("Next level in folder", "PgDn", false, hasFile)) {
                stepFile(1);
            }
            ImGui.separator();
            if (ImGui.menuItem("Quit", "Ctrl+Q")) {
                glfwSetWindowShouldClose(window, true);
            }
            ImGui.endMenu();
        }
        if (ImGui.beginMenu("View")) {
            for (var panel : panels) {
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

    private void progress() {
        if (loading == null) {
            return;
        }
        var viewport = ImGui.getMainViewport();
        ImGui.setNextWindowPos(viewport.getCenterX() - 200, viewport.getPosY() + viewport.getSizeY() - 90, ImGuiCond.Always);
        ImGui.setNextWindowSize(400, 0, ImGuiCond.Always);
        if (ImGui.begin("Loading", ImGuiWindowFlags.NoDecoration | ImGuiWindowFlags.NoSavedSettings
                | ImGuiWindowFlags.NoDocking)) {
            ImGui.text("Opening " + loading.title() + ": " + loading.stage());
            ImGui.progressBar((float) loading.fraction());
            if (ImGui.button("Cancel")) {
                loading.cancel();
                loading = null;
            }
        }
        ImGui.end();
    }

    private void errorDialog() {
        if (showError) {
            ImGui.openPopup("Could not open the file");
            showError = false;
        }
        ImGui.setNextWindowSize(560, 0, ImGuiCond.Appearing);
        if (ImGui.beginPopupModal("Could not open the file", ImGuiWindowFlags.AlwaysAutoResize)) {
            ImGui.pushTextWrapPos(540);
            ImGui.textWrapped(error == null ? "" : error);
            ImGui.popTextWrapPos();
            ImGui.textDisabled(session != null ? "The level on screen stays open." : "");
            if (ImGui.button("OK", 120, 0)) {
                ImGui.closeCurrentPopup();
            }
            ImGui.endPopup();
        }
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
        for (var panel : panels) {
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
        for (var panel : panels) {
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
