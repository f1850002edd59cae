package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomSprite;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.demo.FloorDataBuilder.FloorSlant;
import org.tomblens.maker.demo.FloorDataBuilder.Function;
import org.tomblens.maker.demo.FloorDataBuilder.PortalTo;
import org.tomblens.maker.demo.RoomMeshDraft.Corner;

/**
 * Builds one room from a floor plan, the way the original tools do: a grid of sectors whose border is
 * wall, each open sector with a floor and a ceiling height in clicks (§3.2.3), optional floor slopes and
 * FloorData. The visible mesh, the portals, the sector records and the baked vertex light all follow from
 * the plan, so what the player sees and what the game collides with agree.
 *
 * <p>Rooms join the way §4.4.1 describes: two neighbours overlap by two rows of sectors, each room's
 * border sector there being a doorway that holds the other room's heights and a portal function. A room
 * above another joins it through sectors whose RoomBelow / RoomAbove name each other, and a horizontal
 * portal over them.
 */
final class RoomBuilder {
    static final int SECTOR = 1024;
    static final int CLICK = 256;
    static final int NO_BOX = 0xFFFF;

    /** One sector of the plan. Heights are in clicks, Y down (a higher floor has a smaller value). */
    static final class SectorPlan {
        boolean wall;
        int floor;
        int ceiling;
        /** §4.4.2 floor slopes in clicks; the floor value is the sector's highest point. */
        int slopeX;
        int slopeZ;
        /** The room this border sector is a doorway into, or -1. */
        int doorTo = -1;
        int roomBelow = Sector.NO_ROOM;
        int roomAbove = Sector.NO_ROOM;
        Tile floorTile;
        Tile ceilingTile;
        /** What the faces this sector shows its neighbours wear (a wall's face, a step up to this floor). */
        Tile wallTile;
        int box = NO_BOX;
        final List<Function> functions = new ArrayList<>();

        boolean open() {
            return !wall && doorTo < 0;
        }

        /**
         * §4.4.2: the floor's Y at corner (cx, cz). A positive X slope lowers the corners at x = 0, a
         * negative one those at x = 1; a positive Z slope lowers those at z = 0, a negative one those at z = 1.
         */
        int floorY(int cx, int cz) {
            var y = floor * CLICK;
            if (slopeX > 0 && cx == 0 || slopeX < 0 && cx == 1) {
                y += Math.abs(slopeX) * CLICK;
            }
            if (slopeZ > 0 && cz == 0 || slopeZ < 0 && cz == 1) {
                y += Math.abs(slopeZ) * CLICK;
            }
            return y;
        }

        int ceilingY() {
            return ceiling * CLICK;
        }
    }

    /**
     * The four sides of a sector, with the corners of the shared edge as seen from inside the sector
     * looking out: {@code left} and {@code right} in this sector's corners, the same points in the
     * neighbour's corners, and the inward normal.
     */
    enum Side {
        NORTH(0, 1, new int[] {0, 1}, new int[] {1, 1}, new int[] {0, 0}, new int[] {1, 0}),
        SOUTH(0, -1, new int[] {1, 0}, new int[] {0, 0}, new int[] {1, 1}, new int[] {0, 1}),
        EAST(1, 0, new int[] {1, 1}, new int[] {1, 0}, new int[] {0, 1}, new int[] {0, 0}),
        WEST(-1, 0, new int[] {0, 0}, new int[] {0, 1}, new int[] {1, 0}, new int[] {1, 1});

        final int dx;
        final int dz;
        final int[] left;
        final int[] right;
        final int[] neighbourLeft;
        final int[] neighbourRight;

        Side(int dx, int dz, int[] left, int[] right, int[] neighbourLeft, int[] neighbourRight) {
            this.dx = dx;
            this.dz = dz;
            this.left = left;
            this.right = right;
            this.neighbourLeft = neighbourLeft;
            this.neighbourRight = neighbourRight;
        }
    }

    /** A room sprite at a world position (§3.2.6). */
    private record PlacedSprite(int x, int y, int z, int texture) {}

