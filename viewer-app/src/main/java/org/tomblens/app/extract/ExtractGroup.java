package org.tomblens.app.extract;

import java.util.EnumSet;
import java.util.Set;

/** What an extract takes out, as {@code --only} names it; each group holds some kinds of file. */
public enum ExtractGroup {
    /** Texture pages, object textures and sprites, as PNGs. */
    TEXTURES,
    /** Samples, as WAVs. */
    SOUNDS,
    /** Moveable models, skinned and animated, as .glb. */
    MODELS,
    /** Static mesh types and every entry of the mesh table, as .glb. */
    MESHES;

    public static final Set<ExtractGroup> ALL = Set.copyOf(EnumSet.allOf(ExtractGroup.class));
}
