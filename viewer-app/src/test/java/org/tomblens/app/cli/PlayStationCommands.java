package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What a PlayStation level written from a PC level must print in the commands: what its PC level prints. */
final class PlayStationCommands {
    private static final List<String> SAME = List.of("version", "rooms", "sectors_total", "portals_total",
            "entities", "boxes", "overlaps", "floordata_words", "moveables", "animations", "entity_type_ids");

    private PlayStationCommands() {}

    /** {@code info --json} names the platform PSX and {@code variant}, and counts what the PC level counts. */
    static void assertInfoAlike(Path pc, Path psx, String variant) throws IOException {
        var mapper = new ObjectMapper();
        var psxInfo = mapper.readTree(CommandRun.of("info", "--json", psx.toString()).out());
        var pcInfo = mapper.readTree(CommandRun.of("info", "--json", pc.toString()).out());
        assertTrue(psxInfo.get("ok").asBoolean(), psxInfo.toString());
        assertEquals("PSX", psxInfo.get("platform").asText());
        assertEquals(variant, psxInfo.get("variant").asText());
        for (var key : SAME) {
            assertEquals(pcInfo.get(key), psxInfo.get(key), key);
        }
    }

    /** {@code command} with {@code options} prints the same for both files but for their names. */
    static void assertSameOutput(String command, Path pc, Path psx, List<String> options) {
        var psxRun = run(command, psx, options);
        var pcRun = run(command, pc, options);
        assertEquals(0, psxRun.status(), psxRun.err());
        assertEquals(pcRun.out().replace(pc.getFileName().toString(), "FILE"),
                psxRun.out().replace(psx.getFileName().toString(), "FILE"), command);
    }

    private static CommandRun run(String command, Path file, List<String> options) {
        var args = new ArrayList<String>();
        args.add(command);
        args.add(file.toString());
        args.addAll(options);
        return CommandRun.of(args.toArray(String[]::new));
    }
}
