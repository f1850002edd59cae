package org.tomblens.maker.write;

import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.Textures;

/**
 * Writes a {@link Level} in the TR1 layout (§10.1; with {@link LevelLayout#PALETTE_AFTER_SPRITES}, the one §10.10
 * gives Unfinished Business) or the TR2 layout (§10.2): plain and uncompressed, so that what
 * {@link org.tomblens.format.read.LevelReader} reads from a TR1 or TR2 file writes back to the same bytes.
 *
 * <p>The model must be one the layout can hold: a value out of its field's range, or data the layout has no place
 * for (TR4 flyby cameras, TR3 water schemes, TR2 16-bit pages in a TR1 level …), fails with an
 * {@link IllegalArgumentException} naming the field, e.g. {@code rooms[2].portals[0].adjoiningRoom}.
 * Two things the model does not keep are written as every known level stores them: the 32-bit
 * word after the texture pages (§10.1–10.2 "Unused") as 0, and the bytes between meshes in the mesh blob
 * as zeros.
 */
public final class LevelWriter {
    static final int TR1_VERSION = 0x20;
    static final int TR2_VERSION = 0x2D;
    private static final int PAGE8 = Textures.PAGE_TEXELS;
    private static final int PAGE16 = 2 * PAGE8;
    private static final int PALETTE_SIZE = 768;
    private static final int PALETTE16_SIZE = 1024;
    private static final int LIGHT_MAP_SIZE = 32 * 256;
    private static final int TR1_SOUND_MAP_SIZE = 256;
    private static final int TR2_SOUND_MAP_SIZE = 370;

    private LevelWriter() {}

    /** The bytes of {@code level} as a file of its version (TR1 or TR2) in its layout. */
    public static byte[] write(Level level) {
        var version = level.version();
        if (version != GameVersion.TR1 && version != GameVersion.TR2) {
            throw new IllegalArgumentException("only the TR1 and TR2 layouts can be written, not " + version);
        }
        var tr1 = version == GameVersion.TR1;
        var paletteAfterSprites = level.layout() == LevelLayout.PALETTE_AFTER_SPRITES;
        var textures = level.textures();
        var sink = new ByteSink(64 + textures.pages8().size() * (PAGE8 + PAGE16) + (1 << 16));
        absentParts(sink, level);
        if (paletteAfterSprites && !tr1) {
            throw sink.error("layout", "only TR1 levels keep their palette before the cameras");
        }
        sink.u32("version", tr1 ? TR1_VERSION : TR2_VERSION);
        if (tr1) {
            tr1Pages(sink, textures);
        } else {
            textures(sink, textures);
        }
        if (level.layout() == LevelLayout.PAGES_ONLY) {
            return sink.toByteArray();
        }
        sink.u32("unused", 0);

        sink.u16("numRooms", level.rooms().size());
        for (int i = 0; i < level.rooms().size(); i++) {
            sink.enter("rooms", i);
            RoomWriter.write(sink, level.rooms().get(i), version);
            sink.leave();
        }
        sink.u32("numFloorData", level.floorData().size());
        sink.words("floorData", level.floorData().toArray());
        MeshWriter.write(sink, level.meshes());
        AnimationWriter.writeTables(sink, level.animation());
        AnimationWriter.writeModels(sink, level.animation());
        RecordWriter.counted32(sink, "staticMeshes", level.staticMeshes(), ObjectWriter::staticMesh);
        var texturing = level.texturing();
        RecordWriter.absent(sink, "animatedTexturesUvCount", texturing.animatedTexturesUvCount());
        RecordWriter.counted32(sink, "objectTextures", texturing.objectTextures(), ObjectWriter::objectTexture);
        RecordWriter.counted32(sink, "spriteTextures", texturing.spriteTextures(), ObjectWriter::spriteTexture);
        RecordWriter.counted32(sink, "spriteSequences", texturing.spriteSequences(), ObjectWriter::spriteSequence);
        if (paletteAfterSprites) {
            exactly(sink, "palette", textures.palette(), PALETTE_SIZE);
        }
        RecordWriter.counted32(sink, "cameras", level.cameras(), PlacementWriter::camera);
        RecordWriter.counted32(sink, "soundSources", level.soundSources(), PlacementWriter::soundSource);
        PlacementWriter.navigation(sink, level.navigation(), version);
        sink.u32("numAnimatedTextures", texturing.animatedTextures().size());
        sink.words("animatedTextures", texturing.animatedTextures().toArray());
        RecordWriter.counted32(sink, "entities", level.entities(),
                (entitySink, entity) -> PlacementWriter.entity(entitySink, entity, version));
        exactly(sink, "lightMap", level.lightMap(), LIGHT_MAP_SIZE);
        if (tr1 && !paletteAfterSprites) {
            exactly(sink, "palette", textures.palette(), PALETTE_SIZE);
        }
        RecordWriter.counted16(sink, "cinematicFrames", level.cinematicFrames(), PlacementWriter::cinematicFrame);
        sink.u16("numDemoData", level.demoData().size());
        sink.bytes("demoData", level.demoData().toArray());
        sound(sink, level.sound(), tr1);
        return sink.toByteArray();
    }

