package org.tomblens.format.ten;

/**
 * What changes in the payload between the Tomb Editor versions TombLens reads, each in one place.
 *
 * <ul>
 *   <li>1.7.0 to 1.7.2 write one block (textures, then rooms with their names and statics inside, then the rest
 *       in an order of its own) and TR4's animation commands (words, a sound with two parameters);</li>
 *   <li>1.7.3 (released as 1.7.4) splits media, geometry and dynamic blocks, adds mirrors, and makes commands
 *       ints, a sound with three parameters;</li>
 *   <li>1.9 adds a movable's skin mesh, a mesh's hidden flag and four bone weights beside four bone indices (1.8
 *       stores one bone as an int);</li>
 *   <li>1.10 gives buckets a material index and polygons a face normal, and adds occlusion, roughness, specular
 *       and emissive maps to each atlas;</li>
 *   <li>1.11 packs the blocks in chunks ({@link TenContainer}), stores each movable's animations inside it, with
 *       their keyframes, state changes and commands ({@link TenMoveableAnimations}), in place of the level-wide
 *       tables, and numbers flyby cameras' sequences and indices with ints.</li>
 * </ul>
 */
record TenShape(boolean singleBlock, boolean wordCommands, boolean moveableSkin, boolean meshHiddenFlag,
                int vertexBoneBytes, boolean bucketMaterial, boolean polygonNormal, int atlasExtraMaps,
                boolean animationsInMoveables, boolean flybyIntNumbers) {

    static TenShape of(TenVersion version) {
        var single = version.compareTo(TenContainer.FIRST_SPLIT) < 0;
        var weights = version.atLeast(1, 9);
        var materials = version.atLeast(1, 10);
        var nested = version.atLeast(1, 11);
        return new TenShape(single, single, weights, weights, weights ? 8 : 4, materials, materials,
                materials ? 3 : 1, nested, nested);
    }
}
