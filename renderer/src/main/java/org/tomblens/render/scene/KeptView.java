package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import org.tomblens.render.gl.Framebuffer;

/**
 * The level's view of the last frame, drawn offscreen (colour and depth) and then copied into the frame's target, so
 * that the next frame, while its rooms are those kept ({@link StillRooms}), need draw anew only where something
 * moves: the screen area of the entities that animate, this frame's and the last's. Outside it the view kept is the
 * frame's. On a software renderer the see-through passes and the rooms' copy over the rest of the view are most of
 * such a frame's cost. The frame's own target cannot serve: what is drawn over the view after it (the overlays, the
 * interface) would be there.
 */
final class KeptView implements AutoCloseable {
    private Framebuffer view;
    /** Whether the view kept is the last frame's, of what {@code key} says. */
    private boolean valid;
    private boolean refused;
    private long key;
    /** The step of the textures' animation ({@link AmbientSteps}) the view kept shows. */
    private long step;
    private final ScreenArea last = new ScreenArea();
    private final ScreenArea drawn = new ScreenArea();
    /** The part of the view this frame draws anew: left, bottom, width, height. */
    private final int[] part = new int[4];
    /** The rectangles of that part that can differ from the last frame's view, as {@link ScreenArea#parts} has them. */
    private final int[] changes = new int[4 * ScreenArea.MOST_PARTS];
    private int changeCount;
    private final int[] bound = new int[1];
    private int target;
    /** Where the last frame's view went in its target, and whether less than all of it, with its depth, went there. */
    private final int[] presentedAt = new int[2];
    private boolean presentedLess;

    /**
     * Makes the view kept, of {@code width} x {@code height} pixels, the target of drawing (noting the target bound
     * until now); false, and nothing bound, when the frame's target refused the copy of an earlier frame.
     */
    boolean bind(int width, int height) {
        if (refused) {
            return false;
        }
        // Into an array: LWJGL's single-value query would make a buffer object each frame.
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, bound);
        target = bound[0];
        if (view == null || view.width() != width || view.height() != height) {
            close();
            view = new Framebuffer(width, height);
        }
        view.bind();
        return true;
    }

    /** Whether the view kept, if any, shows another step of the textures' animation than {@code step}. */
    boolean showsOtherStep(long step) {
        return !valid || step != this.step;
    }

    /**
     * Limits this frame's drawing (by the scissor) to {@code changing}, {@code stepping} (where the rooms change at a
     * new step) and the last frame's moving area, where the view kept is the last frame's and drawn with the same
     * {@code key} (what else decides which entities are drawn and how); otherwise to the whole view. The frame shows
     * {@code step} of the textures' animation, and {@code moving} is the part of {@code changing} the next frame must
     * draw again even at the same step. Returns how many of the view's pixels are drawn anew. The rooms kept are
     * copied into that part alone ({@link #part}), not through the scissor: on a software renderer a copy it must
     * clip costs many times one it need not.
     */
    long narrow(ScreenArea changing, ScreenArea stepping, ScreenArea moving, long key, long step, int width,
                int height) {
        drawn.set(changing);
        drawn.cover(stepping);
        drawn.cover(last);
        if (!valid || key != this.key) {
            drawn.coverWholeView();
        }
        last.set(moving);
        this.key = key;
        this.step = step;
        var pixels = drawn.within(width, height, part);
        changeCount = drawn.parts(width, height, changes);
        glScissor(part[0], part[1], part[2], part[3]);
        return pixels;
    }

    /** The part of the view this frame draws anew, as {@link #narrow} found it: left, bottom, width, height. */
    int[] part() {
        return part;
    }

    /**
     * The rectangles of {@link #part} that can differ from the last frame's view (left, bottom, width and height of
     * each, one after another): elsewhere in the part it was drawn as it was. {@link #changeCount} of them.
     */
    int[] changes() {
        return changes;
    }

    int changeCount() {
        return changeCount;
    }

    /**
     * Copies the view drawn into the frame's target with its lower left corner at (x, y), and leaves the target bound;
     * false when the target refused the copy, and the frame must be drawn into it directly, as every later one.
     * {@code changesOnly}: the colour alone, and of the rectangles that changed ({@link #changes}) alone unless
     * {@code whole}, for a target that holds the last frame's view wherever those did not change; otherwise all of
     * the view with its depth. The first copy after the view was made anew is all of it, which shows whether the
     * target takes it.
     */
    boolean present(int x, int y, boolean changesOnly, boolean whole) {
        glDisable(GL_SCISSOR_TEST);
        presentedAt[0] = x;
        presentedAt[1] = y;
        presentedLess = changesOnly && valid;
        boolean copied;
        if (!presentedLess) {
            copied = view.copyTo(target, x, y);
        } else if (whole) {
            copied = view.copyColourTo(target, x, y, 0, 0, view.width(), view.height());
        } else {
            copied = true;
            for (int i = 0; i < changeCount && copied; i++) {
                var at = 4 * i;
                copied = view.copyColourTo(target, x, y, changes[at], changes[at + 1], changes[at + 2],
                        changes[at + 3]);
            }
        }
        refused = !copied;
        valid = copied;
        presentedLess &= copied;
        return copied;
    }

    /**
     * Copies all of the view kept, colour and depth, where {@link #present} copied less, into the same target at the
     * same place, for what is drawn over all the view after it; returns whether it copied. The target stays bound.
     */
    boolean presentAll() {
        if (!presentedLess) {
            return false;
        }
        presentedLess = false;
        glDisable(GL_SCISSOR_TEST);
        return view.copyTo(target, presentedAt[0], presentedAt[1]);
    }

    /** Forgets the view kept: a frame drew elsewhere, or something changed the next frame cannot see. */
    void forget() {
        valid = false;
        presentedLess = false;
    }

    @Override
    public void close() {
        if (view != null) {
            view.close();
            view = null;
        }
        valid = false;
    }
}
