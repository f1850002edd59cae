package org.tomblens.app.window;

/**
 * The parts of the window's picture a frame draws anew: where it drew the level's view anew (all the view, or only
 * the part the level's renderer drew anew while only entities move), and so the part that may differ from the last
 * frame's, which alone goes into the window where frames go there in parts. Rectangles are x, y, width and height in
 * the picture's pixels, from the bottom left.
 */
final class PictureParts {
    private final int[] viewPart = new int[4];
    private final int[] changed = new int[4];
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
     * Notes where this frame drew the view anew: {@code inView} from the view's corner (what the level's renderer
     * drew anew), or all the view when overlays lie over it in this frame or lay there in the last; with no level
     * shown ({@code inView} null), the whole picture.
     */
    void viewDrawn(SceneViewport view, int[] inView, boolean overlaysDrew) {
        if (inView == null) {
            set(viewPart, 0, 0, view.framebufferWidth(), view.framebufferHeight());
        } else if (overlaysDrew || overlaysDrewLast) {
            set(viewPart, view.x(), view.y(), view.width(), view.height());
        } else {
            set(viewPart, view.x() + inView[0], view.y() + inView[1], inView[2], inView[3]);
        }
        overlaysDrewLast = overlaysDrew;
    }

    /** Where this frame drew the level's view anew, as {@link #viewDrawn} found it. */
    int[] viewPart() {
        return viewPart;
    }

    /**
     * Notes the part of this frame's picture that may differ from the last frame's: the whole picture unless
     * {@code onlyTheView} (the picture was kept, the window system lost nothing, a level is shown and the interface
     * drew what it drew before); then where the view was drawn anew.
     */
    void findChanged(SceneViewport view, boolean onlyTheView) {
        if (onlyTheView) {
            System.arraycopy(viewPart, 0, changed, 0, changed.length);
        } else {
            set(changed, 0, 0, view.framebufferWidth(), view.framebufferHeight());
        }
    }

    /** The part of the picture that may differ from the last frame's, as {@link #findChanged} found it. */
    int[] changed() {
        return changed;
    }

    private static void set(int[] part, int x, int y, int width, int height) {
        part[0] = x;
        part[1] = y;
        part[2] = width;
        part[3] = height;
    }
}
