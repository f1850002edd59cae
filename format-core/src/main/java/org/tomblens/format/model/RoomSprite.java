package org.tomblens.format.model;

/** A sprite placed at one of the room's vertices (§3.2.6). */
public record RoomSprite(int vertex, int spriteTexture) {}
