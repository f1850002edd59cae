package org.tomblens.app.ui.go;

import org.tomblens.app.services.NavigationService;

/** A place of the level the Go to box leads to: a room, an entity or one sector of a room. */
public sealed interface Destination {
    /** Flies the camera there, as choosing it in a panel would. */
    void goThere(NavigationService actions);

    record Room(int room) implements Destination {
        @Override
        public void goThere(NavigationService actions) {
            actions.flyToRoom(room);
        }
    }

    record Entity(int entity) implements Destination {
        @Override
        public void goThere(NavigationService actions) {
            actions.flyToEntity(entity);
        }
    }

    record Sector(int room, int x, int z) implements Destination {
        @Override
        public void goThere(NavigationService actions) {
            actions.flyToSector(room, x, z);
        }
    }
}
