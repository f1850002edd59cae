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
import org.tomblens.app.services.LevelService;
import org.tomblens.app.services.RouteService;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.prepared.PreparedLevel;

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
    private RouteService named;
    /** The level the route goes through, whose file it is named after. */
    private PreparedLevel level;

    void draw(LevelService shown, RouteService route) {
        level = shown.prepared();
        var editor = route.editor();
        if (route != named) {
            named = route;
            problem = "";
            var file = editor.file();
            var levelFile = level.path();
            name.set(file != null ? file.toString() : levelFile == null ? "route.tvr"
                    : levelFile.resolveSibling(levelFile.getFileName() + "." + RouteFiles.TRVIEW).toString());
        }
        ImGui.setNextItemWidth(ImGui.getContentRegionAvailX() - ImGui.calcTextSize("Browse…").x
                - ImGui.getStyle().getItemSpacingX() - ImGui.getStyle().getFramePaddingX() * 2);
        Widgets.inputTextWithHint("##routeFile", "route file: .tvr (trview) or .json (randomizer locations)", name);
        ImGui.sameLine();
        if (Widgets.button("Browse…")) {
            browse();
        }
        if (Widgets.button("New")) {
            close(route, null);
        }
        ImGui.sameLine();
        if (Widgets.button("Open")) {
            var file = path();
            if (file != null) {
                close(route, file);
            }
        }
        ImGui.sameLine();
        if (Widgets.button("Save")) {
            save(route);
        }
        if (!problem.isEmpty()) {
            ImGui.pushTextWrapPos(0);
            Widgets.textColored(1f, 0.45f, 0.4f, 1f, problem);
            ImGui.popTextWrapPos();
        }
        askAboutUnsaved(route);
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
    private void close(RouteService route, Path file) {
        if (route.editor().unsaved()) {
            waiting = file;
            asking = true;
            ImGui.openPopup(DISCARD_POPUP);
        } else {
            replace(route, file);
        }
    }

    private void askAboutUnsaved(RouteService route) {
        if (!asking) {
            return;
        }
        if (ImGui.beginPopupModal(DISCARD_POPUP, ImGuiWindowFlags.AlwaysAutoResize)) {
            Widgets.text("The route has changes not saved to a file.");
            if (Widgets.button("Discard changes")) {
                asking = false;
                replace(route, waiting);
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

    private void replace(RouteService route, Path file) {
        if (file == null) {
            route.editor().open(Route.EMPTY, null);
            problem = "";
            return;
        }
        try {
            route.editor().open(RouteFiles.read(file, levelName()), file);
            problem = "";
        } catch (IOException | RouteFileException e) {
            problem = "Cannot open " + file.getFileName() + ": " + e.getMessage();
        }
    }

    private void save(RouteService route) {
        var file = path();
        if (file == null) {
            return;
        }
        var levelFile = level.path();
        if (levelFile != null && file.toAbsolutePath().normalize().equals(levelFile.toAbsolutePath().normalize())) {
            problem = "Will not write the route over the level.";
            return;
        }
        try {
            RouteFiles.write(route.editor().route(), file, levelName());
            route.editor().saved(file);
            problem = "";
        } catch (IOException e) {
            problem = "Cannot save " + file + ": " + e.getMessage();
        }
    }

    /** The level's file name, which names its list in a randomizer location file. */
    private String levelName() {
        var levelFile = level.path();
        return levelFile == null ? level.displayName() : levelFile.getFileName().toString();
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
