package org.tomblens.app.cli.check;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tomblens.app.report.Json;

/**
 * One JSON document, written as the files are checked (a file's object per line):
 * <pre>{"files": [{"path", "kind", "version", "status", "warnings", "warning_list",
 *                 "error": {"message", "offset", "field", "region"} | null}, ...],
 *  "summary": {"files", "ok", "warnings", "failed", "skipped", "seconds", "read_cpu_seconds",
 *              "by_kind": [{"kind", "version", "files", "ok", "warnings", "failed"}, ...]}}</pre>
 * A contract other tools read: keys are added, never renamed or removed.
 */
final class JsonOutput implements CheckOutput {
    private final PrintWriter out;
    private boolean first = true;

    JsonOutput(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void file(FileReport report) {
        out.print(first ? "{\"files\": [\n" : ",\n");
        first = false;
        out.print(write(facts(report)));
        out.flush();
    }

    @Override
    public void summary(CheckSummary summary) {
        out.print(first ? "{\"files\": [" : "\n");
        out.println("],\n\"summary\": " + write(summary.json()) + "}");
        out.flush();
    }

    /** A file's object. */
    static Map<String, Object> facts(FileReport report) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("path", report.path().toString());
        facts.put("kind", report.kind() == null ? null : report.kind().label());
        facts.put("version", report.version());
        facts.put("status", report.status().label());
        facts.put("warnings", report.warnings().size());
        facts.put("warning_list", report.warnings());
        var failure = report.failure();
        if (failure == null) {
            facts.put("error", null);
        } else {
            var error = new LinkedHashMap<String, Object>();
            error.put("message", failure.message());
            error.put("offset", failure.offset());
            error.put("field", failure.field());
            error.put("region", failure.region());
            facts.put("error", error);
        }
        return facts;
    }

    private static String write(Object value) {
        try {
            return Json.MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
