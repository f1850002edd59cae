package org.tomblens.app.extract;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;

/**
 * An extract of the demo level stopped part way: it starts no file after being told to stop, leaves no partial
 * file, and its index lists exactly the files that are there.
 */
class ExtractionTest {
    private static final Path DEMO = Path.of("..", "assets", "demo", "tomblens-demo.tr2");

    @Test
    void aStoppedExtractListsWhatItWroteAndLeavesNoPartialFile(@TempDir Path folder) throws Exception {
        var prepared = PreparedLevel.of(LevelReader.read(DEMO), DEMO);
        var items = ExtractItems.of(prepared, ExtractGroup.ALL);
        assertTrue(items.size() > 20, items.size() + " items");
        var reported = new AtomicInteger();
        var stopAfter = 5;
        var result = Extraction.run(DEMO.toString(), items, folder, (done, total) -> {
            reported.set(done);
            assertEquals(items.size(), total);
        }, () -> reported.get() >= stopAfter);
        assertTrue(result.cancelled());
        assertTrue(result.entries().size() >= stopAfter && result.entries().size() < items.size(),
                result.entries().size() + " written of " + items.size());
        var index = new ObjectMapper().readTree(folder.resolve(Extraction.INDEX).toFile());
        assertEquals(result.entries().size(), index.get("files").size());
        long files;
        try (var all = Files.walk(folder)) {
            var paths = all.filter(Files::isRegularFile).toList();
            assertTrue(paths.stream().noneMatch(path -> path.getFileName().toString().endsWith(".partial")));
            files = paths.size() - 1;
        }
        var listed = 0;
        for (var entry : index.get("files")) {
            if (!entry.get("path").isNull()) {
                assertTrue(Files.isRegularFile(folder.resolve(entry.get("path").asText())), entry.toString());
                listed++;
            }
        }
        assertEquals(listed, files, "every file there is listed, and only those");
    }
}
