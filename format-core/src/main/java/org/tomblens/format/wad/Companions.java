package org.tomblens.format.wad;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.model.Sound;

/**
 * What the files beside a library hold (same base name, any letter case), each empty when its file is absent
 * or could not be read (the library's warnings then say why).
 *
 * @param objectNames the .WAS file
 * @param sprites the .SWD file
 * @param sounds the .SFX file: TR4's sound tables exactly (a 370-entry sound map, the sound details, the
 *               sample indices), read as a TR4 level's. The corpus file's 89 sample indices rise from 0 to 193
 *               with gaps; what they index (perhaps TRLE's sound catalogue) is not known
 * @param sampleFiles the .SAM file
 * @param files the names of the companion files that were read
 */
public record Companions(Optional<ObjectNames> objectNames, Optional<WadSprites> sprites, Optional<Sound> sounds,
                         Optional<SampleFiles> sampleFiles, List<String> files) {
    public static final Companions NONE = new Companions(Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), List.of());

    public Companions {
        files = List.copyOf(files);
    }
}
