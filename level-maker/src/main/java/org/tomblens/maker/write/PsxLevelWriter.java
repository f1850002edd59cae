package org.tomblens.maker.write;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.Tr1PsxVariant;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;

/**
 * Writes a PC TR1 or TR2 {@link Level} as the PlayStation retail release lays the game out, for tests of that
 * reader. TR1: the sound bank ({@link PsxSoundBankWriter}), 13 4-bit pages and 1024 colour tables
 * ({@link PsxTextureCells}: each texture one colour), the version 32, then the PC order with the PlayStation's rooms
 * and meshes ({@link PsxGeometryWriter}), padded models, 16-byte object and sprite textures, no light map, palette
 * or demo data, and after the sound map and details the sample count and the cinematic frames. TR2, retail and
 * the betas of version 44, is {@link Tr2PsxLevelWriter}'s. TR1's 1996 builds are written by
 * {@link #writeTr1(Level, List, Tr1PsxVariant)}.
 *
 * <p>The PlayStation numbers its textured faces from 256, after the colour swatches: every face texture and
 * animated-texture entry is the PC one plus 256. Room vertex light is stored inverted, {@code (0x1FFF - light) / 32},
 * so that it reads back to within 31 of the PC value.
 */
public final class PsxLevelWriter {
    private static final int SOUND_MAP_SIZE = 256;

    private PsxLevelWriter() {}

    /** Writes {@code level} with the samples it carries (none for a TR2 level, whose samples live in MAIN.SFX). */
    public static byte[] write(Level level) {
        return write(level, samples(level));
    }

    /** Writes {@code level} with {@code samples}, 16-bit PCM each, as its sounds. */
    public static byte[] write(Level level, List<Words> samples) {
        return switch (level.version()) {
            case TR1 -> writeTr1(level, samples, Tr1PsxVariant.RETAIL);
            case TR2 -> Tr2PsxLevelWriter.write(level, samples, false);
            default -> throw new IllegalArgumentException("only TR1 and TR2 levels have a PlayStation layout here, not "
                    + level.version());
        };
    }

    /** Writes a TR2 {@code level} as TR2's PlayStation betas of version 44 lay it out, with {@code samples}. */
    public static byte[] writeTr2Beta(Level level, List<Words> samples) {
        if (level.version() != GameVersion.TR2) {
            throw new IllegalArgumentException("the PlayStation betas of version 44 are TR2's, not " + level.version());
        }
        return Tr2PsxLevelWriter.write(level, samples, true);
    }

    /**
     * Writes a TR2 {@code level} as TR2's PlayStation beta of version 42 or E3 build lays it out ({@code layout}
     * {@link LevelLayout#PLAYSTATION_BETA_42} or {@link LevelLayout#PLAYSTATION_E3}), with {@code samples}.
     */
    public static byte[] writeTr2Prerelease(Level level, List<Words> samples, LevelLayout layout) {
        if (level.version() != GameVersion.TR2) {
            throw new IllegalArgumentException("TR2's PlayStation pre-release builds are TR2's, not "
                    + level.version());
        }
        return Tr2PsxLevelWriter.writePrerelease(level, samples, layout);
    }

    /**
     * Writes a TR1 {@code level} as {@code build} lays it out, with {@code samples} in the retail release's sound
     * bank (the 1996 builds hold none); pages past the 13 the textures are drawn on are left blank.
     */
    public static byte[] writeTr1(Level level, List<Words> samples, Tr1PsxVariant build) {
        if (level.version() != GameVersion.TR1) {
            throw new IllegalArgumentException("TR1's PlayStation builds hold TR1 levels, not " + level.version());
        }
        if (build == Tr1PsxVariant.MAY_1996) {
            return Tr1PsxMay1996Writer.write(level);
        }
        var sink = new ByteSink(1 << 20);
        if (!build.pagesFirst()) {
            PsxSoundBankWriter.write(sink, samples);
        }
        var cells = new PsxTextureCells(level);
        var textures = textures(level, cells);
        sink.bytes("textiles4", cells.pages());
        sink.bytes("blankTextiles4", new byte[(build.pages() - PsxTextureCells.PAGES) * PsxTextureCells.PAGE_BYTES]);
        sink.bytes("cluts", cells.tables());
        sink.u32("version", build.version());
        geometry(sink, level, PsxGeometryWriter::room, PsxGeometryWriter::mesh);
        sink.bytes("textures", textures);
        placements(sink, level, (navigationSink, navigation) -> PlacementWriter.tr1Boxes(navigationSink,
                firstZones(navigation, build.zonesPerBox()), build.zonesPerBox()));
        soundMapAndDetails(sink, level, SOUND_MAP_SIZE);
        if (!build.endsAfterSoundDetails()) {
            cinematicFrames(sink, level);
        }
        return sink.toByteArray();
    }

    /** Rooms, FloorData, meshes, animations, padded models and static meshes, in the order both games keep. */
    static void geometry(ByteSink sink, Level level, BiConsumer<ByteSink, Room> roomLayout,
                         BiConsumer<ByteSink, Mesh> meshLayout) {
        geometry(sink, level, level.animation(), roomLayout, meshLayout);
    }

    /** The same with {@code animation} written for the level's own animations. */
    static void geometry(ByteSink sink, Level level, AnimationData animation, BiConsumer<ByteSink, Room> roomLayout,
                         BiConsumer<ByteSink, Mesh> meshLayout) {
        roomsAndMeshes(sink, level, roomLayout, meshLayout);
        AnimationWriter.writeTables(sink, animation);
        AnimationWriter.writePaddedModels(sink, animation);
        RecordWriter.counted32(sink, "staticMeshes", level.staticMeshes(), ObjectWriter::staticMesh);
    }

