package org.tomblens.render.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The view maths (camera, default view, drawn rooms, entity poses, render options) is plain Java: the window's
 * camera and audio code and any tool can use it without a GL context. Nothing in it may name LWJGL or a GL
 * package of the renderer.
 */
class ViewPackageTest {
    private static final Path VIEW = Path.of("src", "main", "java", "org", "tomblens", "render", "view");
    /** LWJGL, or a package of the renderer that holds GL objects. */
    private static final Pattern GL_NAME = Pattern.compile(
            "\\borg\\.lwjgl\\.|\\borg\\.tomblens\\.render\\.(?:gl|scene|overlay|offscreen|stage|ui|image|pick)\\.");

    @Test
    void theViewPackageNamesNoGl() throws IOException {
        var naming = new ArrayList<String>();
        int files = 0;
        try (Stream<Path> sources = Files.list(VIEW)) {
            for (var file : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
                files++;
                var matcher = GL_NAME.matcher(Files.readString(file));
                while (matcher.find()) {
                    naming.add(file.getFileName() + ": " + matcher.group());
                }
            }
        }
        assertTrue(files >= 9, "the view package's sources were read: " + files);
        assertEquals(List.of(), naming, "GL names in the view package");
    }
}
