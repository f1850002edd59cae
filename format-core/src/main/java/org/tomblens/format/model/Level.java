package org.tomblens.format.model;

import java.util.List;

/**
 * A whole level, version-neutral and immutable, in TR units (1024 per sector, Y down) as the file stores
 * them. Parts a version lacks are empty.
 *
 * @param fileName the name the level was read from, for messages
 * @param floorData the FloorData words that sectors index
 * @param cinematicFrames TR1–TR3 only
 * @param lightMap TR1–TR3: 32 x 256 palette remap table
 * @param laraType TR5: 0 normal, 3 catsuit, 4 divesuit, 6 invisible; else 0
 * @param weather TR5: 0 normal, 1 rain, 2 snow; else 0
 * @param footerBytes size of a recognised trailing footer (TRNG's "NGLE" block), 0 if none
 * @param warnings soft problems met while reading
 * @param layout where the file kept its parts: {@link LevelLayout#STANDARD} but for Unfinished Business and demo
 *               levels
 */
public record Level(
        GameVersion version, String fileName, Textures textures, List<Room> rooms, Words floorData,
        Meshes meshes, AnimationData animation, List<StaticMesh> staticMeshes, Texturing texturing,
        List<FixedCamera> cameras, List<FlybyCamera> flybyCameras, List<SoundSource> soundSources,
        Navigation navigation, List<Entity> entities, List<AiObject> aiObjects,
        Bytes lightMap, List<CinematicFrame> cinematicFrames, Bytes demoData, Sound sound,
        int laraType, int weather, int footerBytes, List<DataWarning> warnings, LevelLayout layout) {

    public Level {
        rooms = List.copyOf(rooms);
        staticMeshes = List.copyOf(staticMeshes);
        cameras = List.copyOf(cameras);
        flybyCameras = List.copyOf(flybyCameras);
        soundSources = List.copyOf(soundSources);
        entities = List.copyOf(entities);
        aiObjects = List.copyOf(aiObjects);
        cinematicFrames = List.copyOf(cinematicFrames);
        warnings = List.copyOf(warnings);
    }

    /** A level in its version's standard layout. */
    public Level(
            GameVersion version, String fileName, Textures textures, List<Room> rooms, Words floorData,
            Meshes meshes, AnimationData animation, List<StaticMesh> staticMeshes, Texturing texturing,
            List<FixedCamera> cameras, List<FlybyCamera> flybyCameras, List<SoundSource> soundSources,
            Navigation navigation, List<Entity> entities, List<AiObject> aiObjects,
            Bytes lightMap, List<CinematicFrame> cinematicFrames, Bytes demoData, Sound sound,
            int laraType, int weather, int footerBytes, List<DataWarning> warnings) {
        this(version, fileName, textures, rooms, floorData, meshes, animation, staticMeshes, texturing, cameras,
                flybyCameras, soundSources, navigation, entities, aiObjects, lightMap, cinematicFrames, demoData, sound,
                laraType, weather, footerBytes, warnings, LevelLayout.STANDARD);
    }
}
