package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.maker.write.LevelWriter;

/**
 * `extract`: a level of each game, a TRLE library, a Tomb Editor library and project, and the demo level with its
 * MAIN.SFX, taken out and checked against the file as the specs read it: a mesh entry per mesh pointer and a sound
 * entry per sample; the meshes no model (§5.4: NumMeshes pointers from StartingMesh) and no static type (§5.3)
 * references, and only those, unused; each PNG of the size its page (256 x 256), object texture (§9.3.1: the
 * texels of its corners) or sprite (§5.6) says; each WAV as many frames long, at the same rate, as the WAV the file
 * stores (§8); and every .glb valid to the Khronos glTF-Validator.
 */
class ExtractCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DEMO = Path.of("..", "assets", "demo", "tomblens-demo.tr2");
    private static final List<String> KEYS = List.of("path", "kind", "id", "name", "used_by", "unused", "warning");

    static Stream<Path> files() {
        return Stream.concat(Stream.of("tr1/rando-test1.phd", "tr2/goldmask-cold-war.tr2", "tr3/rando-test1.tr2",
                "tr4/rando-test1.tr4", "tr5/rando-test1.trc", "wad/lara.wad", "wad2/aod-bookcase.wad2",
                "prj2/te-test5.prj2").map(Corpus::file), Stream.of(DEMO));
    }

    @ParameterizedTest
    @MethodSource("files")
    void everyPartIsListedOnceAndEveryFileIsWhatTheFileSays(Path file, @TempDir Path folder) throws Exception {
        var run = CommandRun.of("extract", file.toString(), "-o", folder.toString());
        assertEquals(0, run.status(), run.err());
        var index = JSON.readTree(folder.resolve("index.json").toFile());
        assertEquals(List.of("source", "files"), fieldNames(index));
        assertEquals(file.toString(), index.get("source").asText());
        var level = OpenedFile.read(file, ProgressListener.NONE).level();
        var byKind = new HashMap<String, List<JsonNode>>();
        for (var entry : index.get("files")) {
            assertEquals(KEYS, fieldNames(entry));
            byKind.computeIfAbsent(entry.get("kind").asText(), k -> new ArrayList<>()).add(entry);
        }

        var meshes = byKind.getOrDefault("mesh", List.of());
        assertEquals(level.meshes().size(), meshes.size(), "a mesh entry per mesh pointer");
        var unused = new TreeSet<Integer>();
        for (var mesh : meshes) {
            if (mesh.get("unused").asBoolean()) {
                unused.add(mesh.get("id").asInt());
            }
        }
        assertEquals(unreferenced(level), unused, "unused: the meshes no model or static type references");

        var sounds = byKind.getOrDefault("sound", List.of());
        var stored = StoredWaves.of(level, file);
        assertEquals(stored.size(), sounds.size(), "a sound entry per sample");
        for (var sound : sounds) {
            if (!sound.get("path").isNull()) {
                var expected = stored.get(sound.get("id").asInt());
                var written = StoredWaves.read(ByteBuffer.wrap(Files.readAllBytes(folder.resolve(
                        sound.get("path").asText()))), 0);
                assertEquals(expected, written, sound.get("path").asText());
            }
        }

        var pictures = 0;
        var pages = new HashMap<Integer, java.awt.image.BufferedImage>();
        for (var kind : List.of("page", "texture", "sprite")) {
            for (var entry : byKind.getOrDefault(kind, List.of())) {
                if (entry.get("path").isNull()) {
                    continue;
                }
                var image = ImageIO.read(folder.resolve(entry.get("path").asText()).toFile());
                var size = switch (kind) {
                    case "page" -> new int[] {256, 256};
                    case "texture" -> size(level.texturing().objectTextures().get(entry.get("id").asInt()),
                            level.version());
                    default -> size(level.texturing().spriteTextures().get(entry.get("id").asInt()),
                            level.version());
                };
                assertArrayEquals(size, new int[] {image.getWidth(), image.getHeight()}, entry.toString());
                if (kind.equals("texture")) {
                    var texture = level.texturing().objectTextures().get(entry.get("id").asInt());
                    var page = pages.computeIfAbsent(texture.page(), n -> readPage(folder, byKind, n));
                    var used = cornerCount(texture, level.version());
                    var left = texture.corners().stream().limit(used).mapToInt(c -> c.u() / 256).min().orElseThrow();
                    var top = texture.corners().stream().limit(used).mapToInt(c -> c.v() / 256).min().orElseThrow();
                    for (int y = 0; y < image.getHeight(); y++) {
                        for (int x = 0; x < image.getWidth(); x++) {
                            var texel = image.getRGB(x, y);
                            assertTrue(texel >>> 24 == 0 || texel == page.getRGB(left + x, top + y),
                                    entry + " at " + x + ", " + y + ": the page's texel or clear");
                        }
                    }
                }
                pictures++;
            }
        }
        assertEquals(level.texturing().objectTextures().size(), byKind.getOrDefault("texture", List.of()).size());
        assertEquals(level.texturing().spriteTextures().size(), byKind.getOrDefault("sprite", List.of()).size());
        System.out.println(file.getFileName() + ": " + meshes.size() + " meshes (" + unused.size() + " unused), "
                + sounds.size() + " sounds, " + pictures + " pictures checked");

        var scenes = new ArrayList<Path>();
        for (var kind : List.of("model", "static", "mesh")) {
            for (var entry : byKind.getOrDefault(kind, List.of())) {
                if (!entry.get("path").isNull()) {
                    scenes.add(folder.resolve(entry.get("path").asText()));
                }
            }
        }
        assertEquals(level.animation().models().size(), byKind.getOrDefault("model", List.of()).size());
        assertEquals(level.staticMeshes().size(), byKind.getOrDefault("static", List.of()).size());
        try (var all = Files.walk(folder)) {
            assertTrue(all.noneMatch(path -> path.getFileName().toString().endsWith(".partial")), "no partial file");
        }
        if (!scenes.isEmpty()) {
            GltfValidator.validate(scenes.toArray(Path[]::new));
        }
    }

    @Test
    void onlySoundsWritesTheSamplesAlone(@TempDir Path folder) throws Exception {
        var file = Corpus.file("tr1/rando-test1.phd");
        var run = CommandRun.of("extract", file.toString(), "-o", folder.toString(), "--only", "sounds");
        assertEquals(0, run.status(), run.err());
        var kinds = new HashSet<String>();
        JSON.readTree(folder.resolve("index.json").toFile()).get("files")
                .forEach(entry -> kinds.add(entry.get("kind").asText()));
        assertEquals(Set.of("sound"), kinds);
        try (var list = Files.list(folder)) {
            assertEquals(Set.of("index.json", "sounds"), list.map(path -> path.getFileName().toString())
                    .collect(java.util.stream.Collectors.toSet()));
        }
    }

    /**
     * The demo level with one more object texture, on a page it does not have: that texture is left out, with the
     * warning the viewer gives for it, and the rest is written.
     */
    @Test
    void aTextureOnAPageTheFileLacksIsLeftOutWithTheViewersWarning(@TempDir Path folder) throws Exception {
        var demo = LevelReader.read(DEMO);
        var textures = new ArrayList<>(demo.texturing().objectTextures());
        textures.add(SyntheticLevels.objectTexture(0, 99, 0x0100, 0x0100, 0x10FF, 0x0100, 0x10FF,
                0x10FF, 0x0100, 0x10FF));
        var bad = textures.size() - 1;
        var broken = Files.write(folder.resolve("missing-page.tr2"), LevelWriter.write(
                SyntheticLevels.withObjectTextures(demo, textures)));
        var out = folder.resolve("out");
        var run = CommandRun.of("extract", broken.toString(), "-o", out.toString(), "--only", "textures");
        assertEquals(0, run.status(), run.err());
        JsonNode left = null;
        for (var entry : JSON.readTree(out.resolve("index.json").toFile()).get("files")) {
            if (entry.get("kind").asText().equals("texture") && entry.get("id").asInt() == bad) {
                left = entry;
            } else {
                assertFalse(entry.get("path").isNull(), entry.toString());
            }
        }
        assertNotNull(left);
        assertTrue(left.get("path").isNull());
        assertTrue(left.get("warning").asText().contains("objectTextures[" + bad + "].tile: page 99 does not exist"),
                left.toString());
        assertTrue(run.err().contains("object texture " + bad + " left out"), run.err());
    }

    /**
     * The demo level with its first static type drawing its second's mesh: the first's own mesh, which nothing
     * else references, is then unused, and lists no user; the second's lists both types.
     */
    @Test
    void aMeshNoModelOrStaticReferencesIsUnused(@TempDir Path folder) throws Exception {
        var demo = LevelReader.read(DEMO);
        var types = new ArrayList<>(demo.staticMeshes());
        var first = types.get(0);
        var second = types.get(1);
        types.set(0, new StaticMesh(first.id(), second.mesh(), first.visibility(), first.collision(), first.flags()));
        var changed = SyntheticLevels.withStaticMeshes(demo, types);
        assertEquals(Set.of(first.mesh()), unreferenced(changed), "the level made has one mesh left over");
        var file = Files.write(folder.resolve("leftover.tr2"), LevelWriter.write(changed));
        var out = folder.resolve("out");
        var run = CommandRun.of("extract", file.toString(), "-o", out.toString(), "--only", "meshes");
        assertEquals(0, run.status(), run.err());
        var meshes = new HashMap<Integer, JsonNode>();
        for (var entry : JSON.readTree(out.resolve("index.json").toFile()).get("files")) {
            if (entry.get("kind").asText().equals("mesh")) {
                meshes.put(entry.get("id").asInt(), entry);
            }
        }
        assertTrue(meshes.get(first.mesh()).get("unused").asBoolean());
        assertEquals(0, meshes.get(first.mesh()).get("used_by").size());
        assertEquals(List.of("static " + first.id(), "static " + second.id()),
                fieldValues(meshes.get(second.mesh()).get("used_by")));
        GltfValidator.validate(out.resolve(meshes.get(first.mesh()).get("path").asText()));
    }

    @Test
    void anUnreadableFileExitsWith1(@TempDir Path folder) throws IOException {
        var junk = Files.write(folder.resolve("junk.tr4"), new byte[] {1, 2, 3});
        var run = CommandRun.of("extract", junk.toString(), "-o", folder.resolve("out").toString());
        assertEquals(1, run.status());
        assertTrue(run.err().contains("cannot read"), run.err());
        assertFalse(Files.exists(folder.resolve("out")));
    }

    @Test
    void aGroupItDoesNotKnowIsAWrongOption(@TempDir Path folder) {
        var run = CommandRun.of("extract", DEMO.toString(), "-o", folder.resolve("out").toString(), "--only", "maps");
        assertEquals(2, run.status(), run.err());
        assertFalse(Files.exists(folder.resolve("out")));
    }

    /** The mesh pointers no model's run of meshes and no static mesh type names. */
    private static Set<Integer> unreferenced(Level level) {
        var referenced = new HashSet<Integer>();
        for (var model : level.animation().models()) {
            for (int i = 0; i < model.numMeshes(); i++) {
                referenced.add(model.startingMesh() + i);
            }
        }
        level.staticMeshes().forEach(type -> referenced.add(type.mesh()));
        var unreferenced = new TreeSet<Integer>();
        for (int p = 0; p < level.meshes().size(); p++) {
            if (!referenced.contains(p)) {
                unreferenced.add(p);
            }
        }
        return unreferenced;
    }

    /**
     * §9.3.1: the texels of the corners (the high bytes of their 8.8 coordinates), the least to the greatest, both
     * included.
     */
    private static int[] size(ObjectTexture texture, GameVersion version) {
        var corners = texture.corners();
        int minU = 255;
        int minV = 255;
        int maxU = 0;
        int maxV = 0;
        for (int c = 0; c < cornerCount(texture, version); c++) {
            minU = Math.min(minU, corners.get(c).u() / 256);
            maxU = Math.max(maxU, corners.get(c).u() / 256);
            minV = Math.min(minV, corners.get(c).v() / 256);
            maxV = Math.max(maxV, corners.get(c).v() / 256);
        }
        return new int[] {maxU - minU + 1, maxV - minV + 1};
    }

    /** A triangle's three corners (TR4/TR5 tile bit 15; before, a fourth corner of all zeros), or a quad's four. */
    private static int cornerCount(ObjectTexture texture, GameVersion version) {
        var fourth = texture.corners().get(3);
        var triangle = version.atLeast(GameVersion.TR4) ? (texture.tileAndFlag() & 0x8000) != 0
                : fourth.u() == 0 && fourth.v() == 0;
        return triangle ? 3 : 4;
    }

    /**
     * §5.6: TR1–TR3 {@code (Width >> 8) + 1} by {@code (Height >> 8) + 1} texels from (x, y); TR4/TR5 the side
     * fields' rectangle where they make one on the page; clipped to the page.
     */
    private static int[] size(SpriteTexture sprite, GameVersion version) {
        int left = sprite.x();
        int top = sprite.y();
        int right = left + sprite.width() / 256 + 1;
        int bottom = top + sprite.height() / 256 + 1;
        if (version.atLeast(GameVersion.TR4) && sprite.leftSide() >= 0 && sprite.leftSide() < sprite.rightSide()
                && sprite.rightSide() <= 256 && sprite.topSide() >= 0 && sprite.topSide() < sprite.bottomSide()
                && sprite.bottomSide() <= 256) {
            left = sprite.leftSide();
            top = sprite.topSide();
            right = sprite.rightSide();
            bottom = sprite.bottomSide();
        }
        return new int[] {Math.min(right, 256) - left, Math.min(bottom, 256) - top};
    }

    /** The PNG the extract wrote of page {@code number}. */
    private static java.awt.image.BufferedImage readPage(Path folder, Map<String, List<JsonNode>> byKind, int number) {
        try {
            for (var page : byKind.get("page")) {
                if (page.get("id").asInt() == number) {
                    return ImageIO.read(folder.resolve(page.get("path").asText()).toFile());
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new AssertionError("no page " + number);
    }

    private static List<String> fieldValues(JsonNode array) {
        var values = new ArrayList<String>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }

    private static List<String> fieldNames(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /**
     * The WAVs a file stores, by sample number, as (rate, frames) read from their RIFF headers (§8): TR1 at the
     * sample indices' offsets into its sample block; TR2/TR3 the sample indices' entries of the MAIN.SFX beside
     * it, a run of whole WAV files; TR4/TR5 the WAVs stored after the level.
     */
    private record StoredWaves(int rate, long frames) {
        static List<StoredWaves> of(Level level, Path file) throws IOException {
            var sound = level.sound();
            var waves = new ArrayList<StoredWaves>();
            switch (level.version()) {
                case TR1 -> {
                    var block = ByteBuffer.wrap(sound.sampleBlob().toArray());
                    for (int i = 0; i < sound.sampleIndices().size(); i++) {
                        waves.add(read(block, (int) sound.sampleIndices().unsigned(i)));
                    }
                }
                case TR2, TR3 -> {
                    var sfx = file.resolveSibling("MAIN.SFX");
                    var starts = new ArrayList<Integer>();
                    var bytes = Files.exists(sfx) ? ByteBuffer.wrap(Files.readAllBytes(sfx)) : ByteBuffer.allocate(0);
                    bytes.order(ByteOrder.LITTLE_ENDIAN);
                    for (int at = 0; at + 8 <= bytes.limit(); at += 8 + bytes.getInt(at + 4)) {
                        starts.add(at);
                    }
                    for (int i = 0; i < sound.sampleIndices().size(); i++) {
                        waves.add(starts.isEmpty() ? null : read(bytes, starts.get((int) sound.sampleIndices()
                                .unsigned(i))));
                    }
                }
                case TR4, TR5 -> {
                    for (var sample : sound.samples()) {
                        waves.add(read(ByteBuffer.wrap(sample.wav().toArray()), 0));
                    }
                }
            }
            return waves;
        }

        /**
         * The WAV at {@code start}: its rate and frames, PCM's data bytes over its block size, MS-ADPCM's
         * samples per block for each whole block and for the last part block its header's two samples and two
         * per byte after the header, shared among the channels.
         */
        static StoredWaves read(ByteBuffer bytes, int start) {
            bytes.order(ByteOrder.LITTLE_ENDIAN);
            int format = 0;
            int channels = 0;
            int rate = 0;
            int blockAlign = 0;
            int samplesPerBlock = 0;
            var end = start + 8 + bytes.getInt(start + 4);
            for (int at = start + 12; at + 8 <= Math.min(end, bytes.limit()); ) {
                var id = bytes.getInt(at);
                var size = bytes.getInt(at + 4);
                if (id == 0x20746D66) { // "fmt "
                    format = bytes.getShort(at + 8) & 0xFFFF;
                    channels = bytes.getShort(at + 10) & 0xFFFF;
                    rate = bytes.getInt(at + 12);
                    blockAlign = bytes.getShort(at + 20) & 0xFFFF;
                    if (format == 2) {
                        samplesPerBlock = bytes.getShort(at + 26) & 0xFFFF;
                    }
                } else if (id == 0x61746164) { // "data"
                    long frames;
                    if (format == 2) {
                        var rest = size % blockAlign;
                        var partial = rest < 7 * channels ? 0 : Math.min(samplesPerBlock,
                                2 + (rest - 7 * channels) * 2 / channels);
                        frames = (long) (size / blockAlign) * samplesPerBlock + partial;
                    } else {
                        frames = size / blockAlign;
                    }
                    return new StoredWaves(rate, frames);
                }
                at += 8 + size + (size & 1);
            }
            throw new AssertionError("no data chunk in the WAV at " + start);
        }
    }
}
