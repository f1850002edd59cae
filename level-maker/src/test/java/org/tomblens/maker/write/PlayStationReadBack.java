package org.tomblens.maker.write;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Face;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Every room face of {@code psx} keeps its corners' places and colours, in the PC's order, and names a room
     * texture (after the object textures) that reads as the object texture it was made from.
     */
    static void assertRoomFacesAlike(Level pc, Level psx) {
        var objectTextures = pc.texturing().objectTextures().size();
        var read = psx.texturing().objectTextures();
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            assertEquals(pcRoom.quads().size(), psxRoom.quads().size());
            assertEquals(pcRoom.triangles().size(), psxRoom.triangles().size());
            var pcFaces = new ArrayList<>(pcRoom.quads());
            pcFaces.addAll(pcRoom.triangles());
            var psxFaces = new ArrayList<>(psxRoom.quads());
            psxFaces.addAll(psxRoom.triangles());
            for (int f = 0; f < pcFaces.size(); f++) {
                var expected = pcFaces.get(f);
                var actual = psxFaces.get(f);
                assertEquals(corners(pcRoom, expected), corners(psxRoom, actual), "room " + r + " face " + f);
                assertTrue(actual.texture() >= objectTextures, "room " + r + " face " + f);
                assertEquals(read.get(expected.texture() & 0x7FFF), read.get(actual.texture()),
                        "room " + r + " face " + f);
            }
        }
    }

    /** A face's corners: each vertex's place and 15-bit colour. */
    static List<List<Object>> corners(Room room, Face face) {
        var corners = new ArrayList<List<Object>>();
        for (int c = 0; c < face.vertexCount(); c++) {
            var vertex = room.vertices().get(face.vertex(c));
            corners.add(List.of(vertex.x(), vertex.y(), vertex.z(), vertex.colour() & 0x7FFF));
        }
        return corners;
    }
}
