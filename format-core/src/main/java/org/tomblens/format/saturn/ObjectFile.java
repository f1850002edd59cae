package org.tomblens.format.saturn;

import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.AnimationReader;
import org.tomblens.format.read.ObjectReader;
import org.tomblens.format.read.Records;

/**
 * A Saturn level's {@code .SAD} file ({@code OBJFILE}, ending with {@code OBJEND}): the animation tables as the PC
 * keeps them, big-endian ({@code ANIMS}, {@code CHANGES} padded to 8 bytes, {@code RANGES}, {@code COMMANDS},
 * {@code ANIBONES}, {@code FRAMES}), the models padded to 20 bytes ({@code ANIMOBJ}), static meshes
 * ({@code STATOBJ}), the mesh pointers and words ({@code MESHPTRS}, {@code MESHDATA}), and the meshes' textures
 * ({@code OTEXTINF} records and {@code OTEXTDAT} texels); {@code ITEXTINF}/{@code ITEXTDAT} (the inventory's, trview
 * leaves them) are skipped.
 *
 * @param meshData the mesh words as stored, read by {@link SaturnMeshes}
 */
record ObjectFile(List<Animation> animations, List<StateChange> stateChanges, List<AnimDispatch> dispatches,
                  Words commands, Ints meshTrees, Words frames, List<Model> models, List<StaticMesh> staticMeshes,
                  Ints meshPointers, ByteCursor meshData, List<ObjectTexture> objectTextures, byte[] texels) {

    static final String FILE_TAG = "OBJFILE";
    private static final String END_TAG = "OBJEND";
    private static final int MODEL_SIZE = 20;
    private static final int STATIC_MESH_SIZE = 32;

    /**
     * A mesh texture record (trview's names): where its whole picture and its four triangle cuts start in the
     * texels (1: none), in 8-byte units, the picture's size in those units, and its width (in 8 texels) and height.
     */
    record ObjectTexture(int start, int[] cuts, int size, int width, int height) {}

    static ObjectFile read(byte[] bytes, String region) {
        var file = new TaggedFile(bytes, region, FILE_TAG, END_TAG);
        var cursor = file.cursor();
        var parts = new Parts();
        for (var tag = file.next(); tag != null; tag = file.next()) {
            switch (tag) {
                case "ANIMS" -> parts.animations = Records.list(cursor, "animations", file.count(tag, 32),
                        ObjectFile::animation);
                case "CHANGES" -> parts.stateChanges = Records.list(cursor, "stateChanges", file.count(tag, 8), c -> {
                    var change = new StateChange(c.u16("stateId"), c.u16("numDispatches"), c.u16("dispatchIndex"));
                    c.skip("padding", 2);
                    return change;
                });
                case "RANGES" -> parts.dispatches = Records.list(cursor, "animDispatches", file.count(tag, 8),
                        c -> new AnimDispatch(c.s16("low"), c.s16("high"), c.s16("nextAnimation"),
                                c.s16("nextFrame")));
                case "COMMANDS" -> parts.commands = Words.own(cursor.words(tag, file.count(tag, 2)));
                case "ANIBONES" -> parts.meshTrees = Ints.own(cursor.dwords(tag, file.count(tag, 4)));
                case "ANIMOBJ" -> parts.models = later(cursor, tag, MODEL_SIZE);
                case "STATOBJ" -> parts.staticMeshes = later(cursor, tag, STATIC_MESH_SIZE);
                case "FRAMES" -> parts.frames = Words.own(KeyFrames.pcOrder(cursor.words(tag, file.count(tag, 2))));
                case "MESHPTRS" -> parts.meshPointers = Ints.own(cursor.dwords(tag, file.count(tag, 4)));
                case "MESHDATA" -> {
                    var words = file.count(tag, 2);
                    parts.meshData = cursor.slice(tag, words * 2);
                    cursor.skip(tag, words * 2L);
                }
                case "OTEXTINF" -> parts.objectTextures = Records.list(cursor, "objectTextures", file.count(tag, 16),
                        ObjectFile::objectTexture);
                case "OTEXTDAT" -> parts.texels = cursor.bytes(tag, file.count(tag, 1));
                case "ITEXTINF", "ITEXTDAT" -> file.skipSection(tag);
                default -> throw file.unknown(tag);
            }
        }
        var meshes = parts.meshPointers.size();
        var models = parts.models == null ? List.<Model>of() : AnimationReader.readModels(parts.models, meshes, true);
        var statics = parts.staticMeshes == null ? List.<StaticMesh>of()
                : ObjectReader.staticMeshes(parts.staticMeshes, meshes);
        var meshData = parts.meshData != null ? parts.meshData : cursor.slice("MESHDATA", 0);
        return new ObjectFile(parts.animations, parts.stateChanges, parts.dispatches, parts.commands, parts.meshTrees,
                parts.frames, models, statics, parts.meshPointers, meshData, parts.objectTextures, parts.texels);
    }

    /**
     * A section read once the mesh pointers, which follow it, are known: a cursor over its count and records, the
     * file's cursor moved past them.
     */
    private static ByteCursor later(ByteCursor cursor, String tag, int recordSize) {
        cursor.skip(tag + ".size", 4);
        var countOffset = cursor.position();
        var count = cursor.count32(tag + ".count", recordSize);
        cursor.seek(tag + ".count", countOffset);
        var section = cursor.slice(tag, 4 + count * recordSize);
        cursor.skip(tag, 4L + (long) count * recordSize);
        return section;
    }

    /**
     * The PC's TR1 animation (§6.2.2), big-endian; its two bytes before the state are the frame size, then the frame
     * rate (the PC's two bytes as one word, swapped with it).
     */
    private static Animation animation(ByteCursor cursor) {
        var frameOffset = cursor.u32("frameOffset");
        var frameSize = cursor.u8("frameSize");
        var frameRate = cursor.u8("frameRate");
        var state = cursor.u16("stateId");
        var speed = cursor.s32("speed");
        var accel = cursor.s32("accel");
        return new Animation(frameOffset, frameRate, frameSize, state, speed, accel, 0, 0, cursor.u16("frameStart"),
                cursor.u16("frameEnd"), cursor.u16("nextAnimation"), cursor.u16("nextFrame"),
                cursor.u16("numStateChanges"), cursor.u16("stateChangeIndex"), cursor.u16("numAnimCommands"),
                cursor.u16("animCommandIndex"));
    }

    /** Sixteen bytes: the picture's start, four cuts' starts, the size, width and height, a word not read. */
    private static ObjectTexture objectTexture(ByteCursor cursor) {
        var start = cursor.u16("start");
        var cuts = new int[] {cursor.u16("cut0"), cursor.u16("cut1"), cursor.u16("cut2"), cursor.u16("cut3")};
        var size = cursor.u16("size");
        var width = cursor.u8("width");
        var height = cursor.u8("height");
        cursor.skip("unknown", 2);
        return new ObjectTexture(start, cuts, size, width, height);
    }

    private static final class Parts {
        List<Animation> animations = List.of();
        List<StateChange> stateChanges = List.of();
        List<AnimDispatch> dispatches = List.of();
        Words commands = Words.EMPTY;
        Ints meshTrees = Ints.EMPTY;
        Words frames = Words.EMPTY;
        ByteCursor models;
        ByteCursor staticMeshes;
        Ints meshPointers = Ints.EMPTY;
        ByteCursor meshData;
        List<ObjectTexture> objectTextures = List.of();
        byte[] texels = new byte[0];
    }
}
