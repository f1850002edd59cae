package org.tomblens.format.prj2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.leb;
import static org.tomblens.format.chunk.ChunkWalker.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.ByteCursor;

/** Reads one {@code TeRoom} ([PRJ2] {@code Room}: the sector counts, then {@code RoomDataChunks}). */
final class ProjectRoomReader {
    private final ChunkWalker walker;
    private final int sectorsX;
    private final int sectorsZ;
    private final ProjectSector[] sectors;
    private long index = -1;
    private String name = "";
    private int x;
    private int y;
    private int z;
    private List<String> tags = List.of();
    private Colour ambient = Colour.WHITE;
    private boolean cold;
    private boolean damage;
    private boolean horizon;
    private boolean outside;
    private boolean noLensflare;
    private boolean excludeFromPathFinding;
    private int lightInterpolation;
    private int type;
    private int typeStrength;
    private int lightEffect;
    private int lightEffectStrength;
    private int reverb;
    private boolean locked;
    private boolean hidden;
    private long alternateRoom = -1;
    private int alternateGroup = -1;
    private final List<ProjectObject> objects = new ArrayList<>();

    private ProjectRoomReader(ChunkWalker walker, int sectorsX, int sectorsZ) {
        this.walker = walker;
        this.sectorsX = sectorsX;
        this.sectorsZ = sectorsZ;
        this.sectors = new ProjectSector[sectorsX * sectorsZ];
    }

    static ProjectRoom read(ByteCursor data, ChunkWalker walker) {
        var at = data.position();
        var sectorsX = ChunkWalker.lebInt(data, "sectorsX");
        var sectorsZ = ChunkWalker.lebInt(data, "sectorsZ");
        // The editor writes every sector, each in a chunk of ten bytes or more: a grid larger than the room's
        // bytes is a broken count, refused before anything is allocated.
        if (sectorsX < 1 || sectorsZ < 1 || (long) sectorsX * sectorsZ > data.remaining()) {
            throw data.errorAt(at, "sectorsX", "a room of " + sectorsX + " x " + sectorsZ + " sectors does not fit in "
                    + data.remaining() + " bytes");
        }
        var reader = new ProjectRoomReader(walker, sectorsX, sectorsZ);
        walker.stream(data, false, reader::chunk);
        return reader.room();
    }

    /** The ambient light; until May 2018 the editor wrote it as RGBA, an alpha it never used. */
    private static Colour ambient(ByteCursor data) {
        var colour = Colour.read(data, "ambient");
        if (data.remaining() == Float.BYTES) {
            data.f32("ambient.a");
        }
        return colour;
    }

    private ProjectRoom room() {
        Arrays.setAll(sectors, i -> sectors[i] == null ? ProjectSector.EMPTY : sectors[i]);
        var flags = new ProjectRoom.Flags(cold, damage, horizon, outside, noLensflare, excludeFromPathFinding);
        return new ProjectRoom(index, name, sectorsX, sectorsZ, x, y, z, tags, ambient, flags, lightInterpolation,
                type, typeStrength, lightEffect, lightEffectStrength, reverb, locked, hidden, alternateRoom,
                alternateGroup, Arrays.asList(sectors), objects);
    }

