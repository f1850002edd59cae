package org.tomblens.app.cli;

import org.tomblens.render.view.Camera;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A camera given as {@code X,Y,Z,YAW,PITCH}: world position in TR units (Y down), yaw in degrees (0 looks
 * along +Z, 90 along +X), pitch in degrees (positive looks up).
 */
record CameraPlacement(float x, float y, float z, float yawDegrees, float pitchDegrees) {
    /** Puts {@code camera} here. */
    Camera place(Camera camera) {
        return camera.place(x, y, z, (float) Math.toRadians(yawDegrees), (float) Math.toRadians(pitchDegrees));
    }

    /**
     * The placement {@code value} writes; an {@link IllegalArgumentException} says why it is none. Not picocli's
     * exception: the viewer's own options are read without loading picocli ({@link ViewerArguments}).
     */
    static CameraPlacement parse(String value) {
        var parts = value.split(",");
        if (parts.length != 5) {
            throw new IllegalArgumentException("'" + value + "' is not X,Y,Z,YAW,PITCH");
        }
        try {
            var numbers = new float[5];
            for (int i = 0; i < 5; i++) {
                numbers[i] = Float.parseFloat(parts[i].trim());
                if (!Float.isFinite(numbers[i])) {
                    throw new NumberFormatException();
                }
            }
            return new CameraPlacement(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + value + "' is not X,Y,Z,YAW,PITCH (five numbers)");
        }
    }

    /** The same, for picocli's options (the viewer's own are read without picocli: {@link ViewerArguments}). */
    static final class Converter implements ITypeConverter<CameraPlacement> {
        @Override
        public CameraPlacement convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
