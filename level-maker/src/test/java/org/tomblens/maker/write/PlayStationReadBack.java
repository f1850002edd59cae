package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.Room;

/** What a PC level written in a PlayStation layout must read back as. */
final class PlayStationReadBack {
    private PlayStationReadBack() {}

    /** The parts the PC and PlayStation layouts store alike read back equal. */
    static void assertStoredAlike(Level pc, Level psx) {
        assertStoredAlike(pc, pc.animation(), psx);
    }

    /** The same where the layout keeps the animations its own way, as {@code animation}. */
    static void assertStoredAlike(Level pc, AnimationData animation, Level psx) {
        assertStoredAlikeButBoxesAndFrames(pc, animation, psx);
        assertEquals(pc.navigation(), psx.navigation());
        assertEquals(pc.cinematicFrames(), psx.cinematicFrames());
    }

    /** The same for a layout that keeps the zones or the cinematic frames its own way too. */
    static void assertStoredAlikeButBoxesAndFrames(Level pc, AnimationData animation, Level psx) {
        assertEquals(pc.floorData(), psx.floorData());
        assertEquals(animation, psx.animation());
        assertEquals(pc.staticMeshes(), psx.staticMeshes());
        assertEquals(pc.cameras(), psx.cameras());
        assertEquals(pc.soundSources(), psx.soundSources());
        assertEquals(pc.entities(), psx.entities());
        assertEquals(pc.sound().soundMap(), psx.sound().soundMap());
        assertEquals(pc.sound().details(), psx.sound().details());
        assertEquals(pc.texturing().spriteSequences(), psx.texturing().spriteSequences());
    }

    /** A room's sectors, portals, lights and static meshes read back as the PC room's. */
    static void assertRoomRestAlike(Room pc, Room psx) {
        assertEquals(pc.sectors(), psx.sectors());
        assertEquals(pc.portals(), psx.portals());
        assertEquals(pc.lights(), psx.lights());
        assertEquals(pc.staticMeshes(), psx.staticMeshes());
    }

    /** The 8-bit palette entry of the PC texture's first corner. */
    static int paletteEntry(Level pc, ObjectTexture texture) {
        var corner = texture.corners().get(0);
        return pc.textures().pages8().get(texture.page()).unsigned((corner.v() >> 8) * 256 + (corner.u() >> 8));
    }

    /** The read texture's first corner texel on its 32-bit page, as stored: blue, green, red, alpha. */
    static int[] firstTexel(Level psx, ObjectTexture read) {
        var corner = read.corners().get(0);
        var page = psx.textures().pages32().get(read.page());
        var at = 4 * ((corner.v() >> 8) * 256 + (corner.u() >> 8));
        return new int[] {page.unsigned(at), page.unsigned(at + 1), page.unsigned(at + 2), page.unsigned(at + 3)};
    }

    /** The PC palette's colour {@code entry} cut to 5 bits a channel, as that texel; entry 0 transparent. */
    static int[] expectedTexel(Level pc, int entry) {
        var palette = pc.textures().palette();
        return entry == 0 ? new int[] {0, 0, 0, 0} : new int[] {eight(palette.unsigned(3 * entry + 2)),
                eight(palette.unsigned(3 * entry + 1)), eight(palette.unsigned(3 * entry)), 255};
    }

    private static int eight(int sixBits) {
        var five = sixBits >> 1;
        return five << 3 | five >> 2;
    }
}
