package org.tomblens.format.wad2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.lebInt;
import static org.tomblens.format.chunk.ChunkWalker.real;
import static org.tomblens.format.chunk.ChunkWalker.text;
import static org.tomblens.format.chunk.ChunkWalker.vector3;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tomblens.format.chunk.AnimatedTextureSet;
import org.tomblens.format.chunk.ChunkFile;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;

/**
 * Reads a Tomb Editor object library (.wad2, format-core/docs/wad2-format.md) into a {@link Wad2}.
 *
 * <p>The file is "WAD2" and the chunk tree Tomb Editor's projects use ({@link ChunkFile}); at the top, the game
 * version, the sound system, textures, sprites, sprite sequences, movables, statics and metadata. Bad data fails
 * with a {@link LevelFormatException} naming the byte offset and the chunk path, e.g.
 * {@code W2Moveables/W2Moveable[3]/W2Mesh[0]/W2Polys/W2Uq[12]/texCoord2.x}. Every count and size is checked
 * against the bytes left before anything is allocated. The first layout, which stores the game version before
 * the stream and the sounds inside the file, is told apart by its bytes ({@link Wad2Layout}). Tomb Editor's
 * libraries of before that ("Wad2" in mixed case), which it no longer opens either, are refused.
 */
public final class Wad2Reader {
    private static final Vector3 ZERO = new Vector3(0, 0, 0);

    private final ChunkWalker walker = new ChunkWalker();
    private final Wad2Textures textures = new Wad2Textures(walker);
    private Wad2Layout layout = Wad2Layout.CURRENT;
    private long gameVersion;
    private long soundSystem;
    private Optional<String> timestamp = Optional.empty();
    private String notes = "";
    private final List<Wad2Sprite> sprites = new ArrayList<>();
    private final Map<Long, Integer> spriteSlot = new HashMap<>();
    private final List<Wad2SpriteSequence> sequences = new ArrayList<>();
    private final List<AnimatedTextureSet> animatedTextureSets = new ArrayList<>();
    private final List<Wad2Moveable> moveables = new ArrayList<>();
    private final List<Wad2Static> statics = new ArrayList<>();

    private Wad2Reader() {}

    public static Wad2 read(Path file) throws IOException {
        return read(Files.readAllBytes(file), file.getFileName().toString());
    }

    /**
     * Reads the library in {@code bytes}, which lies at {@code path}, with the sounds of the XML file beside it; a
     * sound file that cannot be read is a warning.
     */
    public static Wad2 readWithSounds(byte[] bytes, Path path) {
        var wad = read(bytes, path.getFileName().toString());
        var xml = Wad2Sounds.beside(path);
        if (xml.isEmpty() || !wad.sounds().isEmpty()) {   // a library of the first layout carries its own
            return wad;
        }
        try {
            return wad.with(Wad2Sounds.read(xml.get()), List.of());
        } catch (IOException e) {
            return wad.with(List.of(), List.of(new DataWarning(xml.get().getFileName().toString(),
                    "the library's sounds cannot be read: " + e.getMessage())));
        }
    }

    public static Wad2 read(byte[] bytes, String fileName) {
        var reader = new Wad2Reader();
        if (bytes.length >= 4 && new String(bytes, 0, 4, StandardCharsets.US_ASCII).equals("Wad2")) {
            throw new ByteCursor(bytes, "file").error("magic", "an early Tomb Editor library (\"Wad2\"), from"
                    + " before Tomb Editor 1.3.15, which no longer reads it either");
        }
        var file = ChunkFile.open(bytes, "WAD2", reader.walker);
        var tree = file.tree();
        List<Wad2SoundInfo> sounds = List.of();
        reader.layout = Wad2Layout.of(tree);
        if (reader.layout == Wad2Layout.FIRST) {
            var versioned = new Wad2FirstLayout(reader.walker);
            versioned.readGameCode(tree);
            reader.walker.stream(tree, false, (id, data) -> versioned.chunk(id, data) || reader.chunk(id, data));
            reader.gameVersion = versioned.gameVersion();
            sounds = versioned.sounds();
        } else {
            var embedded = new Wad2EmbeddedSounds(reader.walker);
            reader.walker.stream(tree, false, (id, data) -> embedded.chunk(id, data) || reader.chunk(id, data));
            sounds = embedded.sounds();
        }
        file.finish(reader.walker);
        return new Wad2(fileName, reader.gameVersion, reader.soundSystem, reader.timestamp, reader.notes,
                reader.textures.all(), reader.moveables, reader.statics, reader.sprites, reader.sequences, sounds,
                reader.animatedTextureSets, file.census(reader.walker), reader.walker.skipped(),
                reader.walker.warnings());
    }

