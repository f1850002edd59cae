/**
 * A viewable {@link org.tomblens.format.model.Level} built from a Tomb Editor project: room geometry from the
 * sectors as the editor builds it, textures from the image files the project references (found next to it or by
 * name in its folder tree), objects as entities, static meshes, cameras and sound sources, the models of the
 * object libraries it references (found the same way), and the triggers as FloorData.
 */
package org.tomblens.format.prj2.level;
