package org.tomblens.format.open;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.DataWarning;

/**
 * The warnings a file gives when it is opened: those of reading it, then of building its geometry and its
 * animations. The viewer's preparation and {@code info}'s count both take them from here.
 */
public final class OpenWarnings {
    private OpenWarnings() {}

    /** The warnings of reading a file ({@code reading}) and of building {@code geometry} and {@code animation}. */
    public static List<DataWarning> of(List<DataWarning> reading, LevelGeometry geometry, LevelAnimation animation) {
        var warnings = new ArrayList<>(reading);
        warnings.addAll(geometry.warnings());
        warnings.addAll(animation.warnings());
        return warnings;
    }
}
