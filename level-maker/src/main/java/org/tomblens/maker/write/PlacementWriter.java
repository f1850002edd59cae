package org.tomblens.maker.write;

import java.util.function.BiConsumer;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.CinematicFrame;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.SoundSource;

/** Writes what is placed in the world: cameras, sound sources, boxes, entities, cinematic frames. */
final class PlacementWriter {
    /** §7.3: TR1 stores six zone words per box, TR2+ ten. */
    private static final int TR1_ZONES_PER_BOX = 6;
    private static final int TR2_ZONES_PER_BOX = 10;
    private static final long SECTOR = 1024;

    private PlacementWriter() {}

    static void camera(ByteSink sink, FixedCamera camera) {
        sink.s32("x", camera.x());
        sink.s32("y", camera.y());
        sink.s32("z", camera.z());
        sink.s16("room", camera.room());
        sink.u16("flag", camera.flag());
    }

    static void soundSource(ByteSink sink, SoundSource source) {
        sink.s32("x", source.x());
        sink.s32("y", source.y());
        sink.s32("z", source.z());
        sink.u16("soundId", source.soundId());
        sink.u16("flags", source.flags());
    }

    /**
     * Boxes (TR1 in world units, 20 bytes; TR2 in sectors, 8 bytes), the overlaps, then the zone words (§7.3).
     */
    static void navigation(ByteSink sink, Navigation navigation, GameVersion version) {
        var tr1 = version == GameVersion.TR1;
        navigation(sink, navigation, tr1 ? PlacementWriter::tr1Box : PlacementWriter::box,
                tr1 ? TR1_ZONES_PER_BOX : TR2_ZONES_PER_BOX);
    }

    /**
     * A TR2 level's boxes, in sectors, written as TR1 keeps boxes, in world units (the upper bounds the last unit
     * inside), with TR2's zones: TR2's PlayStation builds of versions 42 and 38 keep them so.
     */
    static void tr1BoxesTr2Zones(ByteSink sink, Navigation navigation) {
        navigation(sink, navigation, (boxSink, box) -> tr1Box(boxSink, new Box(box.zMin() * SECTOR,
                box.zMax() * SECTOR - 1, box.xMin() * SECTOR, box.xMax() * SECTOR - 1, box.trueFloor(),
                box.overlapIndex())), TR2_ZONES_PER_BOX);
    }

    /** TR1's boxes with {@code zonesPerBox} zone words a box: TR1's August 1996 PlayStation beta keeps four. */
    static void tr1Boxes(ByteSink sink, Navigation navigation, int zonesPerBox) {
        navigation(sink, navigation, PlacementWriter::tr1Box, zonesPerBox);
    }

    private static void navigation(ByteSink sink, Navigation navigation, BiConsumer<ByteSink, Box> boxLayout,
                                   int zonesPerBox) {
        RecordWriter.counted32(sink, "boxes", navigation.boxes(), boxLayout);
        sink.u32("numOverlaps", navigation.overlaps().size());
        sink.words("overlaps", navigation.overlaps().toArray());
        var zoneWords = (long) zonesPerBox * navigation.boxes().size();
        if (navigation.zones().size() != zoneWords) {
            throw sink.error("zones", navigation.zones().size() + " words where " + navigation.boxes().size()
                    + " boxes have " + zoneWords);
        }
        sink.words("zones", navigation.zones().toArray());
    }

    private static void tr1Box(ByteSink sink, Box box) {
        sink.u32("zMin", box.zMin());
        sink.u32("zMax", box.zMax());
        sink.u32("xMin", box.xMin());
        sink.u32("xMax", box.xMax());
        sink.s16("trueFloor", box.trueFloor());
        sink.u16("overlapIndex", box.overlapIndex());
    }

    static void box(ByteSink sink, Box box) {
        sink.u8("zMin", sectors(box.zMin()));
        sink.u8("zMax", sectors(box.zMax()));
        sink.u8("xMin", sectors(box.xMin()));
        sink.u8("xMax", sectors(box.xMax()));
        sink.s16("trueFloor", box.trueFloor());
        sink.u16("overlapIndex", box.overlapIndex());
    }

    /** A stored box bound, kept large when it is too large for a u8 so that the range check reports it. */
    private static int sectors(long bound) {
        return (int) Math.min(bound, Integer.MAX_VALUE);
    }

    /** A TR1 {@code tr_entity} (22 bytes) or a TR2 {@code tr2_entity} (§5.5, 24 bytes: a second intensity). */
    static void entity(ByteSink sink, Entity entity, GameVersion version) {
        sink.s16("typeId", entity.type());
        sink.s16("room", entity.room());
        sink.s32("x", entity.x());
        sink.s32("y", entity.y());
        sink.s32("z", entity.z());
        sink.s16("angle", entity.angle());
        sink.s16("intensity1", entity.intensity1());
        if (version == GameVersion.TR1) {
            RecordWriter.absent(sink, "intensity2", entity.intensity2OrOcb());
        } else {
            sink.s16("intensity2", entity.intensity2OrOcb());
        }
        sink.u16("flags", entity.flags());
    }

    static void cinematicFrame(ByteSink sink, CinematicFrame frame) {
        sink.s16("targetX", frame.targetX());
        sink.s16("targetY", frame.targetY());
        sink.s16("targetZ", frame.targetZ());
        sink.s16("positionX", frame.positionX());
        sink.s16("positionY", frame.positionY());
        sink.s16("positionZ", frame.positionZ());
        sink.s16("fov", frame.fov());
        sink.s16("roll", frame.roll());
    }
}
