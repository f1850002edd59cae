package org.tomblens.app.window;

import org.tomblens.render.scene.FrameStats;

/**
 * The parts of the window's picture a frame draws anew: where it drew the level's view anew (all the view, or, while
 * only entities move, the rectangles the level's renderer says can differ from the last frame's), and so the parts
 * that may differ from the last frame's picture, which alone go into the window where frames go there in parts.
 * Rectangles are x, y, width and height in the picture's pixels, from the bottom left, one after another.
 */
final class PictureParts {
    private final int[] viewParts = new int[4 * FrameStats.MOST_CHANGED_PARTS];
    private int viewPartCount;
    private final int[] changed = new int[4 * FrameStats.MOST_CHANGED_PARTS];
    private int changedCount;
    /** Whether the last frame drew overlays over the view. */
    private boolean overlaysDrewLast;

    /**
     * Whether the level's renderer may copy into the picture only the colour of what changed in its view
     * ({@link org.tomblens.render.scene.LevelRenderer#copyOnlyChanges}): the picture holds the last frame's view
     * ({@code kept}), and no overlay lay over it there.
     */
    boolean copyOnlyChanges(boolean kept) {
        return kept && !overlaysDrewLast;
    }

    /**
     * Notes where this frame drew the view anew: the parts {@code stats} says changed, from the view's corner, or all
     * the view when overlays lie over it in this frame or lay there in the last; with no level shown ({@code stats}
     * null), the whole picture.
     */
    void viewDrawn(SceneViewport view, FrameStats stats, boolean overlaysDrew) {
        if (stats == null) {
            viewPartCount = 1;
            set(viewParts, 0, 0, 0, view.framebufferWidth(), view.framebufferHeight());
        } else if (overlaysDrew || overlaysDrewLast) {
            viewPartCount = 1;
            set(viewParts, 0, view.x(), view.y(), view.width(), view.height());
        } else {
            viewPartCount = stats.changedPartCount;
            for (int i = 0; i < viewPartCount; i++) {
                var at = 4 * i;
                set(viewParts, i, view.x() + stats.changedParts[at], view.y() + stats.changedParts[at + 1],
                        stats.changedParts[at + 2], stats.changedParts[at + 3]);
            }
        }
        overlaysDrewLast = overlaysDrew;
    }

    /** Where this frame drew the level's view anew, as {@link #viewDrawn} found it: {@link #viewPartCount} parts. */
    int[] viewParts() {
        return viewParts;
    }

    int viewPartCount() {
        return viewPartCount;
    }

    /**
     * Notes the parts of this frame's picture that may differ from the last frame's: the whole picture unless
     * {@code onlyTheView} (the picture was kept, the window system lost nothing, a level is shown and the interface
     * drew what it drew before); then where the view was drawn anew.
     */
    void findChanged(SceneViewport view, boolean onlyTheView) {
        if (onlyTheView) {
            changedCount = viewPartCount;
            System.arraycopy(viewParts, 0, changed, 0, 4 * viewPartCount);
        } else {
            changedCount = 1;
            set(changed, 0, 0, 0, view.framebufferWidth(), view.framebufferHeight());
        }
    }

    /** The parts of the picture that may differ from the last frame's, as {@link #findChanged} found them. */
    int[] changed() {
        return changed;
    }

    int changedCount() {
        return changedCount;
    }

    private static void set(int[] parts, int i, int x, int y, int width, int height) {
        parts[4 * i] = x;
        parts[4 * i + 1] = y;
        parts[4 * i + 2] = width;
        parts[4 * i + 3] = height;
    }
}
