package org.tomblens.format.prj2.level;

import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;

/**
 * A project made viewable: a {@link Level} that the level geometry builder and renderer draw as they draw any
 * level, and what was found of the files the project names.
 *
 * @param textures the project's texture images, in its order, and where they were found
 * @param wads the object libraries it names, in its order, and where they were found or why their models are not
 *             in the level (then its objects are drawn as labelled boxes)
 * @param shading why some faces are drawn shaded by what they are (floor, wall, ceiling …) rather than textured;
 *                null when every face is textured
 * @param warnings what could not be carried over, with where in the project
 */
public record ProjectLevel(Level level, List<FileReference> textures, List<FileReference> wads, String shading,
                           List<DataWarning> warnings) {
    public ProjectLevel {
        textures = List.copyOf(textures);
        wads = List.copyOf(wads);
        warnings = List.copyOf(warnings);
    }
}
