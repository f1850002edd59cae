package org.tomblens.app.report;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON mapper of the command line's outputs and the event log. It is made when first used, not when a class
 * that may use it is loaded: making one costs a good part of a second at start-up, which the viewer only pays
 * when it writes an event log.
 */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}
}