    /** The rooms, FloorData and meshes, which every layout keeps in this order. */
    static void roomsAndMeshes(ByteSink sink, Level level, BiConsumer<ByteSink, Room> roomLayout,
                               BiConsumer<ByteSink, Mesh> meshLayout) {
        sink.u16("numRooms", level.rooms().size());
        for (int i = 0; i < level.rooms().size(); i++) {
            sink.enter("rooms", i);
            roomLayout.accept(sink, level.rooms().get(i));
            sink.leave();
        }
        sink.u32("numFloorData", level.floorData().size());
        sink.words("floorData", level.floorData().toArray());
        PsxGeometryWriter.meshes(sink, level.meshes(),
                (blob, index) -> meshLayout.accept(blob, level.meshes().get(index)));
    }

    /** Sprite sequences, cameras, sound sources, boxes, animated textures and entities, after the textures. */
    static void placements(ByteSink sink, Level level) {
        placements(sink, level, (navigationSink, navigation) -> PlacementWriter.navigation(navigationSink, navigation,
                level.version()));
    }

    /** The same with the boxes, overlaps and zones written by {@code navigationLayout}. */
    static void placements(ByteSink sink, Level level, BiConsumer<ByteSink, Navigation> navigationLayout) {
        var version = level.version();
        var texturing = level.texturing();
        RecordWriter.counted32(sink, "spriteSequences", texturing.spriteSequences(), ObjectWriter::spriteSequence);
        RecordWriter.counted32(sink, "cameras", level.cameras(), PlacementWriter::camera);
        RecordWriter.counted32(sink, "soundSources", level.soundSources(), PlacementWriter::soundSource);
        navigationLayout.accept(sink, level.navigation());
        animatedTextures(sink, level);
        RecordWriter.counted32(sink, "entities", level.entities(),
                (entitySink, entity) -> PlacementWriter.entity(entitySink, entity, version));
    }

    /** The animated-texture groups, every texture index moved past the swatches. */
    static void animatedTextures(ByteSink sink, Level level) {
        var animated = shiftedGroups(level.texturing().animatedTextures());
        sink.u32("numAnimatedTextures", animated.length);
        sink.words("animatedTextures", animated);
    }

    /** {@code navigation} with only the first {@code zonesPerBox} zone words a box. */
    static Navigation firstZones(Navigation navigation, int zonesPerBox) {
        var zones = Arrays.copyOf(navigation.zones().toArray(), zonesPerBox * navigation.boxes().size());
        return new Navigation(navigation.boxes(), navigation.overlaps(), Words.own(zones));
    }

    /** The sound map, the sound details, the sample count and the cinematic frames. */
    static void soundTables(ByteSink sink, Level level, int soundMapSize) {
        soundMapAndDetails(sink, level, soundMapSize);
        cinematicFrames(sink, level);
    }

    private static void soundMapAndDetails(ByteSink sink, Level level, int soundMapSize) {
        var sound = level.sound();
        if (sound.soundMap().size() != soundMapSize) {
            throw sink.error("soundMap", sound.soundMap().size() + " entries where the layout has " + soundMapSize);
        }
        sink.words("soundMap", sound.soundMap().toArray());
        RecordWriter.counted32(sink, "soundDetails", level.sound().details(), LevelWriter::soundDetails);
    }

    private static void cinematicFrames(ByteSink sink, Level level) {
        sink.u32("numSamples", level.sound().sampleIndices().size());
        RecordWriter.counted16(sink, "cinematicFrames", level.cinematicFrames(), PlacementWriter::cinematicFrame);
    }

    /** The object textures, then the sprite textures, each with its count; drawing them fills the pages. */
    static byte[] textures(Level level, PsxTextureCells cells) {
        var sink = new ByteSink(1 << 16);
        var objectTextures = level.texturing().objectTextures();
        sink.u32("numObjectTextures", PsxTextureCells.SWATCHES + objectTextures.size());
        for (int entry = 0; entry < PsxTextureCells.SWATCHES; entry++) {
            cells.swatch(sink, entry);
        }
        for (int i = 0; i < objectTextures.size(); i++) {
            sink.enter("objectTextures", i);
            cells.objectTexture(sink, i, objectTextures.get(i));
            sink.leave();
        }
        var sprites = level.texturing().spriteTextures();
        sink.u32("numSpriteTextures", sprites.size());
        for (int i = 0; i < sprites.size(); i++) {
            sink.enter("spriteTextures", i);
            cells.spriteTexture(sink, i, sprites.get(i));
            sink.leave();
        }
        return sink.toByteArray();
    }

    /** §9.4 animated-texture groups with every texture index moved past the swatches. */
    private static short[] shiftedGroups(Words groups) {
        var words = groups.toArray();
        var at = 1;
        for (int group = 0; words.length > 0 && group < words[0] && at < words.length; group++) {
            var count = words[at++] + 1;
            for (int i = 0; i < count && at < words.length; i++, at++) {
                words[at] += PsxTextureCells.SWATCHES;
            }
        }
        return words;
    }

    /** The level's decoded samples; one that cannot be decoded is written silent. */
    private static List<Words> samples(Level level) {
        var samples = new ArrayList<Words>();
        for (var sample : SampleBank.of(level).all()) {
            samples.add(sample instanceof Sample.Decoded decoded ? decoded.pcm().samples() : Words.EMPTY);
        }
        return samples;
    }
}
