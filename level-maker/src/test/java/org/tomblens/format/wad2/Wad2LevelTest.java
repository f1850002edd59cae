package org.tomblens.format.wad2;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.model.Vertex;
import org.tomblens.maker.wad2.SyntheticWad2;
import org.tomblens.maker.wad2.Wad2Writer;

/**
 * The synthetic library read back and made a level, checked against values worked out by hand from the rules
 * Tomb Editor compiles a level by (format-core/docs/wad2-format.md): Y turned down and cut to whole units,
 * keyframe words as §6.2.7 lays them out, frames and animation links in the table's numbering, command words as
 * §6.2.6 has them.
 */
class Wad2LevelTest {
    private static final Level LEVEL = Wad2Level.of(Wad2Reader.read(Wad2Writer.write(SyntheticWad2.library()),
            "synthetic.wad2"));

    @Test
    void theLevelIsOfTheGameTheLibraryIsFor() {
        assertEquals(GameVersion.TR4, LEVEL.version());
        assertEquals(List.of(), LEVEL.rooms());
    }

    @Test
    void meshesTurnYDownAndCutToWholeUnits() {
        var box = LEVEL.meshes().get(0);
        assertEquals(List.of(new Vertex(-100, 0, -100), new Vertex(100, 0, -100), new Vertex(100, -200, 100),
                new Vertex(-100, -200, 100)), box.vertices());
        assertEquals(new Vertex(0, -100, 0), box.centre());
        assertEquals(173, box.collisionRadius());
        // lit by normals: scaled to 16300, Y turned down
        assertEquals(List.of(new Vertex(0, -16300, 0), new Vertex(0, -16300, 0), new Vertex(9780, -13040, 0),
                new Vertex(0, 0, 16300)), box.normals());
        // lit by colours: shade 8191 − luma × 8191, the luma capped at 1
        var arm = LEVEL.meshes().get(1);
        assertEquals(List.of(0, 4095, 0, 8191), arm.shades());
        assertFalse(arm.hasNormals());
    }

    @Test
    void facesKeepShineAdditiveBlendAndDoubleSides() {
        var box = LEVEL.meshes().get(0);
        var quad = box.texturedQuads().get(0);
        assertEquals(2 | 5 << 2, quad.effects(), "shiny, strength 5");
        assertFalse(quad.doubleSided());
        var triangle = box.texturedTriangles().get(0);
        assertEquals(1, triangle.effects(), "additive");
        assertTrue(triangle.doubleSided());
        assertEquals(List.of(0, 2, 3), List.of(triangle.v0(), triangle.v1(), triangle.v2()));
        var objectTexture = LEVEL.texturing().objectTextures().get(triangle.objectTexture());
        assertEquals(2, objectTexture.attribute());
        assertEquals(0x8000, objectTexture.tileAndFlag() & 0x8000, "TR4 marks triangles in the tile");
    }

    @Test
    void everyCornerTakesTheTexelItNamesInItsImage() {
        var library = SyntheticWad2.library();
        var mesh = library.moveables().get(0).meshes();
        var faces = List.of(LEVEL.meshes().get(0).texturedQuads().get(0), LEVEL.meshes().get(0).texturedTriangles()
                .get(0), LEVEL.meshes().get(1).texturedQuads().get(0));
        var polygons = List.of(mesh.get(0).polygons().get(0), mesh.get(0).polygons().get(1),
                mesh.get(1).polygons().get(0));
        for (int f = 0; f < faces.size(); f++) {
            var texture = LEVEL.texturing().objectTextures().get(faces.get(f).objectTexture());
            var image = library.textures().get(polygons.get(f).texture());
            var page = LEVEL.textures().pages32().get(texture.page());
            for (int corner = 0; corner < polygons.get(f).corners().size(); corner++) {
                var uv = polygons.get(f).corners().get(corner);
                var stored = texture.corners().get(corner);
                // a corner on the image's far edge names the last texel, which the border repeats
                var x = Math.min((int) uv.x(), image.width() - 1);
                var y = Math.min((int) uv.y(), image.height() - 1);
                var pageX = stored.u() >> 8;
                var pageY = stored.v() >> 8;
                var at = 4 * (pageY * 256 + pageX);
                var argb = page.unsigned(at + 3) << 24 | page.unsigned(at + 2) << 16 | page.unsigned(at + 1) << 8
                        | page.unsigned(at);
                assertEquals(Integer.toHexString(image.argb(x, y)), Integer.toHexString(argb), "face " + f
                        + " corner " + corner);
                assertEquals(0, stored.u() & 0xFF, "whole texels");
            }
        }
    }

