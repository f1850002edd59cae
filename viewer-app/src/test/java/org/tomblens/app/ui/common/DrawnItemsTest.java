package org.tomblens.app.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tomblens.app.report.Reports;
import org.tomblens.app.report.ToldReports;

/** How a window's record names what it drew, and when it tells it again. */
class DrawnItemsTest {
    /** Draws one frame of a window with a filter box, a tab holding a table of two rows, a switch and a line. */
    private static void frame(DrawnItems items, Reports reports, boolean on) {
        items.begin(reports);
        DrawnItems.control("##filter", 10, 20, 110, 40);
        DrawnItems.value("##filter", "water");
        // A tab is named before the controls in it are named after it, as Widgets.beginTabItem does.
        DrawnItems.control("Samples", 0, 0, 50, 20);
        DrawnItems.enter("Samples");
        DrawnItems.enter("rows");
        DrawnItems.control("Play##3", 5, 60, 35, 75);
        DrawnItems.row(List.of("3##sample3", "PCM"));
        DrawnItems.control("Play##4", 5, 80, 35, 95);
        DrawnItems.row(List.of("4##sample4", "ADPCM"));
        DrawnItems.leave();
        DrawnItems.leave();
        DrawnItems.control("Lighting (L)", 0, 100, 120, 118);
        DrawnItems.value("Lighting (L)", on);
        DrawnItems.text("2 samples");
        items.end();
        items.report("Sounds", Map.of(), reports);
    }

    @Test
    void controlsAreNamedByWhatTheyShowAfterTheirTabsAndTablesAndTheFirstKeepsAName() {
        var reports = new ToldReports();
        frame(new DrawnItems(), reports, true);
        var report = reports.told().get(0).facts();
        assertEquals("Sounds", report.get("title"));
        assertEquals(Map.of("filter", List.of(10, 20, 100, 20), "Samples", List.of(0, 0, 50, 20),
                "Samples/rows/Play", List.of(5, 60, 30, 15), "Lighting (L)", List.of(0, 100, 120, 18)),
                report.get("controls"));
        assertEquals(Map.of("filter", "water", "Lighting (L)", true), report.get("values"));
        assertEquals(Map.of("Samples/rows", List.of(List.of("3", "PCM"), List.of("4", "ADPCM"))), report.get("rows"));
        assertEquals(List.of("2 samples"), report.get("texts"));
    }

    @Test
    void aWindowIsToldAgainOnlyWhenWhatItDrewChanged() {
        var reports = new ToldReports();
        var items = new DrawnItems();
        frame(items, reports, true);
        frame(items, reports, true);
        assertEquals(1, reports.told().size(), "the same frame again tells nothing");
        frame(items, reports, false);
        assertEquals(2, reports.told().size());
        assertEquals(false, ((Map<?, ?>) reports.told().get(1).facts().get("values")).get("Lighting (L)"));
    }

    @Test
    void nothingIsRecordedWhileNothingListens() {
        var silent = new Reports() {
            @Override
            public boolean listening() {
                return false;
            }

            @Override
            public void tell(String event, Map<String, Object> facts) {
                throw new AssertionError("told " + event + " with nothing listening");
            }
        };
        frame(new DrawnItems(), silent, true);
        assertFalse(DrawnItems.recording());
    }
}
