package org.tomblens.app.services;

/**
 * Where the camera goes (scripting's {@code trview.camera}, its moves): to a room, an entity, a sector, a fixed
 * camera or a flyby, or to a point. Each move ends a flyby playing in the view, where it is.
 */
public interface NavigationService {
    /** Flies the camera into a room and looks down its length. */
    void flyToRoom(int room);

    /** Flies the camera to look at an entity, and selects it. */
    void flyToEntity(int entity);

    /** Flies the camera over a sector, and selects it. */
    void flyToSector(int room, int x, int z);

    /** Flies the camera to a fixed camera (or sink) of the level, and shows it. */
    void flyToCamera(int camera);

    /** Stands the camera at the first flyby camera of a sequence (TR4/TR5), looking where it looks. */
    void flyToFlyby(int sequence);

    /** Stands the camera at a point of the level, looking at another (world units). */
    void standAt(float x, float y, float z, float lookX, float lookY, float lookZ);

    /** Turns the camera to orbit a point of the level from {@code distance} away. */
    void orbit(float x, float y, float z, float distance);
}
