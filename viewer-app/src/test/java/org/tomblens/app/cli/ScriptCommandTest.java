package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.testing.Corpus;

class ScriptCommandTest {
    @TempDir
    Path folder;

    /** A script as trview's documentation writes it: rooms, then each item's number, type, room and position. */
    private static final String ITEMS = """
            local level = trview.level
            print(#level.rooms)
            for i, item in ipairs(level.items) do
              local p = item.position
              assert(math.type(p.x) == "float", "positions are numbers, as trview gives them")
              print(i, item.number, item.type_id, item.room.number, string.format("%d %d %d", p.x, p.y, p.z))
            end
            """;

    @ParameterizedTest
    @ValueSource(strings = {"tr2/rando-test1.tr2", "tr2/goldmask-cold-war.tr2"})
    void itemsAreTheFilesEntitiesNumberedFromZeroInTablesFromOne(String name) throws IOException {
        var file = Corpus.file(name);
        var facts = Tr2FileFacts.read(file);
        var run = run(ITEMS, "--level", file.toString());
        assertEquals(0, run.status(), run.err());
        var expected = new ArrayList<String>();
        expected.add(String.valueOf(facts.rooms().size()));
        for (int i = 0; i < facts.entities().size(); i++) {
            var e = facts.entities().get(i);
            expected.add((i + 1) + "\t" + i + "\t" + e.type() + "\t" + e.room() + "\t" + e.x() + " " + e.y() + " "
                    + e.z());
        }
        assertEquals(expected, run.out().lines().toList());
    }

    @Test
    void roomsGiveTheirPlaceSizeAndSectorsAsTheFileHasThem() throws IOException {
        var file = Corpus.file("tr2/goldmask-cold-war.tr2");
        var facts = Tr2FileFacts.read(file);
        var run = run("""
                for _, room in ipairs(trview.level.rooms) do
                  local p = room.position
                  print(room.number, string.format("%d %d %d", p.x, p.y, p.z), room.num_x_sectors,
                    room.num_z_sectors, #room.sectors, room:sector(room.num_x_sectors, room.num_z_sectors).number)
                end
                """, "--level", file.toString());
        assertEquals(0, run.status(), run.err());
        var expected = new ArrayList<String>();
        for (int r = 0; r < facts.rooms().size(); r++) {
            var room = facts.rooms().get(r);
            int sectors = room.numXSectors() * room.numZSectors();
            expected.add(r + "\t" + room.x() + " " + room.yBottom() + " " + room.z() + "\t" + room.numXSectors()
                    + "\t" + room.numZSectors() + "\t" + sectors + "\t" + (sectors - 1));
        }
        assertEquals(expected, run.out().lines().toList());
    }

    @Test
    void lightsStaticMeshesAndCamerasAreTheFilesInRoomOrder() throws IOException {
        var file = Corpus.file("tr2/goldmask-cold-war.tr2");
        var facts = Tr2FileFacts.read(file);
        var run = run("""
                local level = trview.level
                local function at(p) return string.format("%d %d %d", p.x, p.y, p.z) end
                for _, l in ipairs(level.lights) do print("light", l.number, l.room.number, at(l.position), l.type) end
                for _, s in ipairs(level.static_meshes) do print("static", s.room.number, at(s.position), s.id) end
                for _, c in ipairs(level.cameras_and_sinks) do print("camera", c.number, at(c.position)) end
                """, "--level", file.toString());
        assertEquals(0, run.status(), run.err());
        var expected = new ArrayList<String>();
        for (int i = 0; i < facts.lights().size(); i++) {
            var l = facts.lights().get(i);
            // TR2 has point lights only.
            expected.add("light\t" + i + "\t" + l.room() + "\t" + l.x() + " " + l.y() + " " + l.z() + "\tPoint");
        }
        for (var s : facts.statics()) {
            expected.add("static\t" + s.room() + "\t" + s.x() + " " + s.y() + " " + s.z() + "\t" + s.id());
        }
        for (int i = 0; i < facts.cameras().size(); i++) {
            var c = facts.cameras().get(i);
            expected.add("camera\t" + i + "\t" + c.x() + " " + c.y() + " " + c.z());
        }
        assertTrue(facts.lights().size() > 10 && facts.statics().size() > 10 && facts.cameras().size() > 10);
        assertEquals(expected, run.out().lines().toList());
    }

