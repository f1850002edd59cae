package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.prj2.level.ProjectLevelBuilder;
import org.tomblens.format.read.FirstWords;
import org.tomblens.format.read.ProgressListener;

/**
 * Tomb Editor projects (.PRJ2), opened as the level their sectors build with the models of the libraries they name.
 * Their magic is one of the {@link FirstWords}, which PlayStation builds that start with texels are never taken
 * for.
 */
final class Prj2Format extends Format {
    static final String VERSION = "PRJ2";

    /** The keys of one {@code --json} line for a project, in order; every line has all of them. */
    static final List<String> KEYS = List.of("file", "version", "ok", "error", "game_version", "rooms", "sectors_total",
            "objects", "models_resolved", "models_missing");

    Prj2Format() {
        super(FileKind.PROJECT, "a Tomb Editor project (PRJ2)", List.of(new FileType("prj2", "Tomb Editor project")),
                KEYS);
    }

    @Override
    public boolean recognises(byte[] bytes, String fileName) {
        return FirstWords.of(bytes) == FirstWords.PRJ2;
    }

    @Override
    public OpenedFile read(byte[] bytes, Path path, String name, ProgressListener progress) throws IOException {
        progress.progress(0.1, "reading the project");
        var project = Prj2Reader.read(bytes, name);
        progress.progress(0.3, "building its rooms");
        var built = ProjectLevelBuilder.build(project, path != null ? path : Path.of(name));
        var warnings = new ArrayList<DataWarning>(project.warnings());
        warnings.addAll(built.warnings());
        if (built.shading() != null) {
            warnings.add(new DataWarning("", built.shading()));
        }
        return new OpenedFile.Project(built, warnings);
    }

    /**
     * The {@link #KEYS} of a project: {@code game_version} is the code the file stores (null when it stores none),
     * {@code objects} the number of objects of each object chunk id; {@code models_resolved} and
     * {@code models_missing} how many of its placed movables and statics the viewer draws with a model from the
     * project's object libraries (found beside {@code file} as the viewer finds them) and how many as labelled
     * boxes. Counts are null when it cannot be read.
     */
    @Override
    public Map<String, Object> summarise(Path file, byte[] bytes) {
        var fileName = file.getFileName().toString();
        return InfoSummary.of(KEYS, fileName, VERSION,
                summary -> putCounts(summary, Prj2Reader.read(bytes, fileName), file));
    }

    private static void putCounts(Map<String, Object> summary, Prj2Project project, Path file) {
        var code = project.settings().gameVersionCode();
        summary.put("game_version", code.isPresent() ? code.getAsLong() : null);
        summary.put("rooms", project.rooms().size());
        summary.put("sectors_total", project.rooms().stream()
                .mapToLong(room -> (long) room.sectorsX() * room.sectorsZ()).sum());
        var objects = new TreeMap<String, Integer>();
        project.rooms().forEach(room -> room.objects().forEach(object -> objects.merge(object.chunkId(), 1,
                Integer::sum)));
        summary.put("objects", objects);
        var level = ProjectLevelBuilder.build(project, file).level();
        var movables = level.animation().models().stream().map(Model::id).collect(Collectors.toSet());
        var statics = level.staticMeshes().stream().map(StaticMesh::id).collect(Collectors.toSet());
        var placed = level.entities().size() + level.rooms().stream().mapToInt(room -> room.staticMeshes().size()).sum();
        var resolved = level.entities().stream().filter(entity -> movables.contains((long) entity.type())).count()
                + level.rooms().stream().flatMap(room -> room.staticMeshes().stream())
                .filter(mesh -> statics.contains((long) mesh.meshId())).count();
        summary.put("models_resolved", resolved);
        summary.put("models_missing", placed - resolved);
    }
}
