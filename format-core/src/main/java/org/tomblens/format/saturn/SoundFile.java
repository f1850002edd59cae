package org.tomblens.format.saturn;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.Words;
import org.tomblens.format.psx.PcmWave;
import org.tomblens.format.read.Records;

/**
 * A Saturn level's {@code .SND} file ({@code SOUNDFX}, ending with {@code ENDFILE}): the sound map ({@code SAMPLUT}),
 * the sound details ({@code SAMPINFS}, as the PC's TR1 keeps them) and one {@code SAMPLE} tag a sample (its number and
 * byte count, then signed 8-bit mono PCM played at 11025 Hz, trview's reader), made into the PC's embedded WAV files.
 * Some retail files end early or hold bytes no tag describes: what was read before is kept, with a warning.
 */
final class SoundFile {
    static final String FILE_TAG = "SOUNDFX";
    private static final String END_TAG = "ENDFILE";
    static final int SAMPLE_RATE = 11025;

    private SoundFile() {}

    static Sound read(byte[] bytes, String region, List<DataWarning> warnings) {
        var soundMap = Words.EMPTY;
        List<SoundDetails> details = List.of();
        var offsets = new ArrayList<Integer>();
        var blob = new ByteArrayOutputStream();
        try {
            var file = new TaggedFile(bytes, region, FILE_TAG, END_TAG);
            var cursor = file.cursor();
            for (var tag = file.next(); tag != null; tag = file.next()) {
                switch (tag) {
                    case "SAMPLUT" -> soundMap = Words.own(cursor.words(tag, file.count(tag, 2)));
                    case "SAMPINFS" -> details = Records.list(cursor, "soundDetails", file.count(tag, 8),
                            c -> new SoundDetails(c.u16("sample"), c.u16("volume"), 0, c.u16("chance"), 0,
                                    c.u16("characteristics")));
                    case "SAMPLE" -> {
                        cursor.skip("sampleNumber", 4);
                        var pcm = cursor.bytes("sample", cursor.count32("sampleBytes", 1));
                        offsets.add(blob.size());
                        blob.writeBytes(wave(pcm));
                    }
                    default -> throw file.unknown(tag);
                }
            }
        } catch (LevelFormatException e) {
            DataWarning.add(warnings, e.fieldPath(), "the sound file is read only up to 0x"
                    + Long.toHexString(e.offset()) + ": " + e.problem());
        }
        var indices = offsets.stream().mapToInt(Integer::intValue).toArray();
        return new Sound(soundMap, details, Ints.own(indices), Bytes.own(blob.toByteArray()), List.of());
    }

    private static byte[] wave(byte[] pcm) {
        var samples = new short[pcm.length];
        for (int i = 0; i < pcm.length; i++) {
            samples[i] = (short) (pcm[i] << 8);
        }
        return PcmWave.mono16(samples, SAMPLE_RATE);
    }
}
