package org.tomblens.format.prj2.level;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.anim.ModelRole;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.WadLayout;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.format.wad2.Wad2Reader;

/**
 * The corpus title project with the corpus library standing in for the library it names: the project stores
 * {@code $(LevelDirectory)\..\..\Assets\Objects\Title.wad2}, a path relative to its own folder, and places Lara
 * (type 0) and one other movable (type 427). The library holds Lara, her skin (8) and her skin's joints (9).
 */
class ProjectWadsTest {
    private static final String PROJECT = "prj2/aod-title.prj2";
    private static final String LIBRARY_NAME = "Title";

    @TempDir
    Path folder;

    /** The project copied to {@code Levels/Title/} of the temporary folder. */
    private Path project() throws IOException {
        var file = folder.resolve("Levels/Title/aod-title.prj2");
        Files.createDirectories(file.getParent());
        return Files.copy(Corpus.file(PROJECT), file);
    }

    /** The corpus library and its companions copied to where the project looks, under the name it gives. */
    private Path library() throws IOException {
        var objects = Files.createDirectories(folder.resolve("Assets/Objects"));
        for (var extension : List.of("was", "swd", "sfx", "sam")) {
            Files.copy(Corpus.file("wad/lara." + extension), objects.resolve(LIBRARY_NAME + "." + extension));
        }
        return Files.copy(Corpus.file("wad/lara.wad"), objects.resolve(LIBRARY_NAME + ".wad2"));
    }

    private static ProjectLevel build(Path file) throws IOException {
        return ProjectLevelBuilder.build(Prj2Reader.read(file), file);
    }

    @Test
    void theLibraryTheProjectNamesIsFoundWhereItSaysAndItsModelsJoinTheLevel() throws IOException {
        var wadFile = library();
        var project = build(project());
        var reference = project.wads().get(0);
        assertEquals(wadFile.toRealPath(), reference.found().toRealPath());
        assertEquals("found where the project says", reference.how());
        assertTrue(project.warnings().stream().noneMatch(w -> w.path().startsWith("settings.wads")),
                project.warnings().toString());

        // The movables table as the library stores it: 18 bytes each, the id first and the mesh count at +4.
        var movables = WadLayout.walk(Files.readAllBytes(wadFile)).movables;
        var level = project.level();
        var models = level.animation().models();
        assertEquals(movables.capacity() / 18, models.size());
        for (int m = 0; m < models.size(); m++) {
            assertEquals(movables.getInt(18 * m), models.get(m).id());
            assertEquals(movables.getShort(18 * m + 4), models.get(m).numMeshes());
        }
        assertEquals(List.of(0L, 8L, 9L), models.stream().map(m -> m.id()).toList());
    }

    @Test
    void laraTakesTheLibrarysModelWithItsMeshesVerticesAndTextures() throws IOException {
        var wad = WadReader.read(library());
        var library = WadLevel.of(wad);
        var project = build(project());
        var level = project.level();
        var lara = level.entities().get(0);
        assertEquals(0, lara.type());
        var entry = LevelAnimation.build(level).models().byId(lara.type());
        assertEquals(ModelRole.LARA, entry.role());
        var model = level.animation().models().get(entry.index());
        assertEquals(15, model.numMeshes(), "the library's Lara has 15 meshes");
        // TR4 draws Lara with her skin's meshes: both models' meshes are the library's, pointer for pointer.
        var skin = level.animation().models().get(entry.meshModel());
        assertEquals(ModelList.skinId(level.version()), skin.id());
        var roomTextures = level.texturing().objectTextures().size() - library.texturing().objectTextures().size();
        var roomPages = level.textures().pages32().size() - library.textures().pages32().size();
        assertEquals(project.level().textures().roomPages(), roomPages);
        for (var shown : List.of(model, skin)) {
            for (int k = 0; k < shown.numMeshes(); k++) {
                var pointer = shown.startingMesh() + k;
                var mesh = level.meshes().get(pointer);
                var stored = wad.mesh(pointer);
                assertEquals(stored.vertices(), mesh.vertices(), "mesh pointer " + pointer);
                var original = library.meshes().get(pointer);
                assertEquals(original.texturedQuads().size(), mesh.texturedQuads().size());
                for (int f = 0; f < mesh.texturedQuads().size(); f++) {
                    var face = mesh.texturedQuads().get(f);
                    var libraryFace = original.texturedQuads().get(f);
                    assertEquals(libraryFace.objectTexture() + roomTextures, face.objectTexture());
                    var texture = level.texturing().objectTextures().get(face.objectTexture());
                    var libraryTexture = library.texturing().objectTextures().get(libraryFace.objectTexture());
                    assertEquals(libraryTexture.corners(), texture.corners());
                    assertEquals(libraryTexture.page() + roomPages, texture.page());
                    assertEquals(library.textures().pages32().get(libraryTexture.page()),
                            level.textures().pages32().get(texture.page()));
                }
            }
        }
    }

