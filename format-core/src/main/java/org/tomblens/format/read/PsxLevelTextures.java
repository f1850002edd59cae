package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Textures;
import org.tomblens.format.psx.ClutPages;

/**
 * What TR3's, TR4's and TR5's PlayStation levels do alike with their textures once read: the 32-bit pages drawn, a
 * warning where the drawing ran out of pages or time, and the room textures, which room faces and animated textures
 * name, put after the object textures.
 */
final class PsxLevelTextures {
    private PsxLevelTextures() {}

    /** Warns at {@code offset} when textures were drawn over others' texels or left undrawn. */
    static void warnOverdrawn(ReadContext context, ClutPages pages, String field, long offset) {
        if (pages.overdrawn() > 0) {
            context.warnAt(field, offset, pages.overdrawn() + " textures drawn over others' texels or left undrawn: "
                    + "they need more than " + ClutPages.MAX_PAGES + " pages or " + ClutPages.MAX_TEXEL_VISITS
                    + " texels looked at");
        }
    }

    /** The drawn pages, with the palette colour-filled faces take their colours from. */
    static Textures textures(ClutPages pages, PsxTextureReader reader) {
        return new Textures(0, 0, 0, List.of(), List.of(), pages.pages32(), List.of(), reader.palette(), Bytes.EMPTY);
    }

    /** The object textures, then the room textures. */
    static List<ObjectTexture> withRoomTextures(List<ObjectTexture> objectTextures, List<ObjectTexture> roomTextures) {
        var all = new ArrayList<ObjectTexture>(objectTextures);
        all.addAll(roomTextures);
        return all;
    }

    /** The rooms with their faces naming room textures from {@code first}, the count of object textures. */
    static List<Room> finished(List<Room> rooms, int first) {
        var finished = new ArrayList<Room>(rooms.size());
        rooms.forEach(room -> finished.add(Tr3PsxRoomReader.finish(room, first)));
        return finished;
    }
}
