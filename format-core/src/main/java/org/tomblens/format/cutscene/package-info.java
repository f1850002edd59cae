/**
 * In-engine cutscenes as the games play them: a TR1–TR3 cutscene level's cinematic frames (§9.7), measured from an
 * origin each game sets its own way, and the actors that animate with them.
 */
package org.tomblens.format.cutscene;
