package org.tomblens.format.ten;

/**
 * The Tomb Editor version that compiled a TombEngine level, as the four bytes after {@code "TEN\0"} stamp it:
 * major, minor, build and a zero.
 */
public record TenVersion(int major, int minor, int build) implements Comparable<TenVersion> {
    /** The oldest compiler whose levels TombLens reads. */
    public static final TenVersion OLDEST = new TenVersion(1, 7, 0);
    /** The newest compiler whose levels TombLens reads (every build of this major and minor). */
    public static final TenVersion NEWEST = new TenVersion(1, 11, 0);

    /** Whether TombLens knows the layout this version writes. */
    public boolean isSupported() {
        return compareTo(OLDEST) >= 0 && (major < NEWEST.major || major == NEWEST.major && minor <= NEWEST.minor);
    }

    /** Whether this version is {@code major.minor} or later. */
    public boolean atLeast(int major, int minor) {
        return this.major > major || this.major == major && this.minor >= minor;
    }

    /** The range of versions read, as a user reads it: "1.7 to 1.11". */
    public static String supportedRange() {
        return OLDEST.major + "." + OLDEST.minor + " to " + NEWEST.major + "." + NEWEST.minor;
    }

    @Override
    public int compareTo(TenVersion other) {
        return major != other.major ? Integer.compare(major, other.major)
                : minor != other.minor ? Integer.compare(minor, other.minor) : Integer.compare(build, other.build);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + build;
    }
}
