package org.tomblens.app.anim;

/** What the animation player shows. */
public sealed interface Subject {
    /** A moveable model on its own, by its index in the level's model table. */
    record Model(int modelIndex) implements Subject {}

    /** An entity of the level, played in its place there (the level's other entities pause). */
    record InPlace(int entity, int modelIndex) implements Subject {}

    /** A static mesh type, by its index in the level's static meshes: it has no animations. */
    record Static(int staticIndex) implements Subject {}

    /** An entry of the mesh table alone, as stored, by its mesh pointer: it has no animations. */
    record Mesh(int pointer) implements Subject {}

    /**
     * Nothing chosen yet. Its methods are written out: the record's own build their method handles at their first
     * call, which came in the level's first frame, on the window's thread (docs/performance.md, "The level first").
     */
    record None() implements Subject {
        @Override
        public boolean equals(Object other) {
            return other instanceof None;
        }

        @Override
        public int hashCode() {
            return 0;
        }

        @Override
        public String toString() {
            return "None[]";
        }
    }

    Subject NONE = new None();

    /** The moveable model shown, or -1 for a static or nothing. */
    default int modelIndex() {
        if (this instanceof Model model) {
            return model.modelIndex();
        }
        return this instanceof InPlace inPlace ? inPlace.modelIndex() : -1;
    }
}
