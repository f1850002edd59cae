package org.tomblens.app.extract;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.tomblens.app.export.MeshExport;
import org.tomblens.app.export.ModelExport;
import org.tomblens.app.export.PagePngs;
import org.tomblens.app.export.WaveFile;
import org.tomblens.format.geometry.MeshUsers;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.sound.Sample;

/**
 * What an extract of a file writes, one item per file, in the order of {@code index.json}: texture pages, object
 * textures, sprites, samples, models, static mesh types, then every entry of the mesh table. Each item's bytes are
 * made only when it is written. A part the viewer cannot show (a texture on a page that does not exist, a sample
 * that does not decode) is an item with no bytes and the viewer's warning; a part the viewer shows with faces left
 * out carries the warnings about those faces.
 */
public final class ExtractItems {
    /** One file to write: its entry in the index, and its bytes (null when the part is left out). */
    public record Item(IndexEntry entry, Supplier<byte[]> bytes) {}

    private final PreparedLevel prepared;
    private final PagePngs pagePngs;
    private final Map<String, List<String>> warnings = new LinkedHashMap<>();
    private final List<Item> items = new ArrayList<>();

    private ExtractItems(PreparedLevel prepared) {
        this.prepared = prepared;
        this.pagePngs = new PagePngs(prepared.geometry().pages());
        var all = new ArrayList<DataWarning>(prepared.level().warnings());
        all.addAll(prepared.geometry().warnings());
        for (var warning : all) {
            // "meshes[12].texturedQuads[3]" is mesh 12's: keep each warning under its first field and index.
            var path = warning.path();
            var end = path.indexOf(']');
            if (end > 0) {
                warnings.computeIfAbsent(path.substring(0, end + 1), k -> new ArrayList<>()).add(warning.toString());
            }
        }
    }

    /** The items of the groups asked for. */
    public static List<Item> of(PreparedLevel prepared, Set<ExtractGroup> groups) {
        var items = new ExtractItems(prepared);
        if (groups.contains(ExtractGroup.TEXTURES)) {
            items.textures();
        }
        if (groups.contains(ExtractGroup.SOUNDS)) {
            items.sounds();
        }
        if (groups.contains(ExtractGroup.MODELS)) {
            items.models();
        }
        if (groups.contains(ExtractGroup.MESHES)) {
            items.statics();
            items.meshes(MeshUsers.of(prepared.level()), null);
        }
        return List.copyOf(items.items);
    }

    /** The items of the mesh pointers in {@code pointers} alone. */
    public static List<Item> meshes(PreparedLevel prepared, MeshUsers users, Set<Integer> pointers) {
        var items = new ExtractItems(prepared);
        items.meshes(users, pointers);
        return List.copyOf(items.items);
    }

    private void textures() {
        var pages = prepared.geometry().pages();
        for (int layer = 0; layer < pages.layerCount(); layer++) {
            var page = layer;
            add("pages/page-" + number(layer) + ".png", "page", layer, "page " + layer, List.of(), false, null,
                    () -> pagePngs.of(page));
        }
        var textures = prepared.level().texturing().objectTextures();
        var chunked = prepared.level().version().isChunked();
        for (int t = 0; t < textures.size(); t++) {
            var cut = TextureCut.of(textures.get(t), chunked);
            var where = "objectTextures[" + t + "]";
            var missing = cut.layer() >= pages.miscFirstLayer();
            add("textures/texture-" + number(t) + ".png", "texture", t, "object texture " + t, List.of(), false,
                    warning(where), missing ? null : () -> cut.png(pages));
        }
        var quads = prepared.geometry().sprites().quads();
        var sprites = prepared.level().texturing().spriteTextures();
        for (int s = 0; s < quads.size(); s++) {
            var cut = TextureCut.of(quads.get(s));
            var missing = sprites.get(s).tile() >= pages.miscFirstLayer();
            add("sprites/sprite-" + number(s) + ".png", "sprite", s, "sprite " + s, List.of(), false,
                    warning("spriteTextures[" + s + "]"), missing ? null : () -> cut.png(pages));
        }
    }

