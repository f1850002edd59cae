package org.tomblens.app.cli;

import static org.tomblens.app.cli.ViewerCommand.CAMERA;
import static org.tomblens.app.cli.ViewerCommand.COMPARE;
import static org.tomblens.app.cli.ViewerCommand.ENTITY;
import static org.tomblens.app.cli.ViewerCommand.MODEL;
import static org.tomblens.app.cli.ViewerCommand.QUIT_WHEN_READY;
import static org.tomblens.app.cli.ViewerCommand.SIZE;
import static org.tomblens.app.cli.ViewerCommand.TIMINGS;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.tomblens.app.window.ViewerApp;

/**
 * The viewer's command line read without picocli: a file or none, and the viewer's own options, each at most once, a
 * value after its option or after {@code =}. Loading picocli and building its model of the viewer's options took
 * 0.13–0.25 s before the level's reading could begin (docs/performance.md), for a start that a file manager, a
 * script or another tool makes with a file and, say, a camera. What picocli would read another way, or refuse, is
 * left to it, which then reads it or says what is wrong: help, an {@code @}-file, {@code --}, an option that is not
 * the viewer's or is given twice, a value given to a switch, a value that begins with {@code -} or {@code @} or does
 * not convert, a second file.
 */
final class ViewerArguments {
    /** The options that take a value. */
    static final Set<String> WITH_VALUES = Set.of(CAMERA, SIZE, MODEL, ENTITY, COMPARE);
    /** The options that are switches. */
    static final Set<String> SWITCHES = Set.of(TIMINGS, QUIT_WHEN_READY);

    private ViewerArguments() {}

    /** The start {@code args} ask for, as picocli would read them; empty when picocli is to read them. */
    static Optional<ViewerApp.Start> read(String[] args) {
        var command = new ViewerCommand();
        var given = new HashSet<String>();
        try {
            for (int i = 0; i < args.length; i++) {
                var arg = args[i];
                if (!arg.startsWith("-")) {
                    if (command.file != null || !plainValue(arg)) {
                        return Optional.empty();
                    }
                    command.file = Path.of(arg);
                    continue;
                }
                var equals = arg.indexOf('=');
                var name = equals < 0 ? arg : arg.substring(0, equals);
                if (!given.add(name) || SWITCHES.contains(name) && equals >= 0) {
                    return Optional.empty();
                }
                if (SWITCHES.contains(name)) {
                    command.timings |= name.equals(TIMINGS);
                    command.quitWhenReady |= name.equals(QUIT_WHEN_READY);
                    continue;
                }
                if (!WITH_VALUES.contains(name)) {
                    return Optional.empty();
                }
                var value = equals >= 0 ? arg.substring(equals + 1) : i + 1 < args.length ? args[++i] : null;
                if (value == null || !plainValue(value)) {
                    return Optional.empty();
                }
                switch (name) {
                    case CAMERA -> command.camera = CameraPlacement.parse(value);
                    case SIZE -> command.size = FrameSize.parse(value);
                    case MODEL -> command.model = Long.valueOf(value);
                    case ENTITY -> command.entity = Integer.valueOf(value);
                    case COMPARE -> command.compare = Path.of(value);
                    default -> {
                        return Optional.empty();
                    }
                }
            }
        } catch (IllegalArgumentException e) {
            // A value that is no size, camera, number or path: picocli says so.
            return Optional.empty();
        }
        return Optional.of(command.start());
    }

    /** Whether {@code arg} is read as it is written: not empty, not an option, not an {@code @}-file. */
    private static boolean plainValue(String arg) {
        return !arg.isEmpty() && !arg.startsWith("-") && !arg.startsWith("@");
    }
}
