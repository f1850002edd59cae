package org.tomblens.format.sound;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Sound;
import org.tomblens.format.psx.SoundBank;

/**
 * The sound bank TR1's 1996 PlayStation builds keep apart from their levels: the VAB header as {@code NAME.VBH} and
 * its body as {@code NAME.VBB} in a PSXSOUND folder beside the level's folder (where trview looks for them). Put
 * together as the retail release stores its bank before the level (each part after its size), it reads alike.
 */
final class PsxSoundFiles {
    private static final String FOLDER = "PSXSOUND";
    /** A VAB's samples fill at most the PlayStation's 512 KB of sound memory; far past that is no bank. */
    private static final long MAX_PART_BYTES = 4L << 20;

    private PsxSoundFiles() {}

    /** Whether {@code level} is a TR1 PlayStation build that holds no sounds of its own. */
    static boolean keptApart(Level level) {
        var layout = level.layout();
        return level.version() == GameVersion.TR1 && layout.playStation() && layout != LevelLayout.PLAYSTATION
                && level.sound().sampleBlob().size() == 0;
    }

    /**
     * The level's sound tables with the bank's samples, or empty where the two files are not both there.
     *
     * @throws IOException where a file cannot be read or is too large to be a bank's part
     * @throws LevelFormatException where the parts do not read as a bank
     */
    static Optional<Sound> read(Level level, Path levelFile) throws IOException {
        var folder = levelFile.toAbsolutePath().normalize().getParent();
        var parent = folder == null ? null : folder.getParent();
        var soundFolder = parent == null ? Optional.<Path>empty() : NearbyFiles.folder(parent, FOLDER);
        if (soundFolder.isEmpty()) {
            return Optional.empty();
        }
        var stem = NearbyFiles.stem(levelFile.getFileName().toString());
        var header = NearbyFiles.in(soundFolder.get(), stem + ".VBH");
        var body = NearbyFiles.in(soundFolder.get(), stem + ".VBB");
        if (header.isEmpty() || body.isEmpty()) {
            return Optional.empty();
        }
        var bytes = new ByteArrayOutputStream();
        part(bytes, header.get());
        part(bytes, body.get());
        var bank = SoundBank.read(new ByteCursor(bytes.toByteArray(), header.get().getFileName().toString()),
                SoundBank.SAMPLE_RATE);
        var sound = level.sound();
        return Optional.of(new Sound(sound.soundMap(), sound.details(), bank.offsets(), bank.waves(),
                sound.samples()));
    }

    /** The file's size as a little-endian word, then the file. */
    private static void part(ByteArrayOutputStream out, Path file) throws IOException {
        var size = Files.size(file);
        if (size > MAX_PART_BYTES) {
            throw new IOException(file + " is " + size + " bytes, more than a sound bank's " + MAX_PART_BYTES);
        }
        for (int shift = 0; shift < 32; shift += 8) {
            out.write((int) (size >> shift) & 0xFF);
        }
        out.write(Files.readAllBytes(file));
    }
}
