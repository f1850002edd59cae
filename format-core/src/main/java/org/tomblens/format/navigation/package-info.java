/**
 * The map enemies walk by (§7.3): boxes, the overlaps joining them and the zones each kind of creature keeps
 * to, decoded from what the level stores into the same units for every version.
 */
package org.tomblens.format.navigation;
