package org.tomblens.format.wad2;

import static org.tomblens.format.chunk.ChunkWalker.text;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.io.ByteCursor;

/**
 * The samples the libraries of 2017 to August 2019 kept inside the file ({@code W2WaveSamples}): each a
 * {@code W2Wav} of its index ({@code W2Index}, from March 2018), its file name ({@code W2WavName}) and the file
 * itself ({@code W2WavData}, a WAVE). Sounds name them by their place in the table.
 */
final class Wad2SampleTable {
    private final ChunkWalker walker;
    private final List<String> names = new ArrayList<>();

    Wad2SampleTable(ChunkWalker walker) {
        this.walker = walker;
    }

    /** Reads a {@code W2WaveSamples} chunk. */
    void read(ByteCursor data) {
        walker.stream(data, true, this::sample);
    }

    /** The name of sample {@code index}, or null (with a warning at {@code offset}) when the table has none. */
    String name(long index, ByteCursor at, long offset) {
        if (index < 0 || index >= names.size()) {
            walker.warn(at, offset, "sample " + index + " is not in the library's " + names.size() + " samples");
            return null;
        }
        return names.get((int) index);
    }

    private boolean sample(String id, ByteCursor data) {
        if (!id.equals("W2Wav")) {
            return false;
        }
        var name = new String[] {""};
        walker.stream(data, false, (field, at) -> {
            switch (field) {
                case "W2Index" -> at.leb128("index");
                case "W2WavName" -> name[0] = text(at);
                case "W2WavData" -> {
                    if (!at.lookingAt("RIFF")) {
                        walker.warn(at, at.position(), "sample " + names.size() + " is not a RIFF file");
                    }
                    at.skip("wave", at.remaining());
                }
                default -> {
                    return false;
                }
            }
            return true;
        });
        names.add(name[0]);
        return true;
    }
}
