package org.tomblens.render.overlay;

import org.tomblens.format.model.Level;

/**
 * A level's room lights as overlay shapes, as trview shows its lights: a small diamond at each light's point, filled
 * with its colour (a TR1/TR2 light's intensity as grey), outlined dark so a dark light still shows. Lights are numbered
 * level-wide in room order, as trview numbers them; those hidden one by one are left out.
 */
final class LightShapes {
    /** How far a light's diamond reaches sideways and up and down. */
    static final float REACH = 96;
    private static final float[] EDGE = {0.1f, 0.1f, 0.1f, 1f};

    private LightShapes() {}

    static void write(Level level, OverlayLooks looks, OverlayMesh mesh) {
        var number = 0;
        for (var room : level.rooms()) {
            for (var light : room.lights()) {
                if (!looks.lightHidden(number++)) {
                    var rgb = light.rgb();
                    float[] fill = {(rgb >> 16 & 0xFF) / 255f, (rgb >> 8 & 0xFF) / 255f, (rgb & 0xFF) / 255f, 1f};
                    mesh.diamond(light.worldX(), light.worldY(), light.worldZ(), REACH, REACH, fill, EDGE);
                }
            }
        }
    }
}
