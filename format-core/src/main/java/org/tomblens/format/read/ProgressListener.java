package org.tomblens.format.read;

/** Told how far a read has come, so a user waiting on a large file sees it move. */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = (fraction, stage) -> { };

    /**
     * @param fraction 0..1 of the work done
     * @param stage what is being read now, in words
     */
    void progress(double fraction, String stage);
}
