/**
 * The flip map of an open level (§3.4.4): which flip groups are on, and so which room stands in each place.
 * A small mutable model, owned by whoever shows the level and read by whatever draws or plays it.
 */
package org.tomblens.format.flipmap;
