package org.tomblens.format.prj2;

import java.util.List;
import org.tomblens.format.chunk.Vector2;

/**
 * Texture areas shown in turn ([PRJ2] {@code TeAnimatedTextureSet}).
 *
 * @param type AnimatedTextureAnimationType: 0 frames, 1 PFrames, 2 UVRotate, 3 RiverRotate, 4 HalfRotate
 * @param fps frames per second (0 when the set does not say)
 */
public record AnimatedTextureSet(String name, int type, double fps, int uvRotate, List<Frame> frames) {
    public AnimatedTextureSet {
        frames = List.copyOf(frames);
    }

    /** One frame: an area of level texture {@code textureId}, shown {@code repeat} times. */
    public record Frame(long textureId, List<Vector2> corners, int repeat) {
        public Frame {
            corners = List.copyOf(corners);
        }
    }
}
