package org.tomblens.app.dist;

/**
 * How JOML, the vector and matrix library, is set up for the program. JOML copies matrices and vectors (to buffers,
 * to an identity, one into another) through one of three copiers it chooses as it is first used; by default the one
 * built on {@code sun.misc.Unsafe}. Its class files are Java 1.2's, which the class-data archive cannot hold, so the
 * JVM checks them with its old verifier at every start, and checking that copier (67 KB) loads and checks eight more
 * matrix and vector types: a first use of JOML took 100–150 ms of CPU time so, and 50–60 with the copier built on
 * NIO buffers' own methods, which loads none of them. A frame copies a handful of matrices, which either does in
 * well under a microsecond.
 */
public final class MathLibrary {
    /** The system property JOML reads, as its copier is chosen, to leave {@code sun.misc.Unsafe} alone. */
    static final String NO_UNSAFE = "joml.nounsafe";

    private MathLibrary() {}

    /** Has JOML copy through NIO buffers; called as the program starts, before anything uses JOML. */
    public static void configure() {
        if (System.getProperty(NO_UNSAFE) == null) {
            System.setProperty(NO_UNSAFE, "true");
        }
    }
}
