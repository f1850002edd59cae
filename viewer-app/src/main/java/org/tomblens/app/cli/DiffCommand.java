package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.tomblens.format.diff.Change;
import org.tomblens.format.diff.DiffCategory;
import org.tomblens.format.diff.FieldChange;
import org.tomblens.format.diff.LevelDiff;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tomblens diff A B [--json]}: what differs between two levels, one change a line, then which categories
 * were compared and which were not (with why). Its exit status says the answer, as {@code diff} does: 0 the same,
 * 1 they differ, 2 one of them cannot be read.
 */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = "Compare two levels: entities, AI objects, FloorData and triggers, rooms (sectors, portals, "
                + "geometry, lights, statics), models, statics, textures, cameras, flyby cameras, sound sources, "
                + "boxes and zones. Levels of different games are compared only where their items mean the same; "
                + "the summary at the end names the categories left out, and why.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the levels are the same", "1:they differ",
                "2:a file could not be read, or the options are wrong"})
public final class DiffCommand implements Callable<Integer> {
    /** The keys of a change's {@code --json} line, in order. */
    static final List<String> KEYS = List.of("category", "change", "a", "b", "room", "fields");
    /** The keys of the last {@code --json} line, which sums the comparison up. */
    static final List<String> SUMMARY_KEYS = List.of("changes", "compared", "skipped");

    static final int SAME = 0;
    static final int DIFFERENT = 1;
    /** Unlike other commands' 1: here 1 is the answer "they differ", as for diff(1). */
    static final int UNREADABLE = 2;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "The level compared from.")
    Path a;

    @Parameters(index = "1", paramLabel = "B", description = "The level compared with it.")
    Path b;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() throws IOException {
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        var levelA = LevelArgument.open(a, LevelArgument.Kinds.LEVELS, "diff", err);
        var levelB = levelA != null ? LevelArgument.open(b, LevelArgument.Kinds.LEVELS, "diff", err) : null;
        if (levelB == null) {
            return UNREADABLE;
        }
        var diff = LevelDiff.of(levelA, levelB);
        for (var change : diff.changes()) {
            if (json.on) {
                JsonOption.print(out, facts(change));
            } else {
                out.println(line(change));
            }
        }
        if (json.on) {
            JsonOption.print(out, summary(diff));
        } else {
            printSummary(diff, out);
        }
        return diff.same() ? SAME : DIFFERENT;
    }

    /** The JSON object of a change: a contract other tools read. */
    static Map<String, Object> facts(Change change) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("category", change.category().key());
        facts.put("change", change.kind().key());
        facts.put("a", change.a());
        facts.put("b", change.b());
        facts.put("room", change.room());
        var fields = new LinkedHashMap<String, Object>();
        change.fields().forEach(field -> fields.put(field.name(), Arrays.asList(field.before(), field.after())));
        facts.put("fields", fields);
        return facts;
    }

    /** The last JSON line: how many changes, the categories compared, and those skipped with why. */
    static Map<String, Object> summary(LevelDiff diff) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("changes", diff.changes().size());
        facts.put("compared", diff.compared().stream().map(DiffCategory::key).toList());
        var skipped = new LinkedHashMap<String, String>();
        diff.skipped().forEach((category, why) -> skipped.put(category.key(), why));
        facts.put("skipped", skipped);
        return facts;
    }

    private static String line(Change change) {
        var where = new StringBuilder(change.category().key()).append(' ').append(change.kind().key());
        if (change.a() != null) {
            where.append(" a ").append(change.a());
        }
        if (change.b() != null) {
            where.append(" b ").append(change.b());
        }
        if (change.room() != null) {
            where.append(" (room ").append(change.room()).append(')');
        }
        if (!change.fields().isEmpty()) {
            where.append(": ").append(change.fields().stream().map(DiffCommand::field)
                    .collect(Collectors.joining(", ")));
        }
        return where.toString();
    }

    private static String field(FieldChange field) {
        return field.name() + " " + field.before() + " -> " + field.after();
    }

    private static void printSummary(LevelDiff diff, PrintWriter out) {
        out.println(diff.same() ? "the levels are the same" : diff.changes().size() + " changes");
        diff.skipped().forEach((category, why) -> out.println("not compared: " + category.key() + " (" + why + ")"));
    }
}