    @Test
    void keyframesAreLaidOutAsTr4StoresThem() {
        var animation = LEVEL.animation().animations().get(0);
        assertEquals(13, animation.frameSize(), "the longest keyframe: 9 words and 4 rotation words");
        var frames = LEVEL.animation().frames();
        short[] first = {-10, 10, 20, -20, -30, 30, 0, 0, 0, 0x4C00, (short) 0x8200, (short) 0xC400, 0};
        short[] second = {-10, 10, 20, -20, -30, 30, 1, 2, 3, 15936, (short) 59307, 0x4000, 0x400B};
        for (int i = 0; i < 13; i++) {
            assertEquals(first[i], frames.get(i), "keyframe 0 word " + i);
            assertEquals(second[i], frames.get(13 + i), "keyframe 1 word " + i);
        }
    }

    @Test
    void animationsRunOnInTheTablesNumbering() {
        var data = LEVEL.animation();
        assertEquals(new Model(27, 3, 0, 0, 0, 0), data.models().get(0));
        var stand = data.animations().get(0);
        assertEquals(0, stand.frameStart());
        assertEquals(8, stand.frameEnd());
        assertEquals(1, stand.nextAnimation());
        assertEquals(9 + 3, stand.nextFrame());
        assertEquals(688128, stand.speed(), "10.5 in 16.16");
        assertEquals(81920, stand.accel(), "(20.5 − 10.5) over 8 frames");
        assertEquals(0, stand.lateralSpeed());
        assertEquals(-32768, stand.lateralAccel());
        var walk = data.animations().get(1);
        assertEquals(9, walk.frameStart());
        assertEquals(9, walk.frameEnd());
        assertEquals(39 * 2, walk.frameOffset(), "after the first animation's three keyframes of 13 words");
        assertEquals(List.of(new StateChange(3, 2, 0)), data.stateChanges());
        assertEquals(List.of(new AnimDispatch(0, 4, 1, 11), new AnimDispatch(5, 8, 0, 0)), data.dispatches());
        assertEquals(7, stand.numAnimCommands(), "TombEngine's command 7 is left out");
        short[] words = {1, 10, -20, 30, 2, 15, 25, 3, 4, 5, 2, (short) (70 | 0x8000), 6, 6, 32 | 0x4000, 5, 1,
                0x4000 | 12};
        assertEquals(words.length, data.commands().size());
        for (int i = 0; i < words.length; i++) {
            assertEquals(words[i], data.commands().get(i), "command word " + i);
        }
        assertEquals(List.of(2, 0, -512, 0, 1, 100, 50, 25), java.util.stream.IntStream.of(
                data.meshTrees().toArray()).boxed().toList());
    }

    @Test
    void staticsTakeTheirBoxesWithYDown() {
        var statue = LEVEL.staticMeshes().get(0);
        assertEquals(12, statue.id());
        assertEquals(3, statue.mesh(), "after the movable's three meshes");
        assertEquals(new BoundingBox(-100, 100, 0, -700, -100, 100), statue.visibility());
        assertEquals(new BoundingBox(-90, 90, 0, -650, -90, 90), statue.collision());
        assertEquals(3, statue.flags());
    }

    @Test
    void aLibraryForTr2HasTr2KeyframesAndTr1CountsItsRotations() {
        var library = SyntheticWad2.library();
        var tr2 = Wad2Level.of(library, GameVersion.TR2);
        // one-axis rotations at 1024 a turn: 90° about X is −256, 0x4000 | 0x300
        assertEquals(0x4300, tr2.animation().frames().get(9));
        var tr1 = Wad2Level.of(library, GameVersion.TR1);
        assertEquals(3, tr1.animation().frames().get(9), "three rotations");
        // every rotation two words, the low word first: 90° about X is rx = 768, so the high word is 768 << 4
        assertEquals(0, tr1.animation().frames().get(10));
        assertEquals(768 << 4, tr1.animation().frames().get(11));
    }
}
