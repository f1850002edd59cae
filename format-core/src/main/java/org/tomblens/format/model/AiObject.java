package org.tomblens.format.model;

/** A TR4/TR5 AI object (§7.4), stored apart from the entities; its mask sits at {@code flags >> 1}. */
public record AiObject(int type, int room, int x, int y, int z, int ocb, int flags, int angle) {}
