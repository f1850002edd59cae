package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.testing.Corpus;

/** The example plugins that ship in assets/plugins, their findings run from a script on real levels. */
class ExamplePluginsTest {
    private static final Path PLUGINS = Path.of("../assets/plugins");

    @TempDir
    Path folder;

    @Test
    void secretsListsTr2sSecretPickupsAsTheFileHoldsThem() throws IOException {
        var file = Corpus.file("tr2/goldmask-cold-war.tr2");
        var run = run("""
                dofile(arg[1])
                for _, s in ipairs(secrets(trview.level)) do
                  print(s.name, s.room, string.format("%d %d %d", s.position.x, s.position.y, s.position.z))
                end
                """, file, PLUGINS.resolve("secrets/plugin.lua").toString());
        assertEquals(0, run.status(), run.err());
        // TR2's secret pickups are object types 190, 191 and 192 (Secret 1 to 3).
        var expected = Tr2FileFacts.read(file).entities().stream().filter(e -> e.type() >= 190 && e.type() <= 192)
                .map(e -> "Secret " + (e.type() - 189) + "\t" + e.room() + "\t" + e.x() + " " + e.y() + " " + e.z())
                .toList();
        assertEquals(3, expected.size());
        assertEquals(expected, run.out().lines().toList());
    }

    @Test
    void routeTriggersSaysWhetherAnItemsTriggerIsVisitedFirst() throws IOException {
        var file = Corpus.file("tr2/goldmask-cold-war.tr2");
        var run = run("""
                dofile(arg[1])
                local level = trview.level
                local item
                for _, i in ipairs(level.items) do
                  if #i.trigger_references > 0 then item = i break end
                end
                local trigger = item.trigger_references[1]
                local early = Route.new()
                early:add(Waypoint.new({ item = item }))
                early:add(Waypoint.new({ trigger = trigger }))
                early.level = level
                local ordered = Route.new()
                ordered:add(Waypoint.new({ position = trigger.position, room = trigger.room }))
                ordered:add(Waypoint.new({ item = item }))
                ordered.level = level
                print(item.type, trigger.number)
                print(check_route(early, level)[1])
                print(check_route(ordered, level)[1])
                print(#check_route(Route.new(), level))
                """, file, PLUGINS.resolve("route-triggers/plugin.lua").toString());
        assertEquals(0, run.status(), run.err());
        var lines = run.out().lines().toList();
        var item = lines.get(0).split("\t");
        assertEquals(List.of(item[0] + "\t" + item[1], "1: " + item[0] + " is reached before any of its triggers ("
                + item[1], "2: ok, " + item[0] + " is triggered before", "0"),
                List.of(lines.get(0), lines.get(1).replaceAll("[,)].*", ""), lines.get(2), lines.get(3)));
    }

    private CommandRun run(String script, Path level, String... args) throws IOException {
        var file = folder.resolve("driver.lua");
        Files.writeString(file, script);
        var all = new java.util.ArrayList<>(List.of("script", file.toString(), "--level", level.toString()));
        all.addAll(List.of(args));
        return CommandRun.of(all.toArray(String[]::new));
    }
}
