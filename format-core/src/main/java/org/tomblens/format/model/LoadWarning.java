package org.tomblens.format.model;

/** A soft problem met while reading: the level loaded, but this is not as the format says. */
public record LoadWarning(String fieldPath, long offset, String message) {
    @Override
    public String toString() {
        return fieldPath + " (0x" + Long.toHexString(offset) + "): " + message;
    }
}
