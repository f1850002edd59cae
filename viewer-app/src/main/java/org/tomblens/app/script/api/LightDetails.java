package org.tomblens.app.script.api;

import org.tomblens.format.model.RoomLight;

/**
 * The properties trview gives only some lights (§3.2.4): TR4's and TR5's cones, ranges and directions, fog bulbs'
 * radius and density. A light whose file has no such value gives nil; one whose game has it but whose type does not
 * use it gives 0, as trview does. Angles are in degrees, as trview turns them: the cosines TR4 and TR5 store for a
 * spot's cone, and TR5's half angles in radians.
 */
final class LightDetails {
    private LightDetails() {}

    static Object get(String key, RoomLight light, String type) {
        var spot = type.equals("Spot");
        var pointLike = type.equals("Point") || type.equals("Shadow");
        if (light instanceof RoomLight.Tr4 tr4) {
            return switch (key) {
                case "cutoff" -> tr4.cutOff();
                case "direction" -> new Vector3(tr4.dx(), tr4.dy(), tr4.dz());
                case "hotspot" -> spot ? degrees(tr4.in()) : pointLike ? tr4.in() : 0.0;
                case "falloff" -> pointLike ? tr4.out() : 0.0;
                case "falloff_angle" -> spot ? degrees(tr4.out()) : 0.0;
                case "length" -> tr4.length();
                // A TR4 fog bulb keeps its density where other lights keep red.
                case "density" -> tr4.isFogBulb() ? (Object) tr4.red() : null;
                default -> null;
            };
        }
        if (light instanceof RoomLight.Tr5 tr5) {
            return switch (key) {
                case "direction" -> new Vector3(tr5.dx(), tr5.dy(), tr5.dz());
                case "hotspot" -> spot ? degrees(tr5.in()) : pointLike ? tr5.in() : 0.0;
                case "falloff" -> pointLike ? tr5.out() : 0.0;
                case "falloff_angle" -> spot ? degrees(tr5.out()) : 0.0;
                case "rad_in" -> Math.toDegrees(tr5.radIn() * 0.5);
                case "rad_out" -> Math.toDegrees(tr5.radOut() * 0.5);
                case "range" -> tr5.range();
                default -> null;
            };
        }
        if (light instanceof RoomLight.Tr5FogBulb fog) {
            return switch (key) {
                case "density" -> fog.density();
                case "radius" -> fog.radius();
                default -> null;
            };
        }
        return null;
    }

    private static double degrees(float cosine) {
        return Math.toDegrees(Math.acos(cosine));
    }
}
