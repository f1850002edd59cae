/**
 * A file opened as a level and everything derived from it without a screen, made once and shared: the window,
 * its panels, the offscreen renderer and every command read the same {@link
 * org.tomblens.format.prepared.PreparedLevel}.
 */
package org.tomblens.format.prepared;
