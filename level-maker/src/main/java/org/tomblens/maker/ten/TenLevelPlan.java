package org.tomblens.maker.ten;

import java.util.List;

/**
 * What a small TombEngine level holds, in the words of Tomb Editor 1.11's file: rooms of flat floor sectors walled
 * round, one movable whose bones are small quads, its animations with their keyframes, state changes and commands,
 * items and flyby cameras. Positions are TombEngine's world units (Y down).
 */
public record TenLevelPlan(List<Room> rooms, Moveable moveable, List<Item> items, List<Flyby> flybys) {
    public TenLevelPlan {
        rooms = List.copyOf(rooms);
        items = List.copyOf(items);
        flybys = List.copyOf(flybys);
    }

    /** A room at ({@code x}, {@code z}) of {@code numX} by {@code numZ} sectors, its floor and ceiling heights. */
    public record Room(String name, int x, int z, int numX, int numZ, int floor, int ceiling) {}

    /** A placed item and the name Lua scripts call it by. */
    public record Item(int objectId, int room, int x, int y, int z, int yaw, int ocb, String luaName) {}

    /** A flyby camera, numbered by sequence and index. */
    public record Flyby(int x, int y, int z, int sequence, int index, int room) {}

    /** A movable: its object id, bone count and animations. */
    public record Moveable(int objectId, int bones, List<Animation> animations) {
        public Moveable {
            animations = List.copyOf(animations);
        }
    }

    /**
     * An animation: frame numbers and animations count within the movable; speeds are world units a frame.
     *
     * @param commands each command's ints as the file stores them after its type (the set-position and jump
     *                 commands as three floats, here ints)
     */
    public record Animation(int state, int frameRate, int frameEnd, int nextAnimation, int nextFrame,
                            float speedStart, float speedEnd, List<KeyFrame> keyFrames, List<StateChange> changes,
                            List<Command> commands) {
        public Animation {
            keyFrames = List.copyOf(keyFrames);
            changes = List.copyOf(changes);
            commands = List.copyOf(commands);
        }
    }

    /**
     * A keyframe: its box as TR's six words (min X, max X, min Y, max Y, min Z, max Z), root offset, and one
     * quaternion (x, y, z, w) a bone.
     */
    public record KeyFrame(short[] box, short[] offset, List<float[]> rotations) {
        public KeyFrame {
            rotations = List.copyOf(rotations);
        }
    }

    /** A change to {@code state} between frames {@code low} and {@code high}, to a frame of another animation. */
    public record StateChange(int state, int low, int high, int nextAnimation, int nextFrame) {}

    /** A command of type 1 to 7 and its parameters. */
    public record Command(int type, int... parameters) {}
}
