/**
 * The Tomb Raider Remastered releases' files around a level: {@link
 * org.tomblens.format.remastered.RemasteredCompanions} tells a TR1–TR3 Remastered level by the .MAP beside it and
 * checks the .PDP and .TRG that should be there too. The layouts are in {@code docs/remastered.md}.
 */
package org.tomblens.format.remastered;
