package org.tomblens.format.wad2;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.chunk.Vector3;

/**
 * A movable object ({@code W2Moveable}): its meshes, one bone per mesh, and its animations.
 *
 * @param id the object's type id in the catalogue of the library's game
 * @param skin the mesh a skinned engine draws over the skeleton ({@code W2MovSkin}), when there is one
 * @param bones the skeleton, bone {@code i} carrying mesh {@link Bone#mesh()}: the first is the root, each other
 *              one joined to the bone before it or to one the link stack holds, as TR's mesh trees are
 */
public record Wad2Moveable(long id, List<Wad2Mesh> meshes, Optional<Wad2Mesh> skin, List<Bone> bones,
                           List<Wad2Animation> animations) {
    public Wad2Moveable {
        meshes = List.copyOf(meshes);
        bones = List.copyOf(bones);
        animations = List.copyOf(animations);
    }

    /**
     * A bone: how it joins the bones before it, and its offset from its parent.
     *
     * @param opcode the link stack operation, as TR's mesh trees (§8.4) have it: 0 none (the parent is the bone
     *               before), 1 pop the parent, 2 push the bone before and take it as parent, 3 read the parent
     *               from the stack's top
     * @param mesh the index of its mesh in {@link #meshes()}, -1 for none
     */
    public record Bone(int opcode, String name, Vector3 translation, int mesh) {}
}
