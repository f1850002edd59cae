package org.tomblens.app.cli.check;

import java.util.List;

/** What reading a file gave: its version as the file told it, and the warnings met on the way. */
record Reading(String version, List<String> warnings) {
    Reading {
        warnings = List.copyOf(warnings);
    }
}
