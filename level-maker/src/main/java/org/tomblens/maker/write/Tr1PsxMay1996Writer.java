package org.tomblens.maker.write;

import org.tomblens.format.model.Level;
import org.tomblens.format.read.Tr1PsxVariant;

/**
 * Writes a PC TR1 {@link Level} as TR1's May 1996 PlayStation build lays it out (trview's reader): 20 4-bit pages
 * and 2048 colour tables from the file's start (the textures drawn on the first 13 and in the first 1024 tables,
 * the rest blank), the version 11, 768 bytes the reader skips, rooms without heights or an alternate room, meshes
 * without a centre and with a 16-bit radius, animations of 28 bytes, static meshes with one box, no sound
 * sources, no zones, entities without light, and nothing after them.
 *
 * <p>The build has no place for what it leaves out, so writing drops it: mesh centres, room heights and alternate
 * rooms, collision boxes and flags of static meshes, sound sources, zones, entity light and the sound tables. No
 * public reader describes the 28-byte animations; each is written as zeros, as many as the level has.
 */
final class Tr1PsxMay1996Writer {
    private static final Tr1PsxVariant BUILD = Tr1PsxVariant.MAY_1996;
    private static final int TABLE_BYTES = 32;
    private static final int PALETTE_BYTES = 768;
    private static final int ANIMATION_SIZE = 28;

    private Tr1PsxMay1996Writer() {}

    static byte[] write(Level level) {
        var sink = new ByteSink(1 << 20);
        var cells = new PsxTextureCells(level);
        var textures = PsxLevelWriter.textures(level, cells);
        sink.bytes("textiles4", cells.pages());
        sink.bytes("blankTextiles4", new byte[(BUILD.pages() - PsxTextureCells.PAGES) * PsxTextureCells.PAGE_BYTES]);
        sink.bytes("cluts", cells.tables());
        sink.bytes("blankCluts", new byte[(BUILD.tables() - PsxTextureCells.TABLES) * TABLE_BYTES]);
        sink.u32("version", BUILD.version());
        sink.bytes("palette", new byte[PALETTE_BYTES]);
        PsxLevelWriter.roomsAndMeshes(sink, level, PsxGeometryWriter::may1996Room, PsxGeometryWriter::may1996Mesh);
        var animation = level.animation();
        sink.u32("numAnimations", animation.animations().size());
        sink.bytes("animations", new byte[animation.animations().size() * ANIMATION_SIZE]);
        AnimationWriter.writeTablesAfterAnimations(sink, animation);
        AnimationWriter.writePaddedModels(sink, animation);
        RecordWriter.counted32(sink, "staticMeshes", level.staticMeshes(), (meshSink, mesh) -> {
            meshSink.u32("id", mesh.id());
            meshSink.u16("mesh", mesh.mesh());
            RecordWriter.box(meshSink, mesh.visibility());
        });
        sink.bytes("textures", textures);
        RecordWriter.counted32(sink, "spriteSequences", level.texturing().spriteSequences(),
                ObjectWriter::spriteSequence);
        RecordWriter.counted32(sink, "cameras", level.cameras(), PlacementWriter::camera);
        PlacementWriter.tr1Boxes(sink, PsxLevelWriter.firstZones(level.navigation(), 0), 0);
        PsxLevelWriter.animatedTextures(sink, level);
        RecordWriter.counted32(sink, "entities", level.entities(), (entitySink, entity) -> {
            entitySink.s16("typeId", entity.type());
            entitySink.s16("room", entity.room());
            entitySink.s32("x", entity.x());
            entitySink.s32("y", entity.y());
            entitySink.s32("z", entity.z());
            entitySink.s16("angle", entity.angle());
            entitySink.u16("flags", entity.flags());
        });
        return sink.toByteArray();
    }
}