    private void sounds() {
        var effects = prepared.sounds().effects().all();
        for (var sample : prepared.sounds().samples().all()) {
            var number = sample.number();
            var users = effects.stream().filter(effect -> effect.sampleNumbers().anyMatch(n -> n == number))
                    .map(effect -> "sound " + effect.soundId()).toList();
            var path = "sounds/sample-" + number(number) + ".wav";
            var name = "sample " + number;
            if (sample instanceof Sample.Decoded decoded) {
                add(path, "sound", number, name, users, users.isEmpty(), null, () -> WaveFile.bytes(decoded.pcm()));
            } else {
                var why = sample instanceof Sample.Unreadable unreadable
                        ? "sample " + number + " is unreadable: " + unreadable.error().getMessage()
                        : ((Sample.Missing) sample).reason();
                add(path, "sound", number, name, users, users.isEmpty(), why, null);
            }
        }
    }

    private void models() {
        var level = prepared.level();
        var models = level.animation().models();
        for (int m = 0; m < models.size(); m++) {
            var model = models.get(m);
            var users = new ArrayList<String>();
            for (int e = 0; e < level.entities().size(); e++) {
                if (level.entities().get(e).type() == model.id()) {
                    users.add("entity " + e);
                }
            }
            var index = m;
            var name = ("model " + model.id() + " " + EntityNames.name(level.version(), (int) model.id()).orElse(""))
                    .strip();
            var empty = model.numMeshes() == 0 ? "model " + model.id() + " has no meshes" : null;
            add("models/model-" + number(model.id()) + ".glb", "model", model.id(), name, users, users.isEmpty(),
                    empty, empty != null ? null : () -> ModelExport.glb(prepared, index, pagePngs));
        }
    }

    private void statics() {
        var level = prepared.level();
        var geometry = prepared.geometry().models();
        var types = level.staticMeshes();
        for (int s = 0; s < types.size(); s++) {
            var type = types.get(s);
            var users = new ArrayList<String>();
            for (int r = 0; r < level.rooms().size(); r++) {
                if (level.rooms().get(r).staticMeshes().stream().anyMatch(placed -> placed.meshId() == type.id())) {
                    users.add("room " + r);
                }
            }
            var owner = geometry.staticOwner(s);
            var name = "static " + type.id();
            var missing = type.mesh() < 0 || type.mesh() >= level.meshes().size()
                    ? "static " + type.id() + ": mesh " + type.mesh() + " does not exist (the level has "
                    + level.meshes().size() + ")" : null;
            add("statics/static-" + number(type.id()) + ".glb", "static", type.id(), name, users, users.isEmpty(),
                    missing, missing != null ? null : () -> MeshExport.glb(prepared, owner, name, pagePngs));
        }
    }

    private void meshes(MeshUsers users, Set<Integer> only) {
        var geometry = prepared.geometry().models();
        for (int p = 0; p < users.size(); p++) {
            if (only != null && !only.contains(p)) {
                continue;
            }
            var owner = geometry.meshOwner(p);
            var name = "mesh " + p;
            add("meshes/mesh-" + number(p) + ".glb", "mesh", p, name,
                    users.of(p).stream().map(MeshUsers.User::label).toList(), users.unused(p),
                    warning("meshes[" + p + "]"), () -> MeshExport.glb(prepared, owner, name, pagePngs));
        }
    }

    /** The viewer's warnings about the part at {@code where}, one a line; null when it has none. */
    private String warning(String where) {
        var list = warnings.get(where);
        return list == null ? null : String.join("\n", list);
    }

    private void add(String path, String kind, long id, String name, List<String> usedBy, boolean unused,
                     String warning, Supplier<byte[]> bytes) {
        // A part left out has a warning saying why, and no file.
        items.add(new Item(new IndexEntry(bytes == null ? null : path, kind, id, name, usedBy, unused, warning), bytes));
    }

    /** Numbers in file names padded to four digits, so files list in order. */
    private static String number(long value) {
        return String.format("%04d", value);
    }
}
