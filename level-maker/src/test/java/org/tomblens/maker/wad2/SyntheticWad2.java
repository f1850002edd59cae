package org.tomblens.maker.wad2;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.chunk.ChunkCensus;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Animation;
import org.tomblens.format.wad2.Wad2Mesh;
import org.tomblens.format.wad2.Wad2Moveable;
import org.tomblens.format.wad2.Wad2Sprite;
import org.tomblens.format.wad2.Wad2SpriteSequence;
import org.tomblens.format.wad2.Wad2Static;
import org.tomblens.format.wad2.Wad2Texture;

/**
 * A small library holding one of everything the WAD2 model has: a texture within a page and one wider than a
 * page, a three-bone movable with a skin, two animations (keyframes with one-axis and three-axis rotations,
 * state changes, every kind of command, a legacy command), a lit static, sprites and a sprite sequence.
 */
public final class SyntheticWad2 {
    public static final int SMALL = 0;
    public static final int WIDE = 1;
    /** The wide texture: 300 x 40, so columns 256.. lie in a second cell. */
    public static final int WIDE_WIDTH = 300;
    public static final int WIDE_HEIGHT = 40;

    private SyntheticWad2() {}

    public static Wad2 library() {
        var textures = List.of(texture("small.png", 16, 8, 0x11), texture("wide.png", WIDE_WIDTH, WIDE_HEIGHT, 0x40));
        var box = mesh("box", List.of(
                quad(List.of(0, 1, 2, 3), SMALL, List.of(v2(0, 0), v2(16, 0), v2(16, 8), v2(0, 8)), 0, false, 5),
                triangle(List.of(0, 2, 3), WIDE, List.of(v2(260, 0), v2(299, 0), v2(299, 39)), 2, true)));
        var arm = mesh("arm", List.of(quad(List.of(3, 2, 1, 0), WIDE, List.of(v2(10, 2), v2(100, 2), v2(100, 30),
                v2(10, 30)), 1, false, 0)));
        var bones = List.of(new Wad2Moveable.Bone(0, "root", v3(0, 0, 0), 0),
                new Wad2Moveable.Bone(2, "upper", v3(0, 512, 0), 1),
                new Wad2Moveable.Bone(1, "lower", v3(100, -50, 25), 2));
        var first = new Wad2Animation("stand", 2, 8, 4, 1, 3, 10.5f, 20.5f, 0, -4, List.of(
                keyFrame(v3(0, 0, 0), v3(90, 0, 0), v3(0, 45, 0), v3(0, 0, 270)),
                keyFrame(v3(1, -2, 3), v3(10, 20, 30), v3(0, 0, 0), v3(359, 0, 0)),
                keyFrame(v3(5, 6, 7), v3(0, 180, 0), v3(45, 90, 135), v3(0, 0, 0))),
                List.of(new Wad2Animation.StateChange(3, List.of(new Wad2Animation.Dispatch(0, 4, 1, 2),
                        new Wad2Animation.Dispatch(5, 8, 0, 0)))),
                List.of(new Wad2Animation.Command(1, 10, -20, 30, false),
                        new Wad2Animation.Command(2, 15, 25, 0, false),
                        new Wad2Animation.Command(3, 0, 0, 0, false),
                        new Wad2Animation.Command(4, 0, 0, 0, false),
                        new Wad2Animation.Command(5, 2, 70, 2, false),
                        new Wad2Animation.Command(6, 6, 32, 1, false),
                        new Wad2Animation.Command(5, 1, 0x4000 | 12, 0, true),
                        new Wad2Animation.Command(7, 3, 0, 0, false)));
        var second = new Wad2Animation("walk", 1, 0, 1, 0, 0, 0, 0, 0, 0,
                List.of(keyFrame(v3(0, 0, 0), v3(0, 0, 0), v3(0, 0, 0), v3(0, 0, 0))), List.of(), List.of());
        var moveable = new Wad2Moveable(27, List.of(box, arm, arm), Optional.of(arm), bones, List.of(first, second));
        var statue = new Wad2Static(12, 3, box, v3(-100, 0, -100), v3(100, 700, 100), v3(-90, 0, -90),
                v3(90, 650, 90), 42, List.of(new Wad2Static.Light(v3(0, 300, 0), 1024, 0.75f)), Optional.of(true), 61);
        var sprites = List.of(new Wad2Sprite(2, 2, pixels(2, 2, 0x20), -64, -64, 64, 64),
                new Wad2Sprite(1, 3, pixels(1, 3, 0x30), -8, -24, 8, 0));
        return new Wad2("synthetic.wad2", 4, 1, Optional.of("2024-05-06T07:08:09"), "notes, with ünïcode", textures,
                List.of(moveable), List.of(statue), sprites, List.of(new Wad2SpriteSequence(1001, List.of(1, 0))),
                List.of(), List.of(), new ChunkCensus(0, 0, 0, 0, 0), List.of(), List.of());
    }

    static Wad2Texture texture(String name, int width, int height, int seed) {
        return new Wad2Texture(name, "", width, height, pixels(width, height, seed));
    }

    /** Opaque pixels whose colour tells where they are: blue x, green y, red the seed. */
    static Bytes pixels(int width, int height, int seed) {
        var bytes = new byte[4 * width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                var at = 4 * (y * width + x);
                bytes[at] = (byte) x;
                bytes[at + 1] = (byte) y;
                bytes[at + 2] = (byte) seed;
                bytes[at + 3] = (byte) 0xFF;
            }
        }
        return Bytes.own(bytes);
    }

    private static Wad2Mesh mesh(String name, List<Wad2Mesh.Polygon> polygons) {
        var positions = List.of(v3(-100, 0, -100), v3(100, 0, -100), v3(100, 200.75f, 100), v3(-100, 200, 100));
        var normals = List.of(v3(0, 1, 0), v3(0, 1, 0), v3(0.6f, 0.8f, 0), v3(0, 0, 1));
        var colours = List.of(v3(1, 1, 1), v3(0.5f, 0.5f, 0.5f), v3(2, 2, 2), v3(0, 0, 0));
        return new Wad2Mesh(name, v3(0, 100, 0), 173.5f, v3(-100, 0, -100), v3(100, 200.75f, 100), positions, normals,
                colours, name.equals("arm") ? 1 : 0, false, polygons);
    }

    private static Wad2Mesh.Polygon quad(List<Integer> indices, int texture, List<Vector2> corners, int blendMode,
                                         boolean doubleSided, int shine) {
        return new Wad2Mesh.Polygon(indices, shine, texture, corners, blendMode, doubleSided);
    }

    private static Wad2Mesh.Polygon triangle(List<Integer> indices, int texture, List<Vector2> corners, int blendMode,
                                             boolean doubleSided) {
        return new Wad2Mesh.Polygon(indices, 0, texture, corners, blendMode, doubleSided);
    }

    private static Wad2Animation.KeyFrame keyFrame(Vector3 offset, Vector3... angles) {
        return new Wad2Animation.KeyFrame(offset, v3(-10, -20, -30), v3(10, 20, 30), List.of(angles));
    }

    static Vector3 v3(float x, float y, float z) {
        return new Vector3(x, y, z);
    }

    static Vector2 v2(float x, float y) {
        return new Vector2(x, y);
    }
}