    @Test
    void everyAnimationOfLaraPosesAsInTheLibraryWithoutWarnings() throws IOException {
        var library = WadLevel.of(WadReader.read(library()));
        var level = build(project()).level();
        var animation = LevelAnimation.build(level);
        assertEquals(List.of(), animation.warnings());
        assertEquals(List.of(), LevelGeometry.build(level).warnings());
        var expected = LevelAnimation.build(library).poses();
        var lara = animation.models().byId(0).index();
        var data = level.animation();
        var stored = library.animation();
        assertEquals(stored.animationEnd(0) - stored.firstAnimation(0), data.animationEnd(lara)
                - data.firstAnimation(lara));
        for (int a = data.firstAnimation(lara); a < data.animationEnd(lara); a++) {
            var timeline = animation.timelines().get(a);
            for (var frame : new int[] {timeline.frameStart(), (timeline.frameStart() + timeline.frameEnd()) / 2}) {
                var pose = animation.poses().pose(lara, a, frame, 0.5f);
                var original = expected.pose(lara, a, frame, 0.5f);
                for (int mesh = 0; mesh < pose.meshCount(); mesh++) {
                    for (int element = 0; element < 12; element++) {
                        assertEquals(original.matrix(mesh, element), pose.matrix(mesh, element),
                                "animation " + a + " frame " + frame + " mesh " + mesh);
                    }
                }
            }
        }
    }

    @Test
    void aMissingLibraryIsAWarningNamingItAndItsObjectsStayMarkers() throws IOException {
        var project = build(project());
        var reference = project.wads().get(0);
        assertFalse(reference.isFound());
        assertTrue(reference.how().contains("'Title.wad2'"), reference.how());
        var warning = project.warnings().stream().filter(w -> w.path().equals("settings.wads[0]")).findFirst()
                .orElseThrow();
        assertTrue(warning.message().contains(reference.stored()), warning.message());
        assertTrue(warning.message().endsWith("its objects are drawn as labelled boxes"), warning.message());
        assertNoModels(project.level());
    }

    @Test
    void aTombEditorWad2LibraryGivesTheLevelItsModels() throws IOException {
        var file = library();
        Files.copy(Corpus.file("wad2/aod-objects-inventory.wad2"), file, StandardCopyOption.REPLACE_EXISTING);
        var wad2 = Wad2Reader.read(file);
        var project = build(project());
        assertEquals("found where the project says", project.wads().get(0).how());
        var ids = project.level().animation().models().stream().map(m -> m.id()).toList();
        assertEquals(wad2.moveables().stream().map(m -> m.id()).toList(), ids);
        assertEquals(wad2.moveables().stream().mapToInt(m -> m.meshes().size()).sum(), project.level().meshes().size());
    }

    @Test
    void aCutWad2LibraryIsAWarningNamingWhereItEndsAndTheProjectStillLoads() throws IOException {
        var file = library();
        var bytes = Files.readAllBytes(Corpus.file("wad2/aod-objects-inventory.wad2"));
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        var project = build(project());
        var how = project.wads().get(0).how();
        assertTrue(how.contains("it cannot be read: "), how);
        assertTrue(how.contains("W2Textures/W2Txt["), how);   // the textures are most of the file
        assertNoModels(project.level());
        assertFalse(project.level().rooms().isEmpty());
    }

    @Test
    void aDamagedLibraryIsAWarningWithTheReadersReasonAndTheProjectStillLoads() throws IOException {
        var file = library();
        Files.write(file, Arrays.copyOf(Files.readAllBytes(file), 4096));
        var project = build(project());
        var how = project.wads().get(0).how();
        assertTrue(how.contains("it cannot be read: "), how);
        assertTrue(how.contains("needs"), how);
        assertTrue(project.warnings().stream().anyMatch(w -> w.message().contains(how)));
        assertNoModels(project.level());
        assertFalse(project.level().rooms().isEmpty());
    }

    @Test
    void aLibraryNamedByATombRaiderTwoProjectIsNotMixedIntoItsLevel() throws IOException {
        library();
        var file = project();
        var bytes = Files.readAllBytes(file);
        // TeGameVersion is stored as a LEB128 number right after its id; TRNG's 16 becomes TR2's 2.
        var id = "TeGameVersion".getBytes();
        var at = indexOf(bytes, id) + id.length;
        assertEquals(1, bytes[at], "a one-byte value");
        assertEquals(16, bytes[at + 1]);
        bytes[at + 1] = 2;
        Files.write(file, bytes);
        var project = build(file);
        assertTrue(project.wads().get(0).how().contains("which a TR2 level cannot animate"),
                project.wads().get(0).how());
        assertNoModels(project.level());
    }

    private static void assertNoModels(Level level) {
        assertEquals(List.of(), level.animation().models());
        assertEquals(0, level.meshes().size());
        assertNull(LevelAnimation.build(level).models().byId(level.entities().get(0).type()));
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
