package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomSprite;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Sector;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.demo.FloorDataBuilder.FloorSlant;
import org.tomblens.maker.demo.FloorDataBuilder.Function;
import org.tomblens.maker.demo.FloorDataBuilder.PortalTo;
import org.tomblens.maker.demo.PortalBuilder.PortalEdge;
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

    /** A room sprite at a world position (§3.2.6). */
    private record PlacedSprite(int x, int y, int z, int texture) {}

    /** An extra face in world coordinates: a railing, a grille. */
    private record Decoration(Tile tile, boolean doubleSided, Corner[] corners) {}

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
                    SectorMesh.build(this, defaultWall, mesh, portalEdges, x, z);
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
        PortalBuilder.mergeWallPortals(portalEdges, portals);
        PortalBuilder.verticalPortals(this, portals);
        return new Room(worldX(), 0, worldZ(), lowestPoint(), highestPoint(), litVertices(mesh), mesh.quads(),
                mesh.triangles(), roomSprites, portals, numZ, numX, sectors(floorData), ambient, ambient, 0,
                List.copyOf(lights), statics, alternateRoom, flags, 0, 0, 0, List.of());
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
