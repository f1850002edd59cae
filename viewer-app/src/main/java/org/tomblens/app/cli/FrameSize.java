package org.tomblens.app.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A frame's size given as {@code WIDTHxHEIGHT}, e.g. {@code 1280x720}. */
record FrameSize(int width, int height) {
    static final int MAX_SIDE = 8192;

    /**
     * The size {@code value} writes; an {@link IllegalArgumentException} says why it is none. Not picocli's
     * exception: the viewer's own options are read without loading picocli ({@link ViewerArguments}).
     */
    static FrameSize parse(String value) {
        var parts = value.toLowerCase().split("x");
        try {
            if (parts.length == 2) {
                var size = new FrameSize(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
                if (size.width() > 0 && size.height() > 0 && size.width() <= MAX_SIDE && size.height() <= MAX_SIDE) {
                    return size;
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("'" + value + "' is not a size like 1280x720 (each side 1.." + MAX_SIDE
                + ")");
    }

    /** The same, for picocli's options (the viewer's own are read without picocli: {@link ViewerArguments}). */
    static final class Converter implements ITypeConverter<FrameSize> {
        @Override
        public FrameSize convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
