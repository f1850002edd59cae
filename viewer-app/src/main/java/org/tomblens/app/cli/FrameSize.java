package org.tomblens.app.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A frame's size given as {@code WIDTHxHEIGHT}, e.g. {@code 1280x720}. */
record FrameSize(int width, int height) {
    static final int MAX_SIDE = 8192;

    static final class Converter implements ITypeConverter<FrameSize> {
        @Override
        public FrameSize convert(String value) {
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
            throw new TypeConversionException("'" + value + "' is not a size like 1280x720 (each side 1.." + MAX_SIDE + ")");
        }
    }
}
