package org.tomblens.format.model;

/** A TR4/TR5 sample stored after the level data: a whole WAV file and the size it declares unpacked. */
public record EmbeddedSample(long uncompressedSize, Bytes wav) {}
