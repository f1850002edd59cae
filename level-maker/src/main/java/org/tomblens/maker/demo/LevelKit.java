package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.SpriteSequence;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.write.MeshWriter;

/**
 * What every level made by code shares: the demo's texture pages, models, statics, sprites and sounds,
 * and the assembly of room plans, entities and cameras into one TR2 level with its AI boxes and FloorData.
 * Made once per level: its texture table and FloorData fill up as the rooms are built.
 */
final class LevelKit {
    /** The sound ids the level maps (§8.3.2); 3 is the pool's looping water. */
    static final int SOUND_WATER = 3;
    private static final int SOUND_MAP_SIZE = 370;

    private final TextureTable textures = new TextureTable();
    private final FloorDataBuilder floorData = new FloorDataBuilder();
    private final AnimationTables animationTables = new AnimationTables();
    private final List<StaticMesh> staticMeshes = new DemoModels(textures).addTo(animationTables);
    final int keySprite = textures.sprite(Tile.KEY_SPRITE, -128, -256, 128, 0);
    final int medipackSprite = textures.sprite(Tile.MEDIPACK_SPRITE, -160, -320, 160, 0);
    final int plantSprite = textures.sprite(Tile.PLANT_SPRITE, -384, -1024, 384, 0);
    final int flameSprite = textures.sprite(Tile.FLAME_SPRITE, -96, -320, 96, 0);

    /**
     * §5.5.2: an entity of {@code type} in {@code room} at a world position, its angle 16384 a quarter
     * turn (0 facing +Z), lit by the room, with no flags.
     */
    static Entity entity(int type, int room, int x, int y, int z, int angle) {
        return new Entity(type, room, x, y, z, angle, -1, -1, 0);
    }

    /** The level named {@code name} made of {@code plans} (room i is plan i) and what stands in them. */
    Level level(String name, List<RoomBuilder> plans, List<Entity> entities, List<FixedCamera> cameras,
                List<SoundSource> soundSources) {
        var spriteSequences = List.of(new SpriteSequence(DemoModels.SMALL_MEDIPACK, -1, medipackSprite),
                new SpriteSequence(DemoModels.KEY_1, -1, keySprite));
        var navigation = new NavigationBuilder();
        for (int i = 0; i < plans.size(); i++) {
            navigation.addRoom(i, plans.get(i));
        }
        var boxes = navigation.build();
        var rooms = new ArrayList<Room>();
        for (var plan : plans) {
            rooms.add(plan.build(textures, floorData));
        }

        // §9.4: one group cycling the three water frames that water floors show.
        var water = new int[] {textures.whole(Tile.WATER_0), textures.whole(Tile.WATER_1), textures.whole(Tile.WATER_2)};
        var animatedTextures = Words.own(new short[] {1, 2, (short) water[0], (short) water[1], (short) water[2]});

        var pages8 = DemoTextures.pages8();
        var levelTextures = new Textures(0, 0, 0, pages8, DemoTextures.pages16(pages8), List.of(), List.of(),
                DemoPalette.palette(), DemoPalette.palette16());
        var texturing = new Texturing(textures.objectTextures(), textures.spriteTextures(), spriteSequences,
                animatedTextures, 0);
        return new Level(GameVersion.TR2, name, levelTextures, rooms, floorData.build(),
                MeshWriter.pack(animationTables.meshes()), animationTables.build(), staticMeshes, texturing, cameras,
                List.of(), soundSources, boxes, entities, List.of(), DemoPalette.lightMap(), List.of(), Bytes.EMPTY,
                sound(), 0, 0, 0, List.of());
    }

    /**
     * §8.3: sound ids 0..3 (footstep, swing, door, water) map to details 0..3, each one sample. The
     * samples live in TR2's MAIN.SFX; the indices are their numbers there.
     */
    private static Sound sound() {
        var map = new short[SOUND_MAP_SIZE];
        Arrays.fill(map, (short) -1);
        var details = new ArrayList<SoundDetails>();
        var characteristics = new int[] {0x04, 0x04 | 0x2000, 0x04, 0x04 | 0x3};
        for (int id = 0; id < characteristics.length; id++) {
            map[id] = (short) id;
            details.add(new SoundDetails(id, 0x6000, 0, 0, 0, characteristics[id]));
        }
        return new Sound(Words.own(map), details, Ints.own(new int[] {0, 1, 2, 3}), Bytes.EMPTY, List.of());
    }
}
