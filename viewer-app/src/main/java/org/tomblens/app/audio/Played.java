package org.tomblens.app.audio;

import java.util.Optional;

/** What came of asking the player to play something: the voice that started, or why none did. */
public sealed interface Played permits Played.Started, Played.Silent {
    /** The voice now playing, if one started. */
    Optional<Voice> started();

    record Started(Voice voice) implements Played {
        @Override
        public Optional<Voice> started() {
            return Optional.of(voice);
        }
    }

    /** Nothing started; {@code why} says so in a sentence a user can read. */
    record Silent(String why) implements Played {
        @Override
        public Optional<Voice> started() {
            return Optional.empty();
        }
    }
}
