package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.tomblens.format.floordata.Corner;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorLookup;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.Surface;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Sector;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tomblens floordata FILE (--room R --sector X Z | --all) [--json]}: what the game does on a sector. */
@Command(name = "floordata", mixinStandardHelpOptions = true,
        description = "Print a level's FloorData decoded: one sector in words, or every sector that has any.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:printed", "1:the file could not be read or the sector is not in the level",
                "2:the options are wrong"})
public final class FloorDataCommand extends FileCommand.OfLevel {

    @ArgGroup(exclusive = true, multiplicity = "1")
    Selection selection;

    @Mixin
    JsonOption json;

    static final class Selection {
        @ArgGroup(exclusive = false)
        OneSector one;

        @Option(names = "--all", required = true,
                description = "Every sector whose FloorData index is not 0, in room then sector-array order.")
        boolean all;
    }

    static final class OneSector {
        @Option(names = "--room", required = true, paramLabel = "R", description = "The room's index.")
        int room;

        @Option(names = "--sector", required = true, arity = "2", paramLabel = "N",
                description = "X (along world X) and Z (along world Z) of the sector in the room's grid.")
        int[] sector;
    }

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        if (selection.all) {
            printAll(out, prepared);
            return 0;
        }
        var position = new SectorPosition(selection.one.room, selection.one.sector[0], selection.one.sector[1]);
        if (position.sector(prepared.level()) == null) {
            refuse(position + " is not a sector of " + file.getFileName());
            return 1;
        }
        if (json.on) {
            JsonOption.print(out, FloorDataJson.sector(position, prepared.floorData().chain(position)));
        } else {
            printSector(out, prepared, position);
        }
        return 0;
    }

    private void printAll(PrintWriter out, PreparedLevel prepared) throws IOException {
        var floorData = prepared.floorData();
        var descriptions = prepared.descriptions();
        for (var position : floorData.sectors()) {
            var chain = floorData.chain(position);
            if (json.on) {
                JsonOption.print(out, FloorDataJson.sector(position, chain));
                continue;
            }
            var text = chain.functions().stream().map(descriptions::describe).collect(Collectors.joining("; "));
            out.println(position + " [" + chain.start() + "]: " + text
                    + (chain.ok() ? "" : " !! " + chain.problemText()));
        }
    }

    private static void printSector(PrintWriter out, PreparedLevel prepared, SectorPosition position) {
        var level = prepared.level();
        var floorData = prepared.floorData();
        var room = level.rooms().get(position.room());
        var sector = position.sector(level);
        var lookup = prepared.sectors();
        var x0 = room.x() + position.x() * 1024;
        var z0 = room.z() + position.z() * 1024;
        out.printf("Room %d, sector (%d, %d), entry %d of the room's sectors: world X %d..%d, Z %d..%d%n",
                position.room(), position.x(), position.z(), position.index(room), x0, x0 + 1023, z0, z0 + 1023);
        if (sector.floor() == Sector.WALL_HEIGHT) {
            out.println("Wall");
        } else {
            out.printf("Floor %d, ceiling %d; floor corners %s; ceiling corners %s%n", sector.floorY(),
                    sector.ceilingY(), corners(lookup, position, Surface.FLOOR),
                    corners(lookup, position, Surface.CEILING));
        }
        out.printf("Rooms below: %s; rooms above: %s; %s%n", rooms(lookup.roomsBelow(position.room(), x0 + 512, z0 + 512)),
                rooms(lookup.roomsAbove(position.room(), x0 + 512, z0 + 512)), box(level.version(), sector.boxIndex()));
        var chain = floorData.chain(position);
        if (chain.start() == 0) {
            out.println("No FloorData");
            return;
        }
        out.printf("FloorData index %d, words %d..%d%n", chain.start(), chain.start(), chain.end() - 1);
        var descriptions = prepared.descriptions();
        var word = chain.start();
        for (var function : chain.functions()) {
            var last = Math.min(word + function.wordCount(), chain.end());
            out.printf("  [%d] %-28s %s%n", word, hex(floorData, word, last), descriptions.describe(function));
            if (function instanceof FloorFunction.Trigger trigger && trigger.hasReference()) {
                out.println("        reference: " + descriptions.entity(trigger.reference()));
            }
            word = last;
        }
        var sharing = floorData.sharing(position);
        if (!sharing.isEmpty()) {
            out.println("Words shared with: " + sharing.stream().map(SectorPosition::toString)
                    .collect(Collectors.joining(", ")));
        }
        if (!chain.ok()) {
            out.println("Problems: " + chain.problemText());
        }
    }

    private static String corners(SectorLookup lookup, SectorPosition position, Surface surface) {
        var text = new ArrayList<String>();
        for (var corner : Corner.values()) {
            text.add(corner.label() + " " + lookup.surfaceY(position, surface, corner.x() * 1024, corner.z() * 1024));
        }
        return String.join(", ", text);
    }

    private static String rooms(List<Integer> rooms) {
        return rooms.isEmpty() ? "none" : rooms.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** §3.2.3: TR1/TR2 store the box itself; TR3 on pack it into bits 4..14 with the material in bits 0..3. */
    private static String box(GameVersion version, int boxIndex) {
        if (!version.atLeast(GameVersion.TR3)) {
            return boxIndex == 0xFFFF ? "no box" : "box " + boxIndex;
        }
        return "box " + ((boxIndex >> 4) & 0x7FF) + ", material " + (boxIndex & 0xF);
    }

    private static String hex(LevelFloorData floorData, int from, int to) {
        var words = floorData.level().floorData();
        var text = new ArrayList<String>();
        for (var i = from; i < to; i++) {
            text.add(String.format("0x%04X", words.unsigned(i)));
        }
        return String.join(" ", text);
    }
}
