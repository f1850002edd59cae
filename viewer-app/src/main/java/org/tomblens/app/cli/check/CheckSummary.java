package org.tomblens.app.cli.check;

import org.tomblens.format.open.FileKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** The counts a run ends with: files by outcome, and by kind and version. */
final class CheckSummary {
    /** One kind and version, e.g. level TR3; a file named that is of no known kind has neither. */
    record Group(FileKind kind, String version) {
        static final Comparator<Group> ORDER = Comparator
                .comparing(Group::kind, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparing(Group::version, Comparator.nullsLast(Comparator.naturalOrder()));
    }

    /** The files of one group by outcome. */
    static final class Counts {
        int files;
        int ok;
        int warnings;
        int failed;

        void add(FileReport report) {
            files++;
            switch (report.status()) {
                case OK -> ok++;
                case WARNINGS -> warnings++;
                case ERROR -> failed++;
            }
        }
    }

    private final Counts all = new Counts();
    private final Map<Group, Counts> byGroup = new TreeMap<>(Group.ORDER);
    private int skipped;
    private double seconds;
    private double readCpuSeconds;

    void add(FileReport report) {
        all.add(report);
        byGroup.computeIfAbsent(new Group(report.kind(), report.version()), group -> new Counts()).add(report);
    }

    /** A file met in a folder that is of no kind TombLens reads. */
    void skip() {
        skipped++;
    }

    /**
     * How long the run took: {@code seconds} of wall time, and the CPU time the threads that read spent on the
     * files (not the Java runtime's own compiling and collecting), which other programs on the machine do not inflate.
     */
    void timed(double seconds, double readCpuSeconds) {
        this.seconds = seconds;
        this.readCpuSeconds = readCpuSeconds;
    }

    double seconds() {
        return seconds;
    }

    double readCpuSeconds() {
        return readCpuSeconds;
    }

    Counts all() {
        return all;
    }

    int skipped() {
        return skipped;
    }

    Map<Group, Counts> byGroup() {
        return byGroup;
    }

    /** The summary as the JSON output gives it. */
    Map<String, Object> json() {
        var json = new LinkedHashMap<String, Object>();
        json.put("files", all.files);
        json.put("ok", all.ok);
        json.put("warnings", all.warnings);
        json.put("failed", all.failed);
        json.put("skipped", skipped);
        json.put("seconds", Math.round(seconds * 1000) / 1000.0);
        json.put("read_cpu_seconds", Math.round(readCpuSeconds * 1000) / 1000.0);
        var groups = new ArrayList<Map<String, Object>>();
        byGroup.forEach((group, counts) -> {
            var line = new LinkedHashMap<String, Object>();
            line.put("kind", group.kind() == null ? null : group.kind().label());
            line.put("version", group.version());
            line.put("files", counts.files);
            line.put("ok", counts.ok);
            line.put("warnings", counts.warnings);
            line.put("failed", counts.failed);
            groups.add(line);
        });
        json.put("by_kind", groups);
        return json;
    }
}
