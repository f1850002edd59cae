package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;

/**
 * The textures at the start of the media block: four lists of atlases (rooms, movables, statics, animated
 * textures), each a colour image followed by the maps the version adds (a normal map; from 1.10 also occlusion,
 * roughness and specular, and emissive), each map present or not by a flag; then the sprite pages and the sky.
 * Each image is {@code i32 width, i32 height, i32 size, bytes}: a PNG, or a DDS when the level's textures are
 * compressed. The sounds after the textures are not read.
 */
final class TenMediaReader {
    /** The atlas lists, in the order the block stores them. */
    static final int ROOMS = 0;
    static final int MOVEABLES = 1;
    static final int STATICS = 2;
    static final int ANIMATED = 3;

    /** An image as stored: its size and its encoded bytes. */
    record Image(int width, int height, byte[] encoded) {}

    /** The colour images of the four atlas lists, the sprite pages and the sky. */
    record Media(List<List<Image>> atlases, List<Image> spritePages, Image sky) {
        int atlasCount() {
            return atlases.stream().mapToInt(List::size).sum();
        }
    }

    private TenMediaReader() {}

    static Media read(ByteCursor cursor, TenShape shape) {
        var atlases = new ArrayList<List<Image>>(4);
        for (var kind : List.of("roomAtlases", "moveableAtlases", "staticAtlases", "animatedAtlases")) {
            var count = cursor.count32(kind, 13);
            var list = new ArrayList<Image>(count);
            for (int a = 0; a < count; a++) {
                cursor.enter(kind, a);
                list.add(image(cursor, "colourMap"));
                for (int m = 0; m < shape.atlasExtraMaps(); m++) {
                    if (cursor.u8("hasMap") != 0) {
                        cursor.skip("map", cursor.count32("map", 1));
                    }
                }
                cursor.leave();
            }
            atlases.add(list);
        }
        var spriteCount = cursor.count32("spritePages", 12);
        var sprites = new ArrayList<Image>(spriteCount);
        for (int s = 0; s < spriteCount; s++) {
            cursor.enter("spritePages", s);
            sprites.add(image(cursor, "image"));
            cursor.leave();
        }
        cursor.enter("sky");
        var sky = image(cursor, "image");
        cursor.leave();
        return new Media(atlases, sprites, sky);
    }

    private static Image image(ByteCursor cursor, String field) {
        var width = cursor.s32(field + ".width");
        var height = cursor.s32(field + ".height");
        var size = cursor.count32(field + ".size", 1);
        return new Image(width, height, cursor.bytes(field + ".data", size));
    }
}
