package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.SpriteSequence;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Words;

/**
 * The geometry block, in the order Tomb Editor writes it: rooms, FloorData, meshes, the animation tables, keyframes,
 * movables (from 1.11 the mesh trees, then movables that hold their animations), statics, sprites, boxes, overlaps,
 * zones and mirrors. What follows the mirrors (animated texture sequences,
 * and from 1.10 the materials) is not read. A single-block level (1.7.0 to 1.7.2) stores the same parts in another
 * order, with the dynamic parts between them; {@link TenReader} reads them in that order.
 */
final class TenGeometryReader {
    private static final int ANIMATION_BYTES = 68;
    private static final int MOVEABLE_BYTES = 28;
    private static final int STATIC_BYTES = 38;
    private static final int BOX_BYTES = 28;

    /** A mesh: whether it is hidden, how it is lit, its bounding sphere, vertices and faces. */
    record Mesh(boolean hidden, int lightingType, float[] sphere, float[] positions, float[] colours,
                TenSurface surface) {}

    /** A TombEngine animation as stored: its first keyframe's index and velocities as floats. */
    record Animation(int keyFrame, int frameRate, int state, float[] velocityStart, float[] velocityEnd,
                     int frameStart, int frameEnd, int nextAnimation, int nextFrame, int numStateChanges,
                     int stateChangeIndex, int numCommands, int commandIndex) {}

    /** A movable as stored; {@code keyFrame} is unused (its animations say where their keyframes are). */
    record Moveable(int id, int skin, int numMeshes, int startingMesh, int meshTree, int animation) {}

    /**
     * The animation tables as 1.7 to 1.10 store them, level-wide: state changes as (state, dispatch count, first
     * dispatch), dispatches as (low frame, high frame, next animation, next frame), commands as ints; frame
     * numbers count across each movable's animations.
     */
    record AnimationTables(List<Animation> animations, int[] stateChanges, int[] dispatches, int[] commands,
                           int[] meshTrees, TenKeyFrames keyFrames, List<Moveable> moveables) {}

    /**
     * The objects: FloorData, meshes, animation tables, keyframes, movables, statics and sprites.
     *
     * @param soundParameters how many parameters a sound command has (TR4's two, or three from 1.8 on)
     */
    record Objects(Words floorData, List<Mesh> meshes, List<Animation> animations, int[] stateChanges,
                   int[] dispatches, int[] commands, int[] meshTrees, TenKeyFrames keyFrames, List<Moveable> moveables,
                   List<StaticMesh> statics, int spriteTextures, List<SpriteSequence> spriteSequences,
                   int soundParameters) {}

    /** The AI's map: boxes, overlaps (box and flags), and zones of each type, normal then flipped. */
    record Paths(List<Box> boxes, int[] overlaps, int zoneTypes, int[] zones) {}

    /** The whole geometry block, or its parts of a single-block level (which has no mirrors). */
    record Geometry(List<TenRoomReader.Geometry> rooms, Objects objects, Paths paths, int mirrors) {}

    private TenGeometryReader() {}

    /** The geometry block of Tomb Editor 1.8 and later. */
    static Geometry read(ByteCursor cursor, TenShape shape) {
        var roomCount = cursor.count32("rooms", 24);
        var rooms = new ArrayList<TenRoomReader.Geometry>(roomCount);
        for (int r = 0; r < roomCount; r++) {
            cursor.enter("rooms", r);
            rooms.add(TenRoomReader.geometry(cursor, shape));
            cursor.leave();
        }
        var objects = objects(cursor, shape);
        var paths = paths(cursor);
        var mirrors = cursor.count32("mirrors", 23);
        cursor.skip("mirrors", 23L * mirrors);
        return new Geometry(rooms, objects, paths, mirrors);
    }

    static Objects objects(ByteCursor cursor, TenShape shape) {
        var floorData = Words.own(cursor.words("floorData", cursor.count32("floorData", 2)));
        var meshCount = cursor.count32("meshes", 22);
        var meshes = new ArrayList<Mesh>(meshCount);
        for (int m = 0; m < meshCount; m++) {
            cursor.enter("meshes", m);
            meshes.add(mesh(cursor, shape));
            cursor.leave();
        }
        var tables = shape.animationsInMoveables() ? TenMoveableAnimations.read(cursor) : tables(cursor, shape);
        var staticCount = cursor.count32("staticMeshes", STATIC_BYTES);
        var statics = new ArrayList<StaticMesh>(staticCount);
        for (int s = 0; s < staticCount; s++) {
            cursor.enter("staticMeshes", s);
            var id = cursor.s32("objectId");
            var mesh = cursor.s32("mesh");
            var visibility = box(cursor, "visibilityBox");
            var collision = box(cursor, "collisionBox");
            var flags = cursor.u16("flags");
            cursor.s16("shatterType");
            cursor.s16("shatterSound");
            statics.add(new StaticMesh(id, mesh, visibility, collision, flags));
            cursor.leave();
        }
        var spriteTextures = cursor.count32("spriteTextures", 36);
        cursor.skip("spriteTextures", 36L * spriteTextures);
        var sequenceCount = cursor.count32("spriteSequences", 8);
        var sequences = new ArrayList<SpriteSequence>(sequenceCount);
        for (int s = 0; s < sequenceCount; s++) {
            sequences.add(new SpriteSequence(cursor.s32("spriteSequences.objectId"),
                    cursor.s16("spriteSequences.negativeLength"), cursor.s16("spriteSequences.offset")));
        }
        return new Objects(floorData, meshes, tables.animations(), tables.stateChanges(), tables.dispatches(),
                tables.commands(), tables.meshTrees(), tables.keyFrames(), tables.moveables(), statics,
                spriteTextures, sequences, shape.wordCommands() ? 2 : 3);
    }

