package org.tomblens.app.window;

import org.tomblens.app.session.LevelSession;

/** The level on screen, which the window's parts and the services find here as one level gives way to the next. */
final class OnScreen implements AutoCloseable {
    private LevelSession session;

    /** The level on screen, or null before the first has loaded. */
    LevelSession session() {
        return session;
    }

    /** Puts {@code next} on screen, closing the level it replaces. */
    void replace(LevelSession next) {
        if (session != null) {
            session.close();
        }
        session = next;
    }

    @Override
    public void close() {
        replace(null);
    }
}
