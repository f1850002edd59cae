package org.tomblens.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.Panel;

/** The panel list as users and their settings files know it, read from the panels' own descriptions. */
class PanelsTest {
    private static final List<String> MENU = List.of("Level", "Rooms", "Sector", "Entities", "Render", "Textures",
            "Meshes", "Sounds", "Animation", "States", "Model view", "Boxes", "Cameras", "Cutscenes", "Diff", "Route",
            "Lua console", "Plugins");

    @Test
    void theViewMenuListsThePanelsInItsOrderUnderTheirTitles() {
        var panels = new Panels().all();
        assertEquals(MENU, panels.stream().map(panel -> panel.description().menuEntry()).toList());
        assertEquals(MENU, panels.stream().map(Panel::title).toList());
    }

    @Test
    void eachPanelsOpenStateIsSavedUnderTheKeyEarlierSettingsFilesUse() {
        assertEquals(MENU.stream().map(title -> "panel." + title).toList(),
                new Panels().all().stream().map(panel -> panel.description().key()).toList());
    }

    @Test
    void aLibraryClosesTheLevelsPanelsOpensItsPlayerAndALevelBringsThemBack() {
        var panels = new Panels();
        panels.all().forEach(panel -> panel.open().set(true));
        panels.all().stream().filter(panel -> List.of("Animation", "Model view", "Textures").contains(panel.title()))
                .forEach(panel -> panel.open().set(false));
        panels.arrive(FileKind.LIBRARY);
        assertEquals(List.of("Level", "Render", "Textures", "Meshes", "Sounds", "Animation", "States",
                "Model view"), open(panels));
        panels.arrive(FileKind.LEVEL);
        assertEquals(MENU, open(panels));
    }

    @Test
    void aFirstRunOpensTheLevelsMainPanels() {
        assertEquals(List.of("Level", "Rooms", "Sector", "Entities", "Render", "Sounds"), open(new Panels()));
    }

    private static List<String> open(Panels panels) {
        return panels.all().stream().filter(panel -> panel.open().get()).map(Panel::title).toList();
    }
}