    private boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "TeI" -> index = leb(data);
            case "TeName" -> name = text(data);
            case "TePos" -> position(ChunkWalker.vector3(data, "position"), SectorReader.CLICK);
            case "TePos2" -> position(ChunkWalker.vector3(data, "position"), 1);
            case "TeTags" -> tags = tags(text(data));
            case "TeSecs" -> walker.stream(data, true, this::sector);
            case "TeAmbient" -> ambient = ambient(data);
            case "TeCold" -> cold = bool(data);
            case "TeDmg" -> damage = bool(data);
            case "TeHorizon" -> horizon = bool(data);
            case "TeOutside" -> outside = bool(data);
            case "TeNoLens" -> noLensflare = bool(data);
            case "TeNoPath" -> excludeFromPathFinding = bool(data);
            case "TeRoomLightInt" -> lightInterpolation = ChunkWalker.lebInt(data, "mode");
            case "TeWater", "TeRain", "TeSnow", "TeQuickSand", "TeMist", "TeReflect" -> oldLevel(id, byteValue(data));
            case "TeRoomType" -> type = byteValue(data);
            case "TeRoomTypeStrength" -> typeStrength = byteValue(data);
            case "TeRoomLightEffect" -> lightEffect = byteValue(data);
            // [PRJ2]: the first version stores the strength minus one; the editor caps it at 4.
            case "TeRoomLightEffectStrength" -> lightEffectStrength = Math.min(4, byteValue(data) + 1);
            case "TeRoomLightEffectStrength2" -> lightEffectStrength = Math.min(4, byteValue(data));
            case "TeReverb" -> reverb = byteValue(data);
            case "TeLocked" -> locked = bool(data);
            case "TeHidden" -> hidden = bool(data);
            case "TeAlternate" -> alternate(data);
            case "TeObjects" -> walker.stream(data, true, (objectId, objectData) ->
                    ProjectObjectReader.read(objectId, objectData, walker, objects));
            default -> {
                return false;
            }
        }
        return true;
    }

    /** {@code TePos}/{@code TePos2}: x and z in sectors, y in clicks or world units, rounded as the editor does. */
    private void position(Vector3 position, int yUnit) {
        x = Math.round(position.x());
        y = Math.round(position.y() * yUnit);
        z = Math.round(position.z());
    }

    private static List<String> tags(String text) {
        return text.isEmpty() ? List.of() : List.of(text.split(" "));
    }

    private static int byteValue(ByteCursor data) {
        return (int) data.leb128("value", 0, 0xFF);
    }

    /**
     * The level chunks older editors wrote ({@code TeWater} …, DEPRECATED in [PRJ2]), mapped to the room type and
     * light effect as the editor maps them when it opens such a project; 0 means "not set".
     */
    private void oldLevel(String id, int level) {
        if (level == 0) {
            return;
        }
        switch (id) {
            case "TeWater", "TeQuickSand" -> {
                type = id.equals("TeWater") ? ProjectRoom.TYPE_WATER : 4;
                lightEffect = 1;
                lightEffectStrength = level;
            }
            case "TeRain", "TeSnow" -> {
                type = id.equals("TeRain") ? 1 : 2;
                lightEffect = 1;
                typeStrength = level - 1;
            }
            case "TeMist" -> {
                lightEffect = 6;
                lightEffectStrength = level;
            }
            default -> {
                // TeReflect: a glow set by another chunk wins over it.
                if (lightEffect != 3) {
                    lightEffect = 2;
                    lightEffectStrength = level;
                }
            }
        }
    }

    private void alternate(ByteCursor data) {
        alternateGroup = 1;
        walker.stream(data, false, (id, field) -> {
            switch (id) {
                case "TeGroup" -> alternateGroup = (int) field.leb128("group", Short.MIN_VALUE, Short.MAX_VALUE);
                case "TeRoom" -> alternateRoom = leb(field);
                default -> {
                    return false;
                }
            }
            return true;
        });
    }

    /** A {@code TeS} chunk: an i32 row-major position (x + z * sectorsX), then the sector's chunks. */
    private boolean sector(String id, ByteCursor data) {
        if (!id.equals("TeS")) {
            return false;
        }
        var at = data.position();
        var position = data.s32("position");
        if (position < 0 || position >= sectors.length) {
            throw data.errorAt(at, "position", "sector " + position + " is outside the room's " + sectorsX + " x "
                    + sectorsZ + " sectors");
        }
        var sectorX = position % sectorsX;
        var sectorZ = position / sectorsX;
        var index = sectorX * sectorsZ + sectorZ;
        if (sectors[index] != null) {
            walker.warn(data, at, "sector (" + sectorX + ", " + sectorZ + ") is stored twice; the later one is kept");
        }
        sectors[index] = SectorReader.read(data, walker);
        return true;
    }
}
