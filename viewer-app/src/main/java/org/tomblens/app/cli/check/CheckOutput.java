package org.tomblens.app.cli.check;

/** How a run is printed: a report per file as it comes, then the summary. */
interface CheckOutput {
    /** Prints nothing: for a warm-up pass. */
    CheckOutput SILENT = new CheckOutput() {
        @Override
        public void file(FileReport report) {}

        @Override
        public void summary(CheckSummary summary) {}
    };

    void file(FileReport report);

    void summary(CheckSummary summary);
}
