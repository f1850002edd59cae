package org.tomblens.render.gl;

/** OpenGL could not be brought up on this machine; the message says why, in words a user can act on. */
public final class GlUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GlUnavailableException(String message) {
        super(message);
    }
}
