package org.tomblens.app.route;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import org.tomblens.app.files.WholeFile;

/**
 * Reads and writes a route by its file's extension: {@code .json} is a randomizer location file, anything else a
 * trview route. Written whole ({@link WholeFile}): a failed write leaves the file that was there.
 */
public final class RouteFiles {
    /** The extensions the open and save dialogs offer. */
    public static final String TRVIEW = "tvr";
    public static final String LOCATIONS = "json";

    private RouteFiles() {}

    public static boolean isLocations(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith("." + LOCATIONS);
    }

    /** The route in {@code file} for the level named {@code levelFileName} (its file name, without folders). */
    public static Route read(Path file, String levelFileName) throws IOException, RouteFileException {
        return isLocations(file) ? RandomizerLocations.read(file, levelFileName) : TrviewRoutes.read(file);
    }

    /** The file's text: a trview route on one line as trview writes it, locations indented as TR-Rando keeps them. */
    public static String text(Route route, Path file, String levelFileName) throws IOException {
        if (isLocations(file)) {
            var printer = new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"));
            return JsonFields.MAPPER.writer(printer).writeValueAsString(RandomizerLocations.json(route, levelFileName))
                    + "\n";
        }
        return JsonFields.MAPPER.writeValueAsString(TrviewRoutes.json(route));
    }

    public static void write(Route route, Path file, String levelFileName) throws IOException {
        WholeFile.write(file, text(route, file, levelFileName).getBytes(StandardCharsets.UTF_8));
    }
}
