package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.AiObject;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StaticMesh;

/**
 * The fixed-size tables of a TR4 or TR5 PlayStation level: the models (64 bytes an object slot), the static meshes
 * (28 bytes a slot), the items (144 bytes each, 256 of them whatever the level places) and the AI objects (24
 * bytes). trview names the fields it reads; where the PC's value must come from a byte trview leaves unnamed (a
 * model's animation and whether the slot is loaded) the place is an assumption, listed in
 * format-core/docs/playstation-tr4-tr5.md.
 */
final class Tr4PsxObjects {
    static final int MODEL_SIZE = 64;
    static final int STATIC_SIZE = 28;
    static final int ITEM_SIZE = 144;
    static final int ITEM_SLOTS = 256;
    static final int AI_OBJECT_SIZE = 24;
    /** Where a model record keeps its first animation, and the byte whose bit 0 says the slot is loaded. */
    static final int MODEL_ANIMATION_AT = 38;
    static final int MODEL_LOADED_AT = 50;

    private Tr4PsxObjects() {}

    /** The loaded slots of {@code slots} model records, each a model whose id is its slot. */
    static List<Model> models(ByteCursor cursor, int slots, int meshPointers) {
        cursor.require("models", (long) slots * MODEL_SIZE);
        var models = new ArrayList<Model>();
        for (int slot = 0; slot < slots; slot++) {
            cursor.enter("models", slot);
            var numMeshes = cursor.u16("numMeshes");
            var startingMesh = cursor.u16("startingMesh");
            var meshTree = cursor.u32("meshTree");
            var frameOffset = cursor.u32("frameOffset");
            cursor.skip("unknown", MODEL_ANIMATION_AT - 12);
            var animation = cursor.u16("animation");
            cursor.skip("unknown", MODEL_LOADED_AT - MODEL_ANIMATION_AT - 2);
            var loaded = (cursor.u8("loaded") & 1) != 0;
            cursor.skip("unknown", MODEL_SIZE - MODEL_LOADED_AT - 1);
            if (loaded) {
                if (startingMesh + numMeshes > meshPointers) {
                    throw cursor.errorAt(cursor.position() - MODEL_SIZE, "numMeshes", "meshes " + startingMesh
                            + " .. " + (startingMesh + numMeshes - 1) + " lie outside the " + meshPointers
                            + " mesh pointers");
                }
                models.add(new Model(slot, numMeshes, startingMesh, meshTree, frameOffset, animation));
            }
            cursor.leave();
        }
        return models;
    }

    /** The used slots of {@code slots} static-mesh records; a slot of nothing but zeros is unused. */
    static List<StaticMesh> staticMeshes(ByteCursor cursor, int slots, int meshPointers) {
        cursor.require("staticMeshes", (long) slots * STATIC_SIZE);
        var statics = new ArrayList<StaticMesh>();
        for (int slot = 0; slot < slots; slot++) {
            var start = cursor.position();
            var blank = true;
            for (int i = 0; i < STATIC_SIZE; i += 2) {
                blank &= cursor.peekU16(start + i) == 0;
            }
            cursor.enter("staticMeshes", slot);
            var mesh = cursor.u16("mesh");
            var flags = cursor.u16("flags");
            var visibility = Records.box(cursor);
            var collision = Records.box(cursor);
            if (!blank) {
                if (mesh >= meshPointers) {
                    throw cursor.errorAt(start, "mesh", "mesh " + mesh + " does not exist (the level has "
                            + meshPointers + ")");
                }
                statics.add(new StaticMesh(slot, mesh, visibility, collision, flags));
            }
            cursor.leave();
        }
        return statics;
    }

    /**
     * The first {@code count} of the 256 item records. They keep no light of their own: read as -1, the value that
     * lights an item as its room does.
     */
    static List<Entity> entities(ByteCursor cursor, int count, int roomCount) {
        if (count > ITEM_SLOTS) {
            throw cursor.error("numItems", count + " items, where the table has " + ITEM_SLOTS);
        }
        cursor.require("entities", (long) ITEM_SLOTS * ITEM_SIZE);
        var start = cursor.position();
        var entities = Records.list(cursor, "entities", count, c -> {
            c.skip("unknown0", 12);
            var type = c.s16("typeId");
            c.skip("unknown1", 10);
            var room = PlacementReader.room(c, roomCount);
            c.skip("unknown2", 14);
            var flags = c.u16("flags");
            c.skip("unknown3", 2);
            var ocb = c.s16("ocb");
            c.skip("unknown4", 18);
            var x = c.s32("x");
            var y = c.s32("y");
            var z = c.s32("z");
            c.skip("unknown5", 2);
            var angle = c.s16("angle");
            c.skip("unknown6", 64);
            return new Entity(type, room, x, y, z, angle, -1, ocb, flags);
        });
        cursor.seek("entities", start + (long) ITEM_SLOTS * ITEM_SIZE);
        return entities;
    }

    /** AI objects: the PC's record but for a 16-bit angle and the box the object stands in. */
    static List<AiObject> aiObjects(ByteCursor cursor, int count, int roomCount, ReadContext context) {
        cursor.require("aiObjects", (long) count * AI_OBJECT_SIZE);
        return Records.list(cursor, "aiObjects", count, c -> {
            var type = c.u16("typeId");
            var room = PlacementReader.aiRoom(c, roomCount, context);
            var object = new AiObject(type, room, c.s32("x"), c.s32("y"), c.s32("z"), c.s16("ocb"),
                    c.u16("flags"), c.s16("angle"));
            c.skip("box", 2);
            return object;
        });
    }
}
