/**
 * What PlayStation levels store differently from PC ones, turned into what PC levels store: the sounds before the
 * level (TR1: a VAB header and body; TR3: a table of VAG samples; their ADPCM decoded to 16-bit WAV), and 4-bit
 * texture pages with their 16-colour tables, drawn into 32-bit pages. The level reader walks the file and uses these.
 */
package org.tomblens.format.psx;
