/**
 * The chunk trees Tomb Editor writes its files as (.prj2 projects, .wad2 libraries): the file's frame
 * ({@link org.tomblens.format.chunk.ChunkFile}), the walk over nested chunk streams that accounts for every byte
 * ({@link org.tomblens.format.chunk.ChunkWalker}) and the leaf values the formats share.
 */
package org.tomblens.format.chunk;
