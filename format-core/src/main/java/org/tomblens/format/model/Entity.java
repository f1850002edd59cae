package org.tomblens.format.model;

/**
 * An item placed in the level (§5.5).
 *
 * @param type the model or sprite-sequence id
 * @param angle yaw, 16384 per quarter turn
 * @param intensity1 constant light, -1 for the mesh's own lighting
 * @param intensity2OrOcb TR2/TR3 second intensity, TR4/TR5 object code bit (OCB); 0 in TR1
 * @param flags 0x0080 clear body (TR1–TR3), 0x0100 invisible, 0x3E00 activation mask
 */
public record Entity(int type, int room, int x, int y, int z, int angle, int intensity1, int intensity2OrOcb,
                     int flags) {
    /** The activation mask, bits 9..13 of the flags. */
    public int activationMask() {
        return (flags >> 9) & 0x1F;
    }

    public boolean invisible() {
        return (flags & 0x0100) != 0;
    }

    public boolean clearBody() {
        return (flags & 0x0080) != 0;
    }
}
