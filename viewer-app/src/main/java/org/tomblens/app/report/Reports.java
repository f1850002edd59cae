package org.tomblens.app.report;

import java.util.Map;

/**
 * Where the viewer tells what it shows and does: a level opened, a selection, a flight, what a panel lists
 * and where its controls are. Scripts and end-to-end tests that drive the real window read these facts
 * instead of pixels of text; the viewer itself never reads them back.
 */
public interface Reports {
    /** Whether anything listens; when nothing does, there is no need to gather what to tell. */
    boolean listening();

    /** Tells that {@code event} happened, with its facts by name. */
    void tell(String event, Map<String, Object> facts);
}
