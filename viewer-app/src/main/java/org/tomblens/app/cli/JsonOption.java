package org.tomblens.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.PrintWriter;
import org.tomblens.app.report.Json;
import picocli.CommandLine.Option;

/** {@code --json}: a command prints JSON objects, one a line, for other tools to read, instead of text. */
final class JsonOption {
    @Option(names = "--json", description = "Print one JSON object a line instead of text.")
    boolean on;

    /** Prints {@code facts} as one line of JSON. */
    static void print(PrintWriter out, Object facts) throws JsonProcessingException {
        out.println(Json.MAPPER.writeValueAsString(facts));
    }
}
