package org.tomblens.app.cli.check;

import org.tomblens.format.open.FileKind;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A line per file (its warnings indented below it, a few of them), then the counts as a table and, again, the files
 * that failed: in a collection of thousands they would be lost among the rest.
 */
final class TextOutput implements CheckOutput {
    /** Warnings listed under a file; the rest are counted. */
    static final int WARNINGS_LISTED = 5;

    private final PrintWriter out;
    private final List<String> failures = new ArrayList<>();

    TextOutput(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void file(FileReport report) {
        var line = String.format(Locale.ROOT, "%-8s %-18s %s", report.status().label(),
                what(report.kind(), report.version()), report.path());
        if (report.failure() != null) {
            failures.add(report.path() + ": " + report.failure().message());
            out.println(line + ": " + report.failure().message());
        } else if (!report.warnings().isEmpty()) {
            out.println(line + " (" + report.warnings().size() + " warning" + (report.warnings().size() == 1 ? ")" : "s)"));
            report.warnings().stream().limit(WARNINGS_LISTED).forEach(warning -> out.println("    " + warning));
            if (report.warnings().size() > WARNINGS_LISTED) {
                out.println("    ... " + (report.warnings().size() - WARNINGS_LISTED) + " more");
            }
        } else {
            out.println(line);
        }
        out.flush();
    }

    @Override
    public void summary(CheckSummary summary) {
        var all = summary.all();
        out.printf(Locale.ROOT, "%n%d files checked in %.2f s (%.2f s of CPU reading them): %d ok, %d with warnings, "
                + "%d failed; %d other files skipped%n", all.files, summary.seconds(), summary.readCpuSeconds(), all.ok,
                all.warnings, all.failed, summary.skipped());
        out.printf(Locale.ROOT, "%-28s %7s %7s %9s %7s%n", "kind and version", "files", "ok", "warnings", "failed");
        summary.byGroup().forEach((group, counts) -> out.printf(Locale.ROOT, "%-28s %7d %7d %9d %7d%n",
                what(group.kind(), group.version()), counts.files, counts.ok, counts.warnings, counts.failed));
        if (!failures.isEmpty()) {
            out.printf(Locale.ROOT, "%nfailed:%n");
            failures.forEach(failure -> out.println("  " + failure));
        }
        out.flush();
    }

    /** "level TR3", "library WAD2"; "unknown" for a file named that is of no known kind. */
    private static String what(FileKind kind, String version) {
        return (kind == null ? "unknown" : kind.label()) + (version == null ? "" : " " + version);
    }
}
