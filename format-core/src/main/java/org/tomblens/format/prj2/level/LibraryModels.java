package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Words;

/**
 * The models of a project's object libraries gathered into one set of level tables, library after library: a
 * movable or static whose id an earlier library already has is left out (the first library with an id wins, as
 * in Tomb Editor). Each library's tables are appended whole and every index into them moved
 * past what came before: mesh pointers (byte offsets into the mesh data), mesh-tree dwords, frame offsets (bytes
 * into the frame words), state-change, dispatch and command indices, object textures (faces keep their
 * double-sided bit) and texture pages (placed after the project's own). The animations of a left-out movable
 * are left out too, so that every kept movable still owns exactly its own run of animations; a link into them
 * from a kept movable's animations leads nowhere, {@link Model#NO_ANIMATION}.
 */
final class LibraryModels {
    /** Object-texture indices are 15 bits in a face's texture word (bit 15 marks a double-sided face). */
    static final int MAX_OBJECT_TEXTURES = 0x8000;
    private static final int DOUBLE_SIDED = 0x8000;
    private static final int PAGE_MASK = 0x7FFF;

    private final int firstObjectTexture;
    private final int firstPage;
    private final Set<Long> movableIds = new HashSet<>();
    private final Set<Long> staticIds = new HashSet<>();

    private long meshDataWords;
    private int[] meshPointers = new int[0];
    private final List<Mesh> meshes = new ArrayList<>();
    private final List<Model> models = new ArrayList<>();
    private final List<Animation> animations = new ArrayList<>();
    private final List<StateChange> stateChanges = new ArrayList<>();
    private final List<AnimDispatch> dispatches = new ArrayList<>();
    private short[] commands = new short[0];
    private int[] meshTrees = new int[0];
    private short[] frames = new short[0];
    private final List<StaticMesh> statics = new ArrayList<>();
    private final List<ObjectTexture> objectTextures = new ArrayList<>();
    private final List<Bytes> pages = new ArrayList<>();

    /**
     * @param projectObjectTextures how many object textures the project's rooms use: the libraries' come after
     * @param projectPages how many texture pages the project's rooms use: the libraries' come after
     */
    LibraryModels(int projectObjectTextures, int projectPages) {
        this.firstObjectTexture = projectObjectTextures;
        this.firstPage = projectPages;
    }

    /**
     * Adds the models of {@code library} (a library as {@link org.tomblens.format.wad.WadLevel} makes it); false,
     * and nothing added, when its object textures would take faces past the indices a face can hold.
     */
    boolean add(Level library) {
        var textureBase = firstObjectTexture + objectTextures.size();
        if (textureBase + library.texturing().objectTextures().size() > MAX_OBJECT_TEXTURES) {
            return false;
        }
        var data = library.animation();
        var kept = new boolean[data.models().size()];
        for (int m = 0; m < kept.length; m++) {
            kept[m] = movableIds.add(data.models().get(m).id());
        }
        var animationOf = animationNumbers(data, kept, animations.size());
        var pointerBase = meshPointers.length;
        var treeBase = meshTrees.length;
        var frameBytes = 2L * frames.length;
        var stateChangeBase = stateChanges.size();
        var dispatchBase = dispatches.size();
        var commandBase = commands.length;

        for (int m = 0; m < kept.length; m++) {
            if (kept[m]) {
                var model = data.models().get(m);
                models.add(new Model(model.id(), model.numMeshes(), model.startingMesh() + pointerBase,
                        model.meshTree() + treeBase, model.frameOffset() + frameBytes,
                        model.hasAnimations() ? renumbered(animationOf, model.animation()) : Model.NO_ANIMATION));
            }
        }
        for (int a = 0; a < data.animations().size(); a++) {
            if (animationOf[a] >= 0) {
                var animation = data.animations().get(a);
                animations.add(new Animation(animation.frameOffset() + frameBytes, animation.frameRate(),
                        animation.frameSize(), animation.state(), animation.speed(), animation.accel(),
                        animation.lateralSpeed(), animation.lateralAccel(), animation.frameStart(),
                        animation.frameEnd(), renumbered(animationOf, animation.nextAnimation()),
                        animation.nextFrame(), animation.numStateChanges(),
                        animation.stateChangeIndex() + stateChangeBase, animation.numAnimCommands(),
                        animation.animCommandIndex() + commandBase));
            }
        }
        for (var change : data.stateChanges()) {
            stateChanges.add(new StateChange(change.state(), change.numDispatches(),
                    change.dispatchIndex() + dispatchBase));
        }
        for (var dispatch : data.dispatches()) {
            dispatches.add(new AnimDispatch(dispatch.low(), dispatch.high(),
                    renumbered(animationOf, dispatch.nextAnimation()), dispatch.nextFrame()));
        }
        commands = joined(commands, data.commands().toArray());
        meshTrees = joined(meshTrees, data.meshTrees().toArray());
        frames = joined(frames, data.frames().toArray());

        for (var mesh : library.staticMeshes()) {
            if (staticIds.add(mesh.id())) {
                statics.add(new StaticMesh(mesh.id(), mesh.mesh() + pointerBase, mesh.visibility(), mesh.collision(),
                        mesh.flags()));
            }
        }
        addMeshes(library.meshes(), textureBase);
        var pageBase = firstPage + pages.size();
        for (var texture : library.texturing().objectTextures()) {
            objectTextures.add(new ObjectTexture(texture.attribute(),
                    texture.tileAndFlag() & ~PAGE_MASK | texture.page() + pageBase, texture.flags(),
                    texture.corners(), texture.originalU(), texture.originalV(), texture.width(), texture.height()));
        }
        pages.addAll(library.textures().pages32());
        return true;
    }