    /** An extra face in world coordinates: a railing, a grille. */
    private record Decoration(Tile tile, boolean doubleSided, Corner[] corners) {}

    /** A run of a doorway's edge, to be merged into one portal. */
    private record PortalEdge(int room, Side side, int[] left, int[] right, int top, int bottom) {}

    final int originX;
    final int originZ;
    final int numX;
    final int numZ;
    private final SectorPlan[] plans;
    private final Tile defaultWall;
    private int flags;
    private int alternateRoom = -1;
    private int ambient = 0x1000;
    private final List<RoomLight.Tr2> lights = new ArrayList<>();
    private final List<RoomStaticMesh> statics = new ArrayList<>();
    private final List<PlacedSprite> sprites = new ArrayList<>();
    private final List<Decoration> decorations = new ArrayList<>();

    /**
     * A room at world sector ({@code originX}, {@code originZ}) of {@code numX} x {@code numZ} sectors:
     * wall all round, open inside with the given floor and ceiling (clicks) and tiles.
     */
    RoomBuilder(int originX, int originZ, int numX, int numZ, int floor, int ceiling, Tile floorTile, Tile wallTile,
                Tile ceilingTile) {
        this.originX = originX;
        this.originZ = originZ;
        this.numX = numX;
        this.numZ = numZ;
        this.defaultWall = wallTile;
        plans = new SectorPlan[numX * numZ];
        for (int x = 0; x < numX; x++) {
            for (int z = 0; z < numZ; z++) {
                var plan = new SectorPlan();
                plan.wall = x == 0 || z == 0 || x == numX - 1 || z == numZ - 1;
                plan.floor = floor;
                plan.ceiling = ceiling;
                plan.floorTile = floorTile;
                plan.ceilingTile = ceilingTile;
                plan.wallTile = wallTile;
                plans[x * numZ + z] = plan;
            }
        }
    }

    /** The plan of local sector (x, z), for changing. */
    SectorPlan sector(int x, int z) {
        return plans[x * numZ + z];
    }

    /** Opens border sector (x, z) as a doorway into {@code room}, whose heights there it takes. */
    void doorway(int x, int z, int room, int floor, int ceiling) {
        var plan = sector(x, z);
        plan.wall = false;
        plan.doorTo = room;
        plan.floor = floor;
        plan.ceiling = ceiling;
    }

    /** The plan of world sector (x, z), which lies in this room, for changing. */
    SectorPlan sectorAt(int worldSectorX, int worldSectorZ) {
        return sector(worldSectorX - originX, worldSectorZ - originZ);
    }

    /**
     * Opens the border sector at world sector (x, z) as a doorway into {@code other}, room {@code room},
     * taking the heights the other room has there.
     */
    void doorwayInto(int room, RoomBuilder other, int worldSectorX, int worldSectorZ) {
        var beyond = other.sectorAt(worldSectorX, worldSectorZ);
        doorway(worldSectorX - originX, worldSectorZ - originZ, room, beyond.floor, beyond.ceiling);
    }

    void flags(int flags) {
        this.flags = flags;
    }

    void alternateRoom(int room) {
        this.alternateRoom = room;
    }

    boolean water() {
        return (flags & Room.FLAG_WATER) != 0;
    }

    int alternate() {
        return alternateRoom;
    }

    /** §2.3.7: 0 is the brightest, 0x1FFF the darkest. */
    void ambient(int ambient) {
        this.ambient = ambient;
    }

    /** A TR2 light at a world position: intensity 0 (none) .. 0x1FFF (full), reaching {@code fade} units. */
    void light(int x, int y, int z, int intensity, int fade) {
        lights.add(new RoomLight.Tr2(x, y, z, intensity, intensity, fade, fade));
    }

    /** A static mesh at a world position; {@code light} 0 bright .. 0x1FFF dark (§3.2.8). */
    void staticMesh(int x, int y, int z, int rotation, int light, int meshId) {
        statics.add(new RoomStaticMesh(x, y, z, rotation, light, light, meshId));
    }

    void sprite(int x, int y, int z, int spriteTexture) {
        sprites.add(new PlacedSprite(x, y, z, spriteTexture));
    }