    @Test
    void loadReadsAnotherLevelAndArgHoldsTheArguments() throws IOException {
        var other = Corpus.file("tr2/goldmask-cold-war.tr2");
        var run = run("""
                print(trview.level, arg[1] == ..., select("#", ...))
                local level = trview.load(arg[1])
                print(#level.rooms, #level.items, level.version, level.filename == arg[1])
                """, other.toString(), "second");
        assertEquals(0, run.status(), run.err());
        var facts = Tr2FileFacts.read(other);
        assertEquals(List.of("nil\ttrue\t2", facts.rooms().size() + "\t" + facts.entities().size() + "\t2\ttrue"),
                run.out().lines().toList());
    }

    @Test
    void aLevelThatCannotBeReadIsALuaErrorAtTheLoadingLine() throws IOException {
        var run = run("print('before')\nlocal level = trview.load('" + folder.resolve("none.tr2") + "')\n");
        assertEquals(1, run.status());
        assertEquals("before\n", run.out());
        assertTrue(run.err().contains("script.lua:2: cannot load "), run.err());
    }

    @Test
    void aLuaErrorExitsOneWithItsFileAndLine() throws IOException {
        var run = run("print('one')\nlocal x = nil\nprint(x.y)\n");
        assertEquals(1, run.status());
        assertEquals("one\n", run.out());
        assertEquals("script: " + folder.resolve("script.lua") + ":3: attempt to index a nil value (local 'x')",
                run.err().strip());
    }

    @Test
    void aSyntaxErrorExitsOneWithItsLine() throws IOException {
        var run = run("local a = 1\nlocal = 2\n");
        assertEquals(1, run.status());
        assertTrue(run.err().startsWith("script: " + folder.resolve("script.lua") + ":2: "), run.err());
    }

    @Test
    void writingLevelDataIsAnErrorButSelectionAndVisibilityAreWritable() throws IOException {
        var file = Corpus.file("tr2/rando-test1.tr2");
        var run = run("""
                local level = trview.level
                level.selected_item = level.items[3]
                level.rooms[1].visible = false
                print(level.selected_item.number, level.rooms[1].visible, level.rooms[2].visible)
                level.items[1].type_id = 5
                """, "--level", file.toString());
        assertEquals(1, run.status());
        assertEquals("2\tfalse\ttrue\n", run.out());
        assertTrue(run.err().contains("script.lua:5: Item.type_id is read-only"), run.err());
    }

    @Test
    void aScriptThatNeverEndsIsStoppedByItsBudget() throws IOException {
        var run = run("local n = 0\nwhile true do n = n + 1 end\n", "--max-instructions", "1000000");
        assertEquals(1, run.status());
        assertTrue(run.err().contains("script.lua:2: script stopped: it ran past its budget of 1000000 instructions"),
                run.err());
    }

    @Test
    void neitherPcallNorACoroutineKeepsARunawayScriptGoing() throws IOException {
        var run = run("""
                local spin = coroutine.wrap(function()
                  while true do pcall(function() while true do end end) end
                end)
                spin()
                """, "--max-instructions", "1000000");
        assertEquals(1, run.status());
        assertTrue(run.err().contains("script stopped"), run.err());
    }

    @Test
    void whatStartsProgramsOrLoadsNativeCodeIsGone() throws IOException {
        var run = run("""
                print(os.execute, io.popen, os.exit, package.loadlib, java, package.loaded.java, debug.sethook)
                print(#package.searchers, package.cpath, type(io.open), type(string.format), type(os.time))
                print(pcall(load, string.dump(function() end)))
                print(pcall(function() return Process.find end))
                print(load("return 1 + 1")(), load("return x", "chunk", "t", { x = 3 })())
                """);
        assertEquals(0, run.status(), run.err());
        var lines = run.out().lines().toList();
        assertEquals("nil\tnil\tnil\tnil\tnil\tnil\tnil", lines.get(0));
        assertEquals("2\t\tfunction\tfunction\tfunction", lines.get(1));
        assertTrue(lines.get(2).startsWith("true\tnil\tattempt to load a binary chunk"), lines.get(2));
        assertTrue(lines.get(3).startsWith("false\t") && lines.get(3).contains("Process is not available"),
                lines.get(3));
        assertEquals("2\t3", lines.get(4));
    }

    @Test
    void wrongOptionsExitTwo() throws IOException {
        assertEquals(2, CommandRun.of("script").status());
        assertEquals(2, run("print(1)", "--max-instructions", "10").status());
        assertEquals(2, run("print(1)", "--no-such-option").status());
    }

    private CommandRun run(String script, String... options) throws IOException {
        var file = folder.resolve("script.lua");
        Files.writeString(file, script);
        var args = new ArrayList<>(List.of("script", file.toString()));
        args.addAll(List.of(options));
        return CommandRun.of(args.toArray(String[]::new));
    }
}
