package org.tomblens.format.wad2;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.chunk.Vector3;

/**
 * A static object ({@code W2Static2}, or the older {@code W2Static}).
 *
 * @param flags as the games' static table stores them
 * @param ambientLight the ambient light the editor gives the static, as stored
 * @param shatter whether it shatters; empty when the file does not say (the editor then asks its catalogue)
 */
public record Wad2Static(long id, int flags, Wad2Mesh mesh, Vector3 visibilityMin, Vector3 visibilityMax,
                         Vector3 collisionMin, Vector3 collisionMax, int ambientLight, List<Light> lights,
                         Optional<Boolean> shatter, int shatterSound) {
    public Wad2Static {
        lights = List.copyOf(lights);
    }

    /** A light the static carries ({@code W2StaticLight}). */
    public record Light(Vector3 position, float radius, float intensity) {}
}