    /** An extra face with corners in world coordinates, in front-view order. */
    void decoration(Tile tile, boolean doubleSided, Corner... worldCorners) {
        decorations.add(new Decoration(tile, doubleSided, worldCorners));
    }

    /** World X of the room's origin. */
    int worldX() {
        return originX * SECTOR;
    }

    int worldZ() {
        return originZ * SECTOR;
    }

    /** Builds the room; its sectors' FloorData go into {@code floorData}. */
    Room build(TextureTable textures, FloorDataBuilder floorData) {
        var mesh = new RoomMeshDraft(textures);
        var portalEdges = new ArrayList<PortalEdge>();
        for (int x = 0; x < numX; x++) {
            for (int z = 0; z < numZ; z++) {
                if (sector(x, z).open()) {
                    sectorGeometry(mesh, portalEdges, x, z);
                }
            }
        }
        for (var decoration : decorations) {
            var corners = new Corner[decoration.corners().length];
            for (int i = 0; i < corners.length; i++) {
                var c = decoration.corners()[i];
                corners[i] = new Corner(c.x() - worldX(), c.y(), c.z() - worldZ(), c.u(), c.v());
            }
            mesh.face(decoration.tile(), decoration.doubleSided(), corners);
        }
        var roomSprites = new ArrayList<RoomSprite>();
        for (var sprite : sprites) {
            roomSprites.add(new RoomSprite(mesh.vertex(sprite.x() - worldX(), sprite.y(), sprite.z() - worldZ()),
                    sprite.texture()));
        }
        var portals = new ArrayList<Portal>();
        mergeWallPortals(portalEdges, portals);
        verticalPortals(portals);
        return new Room(worldX(), 0, worldZ(), lowestPoint(), highestPoint(), litVertices(mesh), mesh.quads(),
                mesh.triangles(), roomSprites, portals, numZ, numX, sectors(floorData), ambient, ambient, 0,
                List.copyOf(lights), statics, alternateRoom, flags, 0, 0, 0, List.of());
    }

    private void sectorGeometry(RoomMeshDraft mesh, List<PortalEdge> portalEdges, int x, int z) {
        var plan = sector(x, z);
        var x0 = x * SECTOR;
        var z0 = z * SECTOR;
        var x1 = x0 + SECTOR;
        var z1 = z0 + SECTOR;
        if (plan.roomBelow == Sector.NO_ROOM) {
            // Seen from above with north up: right is +X.
            mesh.face(plan.floorTile, false,
                    new Corner(x0, plan.floorY(0, 1), z1, 0, 0), new Corner(x1, plan.floorY(1, 1), z1, 1, 0),
                    new Corner(x1, plan.floorY(1, 0), z0, 1, 1), new Corner(x0, plan.floorY(0, 0), z0, 0, 1));
        }
        if (plan.roomAbove == Sector.NO_ROOM) {
            // Seen from below with north up: right is -X.
            var y = plan.ceilingY();
            mesh.face(plan.ceilingTile, false, new Corner(x1, y, z1, 0, 0), new Corner(x0, y, z1, 1, 0),
                    new Corner(x0, y, z0, 1, 1), new Corner(x1, y, z0, 0, 1));
        }
        for (var side : Side.values()) {
            var nx = x + side.dx;
            var nz = z + side.dz;
            var neighbour = nx < 0 || nz < 0 || nx >= numX || nz >= numZ ? null : sector(nx, nz);
            var left = new int[] {x0 + side.left[0] * SECTOR, z0 + side.left[1] * SECTOR};
            var right = new int[] {x0 + side.right[0] * SECTOR, z0 + side.right[1] * SECTOR};
            var floorLeft = plan.floorY(side.left[0], side.left[1]);
            var floorRight = plan.floorY(side.right[0], side.right[1]);
            var ceiling = plan.ceilingY();
            if (neighbour == null || neighbour.wall) {
                var tile = neighbour == null ? defaultWall : neighbour.wallTile;
                mesh.wall(tile, left, right, ceiling, ceiling, floorLeft, floorRight);
                continue;
            }
            var otherFloorLeft = neighbour.floorY(side.neighbourLeft[0], side.neighbourLeft[1]);
            var otherFloorRight = neighbour.floorY(side.neighbourRight[0], side.neighbourRight[1]);
            var otherCeiling = neighbour.ceilingY();
            if (otherFloorLeft < floorLeft || otherFloorRight < floorRight) {
                // The neighbour's floor is higher: the step up faces this sector.
                mesh.wall(neighbour.wallTile, left, right, Math.min(otherFloorLeft, floorLeft),
                        Math.min(otherFloorRight, floorRight), floorLeft, floorRight);
            }
            if (otherCeiling > ceiling) {
                // The neighbour's ceiling is lower: the wall above the opening faces this sector.
                mesh.wall(neighbour.wallTile, left, right, ceiling, ceiling, otherCeiling, otherCeiling);
            }
            if (neighbour.doorTo >= 0) {
                portalEdges.add(new PortalEdge(neighbour.doorTo, side, left, right, Math.max(ceiling, otherCeiling),
                        Math.min(Math.min(floorLeft, floorRight), Math.min(otherFloorLeft, otherFloorRight))));
            }
        }
    }