    /**
     * The level-wide animation tables of 1.7 to 1.10, then the movables: animations, state changes, dispatches,
     * commands, mesh trees, keyframes, movables.
     */
    private static AnimationTables tables(ByteCursor cursor, TenShape shape) {
        var animationCount = cursor.count32("animations", ANIMATION_BYTES);
        var animations = new ArrayList<Animation>(animationCount);
        for (int a = 0; a < animationCount; a++) {
            cursor.enter("animations", a);
            animations.add(new Animation(cursor.s32("frameOffset"), cursor.s32("frameRate"), cursor.s32("state"),
                    TenSurface.floats(cursor, "velocityStart", 3), TenSurface.floats(cursor, "velocityEnd", 3),
                    cursor.s32("frameStart"), cursor.s32("frameEnd"), cursor.s32("nextAnimation"),
                    cursor.s32("nextFrame"), cursor.s32("numStateChanges"), cursor.s32("stateChangeOffset"),
                    cursor.s32("numAnimCommands"), cursor.s32("animCommand")));
            cursor.leave();
        }
        var stateChanges = table(cursor, "stateChanges", 3);
        var dispatches = table(cursor, "animDispatches", 4);
        var commands = shape.wordCommands() ? words(cursor, "animCommands") : table(cursor, "animCommands", 1);
        var meshTrees = table(cursor, "meshTrees", 1);
        var keyFrames = TenKeyFrames.read(cursor);
        var moveableCount = cursor.count32("moveables", shape.moveableSkin() ? MOVEABLE_BYTES : MOVEABLE_BYTES - 4);
        var moveables = new ArrayList<Moveable>(moveableCount);
        for (int m = 0; m < moveableCount; m++) {
            cursor.enter("moveables", m);
            var id = cursor.s32("objectId");
            var skin = shape.moveableSkin() ? cursor.s32("skin") : -1;
            var numMeshes = cursor.s32("numMeshes");
            var startingMesh = cursor.s32("startingMesh");
            var meshTree = cursor.s32("meshTree");
            cursor.s32("frameOffset");
            moveables.add(new Moveable(id, skin, numMeshes, startingMesh, meshTree, cursor.s32("animation")));
            cursor.leave();
        }
        return new AnimationTables(animations, stateChanges, dispatches, commands, meshTrees, keyFrames, moveables);
    }

    static Paths paths(ByteCursor cursor) {
        var boxCount = cursor.count32("boxes", BOX_BYTES);
        var boxes = new ArrayList<Box>(boxCount);
        for (int b = 0; b < boxCount; b++) {
            cursor.enter("boxes", b);
            var zMin = cursor.s32("zMin");
            var zMax = cursor.s32("zMax");
            var xMin = cursor.s32("xMin");
            var xMax = cursor.s32("xMax");
            var trueFloor = cursor.s32("trueFloor");
            var overlapIndex = cursor.s32("overlapIndex");
            // the overlap flags are TR's (0x8000 ends a list); a box's 0x8000 marks it isolated, TR's blockable bit
            var flags = cursor.s32("flags");
            boxes.add(new Box(zMin, zMax, xMin, xMax, trueFloor, overlapIndex & 0x3FFF | flags & 0x8000));
            cursor.leave();
        }
        var overlaps = table(cursor, "overlaps", 2);
        var zoneTypes = cursor.s32("zoneCount");
        var zoneCount = cursor.checkedCount(cursor.position() - 4, "zones", 2L * Math.max(0, zoneTypes) * boxCount, 4);
        return new Paths(boxes, overlaps, zoneTypes, cursor.dwords("zones", zoneCount));
    }

    /**
     * Skips the animated texture sequences of a single-block level (1.7.0 to 1.7.2): per sequence its index, speed
     * and frame count, then four texture corners a frame.
     */
    static void skipAnimatedTextures(ByteCursor cursor) {
        var count = cursor.count32("animatedTextures", 12);
        for (int a = 0; a < count; a++) {
            cursor.enter("animatedTextures", a);
            cursor.s32("index");
            cursor.s32("fps");
            cursor.skip("frames", 32L * cursor.count32("frames", 32));
            cursor.leave();
        }
    }

    /** A table of records of {@code ints} ints each, counted in records. */
    static int[] table(ByteCursor cursor, String field, int ints) {
        var count = cursor.count32(field, 4 * ints);
        return cursor.dwords(field, (long) count * ints);
    }

    private static int[] words(ByteCursor cursor, String field) {
        var words = cursor.words(field, cursor.count32(field, 2));
        var values = new int[words.length];
        for (int i = 0; i < words.length; i++) {
            values[i] = words[i];
        }
        return values;
    }

    private static BoundingBox box(ByteCursor cursor, String field) {
        return new BoundingBox(cursor.s16(field), cursor.s16(field), cursor.s16(field), cursor.s16(field),
                cursor.s16(field), cursor.s16(field));
    }

    private static Mesh mesh(ByteCursor cursor, TenShape shape) {
        var hidden = shape.meshHiddenFlag() && cursor.u8("hidden") != 0;
        var lightingType = cursor.u8("lightingType");
        var sphere = TenSurface.floats(cursor, "sphere", 4);
        var vertexCount = cursor.count32("vertices", 36 + shape.vertexBoneBytes());
        var positions = TenSurface.floats(cursor, "vertices.positions", 3 * vertexCount);
        var colours = TenSurface.floats(cursor, "vertices.colours", 3 * vertexCount);
        cursor.skip("vertices.effects", 12L * vertexCount);
        cursor.skip("vertices.bones", (long) shape.vertexBoneBytes() * vertexCount);
        return new Mesh(hidden, lightingType, sphere, positions, colours, TenSurface.read(cursor, shape, true));
    }
}
