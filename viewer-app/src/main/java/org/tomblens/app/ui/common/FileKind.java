package org.tomblens.app.ui.common;

/** The kinds of file that have a layout of their own: a level to fly through, or a library of models without rooms. */
public enum FileKind { LEVEL, LIBRARY }
