package org.tomblens.format.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.PatchedLevel;

/** The diff on real levels: a level read twice is the same; a copy changed in its bytes differs by exactly that. */
class LevelDiffTest {
    @TempDir
    Path folder;

    @ParameterizedTest
    @MethodSource("org.tomblens.format.testing.Corpus#levels")
    void aLevelReadTwiceHasNoDifferenceInAnyCategory(Path file) throws Exception {
        var diff = LevelDiff.of(read(file), read(file));
        assertEquals(List.of(), diff.changes());
        assertEquals(Arrays.asList(DiffCategory.values()), diff.compared());
        assertTrue(diff.skipped().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr2/goldmask-cold-war.tr2", "tr3/rando-test1.tr2",
            "tr4/rando-test1.tr4", "tr5/trview-lake.trc"})
    void aCopyWithOneEntityMovedAndOneSlantChangedDiffersByExactlyThose(String name) throws Exception {
        var original = Corpus.file(name);
        var patched = PatchedLevel.write(original, folder);
        var diff = LevelDiff.of(read(original), read(patched.file()));

        var entity = patched.entity();
        var slant = patched.slant();
        assertEquals(List.of(
                new Change(DiffCategory.ENTITIES, ChangeKind.CHANGED, entity.index(), entity.index(), entity.room(),
                        List.of(new FieldChange("x", entity.oldX(), entity.newX()))),
                new Change(DiffCategory.FLOORDATA, ChangeKind.CHANGED, slant.sector(), slant.sector(), slant.room(),
                        List.of(new FieldChange("floor_slant.x_slope", slant.oldSlope(), slant.newSlope())))),
                diff.changes());
    }

    @Test
    void tr1AgainstTr2ComparesOnlyWhatBothGamesMeanAlikeAndNamesTheRest() throws Exception {
        var diff = LevelDiff.of(read(Corpus.file("tr1/rando-test1.phd")), read(Corpus.file("tr2/rando-test1.tr2")));
        assertEquals(List.of(DiffCategory.FLOORDATA, DiffCategory.ROOMS, DiffCategory.SECTORS, DiffCategory.PORTALS,
                DiffCategory.ROOM_GEOMETRY, DiffCategory.OBJECT_TEXTURES, DiffCategory.CAMERAS, DiffCategory.BOXES),
                diff.compared());
        assertEquals(List.of(DiffCategory.ENTITIES, DiffCategory.AI_OBJECTS, DiffCategory.ROOM_LIGHTS,
                DiffCategory.ROOM_STATICS, DiffCategory.MODELS, DiffCategory.STATICS, DiffCategory.TEXTURE_PAGES,
                DiffCategory.FLYBY_CAMERAS, DiffCategory.SOUND_SOURCES,
                DiffCategory.ZONES), List.copyOf(diff.skipped().keySet()));
        assertEquals(DiffCategory.values().length, diff.compared().size() + diff.skipped().size());
    }

    private static PreparedLevel read(Path file) throws Exception {
        return PreparedLevel.of(LevelReader.read(file), file);
    }
}
