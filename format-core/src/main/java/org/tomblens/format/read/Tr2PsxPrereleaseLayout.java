package org.tomblens.format.read;

import java.util.Optional;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.psx.SoundBank;

/**
 * TR2's PlayStation builds of version 42 (a beta) and 38 (the E3 build), as trview's reader lays them out: TR1's VAB
 * sound bank, the build's 4-bit pages and colour tables (uncounted), the version word, then the PC order. The beta
 * keeps its rooms and meshes as the betas of version 44 do; the E3 build keeps TR1's PlayStation room meshes (the
 * rest of a room is a PC TR2 room's) and meshes whose corners are vertex numbers. Both keep their animation frames
 * as TR1 does (the level's layout tells the poses so: {@link LevelLayout#tr1Keyframes}), their boxes as TR1 does,
 * in world units, with TR2's ten zone words a box; PC TR2 entities, a word, the sound map and the sound details.
 * The sound map's 370 entries (PC TR2's) are assumed: trview reads the map up to the details' count.
 */
record Tr2PsxPrereleaseLayout(PsxPrerelease build) implements PsxLayout {
    private static final int SOUND_MAP_SIZE = 370;
    private static final int TR2_ZONES_PER_BOX = 10;
    private static final int SECTOR = 1024;

    @Override
    public GameVersion version() {
        return GameVersion.TR2;
    }

    @Override
    public LevelLayout levelLayout() {
        return build.layout();
    }

    @Override
    public Head head(ByteCursor file) {
        var sounds = SoundBank.read(file, build.sampleRate());
        var pages = Pages.uncounted(file, build.pages(), build.tables());
        var versionOffset = file.position();
        var version = file.u32("version");
        if (version != build.version()) {
            throw file.errorAt(versionOffset, "version", String.format("a PlayStation TR2 sound bank, %d pages and %d "
                    + "colour tables were recognised, then version 0x%08X where they have %d", build.pages(),
                    build.tables(), version, build.version()));
        }
        return new Head(sounds, pages);
    }

    @Override
    public Room room(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        return build == PsxPrerelease.E3 ? Tr2PsxRoomReader.readE3(cursor, context, roomIndex, roomCount)
                : Tr2PsxRoomReader.read(cursor, context, roomIndex, roomCount, true);
    }

    @Override
    public Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        return build == PsxPrerelease.E3 ? PsxMeshReader.mesh(cursor, context, meshIndex)
                : PsxMeshReader.tr2Mesh(cursor, context, meshIndex, false);
    }

    @Override
    public Pages pages(ByteCursor file, Head head) {
        return head.pages();
    }

    /** TR1's boxes, turned into the sectors a TR2 level's boxes count in; TR2's zones. */
    @Override
    public Navigation navigation(ByteCursor file) {
        var stored = PlacementReader.navigation(file, true, TR2_ZONES_PER_BOX);
        var boxes = stored.boxes().stream().map(Tr2PsxPrereleaseLayout::inSectors).toList();
        return new Navigation(boxes, stored.overlaps(), stored.zones());
    }

    /**
     * A box in world units in sectors: its lower bounds rounded down, its upper bounds up, so that an upper bound
     * kept as the last unit inside (1023 past a sector's start) or the first outside gives the same sector.
     */
    private static Box inSectors(Box box) {
        return new Box(Math.floorDiv(box.zMin(), SECTOR), Math.floorDiv(box.zMax() + SECTOR - 1, SECTOR),
                Math.floorDiv(box.xMin(), SECTOR), Math.floorDiv(box.xMax() + SECTOR - 1, SECTOR), box.trueFloor(),
                box.overlapIndex());
    }

    @Override
    public Optional<SoundTail> soundTail() {
        return Optional.of(new SoundTail(4, SOUND_MAP_SIZE, true));
    }
}
