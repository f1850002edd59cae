package org.tomblens.format.sound;

/**
 * One of a level's samples, by its number: the index that sound details count from (§8.2), resolved to
 * decoded audio or to the reason there is none.
 */
public sealed interface Sample permits Sample.Decoded, Sample.Unreadable, Sample.Missing {
    int number();

    /** The sample's audio and how its WAV file stored it. */
    record Decoded(int number, WaveEncoding encoding, Pcm pcm) implements Sample {}

    /** The sample's WAV data is there but broken; the error says what and where. */
    record Unreadable(int number, WaveFormatException error) implements Sample {}

    /** The sample's data is not available, e.g. MAIN.SFX was not found or holds fewer samples. */
    record Missing(int number, String reason) implements Sample {}
}
