package org.tomblens.format.wad;

import java.util.List;

/**
 * The .SAM companion: the WAV files of the library's sounds, one name per text line (the corpus file lists
 * 89, from {@code foot1.wav} to {@code clk_swt.wav}, some more than once). Line {@code i} is the sample at
 * position {@code i} of the .SFX's sample indices, which the sound details' {@code sample} fields count in:
 * the corpus's first sound (Lara's footsteps) takes four samples from 0, and lines 0..3 are
 * {@code foot1.wav} .. {@code foot4.wav}. The files themselves live in TRLE's sound folder, not here.
 */
public record SampleFiles(List<String> names) {
    public SampleFiles {
        names = List.copyOf(names);
    }
}
