package org.tomblens.maker.write;

import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteSequence;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.format.model.StaticMesh;

/** Writes static meshes, object textures and sprites (§5.3, §9.3, §5.6–5.7). */
final class ObjectWriter {
    private ObjectWriter() {}

    static void staticMesh(ByteSink sink, StaticMesh mesh) {
        sink.u32("id", mesh.id());
        sink.u16("mesh", mesh.mesh());
        RecordWriter.box(sink, mesh.visibility());
        RecordWriter.box(sink, mesh.collision());
        sink.u16("flags", mesh.flags());
    }

    /** A TR1–TR3 {@code tr_object_texture} (§9.3.2, 20 bytes). */
    static void objectTexture(ByteSink sink, ObjectTexture texture) {
        RecordWriter.absent(sink, "newFlags", texture.flags());
        RecordWriter.absent(sink, "originalU", texture.originalU());
        RecordWriter.absent(sink, "originalV", texture.originalV());
        RecordWriter.absent(sink, "width", texture.width());
        RecordWriter.absent(sink, "height", texture.height());
        sink.u16("attribute", texture.attribute());
        sink.u16("tileAndFlag", texture.tileAndFlag());
        if (texture.corners().size() != 4) {
            throw sink.error("vertices", texture.corners().size() + " corners where an object texture has 4");
        }
        RecordWriter.list(sink, "vertices", texture.corners(), (s, corner) -> {
            s.u16("u", corner.u());
            s.u16("v", corner.v());
        });
    }

    static void spriteTexture(ByteSink sink, SpriteTexture sprite) {
        sink.u16("tile", sprite.tile());
        sink.u8("x", sprite.x());
        sink.u8("y", sprite.y());
        sink.u16("width", sprite.width());
        sink.u16("height", sprite.height());
        sink.s16("leftSide", sprite.leftSide());
        sink.s16("topSide", sprite.topSide());
        sink.s16("rightSide", sprite.rightSide());
        sink.s16("bottomSide", sprite.bottomSide());
    }

    static void spriteSequence(ByteSink sink, SpriteSequence sequence) {
        sink.s32("spriteId", sequence.spriteId());
        sink.s16("negativeLength", sequence.negativeLength());
        sink.s16("offset", sequence.offset());
    }
}
