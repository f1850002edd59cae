package org.tomblens.app.load;

import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;

/**
 * The demo level that ships inside the application, opened when no file is given. It is the file
 * {@code assets/demo/tomblens-demo.tr2} with its sounds in {@code assets/demo/MAIN.SFX}, which the build puts on
 * the classpath. level-maker's {@code make-demo} makes both; the application ships them and not their generator,
 * and a test checks that they are still what it makes.
 */
public final class BundledDemoLevel {
    private static final String FILE_NAME = "tomblens-demo.tr2";
    /** Its sounds' file name: TR2 keeps them in a MAIN.SFX beside the level. */
    public static final String SOUNDS_FILE_NAME = "MAIN.SFX";
    /** Where the demo sits on the classpath. */
    public static final String RESOURCE = "/assets/demo/" + FILE_NAME;
    /** Where its sounds sit. */
    public static final String SOUNDS = "/assets/demo/" + SOUNDS_FILE_NAME;

    private BundledDemoLevel() {}

    /** The name to show for the demo, and to read it under. */
    public static String fileName() {
        return FILE_NAME;
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
