package org.tomblens.format.script;

import java.util.List;
import java.util.Optional;

/**
 * What a TR4/TR5 script sets for a level's air and sky (TRosettaStone 3 §12.1.6): the distance fog's colour
 * (opcode 0x8F) and the cloud layers drawn over an outside room (0x89 Layer1, 0x8A Layer2), each a colour that
 * tints the level's sky page and a speed at which it drifts. A level file carries none of it.
 *
 * @param fog the colour distant faces fade to, if the script sets one
 * @param skyLayers layer 1, then layer 2, those the script sets
 */
public record Atmosphere(Optional<Colour> fog, List<SkyLayer> skyLayers) {
    /** A script that sets nothing of the kind. */
    public static final Atmosphere NONE = new Atmosphere(Optional.empty(), List.of());

    public Atmosphere {
        skyLayers = List.copyOf(skyLayers);
    }

    /** An 8-bit colour as the script stores it. */
    public record Colour(int red, int green, int blue) {
        @Override
        public String toString() {
            return red + ", " + green + ", " + blue;
        }
    }

    /**
     * A cloud layer.
     *
     * @param layer 1 or 2
     * @param speed world units the layer drifts along x per game frame (a signed byte: negative drifts back)
     */
    public record SkyLayer(int layer, Colour colour, int speed) {}
}