    /** Joins the doorway edges that continue each other into one portal per opening (§3.2.2). */
    private static void mergeWallPortals(List<PortalEdge> edges, List<Portal> portals) {
        var remaining = new ArrayList<>(edges);
        remaining.sort(Comparator.comparingInt((PortalEdge e) -> e.room()).thenComparing(PortalEdge::side)
                .thenComparingInt(e -> e.left()[0] + e.left()[1]));
        while (!remaining.isEmpty()) {
            var run = remaining.remove(0);
            var merged = true;
            while (merged) {
                merged = false;
                for (var iterator = remaining.iterator(); iterator.hasNext(); ) {
                    var next = iterator.next();
                    var sameOpening = next.room() == run.room() && next.side() == run.side()
                            && next.top() == run.top() && next.bottom() == run.bottom();
                    if (sameOpening && Arrays.equals(next.left(), run.right())) {
                        run = new PortalEdge(run.room(), run.side(), run.left(), next.right(), run.top(), run.bottom());
                        iterator.remove();
                        merged = true;
                    } else if (sameOpening && Arrays.equals(next.right(), run.left())) {
                        run = new PortalEdge(run.room(), run.side(), next.left(), run.right(), run.top(), run.bottom());
                        iterator.remove();
                        merged = true;
                    }
                }
            }
            // The normal points into this room (away from the one beyond); the corners run as a face seen
            // from inside: top-left, top-right, bottom-right, bottom-left.
            var side = run.side();
            var normal = new Vertex(-side.dx, 0, -side.dz);
            portals.add(new Portal(run.room(), normal, List.of(
                    new Vertex(run.left()[0], run.top(), run.left()[1]),
                    new Vertex(run.right()[0], run.top(), run.right()[1]),
                    new Vertex(run.right()[0], run.bottom(), run.right()[1]),
                    new Vertex(run.left()[0], run.bottom(), run.left()[1]))));
        }
    }

