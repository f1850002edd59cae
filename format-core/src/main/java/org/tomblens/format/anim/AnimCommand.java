package org.tomblens.format.anim;

/**
 * A command of an animation (§6.2.6), with the absolute frame at which it fires. Commands 1–4 act on the
 * whole animation and fire at its last frame ({@code FrameEnd}, when it hands over); sound and flipeffect
 * commands name their frame.
 */
public sealed interface AnimCommand {
    int frame();

    /** Code 1: move the entity by (x, y, z) relative to itself. */
    record SetPosition(int frame, int x, int y, int z) implements AnimCommand {}

    /** Code 2: the jump's vertical and horizontal speed. */
    record JumpDistance(int frame, int vertical, int horizontal) implements AnimCommand {}

    /** Code 3: Lara may draw weapons again. */
    record EmptyHands(int frame) implements AnimCommand {}

    /** Code 4: the entity is removed (a switch's switching point). */
    record Kill(int frame) implements AnimCommand {}

    /** Code 5: play sound {@code sound} (the argument's low 14 bits), on land or in water only if flagged. */
    record PlaySound(int frame, int sound, Surface surface) implements AnimCommand {}

    /** Code 6: run flipeffect {@code effect} (§9.9). */
    record FlipEffect(int frame, int effect) implements AnimCommand {}

    /** Code 6 with TR3+'s FOOTPRINT_FX (32): a footstep sound from the floor's material, for one foot. */
    record Footstep(int frame, Foot foot) implements AnimCommand {}

    /** PlaySound's flags 0x4000 (land) and 0x8000 (water). */
    enum Surface { ANY, LAND, WATER }

    /** FOOTPRINT_FX's flags 0x4000 (left) and 0x8000 (right). */
    enum Foot { ANY, LEFT, RIGHT }
}
