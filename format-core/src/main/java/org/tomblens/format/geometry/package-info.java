/**
 * GPU-ready data built from a {@link org.tomblens.format.model.Level}, without OpenGL: texture pages as
 * RGBA8 layers, the object-texture table, one interleaved vertex and index buffer for all rooms and one
 * for all meshes (laid out as {@link org.tomblens.format.geometry.VertexFormat} says), and sprites.
 * {@link org.tomblens.format.geometry.LevelGeometry#build} makes all of it at once.
 */
package org.tomblens.format.geometry;
