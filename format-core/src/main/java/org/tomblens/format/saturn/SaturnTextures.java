package org.tomblens.format.saturn;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;

/**
 * Makes the PC's object and sprite textures of a Saturn level's pictures (trview's reader gives where they lie): the
 * room textures first, in their order, so that room faces name them as stored; then, as the meshes ask for them,
 * each mesh texture's picture (opaque, see-through where its colour 0 is, or mirrored) and its triangle cuts, whose
 * colour 15 is see-through.
 */
final class SaturnTextures {
    /** A mesh texture's start or cut of 1 means it has none. */
    private static final int NONE = 1;
    private static final int UNIT = 8;

    private final PicturePages pages = new PicturePages();
    private final List<ObjectTexture> objectTextures = new ArrayList<>();
    private final Map<Long, Integer> meshTextures = new HashMap<>();
    private final List<DataWarning> warnings;
    private final ObjectFile objects;
    private int blank = -1;

    SaturnTextures(List<DataWarning> warnings, ObjectFile objects) {
        this.warnings = warnings;
        this.objects = objects;
    }

    /**
     * The room textures, retail layout: each picture is stored as four quarters (top left, top right, bottom right,
     * bottom left), {@code height} rows each, from {@code texelStart} to {@code texelLength + size} (8-byte units) in
     * {@code ROOMTSUB}; its colour table lies at {@code start + size} in {@code ROOMTQTR}. Colour 0 is see-through on
     * the textures see-through faces use.
     */
    void addRoomTextures(RoomFile rooms) {
        var records = rooms.roomTextures();
        for (int i = 0; i < records.size(); i++) {
            var record = records.get(i);
            var start = (long) record.texelStart() * UNIT;
            var length = (long) (record.texelLength() + record.size()) * UNIT - start;
            var tableAt = (long) (record.start() + record.size()) * UNIT;
            var quarterRows = record.height();
            if (quarterRows == 0 || length <= 0 || length % (4L * quarterRows) != 0
                    || !Pictures.inside(rooms.texels(), start, length)
                    || !Pictures.inside(rooms.tables(), tableAt, Pictures.TABLE_BYTES)) {
                warn("roomTextures[" + i + "]", "its texels or colour table lie outside the file");
                objectTextures.add(blank());
                continue;
            }
            var quarterBytes = (int) (length / (4L * quarterRows));
            var whole = assemble(rooms.texels(), (int) start, quarterBytes, quarterRows);
            var seeThrough = rooms.transparentTextures().get(i) ? 0 : Pictures.OPAQUE;
            var argb = Pictures.decode(whole, 0, quarterBytes * 2, quarterRows * 2, rooms.tables(), (int) tableAt,
                    seeThrough);
            objectTextures.add(texture("roomTextures[" + i + "]", argb, quarterBytes * 4, quarterRows * 2, false,
                    false));
        }
    }

    /** The quarters put together: the first two side by side on top, the fourth and third below. */
    private static byte[] assemble(byte[] texels, int start, int quarterBytes, int quarterRows) {
        var rowBytes = quarterBytes * 2;
        var whole = new byte[rowBytes * quarterRows * 2];
        for (int row = 0; row < quarterRows; row++) {
            copyRow(texels, start, quarterBytes, row, whole, row * rowBytes);
            copyRow(texels, start, quarterBytes, row + quarterRows, whole, row * rowBytes + quarterBytes);
            copyRow(texels, start, quarterBytes, row + 3 * quarterRows, whole, (row + quarterRows) * rowBytes);
            copyRow(texels, start, quarterBytes, row + 2 * quarterRows, whole,
                    (row + quarterRows) * rowBytes + quarterBytes);
        }
        return whole;
    }

    private static void copyRow(byte[] texels, int start, int quarterBytes, int storedRow, byte[] whole, int at) {
        System.arraycopy(texels, start + storedRow * quarterBytes, whole, at, quarterBytes);
    }