    /**
     * One horizontal portal over the sectors whose floor (or ceiling) opens into another room. As in the
     * corpus levels, its corners run the other way round from a face seen from inside.
     */
    private void verticalPortals(List<Portal> portals) {
        for (var below : new boolean[] {true, false}) {
            var target = -1;
            int minX = numX;
            int minZ = numZ;
            int maxX = -1;
            int maxZ = -1;
            var count = 0;
            var y = 0;
            for (int x = 0; x < numX; x++) {
                for (int z = 0; z < numZ; z++) {
                    var plan = sector(x, z);
                    var room = below ? plan.roomBelow : plan.roomAbove;
                    if (room == Sector.NO_ROOM) {
                        continue;
                    }
                    if (target >= 0 && room != target) {
                        throw new IllegalStateException("one room opens into two rooms " + (below ? "below" : "above"));
                    }
                    target = room;
                    y = below ? plan.floorY(0, 0) : plan.ceilingY();
                    minX = Math.min(minX, x);
                    minZ = Math.min(minZ, z);
                    maxX = Math.max(maxX, x);
                    maxZ = Math.max(maxZ, z);
                    count++;
                }
            }
            if (target < 0) {
                continue;
            }
            if (count != (maxX - minX + 1) * (maxZ - minZ + 1)) {
                throw new IllegalStateException("the opening " + (below ? "below" : "above") + " is not a rectangle");
            }
            var x0 = minX * SECTOR;
            var x1 = (maxX + 1) * SECTOR;
            var z0 = minZ * SECTOR;
            var z1 = (maxZ + 1) * SECTOR;
            if (below) {
                // The floor face's corners (top-left first, north up) reversed; the normal points up (-Y).
                portals.add(new Portal(target, new Vertex(0, -1, 0), List.of(new Vertex(x1, y, z1),
                        new Vertex(x0, y, z1), new Vertex(x0, y, z0), new Vertex(x1, y, z0))));
            } else {
                // The ceiling face's corners reversed; the normal points down (+Y).
                portals.add(new Portal(target, new Vertex(0, 1, 0), List.of(new Vertex(x1, y, z0),
                        new Vertex(x0, y, z0), new Vertex(x0, y, z1), new Vertex(x1, y, z1))));
            }
        }
    }

    private List<Sector> sectors(FloorDataBuilder floorData) {
        var sectors = new ArrayList<Sector>(plans.length);
        for (var plan : plans) {
            if (plan.wall) {
                sectors.add(new Sector(0, NO_BOX, Sector.NO_ROOM, Sector.WALL_HEIGHT, Sector.NO_ROOM,
                        Sector.WALL_HEIGHT));
                continue;
            }
            var functions = new ArrayList<Function>();
            if (plan.slopeX != 0 || plan.slopeZ != 0) {
                functions.add(new FloorSlant(plan.slopeX, plan.slopeZ));
            }
            if (plan.doorTo >= 0) {
                functions.add(new PortalTo(plan.doorTo));
            }
            functions.addAll(plan.functions);
            sectors.add(new Sector(floorData.chain(functions), plan.box, plan.roomBelow, plan.floor, plan.roomAbove,
                    plan.ceiling));
        }
        return sectors;
    }

    /**
     * §3.2.5: TR2 draws rooms with their vertices' Lighting2 (0 bright .. 0x1FFF dark). Each vertex starts
     * at the room's ambient and is lit by every light of the room, falling off linearly to nothing at
     * the light's fade distance. Lighting keeps the same value, as in the original levels.
     */
    private List<RoomVertex> litVertices(RoomMeshDraft mesh) {
        var vertices = new ArrayList<RoomVertex>();
        for (var position : mesh.positions()) {
            var x = position.get(0) + worldX();
            var y = position.get(1);
            var z = position.get(2) + worldZ();
            var light = 0.0;
            for (var lamp : lights) {
                var dx = x - lamp.x();
                var dy = y - lamp.y();
                var dz = z - lamp.z();
                var distance = StrictMath.sqrt((double) dx * dx + (double) dy * dy + (double) dz * dz);
                light += lamp.intensity1() * Math.max(0, 1 - distance / lamp.fade1());
            }
            var shade = (int) Math.max(0x0200, Math.min(0x1F00, StrictMath.round(ambient - light)));
            vertices.add(new RoomVertex(position.get(0), y, position.get(2), shade, 0, shade));
        }
        return vertices;
    }

    /** The largest Y any open sector reaches (§3.2.1 yBottom). */
    private int lowestPoint() {
        var lowest = Integer.MIN_VALUE;
        for (var plan : plans) {
            if (plan.open()) {
                for (int c = 0; c < 4; c++) {
                    lowest = Math.max(lowest, plan.floorY(c & 1, c >> 1));
                }
            }
        }
        return lowest;
    }

    /** The smallest Y any open sector reaches (§3.2.1 yTop). */
    private int highestPoint() {
        var highest = Integer.MAX_VALUE;
        for (var plan : plans) {
            if (plan.open()) {
                highest = Math.min(highest, plan.ceilingY());
            }
        }
        return highest;
    }
}
