package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.go.GoTo;
import org.tomblens.app.ui.go.GoToDialog;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The Go to box in the real window, typed into as a user would: a room past the last says which rooms there
 * are, then an entity, a room and a sector of a corpus level are flown to.
 */
class GoToWindowTest {
    private static final int WIDTH = 1200;
    private static final int HEIGHT = 760;
    private static final String LEVEL = "tr1/rando-test1.phd";

    @Test
    void typedRoomsEntitiesAndSectorsAreFlownToAndARoomPastTheLastIsExplained(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(LEVEL));
        var rooms = level.rooms().size();
        var lastEntity = level.entities().size() - 1;
        var settings = StartSettings.window(WIDTH, HEIGHT).json();
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--size", WIDTH + "x" + HEIGHT),
                settings)) {
            window.awaitLevel();

            goTo(window, "room " + rooms);
            var why = "There is no room " + rooms + ": the level has rooms 0 to " + (rooms - 1) + ".";
            var refused = window.awaitPanel(GoToDialog.TITLE, "saying why", panel -> RealWindow.texts(panel)
                    .size() > 1);
            assertEquals(List.of(GoTo.USAGE, why), RealWindow.texts(refused));
            assertTrue(refused.get("controls").has("words"), "the box stays open to correct: " + refused);

            // The box takes the keyboard back on the frame after it answered.
            window.settled();
            window.type("#" + lastEntity);
            window.press("Return");
            window.await("entity " + lastEntity + " selected", event -> isSelected(event, "entity")
                    && event.get("entity").asInt() == lastEntity, 20);
            window.awaitPanel(GoToDialog.TITLE, "closed", panel -> panel.get("controls").isEmpty());

            var room = rooms - 1;
            goTo(window, Integer.toString(room));
            var flown = window.await("a flight to room " + room, event -> "flown".equals(event.path("event").asText())
                    && "room".equals(event.path("to").asText()) && event.get("index").asInt() == room, 20);
            var inside = level.rooms().get(room);
            var eyeX = flown.get("camera").get(0).asDouble();
            var eyeZ = flown.get("camera").get(2).asDouble();
            assertTrue(eyeX > inside.x() && eyeX < inside.x() + inside.numXSectors() * 1024
                    && eyeZ > inside.z() && eyeZ < inside.z() + inside.numZSectors() * 1024,
                    "the camera stands inside room " + room + ": " + flown);

            goTo(window, "0 (2, 3)");
            var sector = window.await("sector (2, 3) of room 0 selected", event -> isSelected(event, "sector"), 20);
            assertEquals(List.of(0, 2, 3), List.of(sector.get("room").asInt(), sector.get("x").asInt(),
                    sector.get("z").asInt()));
        }
    }

    /**
     * Opens the box with Ctrl+G once the viewer has it shown (after the last answer has closed it: while a
     * dialog is open its keys are its own), types the words and presses Enter.
     */
    private static void goTo(RealWindow window, String words) throws Exception {
        if (window.events().stream().anyMatch(event -> "panel".equals(event.path("event").asText())
                && GoToDialog.TITLE.equals(event.path("title").asText()))) {
            window.awaitPanel(GoToDialog.TITLE, "closed", panel -> panel.get("controls").isEmpty());
            // The words box lets go of the keyboard on a frame after the box closed.
            window.settled();
        }
        window.press("ctrl+g");
        window.awaitPanel(GoToDialog.TITLE, "open", panel -> panel.get("controls").has("words"));
        // The words box takes the keyboard on a frame after the box opens.
        window.settled();
        window.type(words);
        window.press("Return");
    }

    private static boolean isSelected(JsonNode event, String kind) {
        return "selected".equals(event.path("event").asText()) && kind.equals(event.path("kind").asText());
    }
}
