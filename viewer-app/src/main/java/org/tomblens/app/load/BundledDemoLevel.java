package org.tomblens.app.load;

import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.maker.sound.DemoSamples;

/**
 * The demo level that ships inside the application, opened when no file is given. It is the file
 * {@code assets/demo/tomblens-demo.tr2} with its sounds in {@code assets/demo/MAIN.SFX}, which the build puts on
 * the classpath and {@code tomblens make-demo} regenerates from {@link DemoLevelGenerator} and
 * {@link DemoSamples}.
 */
public final class BundledDemoLevel {
    /** Where the demo sits on the classpath. */
    public static final String RESOURCE = "/assets/demo/" + DemoLevelGenerator.FILE_NAME;
    /** Where its sounds sit: TR2 keeps them in a MAIN.SFX beside the level. */
    public static final String SOUNDS = "/assets/demo/" + DemoSamples.FILE_NAME;

    private BundledDemoLevel() {}

    /** The name to show for the demo, and to read it under. */
    public static String fileName() {
        return DemoLevelGenerator.FILE_NAME;
    }

    /** The demo's bytes, as shipped. */
    public static byte[] bytes() {
        return ClasspathResource.read(RESOURCE, "the demo level");
    }

    /** The demo's MAIN.SFX, as shipped. */
    public static byte[] mainSfx() {
        return ClasspathResource.read(SOUNDS, "the demo's sounds");
    }

    /** The demo, read. */
    public static Level read() {
        return LevelReader.read(bytes(), fileName());
    }
}
