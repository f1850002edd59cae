package org.tomblens.render.overlay;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Words;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.testing.SyntheticLevels;

/**
 * The box shapes' colours, read back from the mesh they write: with box 0 chosen, a box it reaches by a walk is
 * cyan and one it reaches only by a TR4 jump link (overlap flag 0x0800) magenta.
 */
class BoxShapesTest {
    private static final int END = 0x8000;
    /** Each box is one quad: two triangles, six vertices, written in box order. */
    private static final int VERTICES_PER_BOX = 6;

    @Test
    void aJumpLinkStandsApartFromAWalkingOne() {
        var boxes = List.of(new Box(0, 1, 0, 1, 0, 0), new Box(0, 1, 1, 2, 0, 0x7FF), new Box(0, 1, 2, 3, 0, 0x7FF));
        // Box 0 joins box 1 by a walk, box 2 by a jump.
        var overlaps = Words.own(new short[] {1, (short) (0x0800 | 2 | END)});
        var level = SyntheticLevels.withNavigation(
                SyntheticLevels.level(GameVersion.TR4, List.of(), Words.EMPTY, List.of(), List.of()),
                new Navigation(boxes, overlaps, Words.own(new short[3 * 10])));
        var mesh = new OverlayMesh(64, 64);

        new BoxShapes().write(BoxMap.of(level), 0, false, 0, -1, mesh);

        assertArrayEquals(BoxShapes.FOCUS, colour(mesh, 0));
        assertArrayEquals(BoxShapes.OVERLAPPED, colour(mesh, 1));
        assertArrayEquals(BoxShapes.FLAGGED_LINK, colour(mesh, 2));
    }

    /** The RGBA of box {@code box}'s first vertex. */
    private static float[] colour(OverlayMesh mesh, int box) {
        var triangles = mesh.triangles().order(ByteOrder.nativeOrder());
        var at = box * VERTICES_PER_BOX * OverlayMesh.STRIDE + 12;
        return new float[] {triangles.getFloat(at), triangles.getFloat(at + 4), triangles.getFloat(at + 8),
                triangles.getFloat(at + 12)};
    }
}
