package org.tomblens.format.floordata;

/** Something in a FloorData chain that is not as the format says, and the word where it shows. */
public record FloorDataProblem(int word, String message) {
    @Override
    public String toString() {
        return "word " + word + ": " + message;
    }
}
