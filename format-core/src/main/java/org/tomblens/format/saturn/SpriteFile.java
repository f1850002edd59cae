package org.tomblens.format.saturn;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.SpriteSequence;
import org.tomblens.format.read.Records;

/**
 * A Saturn level's {@code .SPR} file ({@code SPRFILE}, ending with {@code SPRITEND}): the sprite records
 * ({@code SPRITINF}), their texels and colour tables ({@code SPRITDAT}) and the sprite sequences ({@code OBJECTS}).
 */
record SpriteFile(List<SpriteRecord> records, byte[] texels, List<SpriteSequence> sequences) {
    static final String FILE_TAG = "SPRFILE";
    private static final String END_TAG = "SPRITEND";

    /** Sixteen bytes: the texels' start and end (8-byte units), a byte, the height, the four sides, a word. */
    record SpriteRecord(int start, int end, int height, int left, int top, int right, int bottom) {}

    static SpriteFile read(byte[] bytes, String region) {
        var file = new TaggedFile(bytes, region, FILE_TAG, END_TAG);
        var cursor = file.cursor();
        List<SpriteRecord> records = List.of();
        var texels = new byte[0];
        List<SpriteSequence> sequences = List.of();
        for (var tag = file.next(); tag != null; tag = file.next()) {
            switch (tag) {
                case "SPRITINF" -> records = Records.list(cursor, "spriteTextures", file.count(tag, 16), c -> {
                    var start = c.u16("start");
                    var end = c.u16("end");
                    c.skip("unknown", 1);
                    var record = new SpriteRecord(start, end, c.u8("height"), c.s16("leftSide"), c.s16("topSide"),
                            c.s16("rightSide"), c.s16("bottomSide"));
                    c.skip("unknown", 2);
                    return record;
                });
                case "SPRITDAT" -> texels = cursor.bytes(tag, file.count(tag, 1));
                case "OBJECTS" -> sequences = sequences(cursor, file.count(tag, 6));
                default -> throw file.unknown(tag);
            }
        }
        return new SpriteFile(records, texels, sequences);
    }

    /**
     * The sequences: an id, then minus the length and the first sprite texture, or, for a sequence of one, only the
     * first sprite texture (a word that is not negative), six bytes in all.
     */
    private static List<SpriteSequence> sequences(ByteCursor cursor, int count) {
        var sequences = new ArrayList<SpriteSequence>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("spriteSequences", i);
            var id = cursor.s32("spriteId");
            var word = cursor.s16("negativeLength");
            sequences.add(word < 0 ? new SpriteSequence(id, word, cursor.s16("offset"))
                    : new SpriteSequence(id, -1, word));
            cursor.leave();
        }
        return sequences;
    }
}
