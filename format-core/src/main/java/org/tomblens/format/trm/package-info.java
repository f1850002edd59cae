/**
 * Tomb Raider I–III Remastered model files (.TRM): {@link org.tomblens.format.trm.TrmReader} reads one into an
 * immutable {@link org.tomblens.format.trm.Trm}, {@link org.tomblens.format.trm.TrmTextures} finds the DDS
 * textures it names in the {@code TEX} folders around it, and {@link org.tomblens.format.trm.TrmLevel} makes it a
 * level without rooms, so that the library view, the renderer and the exports show it unchanged.
 */
package org.tomblens.format.trm;
