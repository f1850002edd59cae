package org.tomblens.maker.demo;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.read.LevelReader;
import org.tomblens.maker.write.LevelWriter;

/** The overlap levels as their builders describe them: who shares a place, and who is joined to whom. */
class OverlapLevelsTest {

    private static Level writtenAndRead(Level level) {
        return LevelReader.read(LevelWriter.write(level), level.fileName());
    }

    /** The rooms room {@code room}'s portals lead to. */
    private static Set<Integer> joined(Level level, int room) {
        var joined = new TreeSet<Integer>();
        level.rooms().get(room).portals().forEach(portal -> joined.add(portal.adjoiningRoom()));
        return joined;
    }

    private static boolean samePlace(Room a, Room b) {
        return a.x() == b.x() && a.z() == b.z() && a.numXSectors() == b.numXSectors()
                && a.numZSectors() == b.numZSectors();
    }

    @Test
    void theCarriageStandsInTheTracksPlaceAndEachIsJoinedToItsOwnNeighbour() {
        var level = writtenAndRead(OverlapLevelGenerator.trainBesideTrack());
        assertEquals(4, level.rooms().size());
        assertTrue(samePlace(level.rooms().get(1), level.rooms().get(2)), "carriage and track share a place");
        assertEquals(Set.of(1), joined(level, 0));
        assertEquals(Set.of(0), joined(level, 1));
        assertEquals(Set.of(3), joined(level, 2));
        assertEquals(Set.of(2), joined(level, 3));
    }

    @Test
    void theCrossingRoomOverlapsTheSecondButIsJoinedOnlyToTheFourth() {
        var level = writtenAndRead(OverlapLevelGenerator.doorwayIntoAnOverlap());
        var second = level.rooms().get(1);
        var crossing = level.rooms().get(2);
        assertTrue(crossing.x() < second.x() + second.numXSectors() * 1024 && crossing.z() < second.z() + second.numZSectors() * 1024,
                "the crossing room reaches into the second's floor plan");
        assertEquals(List.of(Set.of(1), Set.of(0), Set.of(3), Set.of(2)),
                List.of(joined(level, 0), joined(level, 1), joined(level, 2), joined(level, 3)));
    }

    @Test
    void theRuinIsTheChambersAlternateAndAloneOpensIntoTheAnnex() {
        var level = writtenAndRead(OverlapLevelGenerator.flippedPair());
        assertEquals(2, level.rooms().get(1).alternateRoom());
        assertTrue(samePlace(level.rooms().get(1), level.rooms().get(2)));
        assertEquals(Set.of(0), joined(level, 1));
        assertEquals(Set.of(0, 3), joined(level, 2));
        // Links name base rooms: the annex leads into room 1's place, where the ruin stands when flipped.
        assertEquals(Set.of(1), joined(level, 3));
    }
}
