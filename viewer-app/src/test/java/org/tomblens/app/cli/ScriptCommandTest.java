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

    /**
     * Each sector's corners, tilts and the sector over it, against the sector table and FloorData of the file
     * (TR2: slants, no triangulation), with the heights trview gives: clicks above the room's bottom for the floor
     * (00, 01, 10, 11), below its top for the ceiling (11, 10, 01, 00), a slope dropping the corners on its side.
     */
    @Test
    void sectorsGiveTheirCornersTiltsAndTheSectorAboveAsTheFileHasThem() throws IOException {
        var file = Corpus.file("tr2/goldmask-cold-war.tr2");
        var facts = Tr2FileFacts.read(file);
        var run = run("""
                for _, room in ipairs(trview.level.rooms) do
                  for _, s in ipairs(room.sectors) do
                    local a = s.sector_above
                    print(room.number, s.number, table.concat(s.corners, " "), table.concat(s.ceiling_corners, " "),
                      s.tilt_x, s.tilt_z, s.triangulation, s.ceiling_triangulation,
                      a and (a.room.number .. "/" .. a.number) or "-")
                  end
                end
                """, "--level", file.toString());
        assertEquals(0, run.status(), run.err());
        var expected = new ArrayList<String>();
        int slanted = 0;
        int covered = 0;
        for (int r = 0; r < facts.rooms().size(); r++) {
            var room = facts.rooms().get(r);
            for (int i = 0; i < room.sectors().size(); i++) {
                var sector = room.sectors().get(i);
                var wall = sector.floor() == -127;
                // In world units first, then whole clicks towards zero.
                int floor = wall ? 0 : room.yBottom() - sector.floor() * 256;
                int ceiling = wall ? 0 : sector.ceiling() * 256 - room.yTop();
                int[] floors = {floor, floor, floor, floor};
                int[] ceilings = {ceiling, ceiling, ceiling, ceiling};
                var slopes = slopes(facts.floorData(), sector.floorDataIndex());
                drop(floors, slopes[0] * 256, slopes[1] * 256);
                drop(ceilings, slopes[2] * 256, slopes[3] * 256);
                for (int c = 0; c < 4; c++) {
                    floors[c] /= 256;
                    ceilings[c] /= 256;
                }
                slanted += slopes[0] != 0 || slopes[1] != 0 ? 1 : 0;
                var above = "-";
                if (sector.roomAbove() != 255) {
                    var up = facts.rooms().get(sector.roomAbove());
                    int x = Math.floorDiv(room.x() + i / room.numZSectors() * 1024 + 512 - up.x(), 1024);
                    int z = Math.floorDiv(room.z() + i % room.numZSectors() * 1024 + 512 - up.z(), 1024);
                    if (x >= 0 && z >= 0 && x < up.numXSectors() && z < up.numZSectors()) {
                        above = sector.roomAbove() + "/" + (x * up.numZSectors() + z);
                        covered++;
                    }
                }
                expected.add(r + "\t" + i + "\t" + join(floors) + "\t" + join(ceilings) + "\t" + slopes[0] + "\t"
                        + slopes[1] + "\tNone\tNone\t" + above);
            }
        }
        assertTrue(slanted > 10 && covered > 10, slanted + " slanted, " + covered + " under a room");
        assertEquals(expected, run.out().lines().toList());
    }

    /**
     * The floor's X and Z slopes and the ceiling's of the FloorData chain at {@code index} (§4.4: the low byte of
     * the word after a slant's, then the high byte, signed), walking past portals, kills and triggers.
     */
    private static int[] slopes(int[] words, int index) {
        var slopes = new int[4];
        if (index == 0) {
            return slopes;
        }
        for (int at = index; at < words.length; ) {
            int word = words[at++];
            int function = word & 0x1F;
            if (function == 2 || function == 3) {
                slopes[function == 2 ? 0 : 2] = (byte) words[at];
                slopes[function == 2 ? 1 : 3] = (byte) (words[at] >> 8);
                at++;
            } else if (function == 1) {
                at++;
            } else if (function == 4) {
                // The setup word, then actions until one has bit 15; a camera action's extra word carries it.
                at++;
                for (boolean last = false; !last && at < words.length; ) {
                    int action = words[at++];
                    last = (action & 0x8000) != 0;
                    if (!last && (action >> 10 & 0x1F) == 1) {
                        last = (words[at++] & 0x8000) != 0;
                    }
                }
            }
            if ((word & 0x8000) != 0) {
                break;
            }
        }
        return slopes;
    }

    /** A slope of x then z clicks: positive drops corners 0 and 1 (x) or 0 and 2 (z), negative the others. */
    private static void drop(int[] corners, int x, int z) {
        int[][] sides = {{0, 1, 2, 3}, {0, 2, 1, 3}};
        int[] slope = {x, z};
        for (int k = 0; k < 2; k++) {
            var side = sides[k];
            if (slope[k] > 0) {
                corners[side[0]] -= slope[k];
                corners[side[1]] -= slope[k];
            } else if (slope[k] < 0) {
                corners[side[2]] += slope[k];
                corners[side[3]] += slope[k];
            }
        }
    }

    private static String join(int[] values) {
        return java.util.Arrays.stream(values).mapToObj(String::valueOf).collect(java.util.stream.Collectors.joining(" "));
    }

    /**
     * A TR4 level's lights give trview's cone values, from the lights format-core reads (§3.2.4: In, Out, the
     * direction): a spot's in and out as angles in degrees, a point or shadow light's as they are, 0 for the rest.
     */
    @Test
    void tr4LightsGiveTheirConesAndDirections() throws Exception {
        var file = Corpus.file("tr4/trview-lake-enc.tr4");
        var level = org.tomblens.format.read.LevelReader.read(file);
        var run = run("""
                for _, l in ipairs(trview.level.lights) do
                  local d = l.direction or Vector3.new()
                  print(l.type, string.format("%.3f %.3f %.3f %.3f %.3f", l.hotspot or 0, l.falloff or 0,
                    l.falloff_angle or 0, d.x, d.z))
                end
                """, "--level", file.toString());
        assertEquals(0, run.status(), run.err());
        var expected = new ArrayList<String>();
        String[] types = {"Sun", "Point", "Spot", "Shadow", "Fog Bulb"};
        for (var room : level.rooms()) {
            for (var light : room.lights()) {
                float in = 0;
                float out = 0;
                int type = 4;
                float[] direction = {0, 0};
                if (light instanceof org.tomblens.format.model.RoomLight.Tr4 tr4) {
                    in = tr4.in();
                    out = tr4.out();
                    type = tr4.type();
                    direction = new float[] {tr4.dx(), tr4.dz()};
                } else if (light instanceof org.tomblens.format.model.RoomLight.Tr5 tr5) {
                    in = tr5.in();
                    out = tr5.out();
                    type = tr5.type();
                    direction = new float[] {tr5.dx(), tr5.dz()};
                }
                var spot = type == 2;
                var pointLike = type == 1 || type == 3;
                expected.add(types[type] + "\t" + String.format(java.util.Locale.ROOT, "%.3f %.3f %.3f %.3f %.3f",
                        spot ? Math.toDegrees(Math.acos(in)) : pointLike ? in : 0.0, pointLike ? out : 0.0,
                        spot ? Math.toDegrees(Math.acos(out)) : 0.0, direction[0], direction[1]));
            }
        }
        assertTrue(expected.stream().anyMatch(line -> line.startsWith("Spot"))
                && expected.stream().anyMatch(line -> line.startsWith("Point")), expected.toString());
        assertEquals(expected, run.out().lines().toList());
    }

    /** Each static mesh's boxes and collision against the file's static mesh table (§4.6), by the mesh's id. */
    @Test
    void staticMeshesGiveTheBoxesAndFlagsOfTheirTableEntry() throws IOException {
        var file = Corpus.file("tr2/goldmask-cold-war.tr2");
        var facts = Tr2FileFacts.read(file);
        var run = run("""
                local function box(b) return string.format("%d %d %d %d %d %d", b.min.x, b.min.y, b.min.z,
                  b.max.x, b.max.y, b.max.z) end
                for _, s in ipairs(trview.level.static_meshes) do
                  print(s.id, s.breakable, s.has_collision, box(s.visibility), box(s.collision))
                end
                """, "--level", file.toString());
        assertEquals(0, run.status(), run.err());
        var expected = new ArrayList<String>();
        for (var placed : facts.statics()) {
            var entry = facts.staticMeshes().stream().filter(m -> m.id() == placed.id()).findFirst().orElseThrow();
            expected.add(placed.id() + "\t" + (placed.id() >= 50 && placed.id() <= 69) + "\t"
                    + ((entry.flags() & 1) == 0) + "\t" + box(entry.visibility()) + "\t" + box(entry.collision()));
        }
        assertEquals(expected, run.out().lines().toList());
    }

    /** A box as the file stores it (min x, max x, min y, max y, min z, max z) as min x y z, max x y z. */
    private static String box(int[] stored) {
        return stored[0] + " " + stored[2] + " " + stored[4] + " " + stored[1] + " " + stored[3] + " " + stored[5];
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
                local trigger, item, camera = level.triggers[1], level.items[1], level.cameras_and_sinks[1]
                trigger.colour = Colour.new(1, 0, 0)
                item.categories = { "Key", "Puzzle" }
                camera.type = "Sink"
                print(trigger.colour.r, level.triggers[2].colour, table.concat(item.categories, ","),
                  #level.items[2].categories, camera.type, camera.flag, camera.box_index ~= nil)
                trigger.colour = nil
                print(trigger.colour)
                level.items[1].type_id = 5
                """, "--level", file.toString());
        assertEquals(1, run.status());
        assertEquals("2\tfalse\ttrue\n1.0\tnil\tKey,Puzzle\t0\tSink\tnil\ttrue\nnil\n", run.out());
        assertTrue(run.err().contains("script.lua:13: Item.type_id is read-only"), run.err());
    }

    /**
     * trview's Scriptable on the command line: made with {@code Scriptable.new}, its position, notes and data kept and
     * read back (data any Lua value, the same table), its functions written only (reading them gives nil, as in
     * trview); added to and removed from the level, and a wrong argument to {@code add_scriptable} a Lua error.
     */
    @Test
    void aScriptableKeepsWhatTheScriptGaveItAndIsAddedAndRemoved() throws IOException {
        var file = Corpus.file("tr2/rando-test1.tr2");
        var run = run("""
                local level = trview.level
                local s = Scriptable.new()
                local p = s.position
                print(tostring(s), p.x, p.y, p.z, s.notes == "", s.data)
                local box = { n = 7 }
                s.position = Vector3.new(1024, -512, 2048)
                s.notes = "a note"
                s.data = box
                s.on_click = function(self) print("clicked") end
                s.on_tooltip = function(self) return "tip" end
                print(s.position.x, s.position.y, s.position.z, s.notes, s.data == box, s.data.n, s.on_click,
                  s.on_tooltip)
                local t = Scriptable.new({ position = { x = 1, y = 2, z = 3 }, notes = "made whole", data = 5 })
                print(t.position.z, t.notes, t.data)
                level:add_scriptable(s)
                level:add_scriptable(s)
                level:remove_scriptable(s)
                level:add_scriptable(level.items[1])
                """, "--level", file.toString());
        assertEquals(1, run.status(), run.err());
        assertEquals("Scriptable\t0.0\t0.0\t0.0\ttrue\tnil\n"
                + "1024.0\t-512.0\t2048.0\ta note\ttrue\t7\tnil\tnil\n"
                + "3.0\tmade whole\t5\n", run.out());
        assertTrue(run.err().contains("script.lua:18: bad argument #2 to 'function' (a Scriptable expected"),
                run.err());
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
