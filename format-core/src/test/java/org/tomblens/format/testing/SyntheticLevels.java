package org.tomblens.format.testing;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Camera;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Words;

/** Small levels built in tests: rooms with sector grids, FloorData, entities and cameras, nothing else. */
public final class SyntheticLevels {
    private SyntheticLevels() {}

    /** A level of {@code version} with these rooms, FloorData words, entities and cameras; every other part empty. */
    public static Level level(GameVersion version, List<Room> rooms, Words floorData, List<Entity> entities,
                              List<Camera> cameras) {
        var textures = new Textures(0, 0, 0, List.of(), List.of(), List.of(), List.of(), Bytes.EMPTY, Bytes.EMPTY);
        var meshes = new Meshes(0, Ints.EMPTY, List.of());
        var animation = new AnimationData(List.of(), List.of(), List.of(), List.of(), Words.EMPTY, Ints.EMPTY, Words.EMPTY);
        var texturing = new Texturing(List.of(), List.of(), List.of(), Words.EMPTY, 0);
        var navigation = new Navigation(List.of(), Words.EMPTY, Words.EMPTY);
        var sound = new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of());
        return new Level(version, "synthetic", textures, rooms, floorData, meshes, animation, List.of(), texturing,
                cameras, List.of(), List.of(), navigation, entities, List.of(), Bytes.EMPTY, List.of(), Bytes.EMPTY,
                sound, 0, 0, 0, List.of());
    }

    /** A room at world (x, z) whose grid is {@code sectors[sx][sz]}, with no geometry. */
    public static Room room(int x, int z, Sector[][] sectors) {
        var numX = sectors.length;
        var numZ = sectors[0].length;
        var list = new ArrayList<Sector>();
        for (var column : sectors) {
            list.addAll(List.of(column));
        }
        return new Room(x, 0, z, 0, 0, List.of(), List.of(), List.of(), List.of(), List.of(), numZ, numX, list,
                0, 0, 0, List.of(), List.of(), -1, 0, 0, 0, 0, List.of());
    }

    /** A grid of {@code numX} by {@code numZ} copies of {@code sector}, to change cells of. */
    public static Sector[][] grid(int numX, int numZ, Sector sector) {
        var grid = new Sector[numX][numZ];
        for (var column : grid) {
            java.util.Arrays.fill(column, sector);
        }
        return grid;
    }

    /** A sector with this FloorData index, floor and ceiling (in clicks) and links (255: none). */
    public static Sector sector(int floorDataIndex, int floorClicks, int ceilingClicks, int roomBelow, int roomAbove) {
        return new Sector(floorDataIndex, 0xFFFF, roomBelow, floorClicks, roomAbove, ceilingClicks);
    }
}
