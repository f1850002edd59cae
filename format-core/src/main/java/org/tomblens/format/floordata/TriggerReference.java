package org.tomblens.format.floordata;

/** A trigger action as found in the level: the sector that holds the trigger, the trigger and the action. */
public record TriggerReference(SectorPosition sector, FloorFunction.Trigger trigger, TriggerAction action) {}
