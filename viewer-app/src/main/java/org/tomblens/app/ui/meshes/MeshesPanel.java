package org.tomblens.app.ui.meshes;

import imgui.ImGui;
import imgui.callback.ImListClipperCallback;
import imgui.type.ImBoolean;
import imgui.type.ImString;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.extract.ExtractGroup;
import org.tomblens.app.extract.ExtractItems;
import org.tomblens.app.files.HomeFolder;
import org.tomblens.app.extract.ExtractionJob;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.geometry.MeshUsers;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * Every entry of the file's mesh table, used or not: its vertices, faces and users (models, static types and the
 * entities placing those models). Choosing one shows it in the model view; its users are links. The file's
 * meshes, textures, sounds or everything can be taken out into a folder, on a worker thread, with a progress bar
 * and a way to stop.
 */
public final class MeshesPanel extends DockPanel {
    public static final String TITLE = "Meshes";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM)
                    .openedFor(FileKind.LIBRARY);

    private final ImBoolean unusedOnly = new ImBoolean(false);
    private final ImString folder = new ImString(1024);
    private final ExtractionJob job = new ExtractionJob();
    private PreparedLevel shown;
    private MeshRows rows;

    public MeshesPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var loaded = context.level().prepared();
        if (loaded != shown) {
            shown = loaded;
            rows = new MeshRows(loaded.level());
            folder.set(suggestedFolder(loaded).toString());
        }
        Widgets.text(rows.all.size() + " meshes, " + rows.unused.size()
                + " unused (no model or static type references them)");
        Widgets.checkbox("Unused only", unusedOnly);
        var list = unusedOnly.get() ? rows.unused : rows.all;
        var player = context.playback().player();
        var selected = player.subject() instanceof Subject.Mesh mesh ? mesh.pointer() : -1;
        if (Tables.begin("Meshes", 0.6f, "Mesh", "Vertices", "Faces", "Used by")) {
            Widgets.clippedRows(list.size(), new ImListClipperCallback() {
                @Override
                public void accept(int i) {
                    var row = list.get(i);
                    ImGui.pushID(row.pointer());
                    if (Tables.row(row.cells(), row.pointer() == selected)) {
                        context.playback().play(new Subject.Mesh(row.pointer()));
                    }
                    ImGui.popID();
                }
            });
            Widgets.endTable();
        }
        if (selected >= 0 && selected < rows.users.size()) {
            users(context, selected, rows.users.of(selected));
        }
        ImGui.separator();
        actions(context, loaded, selected);
    }

    /** The chosen mesh's users, each a link to it. */
    private static void users(ViewerContext context, int pointer, List<MeshUsers.User> users) {
        Widgets.text("Mesh " + pointer + (users.isEmpty() ? ": nothing uses it" : " is used by:"));
        for (var user : users) {
            ImGui.sameLine();
            if (Widgets.smallButton(user.label())) {
                switch (user.kind()) {
                    case MODEL -> context.playback().play(new Subject.Model(user.index()));
                    case STATIC -> context.playback().play(new Subject.Static(user.index()));
                    case ENTITY -> context.navigation().flyToEntity(user.index());
                }
            }
        }
    }

    /** The folder to write into, and the buttons that write, or the progress of the extract under way. */
    private void actions(ViewerContext context, PreparedLevel loaded, int selected) {
        ImGui.setNextItemWidth(-1);
        Widgets.inputTextWithHint("Folder", "the folder to write into", folder);
        if (job.running()) {
            ImGui.progressBar(job.fraction(), -1, 0, job.done() + " / " + job.total());
            if (Widgets.button("Cancel")) {
                job.cancel();
            }
            return;
        }
        if (selected >= 0) {
            if (Widgets.button("Export mesh " + selected)) {
                start(loaded, ExtractItems.meshes(loaded, rows.users, Set.of(selected)));
            }
            ImGui.sameLine();
        }
        if (Widgets.button("Export textures")) {
            start(loaded, ExtractItems.of(loaded, EnumSet.of(ExtractGroup.TEXTURES)));
        }
        ImGui.sameLine();
        if (Widgets.button("Export sounds")) {
            start(loaded, ExtractItems.of(loaded, EnumSet.of(ExtractGroup.SOUNDS)));
        }
        ImGui.sameLine();
        if (Widgets.button("Export everything")) {
            start(loaded, ExtractItems.of(loaded, ExtractGroup.ALL));
        }
        if (!job.status().isEmpty()) {
            Widgets.textWrapped(job.status());
        }
    }

    private void start(PreparedLevel loaded, List<ExtractItems.Item> items) {
        var source = loaded.path() != null ? loaded.path().toString() : loaded.displayName();
        job.start(source, items, Path.of(folder.get()));
    }

    /** Beside the file on screen, or in the home folder: a folder named after it. */
    private static Path suggestedFolder(PreparedLevel loaded) {
        var path = loaded.path();
        var parent = path != null && path.toAbsolutePath().getParent() != null ? path.toAbsolutePath().getParent()
                : HomeFolder.path();
        return parent.resolve(loaded.displayName().replaceAll("[^A-Za-z0-9._-]", "_") + "-extract");
    }
}
