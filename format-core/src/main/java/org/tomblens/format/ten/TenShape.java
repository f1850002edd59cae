package org.tomblens.format.ten;

/**
 * What changes in the payload between the Tomb Editor versions TombLens reads, each in one place: 1.9 adds a mesh's
 * hidden flag and four bone weights beside the four bone indices (1.8 stores one bone as an int); 1.10 gives
 * buckets a material index and polygons a face normal, and adds occlusion, roughness, specular and emissive maps to
 * each atlas.
 */
record TenShape(boolean meshHiddenFlag, int vertexBoneBytes, boolean bucketMaterial, boolean polygonNormal,
                int atlasExtraMaps) {

    static TenShape of(TenVersion version) {
        var weights = version.atLeast(1, 9);
        var materials = version.atLeast(1, 10);
        return new TenShape(weights, weights ? 8 : 4, materials, materials, materials ? 3 : 1);
    }
}
