package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.LevelKit.entity;

import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.maker.demo.DemoTextures.Tile;

/**
 * Small TR2 levels whose rooms share space as retail levels' do, to check that a viewer finds the room the
 * camera is in by the way it came, not by which room's box holds it. World sectors are 1024 units; heights in
 * clicks of 256, Y down; rooms overlap their neighbours by their doorway rings, as the games' do.
 */
public final class OverlapLevelGenerator {
    private final LevelKit kit = new LevelKit();

    private OverlapLevelGenerator() {}

    /**
     * A carriage standing in the track's space, as trains do: room 0, the platform (world x 0..6, z 0..6),
     * opens east into room 1, the carriage (x 5..11, z 1..5, a low planked room); room 2, the track, fills the
     * same place (x 5..11, z 1..5, taller, mossy, its floor lower) and opens east into room 3, the tunnel
     * (x 10..16, z 1..5). Carriage and track are joined to different neighbours and never to each other.
     */
    public static Level trainBesideTrack() {
        var maker = new OverlapLevelGenerator();
        var platform = new RoomBuilder(0, 0, 7, 7, 0, -12, Tile.FLAGSTONE, Tile.SANDSTONE, Tile.CEILING);
        var carriage = new RoomBuilder(5, 1, 7, 5, 0, -8, Tile.PLANKS, Tile.METAL, Tile.CEILING);
        var track = new RoomBuilder(5, 1, 7, 5, 2, -16, Tile.MOSSY, Tile.BRICK, Tile.CEILING);
        var tunnel = new RoomBuilder(10, 1, 7, 5, 2, -16, Tile.METAL, Tile.MOSSY, Tile.CEILING);
        join(0, platform, 1, carriage, 6, 5, 2, 4, true);
        join(2, track, 3, tunnel, 11, 10, 2, 4, true);
        return maker.kit.level("overlap-train.tr2", List.of(platform, carriage, track, tunnel),
                List.of(entity(DemoModels.LARA, 0, 2560, 0, 3584, 16384)), List.of(), List.of());
    }

    /**
     * A doorway into a room that overlaps a third: room 0 (world x 0..6, z 0..6) opens east into room 1
     * (x 5..11, z 0..6); room 2 (x 8..14, z 3..9) crosses room 1's far half and opens only south-east into
     * room 3 (x 13..19, z 3..9).
     */
    public static Level doorwayIntoAnOverlap() {
        var maker = new OverlapLevelGenerator();
        var first = new RoomBuilder(0, 0, 7, 7, 0, -12, Tile.FLAGSTONE, Tile.SANDSTONE, Tile.CEILING);
        var second = new RoomBuilder(5, 0, 7, 7, 0, -12, Tile.PLANKS, Tile.BRICK, Tile.CEILING);
        var crossing = new RoomBuilder(8, 3, 7, 7, -1, -14, Tile.METAL, Tile.MOSSY, Tile.CEILING);
        var beyond = new RoomBuilder(13, 3, 7, 7, -1, -14, Tile.FLAGSTONE, Tile.BRICK, Tile.CEILING);
        join(0, first, 1, second, 6, 5, 2, 4, true);
        join(2, crossing, 3, beyond, 14, 13, 5, 7, true);
        return maker.kit.level("overlap-doorway.tr2", List.of(first, second, crossing, beyond),
                List.of(entity(DemoModels.LARA, 0, 2560, 0, 3584, 16384)), List.of(), List.of());
    }

    /**
     * A flipped pair: room 0 (world x 0..6, z 0..6) opens north into room 1 (x 0..6, z 5..11), whose alternate
     * room 2 stands in the same place, taller and with a pit, and opens also east into room 3 (x 5..11,
     * z 5..11), which nothing else reaches.
     */
    public static Level flippedPair() {
        var maker = new OverlapLevelGenerator();
        var hall = new RoomBuilder(0, 0, 7, 7, 0, -12, Tile.FLAGSTONE, Tile.SANDSTONE, Tile.CEILING);
        var chamber = new RoomBuilder(0, 5, 7, 7, 0, -10, Tile.PLANKS, Tile.BRICK, Tile.CEILING);
        var ruin = new RoomBuilder(0, 5, 7, 7, 0, -16, Tile.METAL, Tile.MOSSY, Tile.CEILING);
        var annex = new RoomBuilder(5, 5, 7, 7, 0, -12, Tile.FLAGSTONE, Tile.MOSSY, Tile.CEILING);
        chamber.alternateRoom(2);
        join(0, hall, 1, chamber, 6, 5, 2, 4, false);
        joinAlternate(0, ruin, hall);
        // Links name base rooms (§3.4.4): the annex's doorway leads into room 1's place, where the ruin then stands.
        join(1, ruin, 3, annex, 6, 5, 7, 9, true);
        for (int x = 2; x <= 4; x++) {
            ruin.sector(x, 3).floor = 2;
        }
        return maker.kit.level("overlap-flip.tr2", List.of(hall, chamber, ruin, annex),
                List.of(entity(DemoModels.LARA, 0, 3584, 0, 2560, 0)), List.of(), List.of());
    }

    /**
     * Joins {@code a} (room {@code aIndex}, or the place it stands in) and {@code b} (room {@code bIndex}) through
     * doorways: side by side
     * along X ({@code alongX}), at world sector columns {@code aBorder} (a's ring, inside b) and {@code bBorder}
     * (b's ring, inside a), across world rows {@code from..to}; or side by side along Z, at those world rows,
     * across those world columns.
     */
    private static void join(int aIndex, RoomBuilder a, int bIndex, RoomBuilder b, int aBorder, int bBorder,
                             int from, int to, boolean alongX) {
        for (int across = from; across <= to; across++) {
            if (alongX) {
                a.doorwayInto(bIndex, b, aBorder, across);
                b.doorwayInto(aIndex, a, bBorder, across);
            } else {
                a.doorwayInto(bIndex, b, across, aBorder);
                b.doorwayInto(aIndex, a, across, bBorder);
            }
        }
    }

    /** The alternate {@code alternate} of a room opens where its base does: into room {@code to}, {@code into}. */
    private static void joinAlternate(int to, RoomBuilder alternate, RoomBuilder into) {
        for (int x = 2; x <= 4; x++) {
            alternate.doorwayInto(to, into, x, 5);
        }
    }
}
