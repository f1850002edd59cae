package org.tomblens.app.ui.route;

import imgui.ImGui;
import imgui.flag.ImGuiWindowFlags;
import imgui.type.ImString;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.util.tinyfd.TinyFileDialogs;
import org.tomblens.app.route.Route;
import org.tomblens.app.route.RouteFileException;
import org.tomblens.app.route.RouteFiles;
import org.tomblens.app.session.LevelSession;
import org.tomblens.app.ui.common.Widgets;

/**
 * The route's file: its name in a box (typed, or chosen with Browse…), New, Open and Save. A route with unsaved
 * changes is not closed (New, Open) without asking. A file that cannot be read says why and leaves the route open;
 * saving writes the file whole, by its extension a trview route or randomizer locations.
 */
final class RouteFileBar {
    private static final String DISCARD_POPUP = "Unsaved route";

    private final ImString name = new ImString(1024);
    /** What the last Open or Save said went wrong, or "". */
    private String problem = "";
    /** What waits for the user's answer about unsaved changes: a file to open, or null for a new route. */
    private Path waiting;
    private boolean asking;
    private LevelSession named;

    void draw(LevelSession session) {
        var editor = session.route();
        if (session != named) {
            named = session;
            problem = "";
            var file = editor.file();
            var level = session.loaded().path();
            name.set(file != null ? file.toString() : level == null ? "route.tvr"
                    : level.resolveSibling(level.getFileName() + "." + RouteFiles.TRVIEW).toString());
        }
        ImGui.setNextItemWidth(ImGui.getContentRegionAvailX() - ImGui.calcTextSize("Browse…").x
                - ImGui.getStyle().getItemSpacingX() - ImGui.getStyle().getFramePaddingX() * 2);
        Widgets.inputTextWithHint("##routeFile", "route file: .tvr (trview) or .json (randomizer locations)", name);
        ImGui.sameLine();
        if (Widgets.button("Browse…")) {
            browse();
        }
        if (Widgets.button("New")) {
            close(session, null);
        }
        ImGui.sameLine();
        if (Widgets.button("Open")) {
            var file = path();
            if (file != null) {
                close(session, file);
            }
        }
        ImGui.sameLine();
        if (Widgets.button("Save")) {
            save(session);
        }
        if (!problem.isEmpty()) {
            ImGui.pushTextWrapPos(0);
            Widgets.textColored(1f, 0.45f, 0.4f, 1f, problem);
            ImGui.popTextWrapPos();
        }
        askAboutUnsaved(session);
    }

    /** The file the box names, or null (saying why) when it names none. */
    private Path path() {
        try {
            var text = name.get().strip();
            if (!text.isEmpty()) {
                return Path.of(text);
            }
            problem = "Name a route file first.";
        } catch (InvalidPathException e) {
            problem = "Not a file name: " + e.getMessage();
        }
        return null;
    }

    /** Opens {@code file} (null: starts a new route) in place of the route, asking first if it has changes. */
    private void close(LevelSession session, Path file) {
        if (session.route().unsaved()) {
            waiting = file;
            asking = true;
            ImGui.openPopup(DISCARD_POPUP);
        } else {
            replace(session, file);
        }
    }

    private void askAboutUnsaved(LevelSession session) {
        if (!asking) {
            return;
        }
        if (ImGui.beginPopupModal(DISCARD_POPUP, ImGuiWindowFlags.AlwaysAutoResize)) {
            Widgets.text("The route has changes not saved to a file.");
            if (Widgets.button("Discard changes")) {
                asking = false;
                replace(session, waiting);
                ImGui.closeCurrentPopup();
            }
            ImGui.sameLine();
            if (Widgets.button("Cancel")) {
                asking = false;
                ImGui.closeCurrentPopup();
            }
            ImGui.endPopup();
        } else {
            asking = false;
        }
    }

    private void replace(LevelSession session, Path file) {
        if (file == null) {
            session.route().open(Route.EMPTY, null);
            problem = "";
            return;
        }
        try {
            session.route().open(RouteFiles.read(file, levelName(session)), file);
            problem = "";
        } catch (IOException | RouteFileException e) {
            problem = "Cannot open " + file.getFileName() + ": " + e.getMessage();
        }
    }

    private void save(LevelSession session) {
        var file = path();
        if (file == null) {
            return;
        }
        var level = session.loaded().path();
        if (level != null && file.toAbsolutePath().normalize().equals(level.toAbsolutePath().normalize())) {
            problem = "Will not write the route over the level.";
            return;
        }
        try {
            RouteFiles.write(session.route().route(), file, levelName(session));
            session.route().saved(file);
            problem = "";
        } catch (IOException e) {
            problem = "Cannot save " + file + ": " + e.getMessage();
        }
    }

    /** The level's file name, which names its list in a randomizer location file. */
    private static String levelName(LevelSession session) {
        var level = session.loaded().path();
        return level == null ? session.loaded().displayName() : level.getFileName().toString();
    }

    /** The platform's file dialog, for a name to open or save; the box takes what is chosen. */
    private void browse() {
        try (var stack = MemoryStack.stackPush()) {
            var patterns = stack.mallocPointer(2);
            patterns.put(stack.UTF8("*." + RouteFiles.TRVIEW)).put(stack.UTF8("*." + RouteFiles.LOCATIONS)).flip();
            var chosen = TinyFileDialogs.tinyfd_saveFileDialog("Route file to open or save", name.get(), patterns,
                    "trview routes, randomizer locations");
            if (chosen != null && !chosen.isBlank()) {
                name.set(chosen);
            }
        }
    }
}
