/**
 * What differs between two levels ({@link org.tomblens.format.diff.LevelDiff}): by category
 * ({@link org.tomblens.format.diff.DiffCategory}), each item matched as by index first, then as moved to another
 * index where an identical item waits there, then as changed in place, the rest as added or removed
 * ({@link org.tomblens.format.diff.IndexMatcher}). Two levels of different games are compared only in the
 * categories whose items mean the same in both; the others are named as skipped, with the reason.
 */
package org.tomblens.format.diff;
