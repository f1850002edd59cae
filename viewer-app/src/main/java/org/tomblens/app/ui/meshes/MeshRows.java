package org.tomblens.app.ui.meshes;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.geometry.MeshUsers;
import org.tomblens.format.model.Level;

/** A file's mesh table as the Meshes panel lists it, made once per file. */
final class MeshRows {
    /** One mesh: its pointer, counts and users, as the table shows them. */
    record Row(int pointer, List<String> cells, boolean unused) {}

    final MeshUsers users;
    final List<Row> all;
    final List<Row> unused;

    MeshRows(Level level) {
        users = MeshUsers.of(level);
        var rows = new ArrayList<Row>(users.size());
        for (int p = 0; p < users.size(); p++) {
            var mesh = level.meshes().get(p);
            var faces = mesh.texturedQuads().size() + mesh.texturedTriangles().size() + mesh.colouredQuads().size()
                    + mesh.colouredTriangles().size();
            var used = users.of(p).stream().map(MeshUsers.User::label).toList();
            var shown = used.isEmpty() ? "(unused)" : users.unused(p) ? "(unused) " + String.join(", ", used)
                    : String.join(", ", used);
            rows.add(new Row(p, List.of(Integer.toString(p), Integer.toString(mesh.vertices().size()),
                    Integer.toString(faces), shown), users.unused(p)));
        }
        all = List.copyOf(rows);
        unused = rows.stream().filter(Row::unused).toList();
    }
}
