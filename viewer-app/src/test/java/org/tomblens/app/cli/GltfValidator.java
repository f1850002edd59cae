package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/** The Khronos glTF-Validator run on exported files, as the tests run it. */
final class GltfValidator {
    /** Where .ci/run installs the validator (npm's gltf-validator), from the viewer module's folder. */
    private static final Path VALIDATOR = Path.of("..", ".ci", "gltf", "node_modules");
    private static final ObjectMapper JSON = new ObjectMapper();

    private GltfValidator() {}

    /** The validator's reports have no error; where node or the validator is missing the check is skipped. */
    static void validate(Path... files) throws IOException, InterruptedException {
        var script = Path.of("src", "test", "resources", "gltf", "validate.cjs");
        if (!Files.isDirectory(VALIDATOR.resolve("gltf-validator"))) {
            var message = "the glTF validator is not installed in " + VALIDATOR + " (npm install --prefix .ci/gltf "
                    + "gltf-validator)";
            if ("1".equals(System.getenv("TOMBLENS_CORPUS_REQUIRED"))) {
                fail(message);
            }
            Assumptions.abort(message);
        }
        var command = new ArrayList<>(List.of("node", script.toString()));
        for (var file : files) {
            command.add(file.toString());
        }
        var process = new ProcessBuilder(command);
        process.environment().put("NODE_PATH", VALIDATOR.toAbsolutePath().toString());
        process.redirectError(ProcessBuilder.Redirect.INHERIT);
        var running = process.start();
        var lines = new String(running.getInputStream().readAllBytes()).strip().split("\n");
        assertEquals(0, running.waitFor(), "the validator ran");
        assertEquals(files.length, lines.length, "a report per file");
        for (var line : lines) {
            var result = JSON.readTree(line);
            var name = Path.of(result.get("file").asText()).getFileName();
            var issues = result.get("report").get("issues");
            if (files.length <= 10) {
                System.out.println(name + ": glTF-Validator " + issues.get("numErrors") + " errors, "
                        + issues.get("numWarnings") + " warnings, " + issues.get("numInfos") + " infos");
                for (var message : issues.get("messages")) {
                    if (message.get("severity").asInt() <= 1) {
                        System.out.println("  " + message.get("code").asText() + " "
                                + message.path("pointer").asText() + ": " + message.get("message").asText());
                    }
                }
            }
            assertEquals(0, issues.get("numErrors").asInt(), name + ": " + issues);
        }
    }
}