    Meshes meshes() {
        return new Meshes(meshDataWords, Ints.own(meshPointers.clone()), meshes);
    }

    AnimationData animation() {
        return new AnimationData(models, animations, stateChanges, dispatches, Words.own(commands.clone()),
                Ints.own(meshTrees.clone()), Words.own(frames.clone()));
    }

    List<StaticMesh> statics() {
        return List.copyOf(statics);
    }

    /** The libraries' object textures, which follow the project's. */
    List<ObjectTexture> objectTextures() {
        return List.copyOf(objectTextures);
    }

    /** The libraries' texture pages as 32-bit pages, which follow the project's. */
    List<Bytes> pages() {
        return List.copyOf(pages);
    }

    /**
     * Each animation's number in the gathered table, -1 for those a left-out movable owns; animations no movable
     * owns stay, as links may reach them.
     */
    private static int[] animationNumbers(AnimationData data, boolean[] kept, int first) {
        var owners = data.animationOwners();
        var numbers = new int[owners.length];
        var next = first;
        for (int a = 0; a < owners.length; a++) {
            numbers[a] = owners[a] < 0 || kept[owners[a]] ? next++ : -1;
        }
        return numbers;
    }

    private static int renumbered(int[] animationOf, int animation) {
        return animation >= 0 && animation < animationOf.length && animationOf[animation] >= 0
                ? animationOf[animation] : Model.NO_ANIMATION;
    }

    /** The library's meshes with their faces' object textures moved by {@code textureBase}; shared ones stay shared. */
    private void addMeshes(Meshes library, int textureBase) {
        var byteBase = (int) (2 * meshDataWords);
        var moved = new IdentityHashMap<Mesh, Mesh>();
        var pointers = library.pointers().toArray();
        for (int p = 0; p < library.size(); p++) {
            pointers[p] += byteBase;
            meshes.add(moved.computeIfAbsent(library.get(p), mesh -> new Mesh(mesh.centre(), mesh.collisionRadius(),
                    mesh.vertices(), mesh.normals(), mesh.shades(), retextured(mesh.texturedQuads(), textureBase),
                    retextured(mesh.texturedTriangles(), textureBase), mesh.colouredQuads(),
                    mesh.colouredTriangles())));
        }
        meshPointers = joined(meshPointers, pointers);
        meshDataWords += library.dataWords();
    }

    private static List<Face> retextured(List<Face> faces, int textureBase) {
        return faces.stream().map(face -> new Face(face.v0(), face.v1(), face.v2(), face.v3(),
                face.texture() & DOUBLE_SIDED | face.objectTexture() + textureBase, face.effects())).toList();
    }

    private static int[] joined(int[] a, int[] b) {
        var all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static short[] joined(short[] a, short[] b) {
        var all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
