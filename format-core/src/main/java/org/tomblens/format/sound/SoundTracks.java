package org.tomblens.format.sound;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;

/**
 * The soundtracks a level's triggers start (the PlayTrack action's parameter), and where their audio is:
 * <ul>
 *   <li>TR4 and TR5, and TRLE: a folder {@code audio} beside the level's folder (or the level's own), whose files'
 *   names start with the track's number in three digits ({@code 044_Attack_part_i.wav}, {@code 105.wav});
 *   <li>TR2 and TR3: {@code CDAUDIO.WAD} (TRosettaStone 3 §13), 130 entries of a 260-byte name, a length and an
 *   offset, then the WAV files they point at (retail TR2 played its tracks from the CD, but installs that rip them
 *   keep them so too);
 *   <li>TR1 played its tracks from the game's CD, so there is nothing to find.
 * </ul>
 */
public final class SoundTracks {
    static final String CDAUDIO = "CDAUDIO.WAD";
    static final String AUDIO_FOLDER = "audio";
    static final int CDAUDIO_ENTRIES = 130;
    static final int CDAUDIO_NAME_BYTES = 260;
    private static final long MAX_TRACK_BYTES = 256L << 20;

    private SoundTracks() {}

    /**
     * A track and where its audio is.
     *
     * @param file the file holding it, when one was found
     * @param start where in the file its WAV starts (0 but in CDAUDIO.WAD)
     * @param length its WAV's length in bytes, or -1 for the whole file
     * @param where what was found or why nothing was, for the Sounds panel
     */
    public record Track(int number, Optional<Path> file, long start, long length, String where) {
        /** How a track's audio is stored: by its file's extension; an entry of CDAUDIO.WAD is a WAV. */
        public enum Encoding { WAV, OGG, MP3, OTHER }

        public Encoding encoding() {
            if (length >= 0) {
                return Encoding.WAV;
            }
            var name = file.map(path -> path.getFileName().toString().toLowerCase(Locale.ROOT)).orElse("");
            return name.endsWith(".wav") ? Encoding.WAV : name.endsWith(".ogg") ? Encoding.OGG
                    : name.endsWith(".mp3") ? Encoding.MP3 : Encoding.OTHER;
        }

        /** Whether there is audio to decode: a WAV, OGG or MP3 file, or a WAV in CDAUDIO.WAD. */
        public boolean playable() {
            return file.isPresent() && encoding() != Encoding.OTHER;
        }

        /** The track's bytes as they are stored: its file's, or its entry's in CDAUDIO.WAD. */
        public byte[] bytes() throws IOException {
            var path = file.orElseThrow(() -> new IOException("track " + number + " has no file"));
            if (length < 0) {
                if (Files.size(path) > MAX_TRACK_BYTES) {
                    throw new IOException(path + " is larger than a track");
                }
                return Files.readAllBytes(path);
            }
            try (var channel = Files.newByteChannel(path)) {
                var buffer = ByteBuffer.allocate((int) Math.min(length, MAX_TRACK_BYTES));
                channel.position(start);
                while (buffer.hasRemaining() && channel.read(buffer) > 0) {
                    // reads until the track's bytes are in or the file ends
                }
                return Arrays.copyOf(buffer.array(), buffer.position());
            }
        }

        /** A WAV track's samples; OGG and MP3 tracks are decoded by the viewer, which has the decoders. */
        public Pcm decode() throws IOException {
            if (encoding() != Encoding.WAV) {
                throw new IOException(where + " is not a WAV file");
            }
            return WaveReader.decode(Bytes.own(bytes()));
        }
    }

