/**
 * What the game does on each sector: FloorData chains (TRosettaStone 3 §4) decoded per version into
 * {@link org.tomblens.format.floordata.FloorFunction} entries and
 * {@link org.tomblens.format.floordata.TriggerAction}s ({@link org.tomblens.format.floordata.FloorDataDecoder},
 * which never throws), a level's chains decoded once ({@link org.tomblens.format.floordata.LevelFloorData}),
 * sectors and their floor and ceiling heights by world position
 * ({@link org.tomblens.format.floordata.SectorLookup}), the triggers by what they act on
 * ({@link org.tomblens.format.floordata.TriggerIndex}) and every entry in words
 * ({@link org.tomblens.format.floordata.FloorDataDescriptions}).
 */
package org.tomblens.format.floordata;
