package org.tomblens.app.route;

import java.nio.file.Path;

/** A route or location file that is not what it should be: which file, where in its JSON, and what was expected. */
public final class RouteFileException extends Exception {
    private final String jsonPath;

    public RouteFileException(Path file, String jsonPath, String problem) {
        super(file.getFileName() + ": " + jsonPath + ": " + problem);
        this.jsonPath = jsonPath;
    }

    /** Where in the file's JSON, e.g. {@code $.waypoints[3].room}. */
    public String jsonPath() {
        return jsonPath;
    }
}
