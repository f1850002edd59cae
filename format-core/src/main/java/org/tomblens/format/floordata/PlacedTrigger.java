package org.tomblens.format.floordata;

/** A trigger and the sector that holds it. */
public record PlacedTrigger(SectorPosition sector, FloorFunction.Trigger trigger) {}
