package org.tomblens.format.chunk;

/**
 * A chunk the reader does not know, skipped by its size.
 *
 * @param path where it sits, e.g. {@code TeRooms/TeRoom[3]/TeFoo}
 * @param offset where its data starts
 * @param size its data size
 */
public record SkippedChunk(String path, long offset, long size) {}
