package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.Corpus;

/**
 * TRNG's two departures from the TR4 layout (DIGEST.md K), made from a real TR4 level: an "NGLE" footer
 * after the samples, and a 2048-entry sound map standing where the demo-data count would be.
 */
class TrngLayoutsTest {

    private static byte[] corpusTr4() throws Exception {
        return Files.readAllBytes(Corpus.file("tr4/rando-test1.tr4"));
    }

    @Test
    void aLevelEndingWithAnNgleFooterReadsUpToTheFooter() throws Exception {
        var level = corpusTr4();
        // A footer of 24 bytes: "NG", 14 bytes of TRNG data, then "NGLE" and the footer's size.
        var footer = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
        footer.put((byte) 'N').put((byte) 'G').put(new byte[14]).put("NGLE".getBytes()).putInt(24);
        var withFooter = new byte[level.length + 24];
        System.arraycopy(level, 0, withFooter, 0, level.length);
        System.arraycopy(footer.array(), 0, withFooter, level.length, 24);

        var read = LevelReader.read(withFooter, "with-footer.tr4");
        assertEquals(24, read.footerBytes());
        assertEquals(LevelReader.read(level, "plain.tr4").rooms().size(), read.rooms().size());
    }

    @Test
    void aTrngSoundMapOf2048EntriesInPlaceOfTheDemoDataReads() throws Exception {
        var file = corpusTr4();
        var plain = LevelReader.read(file, "plain.tr4");
        var details = plain.sound().details().size();
        var indices = plain.sound().sampleIndices().size();

        // Walk to the fourth zlib chunk: the level data (TRosettaStone 3 §10.4).
        var buffer = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        var position = 10;
        for (int chunk = 0; chunk < 3; chunk++) {
            position += 8 + buffer.getInt(position + 4);
        }
        var unpacked = buffer.getInt(position);
        var packed = buffer.getInt(position + 4);
        var levelData = inflate(file, position + 8, packed, unpacked);
        // The tail: u16 demo-data count, SoundMap[370], details, indices, then 6 zero bytes.
        var tail = 2 + 370 * 2 + 4 + 8 * details + 4 + 4 * indices + 6;
        var demoCount = levelData.length - tail;
        assertEquals(0, ByteBuffer.wrap(levelData).order(ByteOrder.LITTLE_ENDIAN).getShort(demoCount), "no demo data");

        // TRNG: the count reads 2048 and is followed by 2048 sound-map entries, then the same tables.
        var trng = ByteBuffer.allocate(levelData.length - tail + 2 + 2048 * 2 + (tail - 2 - 740))
                .order(ByteOrder.LITTLE_ENDIAN);
        trng.put(levelData, 0, demoCount).putShort((short) 2048);
        for (int id = 0; id < 2048; id++) {
            trng.putShort((short) (id < 370 ? plain.sound().soundMap().get(id) : -1));
        }
        trng.put(levelData, demoCount + 2 + 740, tail - 2 - 740);
        var repacked = deflate(trng.array());

        var out = new ByteArrayOutputStream();
        out.write(file, 0, position);
        out.write(ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putInt(trng.capacity()).putInt(repacked.length).array());
        out.write(repacked);
        out.write(file, position + 8 + packed, file.length - position - 8 - packed);

        var read = LevelReader.read(out.toByteArray(), "trng.tr4");
        assertEquals(2048, read.sound().soundMap().size());
        assertEquals(0, read.demoData().size());
        assertEquals(plain.sound().soundMap().get(5), read.sound().soundMap().get(5));
        assertEquals(-1, read.sound().soundMap().get(2000));
        assertEquals(details, read.sound().details().size());
        assertTrue(read.warnings().stream().anyMatch(w -> w.message().contains("TRNG")), read.warnings().toString());
    }

    private static byte[] inflate(byte[] file, int offset, int length, int size) throws DataFormatException {
        var inflater = new Inflater();
        inflater.setInput(file, offset, length);
        var out = new byte[size];
        var done = 0;
        while (done < size && !inflater.finished()) {
            done += inflater.inflate(out, done, size - done);
        }
        inflater.end();
        return out;
    }

    private static byte[] deflate(byte[] data) {
        var deflater = new Deflater();
        deflater.setInput(data);
        deflater.finish();
        var out = new ByteArrayOutputStream();
        var chunk = new byte[65536];
        while (!deflater.finished()) {
            out.write(chunk, 0, deflater.deflate(chunk));
        }
        deflater.end();
        return out.toByteArray();
    }
}
