package org.tomblens.format.wad;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.read.AnimationReader;
import org.tomblens.format.read.ObjectReader;
import org.tomblens.format.read.Records;

/**
 * Reads a TRLE object library ([WAD], version 129) into a {@link Wad}: texture samples, the texture map,
 * mesh pointers and the mesh data, then the animation tables, movables and statics, which are TR4's records
 * and are read by the level readers (so their errors name TR4's fields: {@code meshTrees} for the links,
 * {@code frames} for the keyframes, {@code models} for the movables, {@code staticMeshes} for the statics).
 *
 * <p>As with levels, bad data never escapes as anything but a {@link LevelFormatException} naming the byte
 * offset and the field path; every count is checked against the bytes left before anything is allocated,
 * and the file must be consumed exactly. Reading a {@link Path}, or bytes with the path they came from, also
 * reads the companion files beside it; a companion that cannot be read is left out with a warning, the library
 * still loads.
 */
public final class WadReader {
    /** [WAD] §1: the version every library stores (OBJECT_VERSION). */
    public static final long VERSION = 129;
    private static final int MAX_WARNINGS = 200;

    private WadReader() {}

    /** The library in {@code file} and its companions. */
    public static Wad read(Path file) throws IOException {
        return readWithCompanions(Files.readAllBytes(file), file);
    }

    /** The library in {@code bytes}, already read from {@code file}, and the companions beside {@code file}. */
    public static Wad readWithCompanions(byte[] bytes, Path file) throws IOException {
        return CompanionReader.attach(read(bytes, file.getFileName().toString()), file);
    }

    /** The library in {@code bytes}, without companions; {@code fileName} is for messages. */
    public static Wad read(byte[] bytes, String fileName) {
        var cursor = new ByteCursor(bytes, "file");
        var version = cursor.u32("version");
        if (version != VERSION) {
            throw cursor.errorAt(0, "version", "version " + version + " is not a TRLE object library's ("
                    + VERSION + ")");
        }
        var samples = Records.counted32(cursor, "textureSamples", TextureSample.SIZE, WadReader::sample);
        var map = new TextureMap(Bytes.own(cursor.bytes("textureMap", cursor.count32("textureMapBytes", 1))));
        var pointerCount = cursor.count32("numMeshPointers", 4);
        var pointersOffset = cursor.position();
        var pointers = Ints.own(cursor.dwords("meshPointers", pointerCount));
        var meshData = WadMeshReader.read(cursor, pointers, pointersOffset, samples.size());
        var tables = AnimationReader.readTables(cursor, GameVersion.TR4);
        var movables = AnimationReader.readModels(cursor, GameVersion.TR4, pointerCount);
        var statics = ObjectReader.staticMeshes(cursor, pointerCount);
        if (!cursor.atEnd()) {
            throw cursor.error("staticMeshes", cursor.remaining() + " bytes after the last static");
        }
        return new Wad(fileName, samples, map, meshData.dataWords(), pointers, meshData.meshes(),
                meshData.meshOfPointer(), AnimationReader.combine(tables, movables), statics, Companions.NONE,
                textureWarnings(samples, map));
    }

    static TextureSample sample(ByteCursor cursor) {
        return new TextureSample(cursor.u8("x"), cursor.u8("y"), cursor.u16("page"), cursor.s8("flipX"),
                cursor.u8("addW"), cursor.s8("flipY"), cursor.u8("addH"));
    }

    /** Samples outside the texture map, and a map that ends inside a page. */
    private static List<DataWarning> textureWarnings(List<TextureSample> samples, TextureMap map) {
        var warnings = new ArrayList<DataWarning>();
        var pages = map.pageCount();
        if (map.rgb().size() % TextureMap.PAGE_BYTES != 0) {
            warnings.add(new DataWarning("textureMap", 0, map.rgb().size() + " bytes are not a whole number of "
                    + "256 x 256 RGB pages; the last " + map.rgb().size() % TextureMap.PAGE_BYTES + " are left out"));
        }
        for (int i = 0; i < samples.size() && warnings.size() < MAX_WARNINGS; i++) {
            var sample = samples.get(i);
            var where = "textureSamples[" + i + "]";
            var offset = 8L + (long) TextureSample.SIZE * i;
            if (sample.page() >= pages) {
                warnings.add(new DataWarning(where + ".page", offset, "page " + sample.page()
                        + " does not exist (the texture map has " + pages + ")"));
            } else if (sample.x() + sample.width() > TextureMap.WIDTH || sample.y() + sample.height() > TextureMap.WIDTH) {
                warnings.add(new DataWarning(where, offset, "the " + sample.width() + " x " + sample.height()
                        + " rectangle at (" + sample.x() + ", " + sample.y() + ") runs past its page; it is cut at the edge"));
            }
        }
        if (warnings.size() == MAX_WARNINGS) {
            warnings.add(new DataWarning("textureSamples", 4, "more warnings not listed"));
        }
        return warnings;
    }
}