    /** §10.1 header: the 8-bit pages alone; TR1's palette comes later, where its layout keeps it. */
    private static void tr1Pages(ByteSink sink, Textures textures) {
        RecordWriter.absent(sink, "palette16", textures.palette16().size());
        RecordWriter.absent(sink, "textiles16", textures.pages16().size());
        RecordWriter.absent(sink, "textiles32", textures.pages32().size());
        RecordWriter.absent(sink, "miscTextiles", textures.miscPages32().size());
        sink.u32("numTextiles", textures.pages8().size());
        for (int i = 0; i < textures.pages8().size(); i++) {
            sink.enter("textiles8", i);
            exactly(sink, "", textures.pages8().get(i), PAGE8);
            sink.leave();
        }
    }

    /** §10.2 header: the palettes, then every 8-bit page, then every 16-bit page. */
    private static void textures(ByteSink sink, Textures textures) {
        RecordWriter.absent(sink, "textiles32", textures.pages32().size());
        RecordWriter.absent(sink, "miscTextiles", textures.miscPages32().size());
        exactly(sink, "palette", textures.palette(), PALETTE_SIZE);
        exactly(sink, "palette16", textures.palette16(), PALETTE16_SIZE);
        var count = textures.pages8().size();
        if (textures.pages16().size() != count) {
            throw sink.error("textiles16", textures.pages16().size() + " 16-bit pages for " + count
                    + " 8-bit ones; TR2 stores each page in both forms");
        }
        sink.u32("numTextiles", count);
        for (int i = 0; i < count; i++) {
            sink.enter("textiles8", i);
            exactly(sink, "", textures.pages8().get(i), PAGE8);
            sink.leave();
        }
        for (int i = 0; i < count; i++) {
            sink.enter("textiles16", i);
            exactly(sink, "", textures.pages16().get(i), PAGE16);
            sink.leave();
        }
    }

    /**
     * §10.1–10.2 tail: the sound map, the sound details, TR1's samples (a byte count and the WAV files the indices
     * point into), then the sample indices (TR2: into MAIN.SFX).
     */
    private static void sound(ByteSink sink, Sound sound, boolean tr1) {
        RecordWriter.absent(sink, "embeddedSamples", sound.samples().size());
        var mapSize = tr1 ? TR1_SOUND_MAP_SIZE : TR2_SOUND_MAP_SIZE;
        if (sound.soundMap().size() != mapSize) {
            throw sink.error("soundMap", sound.soundMap().size() + " entries where the layout has " + mapSize);
        }
        sink.words("soundMap", sound.soundMap().toArray());
        RecordWriter.counted32(sink, "soundDetails", sound.details(), LevelWriter::soundDetails);
        if (tr1) {
            sink.u32("numSampleBytes", sound.sampleBlob().size());
            sink.bytes("samples", sound.sampleBlob().toArray());
        } else {
            RecordWriter.absent(sink, "samples", sound.sampleBlob().size());
        }
        sink.u32("numSampleIndices", sound.sampleIndices().size());
        sink.dwords("sampleIndices", sound.sampleIndices().toArray());
    }

    /** A TR1/TR2 {@code tr_sound_details} (§8.3.2, 8 bytes). */
    static void soundDetails(ByteSink sink, SoundDetails details) {
        RecordWriter.absent(sink, "range", details.range());
        RecordWriter.absent(sink, "pitch", details.pitch());
        sink.u16("sample", details.sample());
        sink.u16("volume", details.volume());
        sink.u16("chance", details.chance());
        sink.u16("characteristics", details.characteristics());
    }

    private static void absentParts(ByteSink sink, Level level) {
        RecordWriter.absent(sink, "numRoomTextiles", level.textures().roomPages());
        RecordWriter.absent(sink, "numObjectTextiles", level.textures().objectPages());
        RecordWriter.absent(sink, "numBumpTextiles", level.textures().bumpPages());
        RecordWriter.absent(sink, "flybyCameras", level.flybyCameras().size());
        RecordWriter.absent(sink, "aiObjects", level.aiObjects().size());
        RecordWriter.absent(sink, "laraType", level.laraType());
        RecordWriter.absent(sink, "weather", level.weather());
        RecordWriter.absent(sink, "footer", level.footerBytes());
    }

    private static void exactly(ByteSink sink, String field, Bytes bytes, int size) {
        sink.bytes(field, bytes.toArray(), size);
    }
}
