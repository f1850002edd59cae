package org.tomblens.app.extract;

import java.util.List;

/**
 * One line of an extract's {@code index.json}: a file written, or a part left out (no path, a warning saying why).
 *
 * @param path the file, relative to the extract's folder, '/' between folders; null when the part was left out
 * @param kind "page", "texture", "sprite", "sound", "model", "static" or "mesh"
 * @param id its number: page, object texture, sprite texture, sample, model or static type id, mesh pointer
 * @param usedBy what uses it, e.g. "model 0", "static 12", "entity 40", "room 3", "sound 108"
 * @param unused true when nothing of the file uses it (a mesh: no model or static type references it)
 * @param warning what is wrong with it, as the viewer says it; null when nothing is
 */
public record IndexEntry(String path, String kind, long id, String name, List<String> usedBy, boolean unused,
                         String warning) {
    public IndexEntry {
        usedBy = List.copyOf(usedBy);
    }

    /** This entry left out for {@code why}: no file, the reason added to its warning. */
    IndexEntry leftOut(String why) {
        return new IndexEntry(null, kind, id, name, usedBy, unused, warning == null ? why : warning + "; " + why);
    }
}
