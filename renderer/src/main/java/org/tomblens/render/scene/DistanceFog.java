package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL20C.*;

import org.tomblens.format.script.Atmosphere;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.view.RenderOptions;

/**
 * TR4's distance fog, in the uniforms of one shader program: faces fade linearly to the fog colour the script sets
 * (§12.1.6 opcode 0x8F) from {@link #START} to {@link #END} away from the eye, the distances tomb4 uses unless
 * TRNG's FogRange changes them. Setting it allocates nothing.
 */
final class DistanceFog {
    /** Twelve sectors: where the fog begins. */
    static final float START = RenderOptions.FAR_VIEW_FADE;
    /** Twenty sectors, tomb4's far view: where the fog is whole. */
    static final float END = RenderOptions.FAR_VIEW;

    private final int colour;
    private final int range;

    DistanceFog(ShaderProgram program) {
        colour = program.uniform("uDistanceFogColour");
        range = program.uniform("uDistanceFogRange");
    }

    /** Fades towards {@code fog}; the program must be in use. */
    void on(Atmosphere.Colour fog) {
        glUniform3f(colour, fog.red() / 255f, fog.green() / 255f, fog.blue() / 255f);
        glUniform2f(range, START, END);
    }

    /**
     * Fades towards black instead, for faces added to what is behind: light added in the distance fades out,
     * where adding the fog colour would brighten it.
     */
    void towardsBlack() {
        glUniform3f(colour, 0f, 0f, 0f);
    }

    void off() {
        glUniform2f(range, 0f, 0f);
    }
}
