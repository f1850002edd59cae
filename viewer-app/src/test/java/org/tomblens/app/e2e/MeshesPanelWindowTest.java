package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.meshes.MeshesPanel;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.maker.write.LevelWriter;

/**
 * The Meshes panel in the real window, on the demo level written again with its first static type drawing its
 * second's mesh, so that the first's own mesh is left over: the panel lists every mesh of the table, the filter
 * leaves that one alone, choosing it draws its faces in the model view, a user link of the first mesh shows the
 * model using it in the animation player, and the panel's buttons write the mesh, then everything, into the folder beside the level with an index
 * counting the file's own mesh pointers.
 */
class MeshesPanelWindowTest {
    private static final int WIDTH = 1400;
    private static final int HEIGHT = 900;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The Meshes panel shares its corner with the Level, Render, Textures and Sounds panels: close them. */
    private static final String SETTINGS = StartSettings.window(WIDTH, HEIGHT)
            .panels(List.of("Level", "Render", "Textures", "Sounds"), false).panels(List.of("Meshes"), true).json();

    @Test
    void theLeftOverMeshIsListedShownAndTakenOut(@TempDir Path home) throws Exception {
        var demo = LevelReader.read(Path.of("..", "assets", "demo", "tomblens-demo.tr2"));
        var types = new ArrayList<>(demo.staticMeshes());
        var first = types.get(0);
        var second = types.get(1);
        types.set(0, new StaticMesh(first.id(), second.mesh(), first.visibility(), first.collision(), first.flags()));
        var level = SyntheticLevels.withStaticMeshes(demo, types);
        var file = Files.write(home.resolve("leftover.tr2"), LevelWriter.write(level));
        var leftover = first.mesh();
        var meshes = level.meshes().size();
        var folder = home.resolve("leftover.tr2-extract");

        try (var window = RealWindow.start(home, List.of(file.toString(), "--size", WIDTH + "x" + HEIGHT),
                SETTINGS)) {
            window.awaitLevel();
            var panel = window.panel(MeshesPanel.TITLE, "Unused only");
            assertEquals(meshes, panel.get("values").get("Meshes").asInt(), "a row per mesh pointer");
            assertTrue(RealWindow.texts(panel).contains(meshes + " meshes, 1 unused (no model or static type "
                    + "references them)"), RealWindow.texts(panel).toString());

            window.click(panel, "Unused only");
            var unused = window.awaitPanel(MeshesPanel.TITLE, "listing the unused mesh alone",
                    shown -> shown.get("values").path("Meshes").asInt() == 1);
            var row = RealWindow.rows(unused, "Meshes").get(0);
            assertEquals(List.of(Integer.toString(leftover), Integer.toString(level.meshes().get(leftover).vertices()
                    .size()), Integer.toString(faces(level.meshes().get(leftover))), "(unused)"), row);

            window.click(unused, "Meshes/" + leftover);
            var view = window.awaitPanel(ModelViewPanel.TITLE, "drawing the mesh", shown -> RealWindow.texts(shown)
                    .stream().anyMatch(text -> text.startsWith(triangles(level.meshes().get(leftover)) + " triangles")));
            assertNotNull(view);
            var chosen = window.panel(MeshesPanel.TITLE, "Export mesh " + leftover);
            assertTrue(RealWindow.texts(chosen).contains("Mesh " + leftover + ": nothing uses it"),
                    RealWindow.texts(chosen).toString());

            window.click(chosen, "Export mesh " + leftover);
            var written = awaitStatus(window, "Wrote 1 files");
            assertNotNull(written);
            var index = JSON.readTree(folder.resolve("index.json").toFile());
            var only = index.get("files").get(0);
            assertEquals(1, index.get("files").size());
            assertEquals(leftover, only.get("id").asInt());
            assertTrue(only.get("unused").asBoolean());
            assertTrue(Files.size(folder.resolve(only.get("path").asText())) > 0);

            window.click(window.lastPanel(MeshesPanel.TITLE), "Unused only");
            var all = window.awaitPanel(MeshesPanel.TITLE, "listing every mesh again",
                    shown -> shown.get("values").path("Meshes").asInt() == meshes);
            window.click(all, "Meshes/0");
            var lara = level.animation().models().get(0);
            assertEquals(0, lara.startingMesh(), "the first model starts the mesh table");
            var users = window.panel(MeshesPanel.TITLE, "model " + lara.id());
            window.click(users, "model " + lara.id());
            var animation = window.awaitPanel(AnimationPanel.TITLE, "showing the model", shown -> RealWindow
                    .texts(shown).stream().anyMatch(text -> text.endsWith("(type " + lara.id() + ")")));
            assertNotNull(animation);

            window.click(window.panel(MeshesPanel.TITLE, "Export everything"), "Export everything");
            // The mesh alone was one file; everything is many more.
            window.awaitPanel(MeshesPanel.TITLE, "saying everything is written", shown -> RealWindow.texts(shown)
                    .stream().anyMatch(text -> text.startsWith("Wrote ") && !text.startsWith("Wrote 1 files")));
            var everything = JSON.readTree(folder.resolve("index.json").toFile());
            var meshEntries = 0;
            for (var entry : everything.get("files")) {
                meshEntries += entry.get("kind").asText().equals("mesh") ? 1 : 0;
            }
            assertEquals(meshes, meshEntries, "a mesh entry per mesh pointer");
        }
    }

    private static JsonNode awaitStatus(RealWindow window, String start) throws Exception {
        return window.awaitPanel(MeshesPanel.TITLE, "saying " + start, shown -> RealWindow.texts(shown).stream()
                .anyMatch(text -> text.startsWith(start) && text.contains("index.json")));
    }

    private static int faces(Mesh mesh) {
        return mesh.texturedQuads().size() + mesh.texturedTriangles().size() + mesh.colouredQuads().size()
                + mesh.colouredTriangles().size();
    }

    private static int triangles(Mesh mesh) {
        return 2 * (mesh.texturedQuads().size() + mesh.colouredQuads().size()) + mesh.texturedTriangles().size()
                + mesh.colouredTriangles().size();
    }
}
