package org.tomblens.format.prj2;

import static org.tomblens.format.chunk.ChunkWalker.sizedText;
import static org.tomblens.format.chunk.ChunkWalker.vector3;
import static org.tomblens.format.prj2.ItemRecordReader.scriptId;

import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.io.ByteCursor;

/** Reads the sound source records of every Tomb Editor version, {@code TeSou} (2017) to {@code TeSoundTen}. */
record SoundSourceRecordReader(ChunkWalker walker, String chunk, ByteCursor data, long id) {
    /**
     * The record of the chunk's version: the named ones of 2017–2019, then [PRJ2] {@code SoundSource4} …
     * {@code SoundSourceTombEngine}, of which 4 and 5 end with three unused bytes.
     */
    ProjectObject soundSource() {
        if (chunk.equals("TeSou") || chunk.equals("TeSou2") || chunk.equals("TeSou3")) {
            return namedSoundSource();
        }
        var position = vector3(data, "position");
        var soundId = data.s32("soundId");
        var playMode = chunk.equals("TeSou4") ? 0 : data.s32("playMode");
        var scriptId = chunk.equals("TeSoundRealFinal") ? scriptId(data) : -1;
        if (chunk.equals("TeSou4") || chunk.equals("TeSndSrc")) {
            unused(3);
        }
        var luaName = chunk.equals("TeSoundTen") ? sizedText(data, "luaName") : "";
        return new ProjectObject.SoundSource(chunk, id, position, soundId, playMode, scriptId, luaName, "");
    }

    /**
     * The sound sources of 2017–2019 ([PRJ2] is silent on them): {@code TeSou} a u16 sound number, an i16 of flags
     * and a u8 of code bits, which later editors throw away; {@code TeSou2} the sound's name as .NET writes a
     * string (a 7-bit-encoded length), the same flags and code bits; {@code TeSou3} the name as a
     * {@code SizedUtf8} and a LEB128 index of an embedded sound info, -1 for none.
     */
    private ProjectObject namedSoundSource() {
        var position = vector3(data, "position");
        var soundId = -1;
        var name = "";
        switch (chunk) {
            case "TeSou" -> soundId = data.u16("soundId");
            case "TeSou2" -> name = dotNetText("soundName");
            default -> name = sizedText(data, "soundName");
        }
        if (chunk.equals("TeSou3")) {
            data.leb128("embeddedSoundInfo");
        } else {
            data.s16("flags");
            data.u8("codeBits");
        }
        return new ProjectObject.SoundSource(chunk, id, position, soundId, 0, -1, "", name);
    }

    /** A string as .NET's BinaryWriter writes it: its UTF-8 byte count in 7-bit groups, low first, then the bytes. */
    private String dotNetText(String field) {
        var at = data.position();
        long length = 0;
        for (int shift = 0; ; shift += 7) {
            var b = data.u8(field + ".length");
            length |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                break;
            }
            if (shift >= 28) {
                throw data.errorAt(at, field + ".length", "a 7-bit-encoded length longer than five bytes");
            }
        }
        if (length > data.remaining()) {
            throw data.errorAt(at, field + ".length", "a text of " + length + " bytes, " + data.remaining() + " left");
        }
        return data.utf8(field, length);
    }

    /**
     * Skips {@code count} bytes that end a record and that the editor reads and throws away. Some real projects'
     * chunks end before them (the editor then reads on into the next chunk and seeks back): the bytes that are
     * there are skipped and the object is kept, with a warning.
     */
    private void unused(int count) {
        var left = Math.min(count, data.remaining());
        if (left < count) {
            walker.warn(data, data.position(), "the chunk ends " + (count - left) + " bytes before the end of the "
                    + count + " unused bytes Tomb Editor writes; the object is kept");
        }
        data.skip("unused", left);
    }
}
