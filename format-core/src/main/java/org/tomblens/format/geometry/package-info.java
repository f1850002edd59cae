/**
 * GPU-ready data built from a {@link org.tomblens.format.model.Level}, without OpenGL, in the form the GPU
 * draws it: texture pages as RGBA8 layers, the object-texture table, one interleaved vertex and index buffer
 * for the world (rooms and their placed static meshes) and one for the models (laid out as
 * {@link org.tomblens.format.geometry.VertexFormat} says, with a {@link org.tomblens.format.geometry.DrawRange}
 * per owner and pass), and the sprite billboards. {@link org.tomblens.format.geometry.LevelGeometry#build}
 * makes all of it at once.
 */
package org.tomblens.format.geometry;
