package org.tomblens.format.anim;

/** What a model is for, as a list of models shows it. */
public enum ModelRole {
    /** Drawn with its own meshes on its own skeleton. */
    ORDINARY,
    /** Lara (type 0): her skeleton and animations; from TR3 on her meshes are placeholders, drawn from her skin. */
    LARA,
    /** TR3+: the meshes drawn on Lara's skeleton; it has no animations of its own that matter. */
    LARA_SKIN
}
