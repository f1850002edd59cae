/**
 * TRLE object libraries ([WAD], trle-wad-format.txt): {@link org.tomblens.format.wad.WadReader} reads a .WAD
 * and the companion files beside it (.WAS names, .SWD sprites, .SFX sound tables, .SAM sample files) into
 * an immutable {@link org.tomblens.format.wad.Wad}; {@link org.tomblens.format.wad.WadLevel} turns it into a
 * TR4 {@link org.tomblens.format.model.Level} without rooms, so that the geometry, poses and renderer made
 * for levels show and animate its models unchanged.
 */
package org.tomblens.format.wad;
