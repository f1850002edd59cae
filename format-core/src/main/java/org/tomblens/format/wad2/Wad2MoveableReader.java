package org.tomblens.format.wad2;

import static org.tomblens.format.chunk.ChunkWalker.lebInt;
import static org.tomblens.format.chunk.ChunkWalker.sizedText;
import static org.tomblens.format.chunk.ChunkWalker.text;
import static org.tomblens.format.chunk.ChunkWalker.vector3;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.ByteCursor;

/**
 * Reads a {@code W2Moveable} chunk: a LEB128 type id, then a stream of its meshes ({@code W2Mesh}), skin
 * ({@code W2MovSkin}), bones ({@code W2Bone2} each, or one {@code W2Bone} tree in older libraries) and
 * animations ({@link Wad2AnimationReader}).
 */
final class Wad2MoveableReader {
    private static final Vector3 ZERO = new Vector3(0, 0, 0);
    private static final int NONE = 0;
    private static final int POP = 1;
    private static final int PUSH = 2;
    private static final int READ = 3;

    private final ChunkWalker walker;
    private final Wad2Textures textures;
    private final List<Wad2Mesh> meshes = new ArrayList<>();
    private Optional<Wad2Mesh> skin = Optional.empty();
    private final List<Wad2Moveable.Bone> bones = new ArrayList<>();
    private final List<Wad2Animation> animations = new ArrayList<>();

    private Wad2MoveableReader(ChunkWalker walker, Wad2Textures textures) {
        this.walker = walker;
        this.textures = textures;
    }

    static Wad2Moveable read(ByteCursor data, ChunkWalker walker, Wad2Textures textures) {
        var id = data.leb128("id", 0, 0xFFFFFFFFL);
        var reader = new Wad2MoveableReader(walker, textures);
        walker.stream(data, true, reader::chunk);
        return new Wad2Moveable(id, reader.meshes, reader.skin, reader.bones, reader.animations);
    }

    private boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "W2Mesh" -> meshes.add(Wad2MeshReader.read(data, walker, textures));
            case "W2MovSkin" -> walker.stream(data, false, this::skin);
            case "W2Bone2" -> bones.add(bone(data));
            case "W2Bone" -> treeBones(oldBone(data));
            case "W2Ani3", "W2Ani2", "W2Ani", "W2Anm" -> animations.add(Wad2AnimationReader.read(id, data, walker));
            default -> {
                return false;
            }
        }
        return true;
    }

    private boolean skin(String id, ByteCursor data) {
        if (!id.equals("W2Mesh")) {
            return false;
        }
        skin = Optional.of(Wad2MeshReader.read(data, walker, textures));
        return true;
    }

    /** A {@code W2Bone2}: opcode (LEB128), name (i32-sized UTF-8), then its translation and mesh chunks. */
    private Wad2Moveable.Bone bone(ByteCursor data) {
        var opcode = lebInt(data, "opcode");
        var name = sizedText(data, "name");
        var translation = new Vector3[] {ZERO};
        var mesh = new int[] {-1};
        walker.stream(data, false, (id, at) -> {
            switch (id) {
                case "W2BoneTrans" -> translation[0] = vector3(at, "translation");
                case "W2BoneMesh" -> mesh[0] = meshIndex(at);
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new Wad2Moveable.Bone(opcode, name, translation[0], mesh[0]);
    }

    private int meshIndex(ByteCursor at) {
        var offset = at.position();
        var index = lebInt(at, "mesh");
        if (index < 0 || index >= meshes.size()) {
            walker.warn(at, offset, "bone mesh " + index + " where the object has " + meshes.size() + " meshes");
            return -1;
        }
        return index;
    }

    /** An older library's bone tree ({@code W2Bone}, children nested in their parent). */
    private record TreeBone(String name, Vector3 translation, int mesh, List<TreeBone> children) {}

    private TreeBone oldBone(ByteCursor data) {
        var name = new String[] {""};
        var translation = new Vector3[] {ZERO};
        var mesh = new int[] {-1};
        var children = new ArrayList<TreeBone>();
        walker.stream(data, false, (id, at) -> {
            switch (id) {
                case "W2BoneName" -> name[0] = text(at);
                case "W2BoneTrans" -> translation[0] = vector3(at, "translation");
                case "W2BoneMesh" -> mesh[0] = meshIndex(at);
                case "W2Bone" -> children.add(oldBone(at));
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new TreeBone(name[0], translation[0], mesh[0], children);
    }

    /**
     * The tree as a list of bones, root first and then depth first, as the editor converts it: the root's offset
     * is dropped, and every other bone takes no stack operation when it is its parent's only child, else a push
     * when it is the first, a pop when it is the last and a read in between.
     */
    private void treeBones(TreeBone root) {
        bones.add(new Wad2Moveable.Bone(NONE, root.name(), ZERO, root.mesh()));
        addChildren(root);
    }

    private void addChildren(TreeBone parent) {
        var count = parent.children().size();
        for (int i = 0; i < count; i++) {
            var child = parent.children().get(i);
            var opcode = count == 1 ? NONE : i == 0 ? PUSH : i == count - 1 ? POP : READ;
            bones.add(new Wad2Moveable.Bone(opcode, child.name(), child.translation(), child.mesh()));
            addChildren(child);
        }
    }
}
