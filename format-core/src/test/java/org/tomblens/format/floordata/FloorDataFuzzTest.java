package org.tomblens.format.floordata;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/**
 * FloorData chains: each seed is one level's FloorData words (little-endian), and the fuzzed words take their
 * place in that level, whose sectors index them as before; every sector's chain is then decoded and described
 * (as the Sector panel does), triggers indexed and rooms followed.
 */
class FloorDataFuzzTest {
    private static final Map<String, Level> LEVELS = new LinkedHashMap<>();
    static final FuzzTarget FLOOR_DATA = new FuzzTarget("floordata", FloorDataFuzzTest::seeds, "",
            FloorDataFuzzTest::decode);

    @FuzzTest
    void floorData(byte[] input) {
        FLOOR_DATA.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        FLOOR_DATA.replayRegressions();
    }

    /** Every seed level's FloorData as bytes, named by its level. */
    private static List<FuzzedFile.File> seeds() {
        return FuzzSeeds.levels().stream().map(file -> {
            var level = LevelReader.read(file.bytes(), file.name());
            LEVELS.put(file.name(), level);
            var words = level.floorData();
            var bytes = ByteBuffer.allocate(2 * words.size()).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < words.size(); i++) {
                bytes.putShort(words.get(i));
            }
            return new FuzzedFile.File(file.name(), bytes.array());
        }).toList();
    }

    private static void decode(FuzzedFile.File file) {
        // The input's own bytes go to the demo, the first seed.
        var seed = LEVELS.getOrDefault(file.name(), LEVELS.values().iterator().next());
        var level = withFloorData(seed, file.bytes());
        var floorData = LevelFloorData.of(level);
        var descriptions = new FloorDataDescriptions(level);
        for (var position : floorData.sectors()) {
            floorData.chain(position).functions().forEach(descriptions::describe);
            floorData.sharing(position);
        }
        TriggerIndex.of(floorData);
        RoomFinder.of(floorData);
    }

    private static Level withFloorData(Level level, byte[] bytes) {
        var in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        var words = new short[bytes.length / 2];
        for (int i = 0; i < words.length; i++) {
            words[i] = in.getShort();
        }
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), Words.own(words),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), level.navigation(), level.entities(), level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(),
                level.weather(), level.footerBytes(), level.warnings());
    }
}
