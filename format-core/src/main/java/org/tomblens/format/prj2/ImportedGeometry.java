package org.tomblens.format.prj2;

/** A 3D model file rooms place as imported geometry ([PRJ2] {@code TeImportedGeometry}); read, not drawn. */
public record ImportedGeometry(long index, String path, String name, double scale, long positionAxisFlags,
                               long textureAxisFlags, boolean invertFaces, boolean mappedUv) {}
