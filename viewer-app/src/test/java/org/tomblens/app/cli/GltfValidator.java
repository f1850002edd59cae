package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The Khronos glTF-Validator run on exported files, as the tests run it: one node process for all the files of a
 * test JVM, each file's name written to it and its report read back, ended and waited for as the JVM ends.
 * Compiling the validator's code takes node longer than validating most exports does, so it is done once, not once
 * a test.
 */
final class GltfValidator {
    /** Where .ci/run installs the validator (npm's gltf-validator), from the viewer module's folder. */
    private static final Path VALIDATOR = Path.of("..", ".ci", "gltf", "node_modules");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The running validator, started at the first file; it ends when its input does. */
    private static Process running;
    private static PrintWriter names;
    private static BufferedReader reports;

    private GltfValidator() {}

    /** The validator's reports have no error; where node or the validator is missing the check is skipped. */
    static synchronized void validate(Path... files) throws IOException {
        if (!Files.isDirectory(VALIDATOR.resolve("gltf-validator"))) {
            var message = "the glTF validator is not installed in " + VALIDATOR + " (npm install --prefix .ci/gltf "
                    + "gltf-validator)";
            if ("1".equals(System.getenv("TOMBLENS_CORPUS_REQUIRED"))) {
                fail(message);
            }
            Assumptions.abort(message);
        }
        for (var file : files) {
            var issues = report(file);
            var name = file.getFileName();
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

    /**
     * The issues the validator reports in {@code file}. One file at a time, so that no report is left unread; a
     * validator that answers wrongly is ended, and the next file starts another.
     */
    private static JsonNode report(Path file) throws IOException {
        if (running == null || !running.isAlive()) {
            start();
        }
        try {
            names.println(file.toAbsolutePath());
            names.flush();
            var line = reports.readLine();
            assertNotNull(line, "the validator ran");
            var result = JSON.readTree(line);
            assertEquals(file.toAbsolutePath().toString(), result.get("file").asText(), "the report of the file");
            return result.get("report").get("issues");
        } catch (IOException | RuntimeException | AssertionError e) {
            running.destroy();
            throw e;
        }
    }

    private static void start() throws IOException {
        var script = Path.of("src", "test", "resources", "gltf", "validate.cjs");
        var process = new ProcessBuilder("node", script.toString());
        process.environment().put("NODE_PATH", VALIDATOR.toAbsolutePath().toString());
        process.redirectError(ProcessBuilder.Redirect.INHERIT);
        running = process.start();
        names = new PrintWriter(running.getOutputStream(), false, StandardCharsets.UTF_8);
        reports = new BufferedReader(new InputStreamReader(running.getInputStream(), StandardCharsets.UTF_8));
        var started = running;
        var input = names;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(started, input), "glTF validator's end"));
    }

    /** Ends the validator's input and waits for it to end, so that no node process outlives the tests. */
    private static void stop(Process validator, PrintWriter input) {
        input.close();
        try {
            if (!validator.waitFor(30, TimeUnit.SECONDS)) {
                validator.destroyForcibly();
            }
        } catch (InterruptedException e) {
            validator.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
