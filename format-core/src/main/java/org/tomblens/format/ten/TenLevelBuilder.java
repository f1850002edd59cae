package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.BlendModes;
import org.tomblens.format.model.AiObject;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;

/**
 * A TombEngine level as a {@link Level} of TR5, whose rooms, lights and entities it is closest to (Tomb Editor's
 * projects for TombEngine read as TR5 too). Room vertex colours (1.0 a texture's own brightness) become TR5's
 * 32-bit colours at 128 for 1.0. FloorData gets a leading zero word, as classic levels have, so that a sector
 * without triggers points at 0; each sector's trigger words follow TR4's, but for the first, which TombEngine
 * stores as the trigger type alone and here becomes TR's trigger function with its end bit.
 */
final class TenLevelBuilder {
    private static final int TRIGGER_FUNCTION = 4;
    private static final int END_BIT = 0x8000;
    private static final float LIGHT_AT_ONE = 128f;

    private TenLevelBuilder() {}

    static Level build(String fileName, TenMediaReader.Media media, TenGeometryReader.Geometry geometry,
                       TenDynamicReader.Dynamic dynamic, List<DataWarning> warnings) {
        var textures = new TenTextures(media, warnings);
        var roomPlacements = new ArrayList<List<TenTextures.Placement>>();
        for (var room : geometry.rooms()) {
            var placements = new ArrayList<TenTextures.Placement>();
            for (var bucket : room.surface().buckets()) {
                for (var polygon : bucket.polygons()) {
                    placements.add(textures.request(TenMediaReader.ROOMS, bucket, polygon));
                }
            }
            roomPlacements.add(placements);
        }
        var meshPlacements = TenModels.request(geometry.objects(), textures);
        textures.bake();
        if (geometry.rooms().size() != dynamic.rooms().size()) {
            warnings.add(new DataWarning("rooms", "the geometry block has " + geometry.rooms().size()
                    + " rooms, the dynamic block " + dynamic.rooms().size()));
        }
        var rooms = new ArrayList<Room>();
        for (int r = 0; r < geometry.rooms().size(); r++) {
            var properties = r < dynamic.rooms().size() ? dynamic.rooms().get(r) : null;
            rooms.add(room(geometry.rooms().get(r), properties, roomPlacements.get(r), textures, "rooms[" + r + "]",
                    warnings));
        }
        // meshes before the texture lists: each polygon makes its object texture as it is converted
        var meshes = TenModels.meshes(geometry.objects(), meshPlacements, textures);
        var atlas = textures.atlas();
        if (atlas.misses() > 0) {
            warnings.add(new DataWarning("", atlas.misses() + " polygons have no texture TombLens can place"
                    + " (no image, or across a 256-pixel cell of a larger area); they are drawn white"));
        }
        var pages = atlas.pages();
        var levelTextures = new Textures(0, pages.size(), 0, List.of(), List.of(), pages, List.of(), Bytes.EMPTY,
                Bytes.EMPTY);
        var texturing = new Texturing(atlas.objectTextures(), List.of(), List.of(), Words.EMPTY, 0);
        var cameras = new ArrayList<FixedCamera>(dynamic.placements().cameras());
        cameras.addAll(dynamic.placements().sinks());
        var navigation = new Navigation(geometry.paths().boxes(), overlaps(geometry.paths().overlaps()),
                words(geometry.paths().zones()));
        var sound = new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of());
        return new Level(GameVersion.TR5, fileName, levelTextures, rooms, floorData(geometry),
                meshes, TenModels.animation(geometry.objects(), warnings),
                geometry.objects().statics(), texturing, cameras, dynamic.placements().flybys(),
                dynamic.placements().soundSources(), navigation, dynamic.items().entities(),
                List.<AiObject>copyOf(dynamic.items().aiObjects()), Bytes.EMPTY, List.of(), Bytes.EMPTY,
                sound, 0, 0, 0, DataWarning.finish(warnings));
    }

    private static Room room(TenRoomReader.Geometry geometry, TenRoomReader.Dynamic properties,
                             List<TenTextures.Placement> placements, TenTextures textures, String path,
                             List<DataWarning> warnings) {
        var count = geometry.positions().length / 3;
        var vertices = new ArrayList<RoomVertex>(count);
        for (int v = 0; v < count; v++) {
            var p = geometry.positions();
            vertices.add(new RoomVertex(p[3 * v], p[3 * v + 1], p[3 * v + 2], 0, 0,
                    argb(geometry.colours(), 3 * v)));
        }
        var quads = new ArrayList<Face>();
        var triangles = new ArrayList<Face>();
        var next = 0;
        var outside = 0;
        for (var bucket : geometry.surface().buckets()) {
            for (var polygon : bucket.polygons()) {
                var placement = placements.get(next++);
                var i = polygon.indices();
                if (!inRange(i, count)) {
                    outside++;
                    continue;
                }
                var texture = textures.atlas().objectTexture(TenTextures.polygon(placement, bucket, polygon, 0));
                var effects = BlendModes.isAdditive(bucket.blendMode()) ? 1 : 0;
                if (polygon.isQuad()) {
                    quads.add(new Face(i[0], i[1], i[2], i[3], texture, effects));
                } else {
                    triangles.add(Face.triangle(i[0], i[1], i[2], texture, effects));
                }
            }
        }
        if (outside > 0) {
            warnings.add(new DataWarning(path, outside + " polygons name vertices the room does not have"));
        }
        var ambient = properties == null ? 0xFF808080 : argb(properties.ambient(), 0);
        return new Room(geometry.x(), 0, geometry.z(), geometry.yBottom(), geometry.yTop(), vertices, quads,
                triangles, List.of(), geometry.portals(), geometry.numZSectors(), geometry.numXSectors(),
                geometry.sectors(), ambient, 0, 0, geometry.lights(),
                properties == null ? List.of() : properties.statics(),
                properties == null ? -1 : properties.alternateRoom(), properties == null ? 0 : properties.flags(),
                properties == null ? 0 : properties.waterScheme(), properties == null ? 0 : properties.reverb(),
                properties == null ? 0 : properties.alternateGroup(), List.of());
    }

    private static boolean inRange(int[] indices, int count) {
        for (var index : indices) {
            if (index < 0 || index >= count) {
                return false;
            }
        }
        return true;
    }

    /** Three 0..1 floats from {@code at} (1.0 a texture's own light) as TR5's ARGB, 128 for 1.0. */
    private static int argb(float[] colour, int at) {
        var out = 0xFF;
        for (int c = 0; c < 3; c++) {
            var value = Float.isFinite(colour[at + c]) ? colour[at + c] : 0f;
            out = out << 8 | Math.max(0, Math.min(255, Math.round(value * LIGHT_AT_ONE)));
        }
        return out;
    }

    private static Words floorData(TenGeometryReader.Geometry geometry) {
        var source = geometry.objects().floorData();
        var words = new short[source.size() + 1];
        for (int i = 0; i < source.size(); i++) {
            words[i + 1] = source.get(i);
        }
        for (var room : geometry.rooms()) {
            for (var sector : room.sectors()) {
                var at = sector.floorDataIndex();
                if (at > 0 && at < words.length) {
                    words[at] = (short) (END_BIT | source.unsigned(at - 1) & 0x7F00 | TRIGGER_FUNCTION);
                }
            }
        }
        return Words.own(words);
    }

    private static Words overlaps(int[] pairs) {
        var words = new short[pairs.length / 2];
        for (int i = 0; i < words.length; i++) {
            words[i] = (short) (pairs[2 * i] & 0x7FF | pairs[2 * i + 1] & 0xF800);
        }
        return Words.own(words);
    }

    private static Words words(int[] values) {
        var words = new short[values.length];
        for (int i = 0; i < values.length; i++) {
            words[i] = (short) values[i];
        }
        return Words.own(words);
    }
}