    private boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "W2SuggestedGameVersion" -> gameVersion = data.leb128("gameVersion");
            case "W2SoundSystem" -> soundSystem = data.leb128("soundSystem");
            case "W2AnimatedTextureSets" -> walker.stream(data, true, (set, at) ->
                    set.equals("W2AnimatedTextureSet") && animatedTextureSets.add(AnimatedTextureSet.read(at, walker,
                    "W2")));
            case "W2Textures" -> walker.stream(data, true, this::texture);
            case "W2Sprites" -> walker.stream(data, true, this::sprite);
            case "W2SpriteSequences" -> walker.stream(data, true, this::spriteSequence);
            case "W2Moveables" -> walker.stream(data, true, (moveable, at) -> moveable.equals("W2Moveable")
                    && moveables.add(Wad2MoveableReader.read(at, walker, textures)));
            case "W2Statics" -> walker.stream(data, true, this::staticObject);
            case "W2Metadata" -> walker.stream(data, false, this::metadata);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** {@code W2Txt}: width and height (LEB128), then its index, name, path and pixels. */
    private boolean texture(String id, ByteCursor data) {
        if (!id.equals("W2Txt")) {
            return false;
        }
        var width = lebInt(data, "width");
        var height = lebInt(data, "height");
        var index = new long[] {textures.nextIndex()};
        var name = new String[] {""};
        var path = new String[] {""};
        var pixels = new Bytes[] {Bytes.EMPTY};
        walker.stream(data, false, (field, at) -> {
            switch (field) {
                case "W2Index" -> index[0] = at.leb128("index");
                case "W2TxtName" -> name[0] = text(at);
                case "W2TxtRelPath" -> path[0] = text(at);
                case "W2TxtData" -> pixels[0] = pixels(at, width, height);
                default -> {
                    return false;
                }
            }
            return true;
        });
        textures.add(index[0], new Wad2Texture(name[0], path[0], Math.max(0, width), Math.max(0, height),
                pixels[0]));
        return true;
    }

    /** An image's BGRA pixels, which must be exactly {@code width × height} of them. */
    private Bytes pixels(ByteCursor at, int width, int height) {
        var expected = 4L * width * height;
        if (width < 0 || height < 0 || expected != at.remaining()) {
            walker.warn(at, at.position(), "an image of " + width + " x " + height + " pixels with " + at.remaining()
                    + " bytes of pixels; it is left out");
            at.skip("pixels", at.remaining());
            return Bytes.EMPTY;
        }
        return Bytes.own(at.bytes("pixels", expected));
    }

    /** {@code W2Spr}: width and height, then its index, pixels and sides. */
    private boolean sprite(String id, ByteCursor data) {
        if (!id.equals("W2Spr")) {
            return false;
        }
        var width = lebInt(data, "width");
        var height = lebInt(data, "height");
        var index = new long[] {sprites.size()};
        var pixels = new Bytes[] {Bytes.EMPTY};
        var sides = new int[4];
        walker.stream(data, false, (field, at) -> {
            switch (field) {
                case "W2Index" -> index[0] = at.leb128("index");
                case "W2TxtData" -> pixels[0] = pixels(at, width, height);
                case "W2SprSides" -> {
                    if (layout == Wad2Layout.FIRST) {   // four LEB128s: top, bottom, left, right
                        sides[1] = lebInt(at, "top");
                        sides[3] = lebInt(at, "bottom");
                        sides[0] = lebInt(at, "left");
                        sides[2] = lebInt(at, "right");
                    } else {
                        sides[0] = at.s32("left");
                        sides[1] = at.s32("top");
                        sides[2] = at.s32("right");
                        sides[3] = at.s32("bottom");
                    }
                }
                default -> {
                    return false;
                }
            }
            return true;
        });
        spriteSlot.put(index[0], sprites.size());
        sprites.add(new Wad2Sprite(Math.max(0, width), Math.max(0, height), pixels[0], sides[0], sides[1], sides[2],
                sides[3]));
        return true;
    }

    /** {@code W2SpriteSeq}: its type id, then the sprites it shows ({@code W2SpritePtr}, indices into the table). */
    private boolean spriteSequence(String id, ByteCursor data) {
        if (!id.equals("W2SpriteSeq")) {
            return false;
        }
        var sequenceId = data.leb128("id", 0, 0xFFFFFFFFL);
        var members = new ArrayList<Integer>();
        walker.stream(data, true, (field, at) -> {
            if (field.equals("W2SpriteSeqName")) {   // the first layout names its sequences; TombLens names them by id
                text(at);
                return true;
            }
            if (!field.equals("W2SpritePtr")) {
                return false;
            }
            var offset = at.position();
            var index = at.leb128("sprite");
            var slot = spriteSlot.get(index);
            if (slot == null) {
                walker.warn(at, offset, "sprite " + index + " is not in the library's sprite table");
            } else {
                members.add(slot);
            }
            return true;
        });
        sequences.add(new Wad2SpriteSequence(sequenceId, members));
        return true;
    }

