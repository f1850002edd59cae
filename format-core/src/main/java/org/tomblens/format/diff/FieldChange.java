package org.tomblens.format.diff;

/** One value of an item that differs: its name, and its value in level A and in level B (null where absent). */
public record FieldChange(String name, Object before, Object after) {}
