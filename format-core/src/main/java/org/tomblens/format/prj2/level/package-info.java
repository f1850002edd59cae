/**
 * A viewable {@link org.tomblens.format.model.Level} built from a Tomb Editor project: room geometry from the
 * sectors as the editor builds it, textures from the image files the project references (found next to it or by
 * name in its folder tree), objects as entities, cameras and sound sources, and the triggers as FloorData.
 */
package org.tomblens.format.prj2.level;