    /**
     * {@code W2Static2}: type id and flags (LEB128), then its mesh, boxes, light and shatter chunks; the older
     * {@code W2Static} has the mesh's lighting type after the flags.
     */
    private boolean staticObject(String id, ByteCursor data) {
        if (!id.equals("W2Static2") && !id.equals("W2Static")) {
            return false;
        }
        var staticId = data.leb128("id", 0, 0xFFFFFFFFL);
        var flags = (int) data.leb128("flags", Short.MIN_VALUE, Short.MAX_VALUE);
        var lightingType = id.equals("W2Static") ? (int) data.leb128("lightingType", Short.MIN_VALUE,
                Short.MAX_VALUE) : -1;
        var parts = new StaticParts();
        walker.stream(data, true, parts::chunk);
        var mesh = parts.mesh;
        if (mesh == null) {
            walker.warn(data, data.start(), "static " + staticId + " has no mesh");
            mesh = new Wad2Mesh("", ZERO, 0, ZERO, ZERO, List.of(), List.of(), List.of(), 0, false, List.of());
        }
        if (lightingType >= 0) {
            mesh = new Wad2Mesh(mesh.name(), mesh.sphereCentre(), mesh.sphereRadius(), mesh.boxMin(), mesh.boxMax(),
                    mesh.positions(), mesh.normals(), mesh.colours(), lightingType, mesh.hidden(), mesh.polygons());
        }
        statics.add(new Wad2Static(staticId, flags, mesh, parts.visibility.min(), parts.visibility.max(),
                parts.collision.min(), parts.collision.max(), parts.ambient, parts.lights, parts.shatter,
                parts.shatterSound));
        return true;
    }

    private final class StaticParts {
        private Wad2Mesh mesh;
        private Wad2MeshReader.Box visibility = new Wad2MeshReader.Box(ZERO, ZERO);
        private Wad2MeshReader.Box collision = new Wad2MeshReader.Box(ZERO, ZERO);
        private int ambient;
        private final List<Wad2Static.Light> lights = new ArrayList<>();
        private Optional<Boolean> shatter = Optional.empty();
        private int shatterSound = -1;

        boolean chunk(String id, ByteCursor data) {
            switch (id) {
                case "W2Mesh" -> mesh = Wad2MeshReader.read(data, walker, textures);
                case "W2StaticVB" -> visibility = Wad2MeshReader.Box.read(data, walker);
                case "W2StaticCB" -> collision = Wad2MeshReader.Box.read(data, walker);
                case "W2StaticAmbientLight" -> ambient = (int) data.leb128("ambient", Short.MIN_VALUE, Short.MAX_VALUE);
                case "W2StaticShatter" -> shatter = Optional.of(bool(data));
                case "W2StaticShatterSound" -> shatterSound = lebInt(data, "shatterSound");
                case "W2StaticLight" -> lights.add(light(data));
                default -> {
                    return false;
                }
            }
            return true;
        }
    }

    private Wad2Static.Light light(ByteCursor data) {
        var position = new Vector3[] {ZERO};
        var values = new float[2];
        walker.stream(data, false, (id, at) -> {
            switch (id) {
                case "W2StaticLightPos" -> position[0] = vector3(at, "position");
                case "W2StaticLightR" -> values[0] = (float) real(at);
                case "W2StaticLightI" -> values[1] = (float) real(at);
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new Wad2Static.Light(position[0], values[0], values[1]);
    }

    /** {@code W2Metadata}: the timestamp (six LEB128 numbers, then an empty stream) and the user notes. */
    private boolean metadata(String id, ByteCursor data) {
        switch (id) {
            case "W2Timestamp" -> {
                var year = lebInt(data, "year");
                var month = lebInt(data, "month");
                var day = lebInt(data, "day");
                var hour = lebInt(data, "hour");
                var minute = lebInt(data, "minute");
                var second = lebInt(data, "second");
                walker.stream(data, false, (unknown, at) -> false);
                timestamp = Optional.of(String.format("%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, hour, minute,
                        second));
            }
            case "W2UserNotes" -> notes = text(data);
            default -> {
                return false;
            }
        }
        return true;
    }
}
