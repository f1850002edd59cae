package org.tomblens.format.prj2.level;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.ProjectBytes.data;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.ObjectTexture.TexCoord;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.testing.ProjectBytes;

/**
 * A project naming its texture by another machine's absolute path, with the image somewhere in the project's
 * folder tree: found by name, cut into 256-pixel pages, and each face's area made an object texture.
 */
class ProjectTexturesTest {
    private static final int RED = 0xFFFF0000;
    private static final int BLUE = 0xFF0000FF;

    @TempDir
    Path folder;

    /** A 512 x 256 image: red on the left page, blue on the right. */
    private Path image() throws IOException {
        var image = new BufferedImage(512, 256, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 256; y++) {
            for (int x = 0; x < 512; x++) {
                image.setRGB(x, y, x < 256 ? RED : BLUE);
            }
        }
        var file = folder.resolve("assets/textures/wall.png");
        Files.createDirectories(file.getParent());
        ImageIO.write(image, "png", file.toFile());
        return file;
    }

    /**
     * A 3 x 3 room; the floor of (1, 1) textured from the right page (blend mode 2, additive), its ceiling from an
     * area that crosses the pages' edge.
     */
    private Path project(String texturePath) throws IOException {
        var floorTexture = data().leb(25).f32(300.5f).f32(10.5f).f32(400.5f).f32(10.5f).f32(400.5f).f32(110.5f)
                .f32(300.5f).f32(110.5f).leb(2 << 1).leb(7);
        var ceilingTexture = data().leb(27).f32(200).f32(0).f32(300).f32(0).f32(300).f32(100).f32(200).f32(100)
                .leb(0).leb(7);
        var sectors = data();
        for (int x = 0; x < 3; x++) {
            for (int z = 0; z < 3; z++) {
                var sector = ProjectBytes.sector(x, z, 3, 0, 0, new int[4], new int[] {1024, 1024, 1024, 1024});
                if (x == 1 && z == 1) {
                    // The sector's chunk stream ends with its zero byte: put the textures before it.
                    var bytes = sector.toArray();
                    sector = data().bytes(java.util.Arrays.copyOf(bytes, bytes.length - 1))
                            .chunk(16, floorTexture).chunk(16, ceilingTexture).end();
                }
                sectors.chunk("TeS", sector);
            }
        }
        var texture = data().chunk("TeI", data().leb(7)).chunk("TePath", data().text(texturePath)).end();
        var settings = data().chunk("TeGameVersion", data().leb(4))
                .chunk("TeTextures", data().chunk("TeLvlTexture", texture).end()).end();
        var room = data().leb(3).leb(3).chunk("TeI", data().leb(0)).chunk("TeSecs", sectors.end()).end();
        var tree = data().chunk("TeSettings", settings).chunk("TeRooms", data().chunk("TeRoom", room).end()).end();
        var file = folder.resolve("project.prj2");
        Files.write(file, ProjectBytes.file(tree));
        return file;
    }

    @Test
    void aTextureNamedByAnotherMachinesPathIsFoundByNameInTheProjectsFolderTree() throws IOException {
        var image = image();
        var file = project("D:\\Projects\\Somebody\\wall.png");
        var project = ProjectLevelBuilder.build(Prj2Reader.read(file), file);
        var reference = project.textures().get(0);
        assertEquals(image, reference.found());
        assertEquals("found by name in the project's folder tree", reference.how());
        assertEquals(List.of(), project.warnings());
    }

    @Test
    void aFacesAreaBecomesAnObjectTextureOnItsPageWithItsCornersInEightEightFixedPoint() throws IOException {
        image();
        var file = project("$(LevelDirectory)\\assets\\textures\\wall.png");
        var project = ProjectLevelBuilder.build(Prj2Reader.read(file), file);
        assertEquals("found where the project says", project.textures().get(0).how());
        var level = project.level();
        var room = level.rooms().get(0);
        var floor = room.quads().stream().filter(q -> room.vertices().get(q.v0()).y() == 0).findFirst().orElseThrow();
        var texture = level.texturing().objectTextures().get(floor.objectTexture());
        // The floor quad's corners take the area's second, third, fourth and first coordinates; the area lies on the
        // right page (x 256..511), so 256 comes off x; then times 256.
        assertEquals(List.of(new TexCoord(Math.round(144.5f * 256), Math.round(10.5f * 256)),
                new TexCoord(Math.round(144.5f * 256), Math.round(110.5f * 256)),
                new TexCoord(Math.round(44.5f * 256), Math.round(110.5f * 256)),
                new TexCoord(Math.round(44.5f * 256), Math.round(10.5f * 256))), texture.corners());
        assertEquals(2, texture.attribute(), "blend mode 2, additive");
        // The page holds the image's right half: blue, stored as a little-endian ARGB word (B, G, R, A).
        var page = level.textures().pages32().get(texture.page());
        assertEquals(List.of(0xFF, 0, 0, 0xFF), List.of(page.unsigned(0), page.unsigned(1), page.unsigned(2),
                page.unsigned(3)));
        // The ceiling's area crosses from the red page into the blue one: it is shaded, and the reason says why.
        assertTrue(project.shading().contains("1 faces' texture areas cross a 256-pixel page boundary"),
                project.shading());
    }

    @Test
    void anImageThatCannotBeDecodedIsReportedAndItsFacesShaded() throws IOException {
        var broken = folder.resolve("wall.png");
        Files.write(broken, new byte[] {1, 2, 3});
        var file = project("wall.png");
        var project = ProjectLevelBuilder.build(Prj2Reader.read(file), file);
        assertFalse(project.textures().get(0).isFound());
        assertTrue(project.textures().get(0).how().contains("cannot be read"), project.textures().get(0).how());
        assertTrue(project.shading().contains("2 faces' texture images are not available"), project.shading());
    }
}
