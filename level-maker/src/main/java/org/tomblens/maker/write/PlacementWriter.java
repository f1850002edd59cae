package org.tomblens.maker.write;

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
        navigation(sink, navigation, version, zonesPerBox(version));
    }

    /** §7.3's zone words a box for {@code version}. */
    static int zonesPerBox(GameVersion version) {
        return version == GameVersion.TR1 ? TR1_ZONES_PER_BOX : TR2_ZONES_PER_BOX;
    }

    /** As {@link #navigation(ByteSink, Navigation, GameVersion)}, with {@code zonesPerBox} zone words a box. */
    static void navigation(ByteSink sink, Navigation navigation, GameVersion version, int zonesPerBox) {
        var tr1 = version == GameVersion.TR1;
        RecordWriter.counted32(sink, "boxes", navigation.boxes(), tr1 ? PlacementWriter::tr1Box : PlacementWriter::box);
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

    private static void box(ByteSink sink, Box box) {
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
