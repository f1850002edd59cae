package org.tomblens.format.model;

/**
 * A moveable's model (§5.4): a run of meshes, the mesh tree joining them, and its first animation.
 *
 * @param id the type id entities use
 * @param startingMesh index of the first mesh pointer
 * @param meshTree index of its first mesh-tree dword (four per node)
 * @param frameOffset byte offset into the frame words
 * @param animation its first animation, 0xFFFF for none
 */
public record Model(long id, int numMeshes, int startingMesh, long meshTree, long frameOffset, int animation) {
    public static final int NO_ANIMATION = 0xFFFF;

    public boolean hasAnimations() {
        return animation != NO_ANIMATION;
    }
}
