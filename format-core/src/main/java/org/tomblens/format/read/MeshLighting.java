package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Vertex;

/**
 * How a mesh is lit (§5.2, [WAD] §3): a signed count, then that many normals when it is positive (external
 * light) or minus that many shades when it is negative (the mesh's own light). Levels and WADs store it alike.
 *
 * @param normals one per vertex when externally lit, else empty
 * @param shades one per vertex when internally lit, else empty
 */
public record MeshLighting(List<Vertex> normals, List<Integer> shades) {
    private static final int NORMAL_SIZE = 6;

    public MeshLighting {
        normals = List.copyOf(normals);
        shades = List.copyOf(shades);
    }

    /** Reads the count and the normals or shades it announces, checking them against the bytes left. */
    public static MeshLighting read(ByteCursor cursor) {
        var countOffset = cursor.position();
        var count = cursor.s16("numNormals");
        if (count > 0) {
            cursor.checkedCount(countOffset, "numNormals", count, NORMAL_SIZE);
            return new MeshLighting(Records.list(cursor, "normals", count, Records::vertex), List.of());
        }
        var shadeCount = cursor.checkedCount(countOffset, "numNormals", -count, 2);
        var shades = new ArrayList<Integer>(shadeCount);
        for (int i = 0; i < shadeCount; i++) {
            shades.add(cursor.s16("shades"));
        }
        return new MeshLighting(List.of(), shades);
    }
}
