package org.tomblens.format.saturn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.ProgressListener;

/**
 * TR1 as the Sega Saturn keeps it, read into the same {@link Level} as its PC copy: the rooms of the .SAT file, the
 * objects of the .SAD, the sprites of the .SPR and the sounds of the .SND beside it ({@link SaturnSet}); their
 * pictures laid onto 32-bit pages ({@link SaturnTextures}), their samples made into WAV files. Its layout is
 * {@link LevelLayout#SATURN}.
 */
public final class SaturnLevel {
    private SaturnLevel() {}

    /** Whether {@code bytes} start as one of a Saturn level's four files. */
    public static boolean recognises(byte[] bytes) {
        return SaturnSet.Part.of(bytes) != null;
    }

    /**
     * Reads the level whose file (any of the four) has {@code bytes}, read from {@code path} (null: those bytes
     * alone) and called {@code name}.
     */
    public static Level read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        var warnings = new ArrayList<DataWarning>();
        var set = new SaturnSet(bytes, path, name, warnings);
        progress.progress(0.0, "rooms");
        var rooms = RoomFile.read(set.bytes(SaturnSet.Part.ROOMS), set.name(SaturnSet.Part.ROOMS));
        progress.progress(0.4, "objects");
        var objectBytes = set.bytes(SaturnSet.Part.OBJECTS);
        var objects = objectBytes == null ? null : ObjectFile.read(objectBytes, set.name(SaturnSet.Part.OBJECTS));
        var textures = new SaturnTextures(warnings, objects);
        textures.addRoomTextures(rooms);
        var meshes = objects == null ? new Meshes(0, Ints.EMPTY, List.of())
                : new SaturnMeshes(textures, objects.objectTextures().size()).read(objects.meshData(),
                        objects.meshPointers());
        progress.progress(0.7, "sprites and sounds");
        var spriteBytes = set.bytes(SaturnSet.Part.SPRITES);
        var sprites = spriteBytes == null ? null : SpriteFile.read(spriteBytes, set.name(SaturnSet.Part.SPRITES));
        List<SpriteTexture> spriteTextures = sprites == null ? List.of() : textures.spriteTextures(sprites);
        var soundBytes = set.bytes(SaturnSet.Part.SOUNDS);
        var sound = soundBytes == null ? new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of())
                : SoundFile.read(soundBytes, set.name(SaturnSet.Part.SOUNDS), warnings);
        var animation = objects == null ? new AnimationData(List.of(), List.of(), List.of(), List.of(), Words.EMPTY,
                Ints.EMPTY, Words.EMPTY)
                : new AnimationData(objects.models(), objects.animations(), objects.stateChanges(),
                        objects.dispatches(), objects.commands(), objects.meshTrees(), objects.frames());
        var pages = new Textures(0, 0, 0, List.of(), List.of(), textures.pages().pages32(), List.of(), Bytes.EMPTY,
                Bytes.EMPTY);
        var texturing = new Texturing(textures.objectTextures(), spriteTextures,
                sprites == null ? List.of() : sprites.sequences(), animatedTextures(rooms), 0);
        var navigation = new Navigation(rooms.boxes(), rooms.overlaps(), zones(rooms));
        progress.progress(1.0, "done");
        return new Level(GameVersion.TR1, name, pages, rooms.rooms(), rooms.floorData(), meshes, animation,
                objects == null ? List.of() : objects.staticMeshes(), texturing, rooms.cameras(), List.of(),
                rooms.soundSources(), navigation, rooms.entities(), List.of(), Bytes.EMPTY, List.of(), Bytes.EMPTY,
                sound, 0, 0, 0, DataWarning.finish(warnings), LevelLayout.SATURN);
    }

    /**
     * The PC's animated texture groups (§9.4) of the Saturn's ranges of room textures: a group count, then each
     * group's length minus one and its textures, which are the room textures' own numbers.
     */
    private static Words animatedTextures(RoomFile rooms) {
        var words = new ArrayList<Short>();
        words.add((short) rooms.animatedRanges().size());
        for (var range : rooms.animatedRanges()) {
            var first = Math.max(0, range[0]);
            var last = Math.max(first, Math.min(range[1], rooms.roomTextures().size() - 1));
            words.add((short) (last - first));
            for (int t = first; t <= last; t++) {
                words.add((short) t);
            }
        }
        var array = new short[words.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = words.get(i);
        }
        return Words.own(array);
    }

    /**
     * TR1's six zone tables of the Saturn's three (ground, second ground, fly): the Saturn keeps no flipped ones,
     * and the same are taken for them.
     */
    private static Words zones(RoomFile rooms) {
        var tables = rooms.zones();
        var total = tables.stream().mapToInt(Words::size).sum();
        var words = new short[2 * total];
        var at = 0;
        for (int copy = 0; copy < 2; copy++) {
            for (var table : tables) {
                for (int i = 0; i < table.size(); i++) {
                    words[at++] = table.get(i);
                }
            }
        }
        return Words.own(words);
    }
}
