package org.tomblens.format.model;

import java.util.List;

/**
 * The AI's map (§7): boxes, the overlap lists joining them, and zones (TR1: 6 words per box,
 * TR2+: 10; normal then flipped).
 */
public record Navigation(List<Box> boxes, Words overlaps, Words zones) {
    public Navigation {
        boxes = List.copyOf(boxes);
    }
}
