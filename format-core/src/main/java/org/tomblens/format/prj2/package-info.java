/**
 * Tomb Editor projects (.PRJ2, [PRJ2] = prj2-format.md, Tomb Editor 1.7.2): {@link org.tomblens.format.prj2.Prj2Reader}
 * walks the chunk tree into an immutable {@link org.tomblens.format.prj2.Prj2Project}; chunks it does not know are
 * skipped by their size and listed. The {@code level} sub-package builds a viewable level from a project.
 */
package org.tomblens.format.prj2;
