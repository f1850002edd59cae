package org.tomblens.app.ui.sector;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.app.services.NavigationService;
import org.tomblens.format.floordata.ActionType;
import org.tomblens.format.floordata.FloorDataDescriptions;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.TriggerAction;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Words;
import org.tomblens.format.testing.SyntheticLevels;

class TriggerLineTest {

    /** Writes down where it was asked to fly, as "entity 3", "camera 0" or "flyby 2". */
    private static final class Flights implements NavigationService {
        final List<String> asked = new ArrayList<>();

        @Override
        public void flyToRoom(int room) {
            asked.add("room " + room);
        }

        @Override
        public void flyToEntity(int entity) {
            asked.add("entity " + entity);
        }

        @Override
        public void flyToSector(int room, int x, int z) {
            asked.add("sector " + room + " " + x + " " + z);
        }

        @Override
        public void flyToCamera(int camera) {
            asked.add("camera " + camera);
        }

        @Override
        public void flyToFlyby(int sequence) {
            asked.add("flyby " + sequence);
        }

        @Override
        public void standAt(float x, float y, float z, float lookX, float lookY, float lookZ) {
            asked.add("stand");
        }

        @Override
        public void orbit(float x, float y, float z, float distance) {
            asked.add("orbit");
        }
    }

    @Test
    void aSwitchTriggersEntityCameraAndFlybyAreLinksAndItsTrackIsNot() {
        var level = SyntheticLevels.level(GameVersion.TR4, List.of(), Words.EMPTY,
                List.of(new Entity(0, 0, 0, 0, 0, 0, 0, 0, 0), new Entity(0, 0, 0, 0, 0, 0, 0, 0, 0),
                        new Entity(0, 0, 0, 0, 0, 0, 0, 0, 0), new Entity(0, 0, 0, 0, 0, 0, 0, 0, 0)),
                List.of(new FixedCamera(0, 0, 0, 0, 0)));
        // §4.5.3: a switch trigger (type 2) names its switch, entity 1.
        var trigger = new FloorFunction.Trigger(true, 2, 0, false, 31, 1, List.of(
                new TriggerAction.Simple(ActionType.OBJECT, 3), new TriggerAction.Camera(0, 0, false, 0),
                new TriggerAction.Simple(ActionType.SOUNDTRACK, 5), new TriggerAction.Flyby(2, true, true)));
        var lines = TriggerLine.of(new FloorDataDescriptions(level), trigger);

        assertEquals(5, lines.size(), "the switch, then the four actions: " + lines);
        assertEquals(List.of(true, true, true, false, true), lines.stream().map(TriggerLine::isLink).toList());
        assertFalse(lines.get(0).note().isEmpty(), "the switch says what it is");
        assertTrue(lines.get(4).text().startsWith("Flyby #2"), lines.get(4).text());
        var flights = new Flights();
        lines.stream().filter(TriggerLine::isLink).forEach(line -> line.follow(flights));
        assertEquals(List.of("entity 1", "entity 3", "camera 0", "flyby 2"), flights.asked);
    }
}
