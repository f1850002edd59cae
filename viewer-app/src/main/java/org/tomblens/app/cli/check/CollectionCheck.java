package org.tomblens.app.cli.check;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** One run of {@code check}: the walk, the reading on a pool of threads, the reports and the summary. */
final class CollectionCheck {
    private final int threads;
    private final FileCheck fileCheck = new FileCheck(new FileSniffer());

    CollectionCheck(int threads) {
        this.threads = threads;
    }

    /** Checks every file under {@code paths}, telling {@code output} of each in walk order; the counts at the end. */
    CheckSummary run(List<Path> paths, CheckOutput output) {
        var began = System.nanoTime();
        var summary = new CheckSummary();
        try (var pool = new CheckPool(threads, report -> {
            if (report.isPresent()) {
                summary.add(report.get());
                output.file(report.get());
            } else {
                summary.skip();
            }
        })) {
            CollectionWalk.walk(paths, new CollectionWalk.Visitor() {
                @Override
                public void file(Path file, boolean named) {
                    pool.submit(() -> fileCheck.check(file, named));
                }

                @Override
                public void unlistable(Path folder, IOException why) {
                    pool.submit(() -> Optional.of(FileReport.failed(folder, null, null,
                            Failure.unplaced("cannot list the folder: " + why))));
                }
            });
            pool.finish();
            summary.timed((System.nanoTime() - began) / 1e9, pool.cpuSeconds());
        }
        output.summary(summary);
        return summary;
    }
}
