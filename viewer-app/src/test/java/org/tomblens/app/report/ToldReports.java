package org.tomblens.app.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reports kept in memory, in the order told, for tests to read back. */
public final class ToldReports implements Reports {
    /** One event told, with its facts. */
    public record Told(String event, Map<String, Object> facts) {}

    private final List<Told> told = new ArrayList<>();

    @Override
    public boolean listening() {
        return true;
    }

    @Override
    public void tell(String event, Map<String, Object> facts) {
        told.add(new Told(event, Map.copyOf(facts)));
    }

    public List<Told> told() {
        return told;
    }
}
