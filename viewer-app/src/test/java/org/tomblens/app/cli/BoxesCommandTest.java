package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * {@code tomblens boxes --json}, whose shape other tools read: one object per box in file order, as many as
 * {@code info} counts, each with the box's stored bounds in world units, its floor, its flag bits, its overlap
 * list read from the words and its zones under the keys the version has.
 */
class BoxesCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void eachBoxIsOneObjectWithWhatTheFileStores(Path file) throws Exception {
        var run = CommandRun.of("boxes", "--json", file.toString());
        assertEquals(0, run.status(), run.err());
        var info = JSON.readTree(CommandRun.of("info", "--json", file.toString()).out());
        var lines = run.out().lines().toList();
        assertEquals(info.get("boxes").asInt(), lines.size());

        var level = LevelReader.read(file);
        var scale = level.version() == GameVersion.TR1 ? 1 : 1024;
        var keys = level.version() == GameVersion.TR1 ? List.of("ground1", "ground2", "fly")
                : List.of("ground1", "ground2", "ground3", "ground4", "fly");
        var overlaps = level.navigation().overlaps();
        for (int i = 0; i < lines.size(); i++) {
            var box = JSON.readTree(lines.get(i));
            var stored = level.navigation().boxes().get(i);
            assertEquals(List.of("index", "x", "z", "floor", "blocked", "blockable", "overlaps", "zones",
                    "overlap_flags"), names(box));
            assertEquals(i, box.get("index").asInt());
            if (stored.xMin() * scale >= 0 && level.rooms().stream().allMatch(room -> room.x() >= 0 && room.z() >= 0)) {
                assertEquals(stored.xMin() * scale, box.get("x").get(0).asLong());
                assertEquals(stored.xMax() * scale, box.get("x").get(1).asLong());
                assertEquals(stored.zMin() * scale, box.get("z").get(0).asLong());
                assertEquals(stored.zMax() * scale, box.get("z").get(1).asLong());
            }
            assertEquals(stored.trueFloor(), box.get("floor").asInt());
            assertEquals((stored.overlapIndex() & 0x4000) != 0, box.get("blocked").asBoolean());
            assertEquals((stored.overlapIndex() & 0x8000) != 0, box.get("blockable").asBoolean());
            // TR4/TR5 entries: the box in bits 0–10, flags in 11–14; earlier versions: the box in bits 0–14.
            var boxBits = level.version().isChunked() ? 0x7FF : 0x7FFF;
            var expected = new ArrayList<Integer>();
            var expectedFlags = new ArrayList<Integer>();
            var at = stored.overlapIndex() & 0x3FFF;
            var none = level.version().atLeast(GameVersion.TR3) && at == 0x7FF;
            while (!none && at != 0x3FFF && at < overlaps.size()) {
                expected.add(overlaps.unsigned(at) & boxBits);
                expectedFlags.add(overlaps.unsigned(at) & 0x7FFF & ~boxBits);
                if ((overlaps.unsigned(at++) & 0x8000) != 0) {
                    break;
                }
            }
            var listed = new ArrayList<Integer>();
            box.get("overlaps").forEach(other -> listed.add(other.asInt()));
            assertEquals(expected, listed, "box " + i);
            var flags = new ArrayList<Integer>();
            box.get("overlap_flags").forEach(flag -> flags.add(flag.asInt()));
            assertEquals(expectedFlags, flags, "box " + i);
            assertEquals(keys, names(box.get("zones")));
            for (int t = 0; t < keys.size(); t++) {
                var zone = box.get("zones").get(keys.get(t));
                var count = lines.size();
                assertEquals(level.navigation().zones().unsigned(t * count + i), zone.get(0).asInt(), "normal");
                assertEquals(level.navigation().zones().unsigned((keys.size() + t) * count + i), zone.get(1).asInt(),
                        "flipped");
            }
        }
    }

    @Test
    void aFileThatCannotBeReadExitsWithOne(@TempDir Path folder) throws Exception {
        var file = Files.write(folder.resolve("broken.tr2"), new byte[] {0x2D, 0, 0, 0, 1});
        var run = CommandRun.of("boxes", file.toString());
        assertEquals(1, run.status());
        assertFalse(run.err().isBlank());
    }

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
