package org.tomblens.app.cli;

import picocli.CommandLine.IVersionProvider;

/** The version the build wrote into the jar's manifest ("development" when run from classes). */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        var version = TombLensCommand.class.getPackage().getImplementationVersion();
        return new String[] {"TombLens " + (version == null ? "development build" : version),
                "Java " + System.getProperty("java.version") + " on " + System.getProperty("os.name")
                        + " " + System.getProperty("os.arch")};
    }
}
