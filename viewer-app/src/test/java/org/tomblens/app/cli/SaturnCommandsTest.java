package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.Corpus;

/** The corpus's Saturn level (LEVEL2.SAT and its companions) in the commands, beside its PC copy LEVEL2.PHD. */
class SaturnCommandsTest {

    /** {@code info --json} names the platform Saturn, and counts the rooms, sectors and entities the PC copy does. */
    @Test
    void infoNamesTheSaturnAndCountsThePcCopysRooms() throws IOException {
        var mapper = new ObjectMapper();
        var pc = mapper.readTree(CommandRun.of("info", "--json", Corpus.file("saturn/LEVEL2.PHD").toString()).out());
        for (var file : new String[] {"LEVEL2.SAT", "LEVEL2.SAD"}) {
            var path = Corpus.file("saturn/" + file).toString();
            var info = mapper.readTree(CommandRun.of("info", "--json", path).out());
            assertTrue(info.get("ok").asBoolean(), info.toString());
            assertEquals("Saturn", info.get("platform").asText());
            assertEquals("retail", info.get("variant").asText());
            assertEquals(0, info.get("warnings").asInt(), info.toString());
            for (var key : new String[] {"version", "rooms", "sectors_total", "portals_total", "entities", "boxes",
                "overlaps", "cameras"}) {
                assertEquals(pc.get(key), info.get(key), file + ": " + key);
            }
        }
    }

    /** {@code check} finds nothing wrong in it, and the readable {@code info} names the platform. */
    @Test
    void checkFindsNoWarningAndInfoNamesThePlatform() {
        var level = Corpus.file("saturn/LEVEL2.SAT").toString();
        var check = CommandRun.of("check", level);
        assertEquals(0, check.status(), check.err());
        assertTrue(check.out().contains("1 ok, 0 with warnings, 0 failed"), check.out());
        var info = CommandRun.of("info", level);
        assertTrue(info.out().contains("platform: Saturn, retail release"), info.out());
    }
}
