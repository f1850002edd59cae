package org.tomblens.app.route;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Route edits, undone and redone in order, and what counts as unsaved. */
class RouteEditorTest {
    private static Waypoint at(int x) {
        return Waypoint.placed(WaypointType.POSITION, RoutePoint.at(x, 0, 0), null, 0, 0);
    }

    private static List<Double> xs(RouteEditor editor) {
        return editor.route().waypoints().stream().map(waypoint -> waypoint.position().x()).toList();
    }

    @Test
    void addMoveDeleteAndNotesUndoAndRedoInOrder() {
        var editor = new RouteEditor();
        editor.add(at(1));
        editor.add(at(2));
        editor.add(at(3));
        editor.move(2, 0);
        assertEquals(List.of(3.0, 1.0, 2.0), xs(editor));
        assertEquals(0, editor.selected(), "the moved waypoint stays chosen");
        editor.remove(1);
        assertEquals(List.of(3.0, 2.0), xs(editor));
        editor.setNotes(0, "a \"b\"\nc");
        assertEquals("a \"b\"\nc", editor.route().waypoints().get(0).notes());
        editor.undo();
        assertEquals("", editor.route().waypoints().get(0).notes());
        editor.undo();
        assertEquals(List.of(3.0, 1.0, 2.0), xs(editor));
        editor.undo();
        assertEquals(List.of(1.0, 2.0, 3.0), xs(editor));
        editor.redo();
        assertEquals(List.of(3.0, 1.0, 2.0), xs(editor));
        editor.add(at(4));
        assertFalse(editor.canRedo(), "a new edit forgets what was undone");
    }

    @Test
    void coloursAreOneEditEach() {
        var editor = new RouteEditor();
        editor.setColours(Route.DEFAULT_COLOUR, Route.DEFAULT_WAYPOINT_COLOUR);
        assertFalse(editor.canUndo(), "the colours it has already are no edit");
        editor.setColours(0xFFFF0000, 0x80FFFFFF);
        assertEquals(0xFFFF0000, editor.route().shownColour());
        assertEquals(0x80FFFFFF, editor.route().shownWaypointColour());
        editor.undo();
        assertEquals(Route.DEFAULT_COLOUR, editor.route().shownColour());
    }

    @Test
    void changesAreUnsavedUntilWrittenAndUndoingBackToTheFileLeavesNoneUnsaved() {
        var editor = new RouteEditor();
        assertFalse(editor.unsaved());
        editor.add(at(1));
        assertTrue(editor.unsaved());
        editor.saved(Path.of("r.tvr"));
        assertFalse(editor.unsaved());
        editor.remove(0);
        assertTrue(editor.unsaved());
        editor.undo();
        assertFalse(editor.unsaved());
        editor.open(Route.EMPTY, null);
        assertFalse(editor.canUndo());
    }
}
