package org.tomblens.format.trm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;

/**
 * The real outfit JESSIE.TRM (from tr-wardrobe) and its texture 8040.dds beside it in {@code jessie/1/TEX}, as
 * the mod keeps them. Expected values are the file's bytes: one shader at 0x08, texture numbers at 0x38, the
 * index count 13332 at 0x40, the vertex count 2879 at 0x44, the indices from 0x48 and the vertices from 0x6870.
 */
class CorpusTrmTest {
    private static final String MODEL = "remastered/JESSIE.TRM";
    private static final int VERTEX_COUNT_AT = 0x44;
    private static final int INDICES_AT = 0x48;

    private static byte[] bytes() throws IOException {
        return Files.readAllBytes(Corpus.file(MODEL));
    }

    @Test
    void theOutfitIsReadToItsLastByte() throws IOException {
        var trm = TrmReader.read(bytes(), "JESSIE.TRM");
        assertEquals(List.of(), trm.warnings(), "the counts consume the file exactly");
        assertEquals(1, trm.shaders().size());
        assertEquals(List.of(new Trm.Range(0, 13332), new Trm.Range(13332, 0), new Trm.Range(13332, 0)),
                trm.shaders().get(0).ranges());
        assertEquals(List.of(8001, 8040), trm.textureIds());
        assertEquals(0, trm.skeletonBones());
        assertEquals(4444, trm.triangleCount());
        assertEquals(2879, trm.vertices().size());
        // Vertex 0 at 0x6870: floats, then bytes 16 114 185 (normal), 1 (texture), joints, 135 (U), weights, 194 (V).
        var first = trm.vertices().get(0);
        assertEquals(-16.654003f, first.x());
        assertEquals(-225.98305f, first.y());
        assertEquals(2.252501f, first.z());
        assertEquals(List.of(16 - 127, 114 - 127, 185 - 127, 1, 135, 194), List.of(first.normalX(),
                first.normalY(), first.normalZ(), first.texture(), first.u(), first.v()));
    }

    @Test
    void itOpensAsALibraryOfOneModelWithTheTextureFoundBesideIt() throws IOException {
        var opened = OpenedFile.read(Corpus.file(MODEL), ProgressListener.NONE);
        var model = assertInstance(opened);
        var level = model.level();
        assertTrue(level.rooms().isEmpty());
        assertEquals(1, level.animation().models().size());
        assertEquals(1, level.meshes().size());
        assertEquals(2, level.textures().pages32().size(), "8040 and the white page of 8001's faces");
        // Page texel (50, 50) is the average of the image's texels (100..101, 100..101), by Pillow: 128, 42, 74.
        var page = level.textures().pages32().get(0);
        var at = 4 * (50 * 256 + 50);
        assertEquals(List.of(74, 42, 128, 255), List.of(page.get(at) & 0xFF, page.get(at + 1) & 0xFF,
                page.get(at + 2) & 0xFF, page.get(at + 3) & 0xFF));
        assertEquals(1, model.warnings().size(), model.warnings().toString());
        assertTrue(model.warnings().get(0).message().contains("[8001]"), model.warnings().toString());
        var mesh = level.meshes().get(0);
        assertEquals(-289, mesh.vertices().stream().mapToInt(v -> v.y()).min().orElseThrow(), "head, Y down");
        assertEquals(453, mesh.vertices().stream().mapToInt(v -> v.y()).max().orElseThrow(), "feet");
    }

    /**
     * The file's triangles turn against their own normals as the meshes of classic levels do, so the renderer's
     * culling keeps their fronts: nearly all face the other way from the cross product of their edges.
     */
    @Test
    void trianglesWindAsClassicMeshesDo() throws IOException {
        var mesh = OpenedFile.read(Corpus.file(MODEL), ProgressListener.NONE).level().meshes().get(0);
        var against = mesh.texturedTriangles().stream().filter(face -> turn(mesh, face) < 0).count();
        assertTrue(against > 0.99 * mesh.texturedTriangles().size(), against + " of " + mesh.texturedTriangles().size());
    }

    @Test
    void aCutModelIsATypedErrorAtTheCountThatNoLongerFits() throws IOException {
        var cut = Arrays.copyOf(bytes(), 30000);
        var error = assertThrows(LevelFormatException.class, () -> TrmReader.read(cut, "JESSIE.TRM"));
        assertEquals("vertices.count", error.fieldPath());
        assertEquals(VERTEX_COUNT_AT, error.offset());
    }

    @Test
    void anIndexPastTheVerticesIsATypedErrorAtThatIndex() throws IOException {
        var bytes = bytes();
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putShort(INDICES_AT + 2 * 7, (short) 2879);
        var error = assertThrows(LevelFormatException.class, () -> TrmReader.read(bytes, "JESSIE.TRM"));
        assertEquals("indices[7]", error.fieldPath());
        assertEquals(INDICES_AT + 14, error.offset());
    }

    @Test
    void aCutTextureLeavesTheModelWithAWarningNamingTheFile(@TempDir Path folder) throws IOException {
        var texture = Files.readAllBytes(Corpus.file("remastered/jessie/1/TEX/8040.dds"));
        var tex = Files.createDirectories(folder.resolve("jessie/1/TEX"));
        Files.write(tex.resolve("8040.dds"), Arrays.copyOf(texture, 5000));
        var model = Files.write(folder.resolve("JESSIE.TRM"), bytes());
        var opened = OpenedFile.read(model, ProgressListener.NONE);
        assertEquals(1, opened.level().textures().pages32().size(), "every face white");
        assertTrue(opened.warnings().stream().anyMatch(w -> w.message().contains("8040.dds")
                && w.message().contains("blocks")), opened.warnings().toString());
    }

    private static OpenedFile.RemasteredModel assertInstance(OpenedFile opened) {
        assertTrue(opened instanceof OpenedFile.RemasteredModel, opened.getClass().toString());
        return (OpenedFile.RemasteredModel) opened;
    }

    /** The cross product of the face's edges, dotted with the sum of its vertices' normals. */
    private static double turn(Mesh mesh, Face face) {
        var a = mesh.vertices().get(face.v0());
        var b = mesh.vertices().get(face.v1());
        var c = mesh.vertices().get(face.v2());
        double ux = b.x() - a.x(), uy = b.y() - a.y(), uz = b.z() - a.z();
        double vx = c.x() - a.x(), vy = c.y() - a.y(), vz = c.z() - a.z();
        var n = List.of(mesh.normals().get(face.v0()), mesh.normals().get(face.v1()), mesh.normals().get(face.v2()));
        double nx = n.stream().mapToInt(v -> v.x()).sum();
        double ny = n.stream().mapToInt(v -> v.y()).sum();
        double nz = n.stream().mapToInt(v -> v.z()).sum();
        return (uy * vz - uz * vy) * nx + (uz * vx - ux * vz) * ny + (ux * vy - uy * vx) * nz;
    }
}