    /**
     * The object texture a mesh face names with mesh texture {@code index}: its whole picture ({@code cut} -1), or
     * its triangle cut 0..3 where it has one; see-through and mirrored as asked.
     */
    int meshTexture(int index, int cut, boolean seeThrough, boolean mirrored) {
        var key = ((long) index << 8) | (cut + 1) << 2 | (seeThrough ? 2 : 0) | (mirrored ? 1 : 0);
        var known = meshTextures.get(key);
        if (known != null) {
            return known;
        }
        var made = makeMeshTexture(index, cut, seeThrough, mirrored);
        meshTextures.put(key, made);
        return made;
    }

    private int makeMeshTexture(int index, int cut, boolean seeThrough, boolean mirrored) {
        var record = objects.objectTextures().get(index);
        var offset = cut < 0 || record.cuts()[cut] == NONE ? record.start() : record.cuts()[cut];
        var triangle = cut >= 0 && record.cuts()[cut] != NONE;
        if (offset == NONE) {
            return blankIndex();
        }
        var start = (long) offset * UNIT;
        var length = (long) record.size() * UNIT;
        var widthBytes = record.width() * 4;
        var texels = objects.texels();
        if (record.height() == 0 || widthBytes == 0 || (long) widthBytes * record.height() > length
                || !Pictures.inside(texels, start, length + Pictures.TABLE_BYTES)) {
            warn("objectTextures[" + index + "]", "its texels or colour table lie outside the file");
            return blankIndex();
        }
        var argb = Pictures.decode(texels, (int) start, widthBytes, record.height(), texels, (int) (start + length),
                triangle ? 15 : seeThrough ? 0 : Pictures.OPAQUE);
        objectTextures.add(texture("objectTextures[" + index + "]", argb, widthBytes * 2, record.height(),
                triangle, mirrored));
        return objectTextures.size() - 1;
    }

    /**
     * The sprite textures of the {@code .SPR} file: each picture from {@code start} to {@code end} (8-byte units) in
     * {@code SPRITDAT}, {@code height} rows, its colour table right after it, colour 0 see-through.
     */
    List<SpriteTexture> spriteTextures(SpriteFile sprites) {
        var result = new ArrayList<SpriteTexture>(sprites.records().size());
        for (int i = 0; i < sprites.records().size(); i++) {
            var record = sprites.records().get(i);
            var start = (long) record.start() * UNIT;
            var length = (long) record.end() * UNIT - start;
            var placed = (PicturePages.Place) null;
            if (record.height() > 0 && length > 0 && length % record.height() == 0
                    && Pictures.inside(sprites.texels(), start, length + Pictures.TABLE_BYTES)) {
                var widthBytes = (int) (length / record.height());
                var argb = Pictures.decode(sprites.texels(), (int) start, widthBytes, record.height(), sprites.texels(),
                        (int) (start + length), 0);
                placed = pages.place(argb, widthBytes * 2, record.height());
            }
            if (placed == null) {
                warn("spriteTextures[" + i + "]", "its texels lie outside the file or do not fit on a page");
                placed = blankPlace();
            }
            result.add(PicturePages.spriteTexture(placed, record.left(), record.top(), record.right(),
                    record.bottom()));
        }
        return result;
    }

    List<ObjectTexture> objectTextures() {
        return objectTextures;
    }

    PicturePages pages() {
        return pages;
    }

    private ObjectTexture texture(String path, int[] argb, int width, int height, boolean triangle, boolean mirrored) {
        var place = pages.place(argb, width, height);
        if (place == null) {
            warn(path, "a picture of " + width + " x " + height + " texels does not fit on a page");
            return blank();
        }
        return PicturePages.objectTexture(place, Pictures.anySeeThrough(argb), triangle, mirrored);
    }

    /** A see-through texel, for textures with no picture (trview draws them blank too). */
    private ObjectTexture blank() {
        return PicturePages.objectTexture(blankPlace(), true, false, false);
    }

    /** One see-through texel placed, or, when the pages are full, the first page's first texel. */
    private PicturePages.Place blankPlace() {
        var place = pages.place(new int[1], 1, 1);
        return place != null ? place : new PicturePages.Place(0, 0, 0, 1, 1);
    }

    private int blankIndex() {
        if (blank < 0) {
            objectTextures.add(blank());
            blank = objectTextures.size() - 1;
        }
        return blank;
    }

    private void warn(String path, String message) {
        DataWarning.add(warnings, path, message);
    }
}
