/**
 * TR4/TR5 flyby sequences (TRosettaStone 3 §9.6): the cameras of each sequence in order, what their flags mean, and
 * the path a sequence's camera follows frame by frame as the game moves it.
 */
package org.tomblens.format.flyby;