    /** The tracks {@code numbers} of a level of {@code version} in {@code levelFile}, in number order. */
    public static List<Track> find(Path levelFile, GameVersion version, Set<Integer> numbers) {
        var sorted = new TreeSet<>(numbers);
        var tracks = new ArrayList<Track>();
        if (levelFile == null) {
            sorted.forEach(number -> tracks.add(new Track(number, Optional.empty(), 0, -1, "no folder to look in")));
            return tracks;
        }
        switch (version) {
            case TR1 -> sorted.forEach(number -> tracks.add(new Track(number, Optional.empty(), 0, -1,
                    "played from the game's CD")));
            case TR2, TR3 -> cdAudio(levelFile, version, sorted, tracks);
            case TR4, TR5 -> audioFolder(levelFile, sorted, tracks);
        }
        return tracks;
    }

    private static void audioFolder(Path levelFile, Set<Integer> numbers, List<Track> tracks) {
        var folder = levelFile.toAbsolutePath().normalize().getParent();
        var audio = Stream.of(folder, folder == null ? null : folder.getParent()).filter(Objects::nonNull)
                .flatMap(candidate -> NearbyFiles.folder(candidate, AUDIO_FOLDER).stream()).findFirst();
        for (var number : numbers) {
            if (audio.isEmpty()) {
                tracks.add(new Track(number, Optional.empty(), 0, -1, "no audio folder beside the level"));
                continue;
            }
            var prefix = String.format("%03d", number);
            var file = NearbyFiles.files(audio.get()).filter(p -> {
                var name = p.getFileName().toString();
                return name.startsWith(prefix) && name.length() > 3 && (name.charAt(3) == '_' || name.charAt(3) == '.');
            }).findFirst();
            tracks.add(new Track(number, file, 0, -1, file.map(p -> p.getFileName().toString())
                    .orElse("no file " + prefix + "* in " + audio.get())));
        }
    }

    private static void cdAudio(Path levelFile, GameVersion version, Set<Integer> numbers, List<Track> tracks) {
        var search = NearbyFiles.find(levelFile, CDAUDIO, true);
        if (search.file().isEmpty()) {
            var why = (version == GameVersion.TR2 ? "played from the game's CD; " : "") + CDAUDIO
                    + " not found; looked in " + search.folders();
            numbers.forEach(number -> tracks.add(new Track(number, Optional.empty(), 0, -1, why)));
            return;
        }
        var file = search.file().get();
        try (var channel = Files.newByteChannel(file)) {
            var index = ByteBuffer.allocate(CDAUDIO_ENTRIES * (CDAUDIO_NAME_BYTES + 8))
                    .order(ByteOrder.LITTLE_ENDIAN);
            while (index.hasRemaining() && channel.read(index) > 0) {
                // reads the whole index, or as much as a cut file holds
            }
            var size = channel.size();
            for (var number : numbers) {
                var entry = number * (CDAUDIO_NAME_BYTES + 8);
                if (number < 0 || number >= CDAUDIO_ENTRIES || entry + CDAUDIO_NAME_BYTES + 8 > index.position()) {
                    tracks.add(new Track(number, Optional.empty(), 0, -1, CDAUDIO + " has no entry " + number));
                    continue;
                }
                var length = Integer.toUnsignedLong(index.getInt(entry + CDAUDIO_NAME_BYTES));
                var offset = Integer.toUnsignedLong(index.getInt(entry + CDAUDIO_NAME_BYTES + 4));
                var name = new String(index.array(), entry, CDAUDIO_NAME_BYTES, StandardCharsets.ISO_8859_1);
                name = name.indexOf('\0') < 0 ? name : name.substring(0, name.indexOf('\0'));
                if (length == 0 || offset + length > size) {
                    tracks.add(new Track(number, Optional.empty(), 0, -1, CDAUDIO + "'s entry " + number
                            + (length == 0 ? " is empty" : " runs past the file's end")));
                } else {
                    tracks.add(new Track(number, Optional.of(file), offset, length, name + " in " + CDAUDIO));
                }
            }
        } catch (IOException e) {
            numbers.forEach(number -> tracks.add(new Track(number, Optional.empty(), 0, -1, CDAUDIO
                    + " cannot be read: " + e.getMessage())));
        }
    }
}
