package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import org.tomblens.format.geometry.RenderPass;

/** The GL state the level's passes draw in. */
final class PassState {
    private PassState() {}

    /** Depth testing, and culling by TR's winding: the state every pass starts from. */
    static void depthAndWinding() {
        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_LEQUAL);
        // Faces are stored clockwise as seen from their front; the camera keeps TR's right-handed axes.
        glFrontFace(GL_CW);
        glCullFace(GL_BACK);
    }

    /** A see-through pass: added to what is behind, or blended by alpha; depth-tested but not written. */
    static void blendFor(RenderPass pass) {
        glEnable(GL_BLEND);
        glDepthMask(false);
        if (pass == RenderPass.ADDITIVE) {
            glBlendFunc(GL_ONE, GL_ONE);
        } else {
            glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        }
    }
}
