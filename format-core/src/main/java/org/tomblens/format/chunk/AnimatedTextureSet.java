package org.tomblens.format.chunk;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;

/**
 * Texture areas shown in turn, as projects ({@code TeAnimatedTextureSet}) and Tomb Engine libraries
 * ({@code W2AnimatedTextureSet}) keep them.
 *
 * @param type AnimatedTextureAnimationType: 0 frames, 1 PFrames, 2 UVRotate, 3 RiverRotate, 4 HalfRotate
 * @param fps frames per second (0 when the set does not say)
 * @param uvRotateDirection Tomb Engine's UV rotation direction, in degrees (0 when the set does not say)
 * @param uvRotateSpeed Tomb Engine's UV rotation speed (0 when the set does not say)
 */
public record AnimatedTextureSet(String name, int type, double fps, int uvRotate, double uvRotateDirection,
                                 double uvRotateSpeed, List<Frame> frames) {
    public AnimatedTextureSet {
        frames = List.copyOf(frames);
    }

    /** One frame: an area of texture {@code textureId} (the file's texture table), shown {@code repeat} times. */
    public record Frame(long textureId, List<Vector2> corners, int repeat) {
        public Frame {
            corners = List.copyOf(corners);
        }
    }

    /**
     * Reads one set, whose chunk ids start with {@code prefix} ({@code Te} in projects, {@code W2} in libraries):
     * a stream of its name, type, frame rate, UV rotation, Tomb Engine's UV rotation direction and speed, and its
     * frames. Until September 2018 the type, frame rate and UV rotation were one {@code …AnimatedTextureSetExtra}
     * chunk, which those editors wrote first inside the stream of frames.
     */
    public static AnimatedTextureSet read(ByteCursor data, ChunkWalker walker, String prefix) {
        var set = new Fields(walker, prefix);
        walker.stream(data, false, set::field);
        return new AnimatedTextureSet(set.name, set.type, set.fps, set.uvRotate, set.direction, set.speed,
                set.frames);
    }

    /** What a set's chunks hold, as they are read. */
    private static final class Fields {
        private final ChunkWalker walker;
        private final String prefix;
        private final String extra;
        private final String frame;
        private String name = "";
        private int type;
        private double fps;
        private int uvRotate;
        private double direction;
        private double speed;
        private final List<Frame> frames = new ArrayList<>();

        Fields(ChunkWalker walker, String prefix) {
            this.walker = walker;
            this.prefix = prefix;
            this.extra = prefix + "AnimatedTextureSetExtra";
            this.frame = prefix + "Frame";
        }

        boolean field(String id, ByteCursor field) {
            if (id.equals(extra)) {
                return extra(field);
            }
            if (!id.startsWith(prefix)) {
                return false;
            }
            switch (id.substring(prefix.length())) {
                case "AnimatedTextureSetName" -> name = ChunkWalker.text(field);
                case "AnimatedTextureSetType" -> type = ChunkWalker.lebInt(field, "type");
                case "AnimatedTextureSetFps" -> fps = ChunkWalker.real(field);
                case "AnimatedTextureSetUvRotate" -> uvRotate = ChunkWalker.lebInt(field, "uvRotate");
                case "AnimatedTextureSetTenUvRotateDirection" -> direction = ChunkWalker.real(field);
                case "AnimatedTextureSetTenUvRotateSpeed" -> speed = ChunkWalker.real(field);
                case "Frames" -> walker.stream(field, true, this::frame);
                default -> {
                    return false;
                }
            }
            return true;
        }

        private boolean frame(String id, ByteCursor data) {
            if (id.equals(extra)) {
                return extra(data);
            }
            return id.equals(frame) && frames.add(new Frame(data.leb128("textureId"),
                    ChunkWalker.corners(data, "corners"), ChunkWalker.lebInt(data, "repeat")));
        }

        /** {@code …AnimatedTextureSetExtra}: the type, the frame rate and the UV rotation in one chunk. */
        private boolean extra(ByteCursor field) {
            type = (int) field.leb128("type", 0, 0xFF);
            fps = field.leb128("fps", Byte.MIN_VALUE, Byte.MAX_VALUE);
            uvRotate = (int) field.leb128("uvRotate", Byte.MIN_VALUE, Byte.MAX_VALUE);
            return true;
        }
    }
}
