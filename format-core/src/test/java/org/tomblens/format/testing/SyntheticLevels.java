package org.tomblens.format.testing;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Words;

/**
 * Small levels built in tests: rooms with sector grids, FloorData, entities and cameras; or textures, rooms
 * and meshes for geometry; or sound sources and sound tables; every other part empty.
 */
public final class SyntheticLevels {
    private static final Textures NO_TEXTURES =
            new Textures(0, 0, 0, List.of(), List.of(), List.of(), List.of(), Bytes.EMPTY, Bytes.EMPTY);
    private static final Texturing NO_TEXTURING = new Texturing(List.of(), List.of(), List.of(), Words.EMPTY, 0);
    private static final Sound NO_SOUND = new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of());

    private SyntheticLevels() {}

    /** A level of {@code version} with these rooms, FloorData words, entities and cameras; every other part empty. */
    public static Level level(GameVersion version, List<Room> rooms, Words floorData, List<Entity> entities,
                              List<FixedCamera> cameras) {
        return level(version, NO_TEXTURES, rooms, floorData, List.of(), NO_TEXTURING, entities, cameras, List.of(),
                NO_SOUND);
    }

    /** A level of {@code version} with these textures, rooms, meshes (pointer i at byte 2i) and texturing. */
    public static Level level(GameVersion version, Textures textures, List<Room> rooms, List<Mesh> meshes,
                              Texturing texturing) {
        return level(version, textures, rooms, Words.EMPTY, meshes, texturing, List.of(), List.of(), List.of(), NO_SOUND);
    }

    /**
     * A level of {@code version} holding only sound sources and the sound tables they use: {@code soundMap[id]}
     * is the index into {@code details} of sound {@code id}, or -1 where the level lacks it. It has no samples.
     */
    public static Level sounds(GameVersion version, List<SoundSource> sources, short[] soundMap,
                               List<SoundDetails> details) {
        var sound = new Sound(Words.own(soundMap.clone()), details, Ints.EMPTY, Bytes.EMPTY, List.of());
        return level(version, NO_TEXTURES, List.of(), Words.EMPTY, List.of(), NO_TEXTURING, List.of(), List.of(),
                sources, sound);
    }

    private static Level level(GameVersion version, Textures textures, List<Room> rooms, Words floorData,
                               List<Mesh> meshes, Texturing texturing, List<Entity> entities, List<FixedCamera> cameras,
                               List<SoundSource> soundSources, Sound sound) {
        var pointers = new int[meshes.size()];
        for (int i = 0; i < pointers.length; i++) {
            pointers[i] = 2 * i;
        }
        var animation = new AnimationData(List.of(), List.of(), List.of(), List.of(), Words.EMPTY, Ints.EMPTY, Words.EMPTY);
        var navigation = new Navigation(List.of(), Words.EMPTY, Words.EMPTY);
        return new Level(version, "synthetic", textures, rooms, floorData,
                new Meshes(meshes.size(), Ints.own(pointers), meshes), animation, List.of(), texturing, cameras,
                List.of(), soundSources, navigation, entities, List.of(), Bytes.EMPTY, List.of(), Bytes.EMPTY, sound,
                0, 0, 0, List.of());
    }

    /** {@code level} with this mesh-tree table (§6.2.1) in place of its own. */
    public static Level withMeshTrees(Level level, Ints meshTrees) {
        var data = level.animation();
        return withAnimation(level, new AnimationData(data.models(), data.animations(), data.stateChanges(),
                data.dispatches(), data.commands(), meshTrees, data.frames()));
    }

    /** {@code level} with these keyframe words (§6.3) in place of its own. */
    public static Level withKeyframes(Level level, Words frames) {
        var data = level.animation();
        return withAnimation(level, new AnimationData(data.models(), data.animations(), data.stateChanges(),
                data.dispatches(), data.commands(), data.meshTrees(), frames));
    }

    private static Level withAnimation(Level level, AnimationData animation) {
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), animation, level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), level.navigation(), level.entities(), level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(),
                level.weather(), level.footerBytes(), level.warnings());
    }

    /** {@code level} with these static mesh types (§5.3) in place of its own. */
    public static Level withStaticMeshes(Level level, List<StaticMesh> types) {
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), types, level.texturing(), level.cameras(), level.flybyCameras(),
                level.soundSources(), level.navigation(), level.entities(), level.aiObjects(), level.lightMap(),
                level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(), level.weather(),
                level.footerBytes(), level.warnings());
    }

    /** {@code level} with these object textures (§9.3) in place of its own. */
    public static Level withObjectTextures(Level level, List<ObjectTexture> objectTextures) {
        var texturing = level.texturing();
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), new Texturing(objectTextures,
                texturing.spriteTextures(), texturing.spriteSequences(), texturing.animatedTextures(),
                texturing.animatedTexturesUvCount()), level.cameras(), level.flybyCameras(), level.soundSources(),
                level.navigation(), level.entities(), level.aiObjects(), level.lightMap(), level.cinematicFrames(),
                level.demoData(), level.sound(), level.laraType(), level.weather(), level.footerBytes(),
                level.warnings());
    }

    /** {@code level} with these animated textures (§9.4: the group count, then each group's count less one and IDs). */
    public static Level withAnimatedTextures(Level level, Words animatedTextures) {
        var texturing = level.texturing();
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), new Texturing(texturing.objectTextures(),
                texturing.spriteTextures(), texturing.spriteSequences(), animatedTextures,
                texturing.animatedTexturesUvCount()), level.cameras(), level.flybyCameras(), level.soundSources(),
                level.navigation(), level.entities(), level.aiObjects(), level.lightMap(), level.cinematicFrames(),
                level.demoData(), level.sound(), level.laraType(), level.weather(), level.footerBytes(),
                level.warnings());
    }

    /** {@code level} with these fixed cameras and flyby cameras (§9.5, §9.6) in place of its own. */
    public static Level withCameras(Level level, List<FixedCamera> cameras, List<FlybyCamera> flybys) {
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), cameras, flybys,
                level.soundSources(), level.navigation(), level.entities(), level.aiObjects(), level.lightMap(),
                level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(), level.weather(),
                level.footerBytes(), level.warnings());
    }

    /** {@code level} with these entities in place of its own. */
    public static Level withEntities(Level level, List<Entity> entities) {
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), level.navigation(), entities, level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(),
                level.weather(), level.footerBytes(), level.warnings());
    }

    /** {@code level} with this map for its enemies in place of its own. */
    public static Level withNavigation(Level level, Navigation navigation) {
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), navigation, level.entities(), level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(),
                level.weather(), level.footerBytes(), level.warnings());
    }

    /** {@code level} with {@code room} in place of its room {@code index}. */
    public static Level withRoom(Level level, int index, Room room) {
        var rooms = new ArrayList<>(level.rooms());
        rooms.set(index, room);
        return new Level(level.version(), level.fileName(), level.textures(), rooms, level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), level.navigation(), level.entities(), level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(),
                level.weather(), level.footerBytes(), level.warnings());
    }

    /** {@code room} with these flags (§3.4.6: 0x1 water, 0x8 outside, …). */
    public static Room withFlags(Room room, int flags) {
        return copy(room, room.lights(), flags);
    }

    /** {@code room} with these lights. */
    public static Room withLights(Room room, List<RoomLight> lights) {
        return copy(room, lights, room.flags());
    }

    private static Room copy(Room r, List<RoomLight> lights, int flags) {
        return new Room(r.x(), r.y(), r.z(), r.yBottom(), r.yTop(), r.vertices(), r.quads(), r.triangles(),
                r.sprites(), r.portals(), r.numZSectors(), r.numXSectors(), r.sectors(), r.ambient(), r.ambient2(),
                r.lightMode(), lights, r.staticMeshes(), r.alternateRoom(), flags, r.waterScheme(), r.reverbInfo(),
                r.alternateGroup(), r.layers());
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

    /** Texturing of just these object textures. */
    public static Texturing texturing(List<ObjectTexture> objectTextures) {
        return new Texturing(objectTextures, List.of(), List.of(), Words.EMPTY, 0);
    }

    /** {@code count} 16-bit pages of one repeated word, with no palettes (TR2/TR3 style). */
    public static Textures pages16(int count, int word) {
        var page = new byte[2 * Textures.PAGE_TEXELS];
        for (int i = 0; i < page.length; i += 2) {
            page[i] = (byte) word;
            page[i + 1] = (byte) (word >> 8);
        }
        var pages = java.util.Collections.nCopies(count, Bytes.own(page));
        return new Textures(0, 0, 0, List.of(), pages, List.of(), List.of(), Bytes.EMPTY, Bytes.EMPTY);
    }

    /** An object texture on {@code page} with the given attribute and four corners (u, v pairs as stored). */
    public static ObjectTexture objectTexture(int attribute, int page, int... corners) {
        var coordinates = new ArrayList<ObjectTexture.TexCoord>();
        for (int i = 0; i < 8; i += 2) {
            coordinates.add(new ObjectTexture.TexCoord(corners[i], corners[i + 1]));
        }
        return new ObjectTexture(attribute, page, 0, coordinates, 0, 0, 0, 0);
    }
}
