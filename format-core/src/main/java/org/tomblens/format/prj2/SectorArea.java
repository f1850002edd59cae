package org.tomblens.format.prj2;

/** A rectangle of a room's sectors, both corners included (portals, triggers: [PRJ2] {@code min_x .. max_z}). */
public record SectorArea(int x0, int z0, int x1, int z1) {
    public boolean contains(int x, int z) {
        return x >= x0 && x <= x1 && z >= z0 && z <= z1;
    }
}
