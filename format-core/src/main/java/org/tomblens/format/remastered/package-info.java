/**
 * The Tomb Raider Remastered releases' files around a level: {@link
 * org.tomblens.format.remastered.RemasteredCompanions} tells a TR1–TR3 Remastered level by the .MAP beside it and
 * reads the .PDP and .TRG that should be there too ({@link org.tomblens.format.remastered.PdpReader},
 * {@link org.tomblens.format.remastered.TrgReader}). The layouts are in {@code docs/remastered.md}.
 */
package org.tomblens.format.remastered;
