package org.tomblens.app.load;

import java.io.IOException;
import java.io.UncheckedIOException;

/** Reads a file the build puts on the classpath from {@code assets/}, failing loudly where a build left it out. */
public final class ClasspathResource {
    private ClasspathResource() {}

    /** The bytes of resource {@code name}; {@code what} names it for the message when it is missing. */
    public static byte[] read(String name, String what) {
        try (var in = ClasspathResource.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(what + " " + name + " is not on the classpath; the build copies it "
                        + "from assets/");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + what + " " + name, e);
        }
    }
}
