package org.tomblens.app.cli.check;

/** How a run is printed: a report per file as it comes, then the summary. */
interface CheckOutput {
    void file(FileReport report);

    void summary(CheckSummary summary, double seconds);
}
