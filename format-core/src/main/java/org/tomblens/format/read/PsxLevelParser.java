package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.CinematicFrame;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.format.psx.ClutPages;

/**
 * Walks a PlayStation level (the retail releases' layouts, as trview's and OpenLara's readers describe them): the
 * sounds, the version word, then the PC order with the game's own rooms and meshes, padded models, textures that
 * name a 4-bit page and a colour table, no light map or palette, and the sound tables. Where the games part, the
 * {@link PsxLayout} reads. The level it gives is a PC level's, its pages drawn to 32 bits, its samples decoded to
 * WAV, its layout a PlayStation one ({@link LevelLayout#playStation}).
 */
final class PsxLevelParser {
    private final byte[] bytes;
    private final String fileName;
    private final ProgressListener progress;
    private final PsxLayout layout;
    private final ReadContext context;

    PsxLevelParser(byte[] bytes, String fileName, PsxLayout layout, ProgressListener progress) {
        this.bytes = bytes;
        this.fileName = fileName;
        this.progress = progress;
        this.layout = layout;
        this.context = new ReadContext(layout.version());
    }

    Level parse() {
        var version = layout.version();
        var file = new ByteCursor(bytes, "file");
        progress.progress(0.0, "sounds");
        var head = layout.head(file);
        progress.progress(0.2, "rooms");
        var roomCountOffset = file.position();
        var rooms = rooms(file, file.checkedCount(roomCountOffset, "numRooms", file.u16("numRooms"), 20));
        progress.progress(0.6, "meshes and animations");
        var floorData = Words.own(file.words("floorData", file.count32("numFloorData", 2)));
        var meshes = MeshReader.read(file, context, layout::mesh);
        var tablesOffset = file.position();
        var tables = layout.animationTables(file, context);
        var modelsOffset = file.position();
        var models = layout.models(file, meshes.size());
        var staticMeshes = layout.staticMeshes(file, meshes.size());
        var pages = layout.pages(file, head);
        var textureReader = new PsxTextureReader(pages.pages());
        var objectTextures = textureReader.objectTextures(file);
        var spriteTextures = textureReader.spriteTextures(file);
        var spriteSequences = ObjectReader.spriteSequences(file, spriteTextures.size());
        var cameras = PlacementReader.cameras(file);
        var soundSources = layout.soundSources(file);
        var navigation = layout.navigation(file);
        var animatedTextures = Words.own(file.words("animatedTextures", file.count32("numAnimatedTextures", 2)));
        context.objectTextures.check(objectTextures.size());
        context.spriteTextures.check(spriteTextures.size());
        var entities = layout.entities(file, rooms.size());
        List<CinematicFrame> cinematicFrames = List.of();
        Sound sound;
        String lastField;
        var tail = layout.soundTail();
        if (tail.isEmpty()) {
            sound = new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of());
            lastField = "entities";
        } else {
            if (tail.get().skippedBytes() > 0) {
                file.skip("afterEntities", tail.get().skippedBytes());
            }
            var soundMap = Words.own(file.words("soundMap", tail.get().soundMapSize()));
            var details = SoundReader.soundDetails(file, version);
            if (!file.atEnd() || !tail.get().mayEndAfterDetails()) {
                // How many samples the sounds count on: the bank's own in most levels, but a cutscene brings no
                // bank (the game keeps the one loaded) and counts 6, and retail TR1 LEVEL10A counts 91 for its
                // bank's 87. The samples played are the bank's.
                file.u32("numSamples");
                cinematicFrames = PlacementReader.cinematicFrames(file);
            }
            sound = new Sound(soundMap, details, head.sounds().offsets(), head.sounds().waves(), List.of());
            lastField = "cinematicFrames";
        }
        if (!file.atEnd()) {
            throw file.error(lastField, file.remaining() + " bytes after the "
                    + (tail.isEmpty() ? "entities" : "cinematic frames"));
        }
        var animation = AnimationReader.combine(tables, models);
        AnimationChecks.check(animation, version, tablesOffset, modelsOffset, context);
        if (pages.pages().overdrawn() > 0) {
            context.warnAt("textiles4", pages.offset(), pages.pages().overdrawn() + " textures drawn over others' "
                    + "texels or left undrawn: they need more than " + ClutPages.MAX_PAGES + " pages or "
                    + ClutPages.MAX_TEXEL_VISITS + " texels looked at");
        }
        var textures = new Textures(0, 0, 0, List.of(), List.of(), pages.pages().pages32(), List.of(),
                textureReader.palette(), Bytes.EMPTY);
        var texturing = new Texturing(objectTextures, spriteTextures, spriteSequences, animatedTextures, 0);
        progress.progress(1.0, "done");
        return new Level(version, fileName, textures, rooms, floorData, meshes, animation, staticMeshes, texturing,
                cameras, List.of(), soundSources, navigation, entities, List.of(), Bytes.EMPTY, cinematicFrames,
                Bytes.EMPTY, sound, 0, 0, 0, context.warnings(), layout.levelLayout());
    }

    private List<Room> rooms(ByteCursor cursor, int count) {
        var rooms = new ArrayList<Room>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("rooms", i);
            rooms.add(layout.room(cursor, context, i, count));
            cursor.leave();
            if ((i & 7) == 0) {
                progress.progress(0.2 + 0.4 * i / count, "rooms");
            }
        }
        return rooms;
    }

    static long u32(byte[] bytes, int at) {
        return (bytes[at] & 0xFF | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16
                | (long) (bytes[at + 3] & 0xFF) << 24);
    }
}
