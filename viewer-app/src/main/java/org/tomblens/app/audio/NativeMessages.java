package org.tomblens.app.audio;

import static org.lwjgl.system.linux.DynamicLinkLoader.RTLD_LAZY;
import static org.lwjgl.system.linux.DynamicLinkLoader.dlclose;
import static org.lwjgl.system.linux.DynamicLinkLoader.dlopen;
import static org.lwjgl.system.linux.DynamicLinkLoader.dlsym;
import static org.lwjgl.system.linux.FCNTL.O_APPEND;
import static org.lwjgl.system.linux.FCNTL.O_CLOEXEC;
import static org.lwjgl.system.linux.FCNTL.O_CREAT;
import static org.lwjgl.system.linux.FCNTL.O_WRONLY;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.lwjgl.system.JNI;
import org.lwjgl.system.Platform;
import org.lwjgl.system.linux.FCNTL;
import org.lwjgl.system.linux.UNISTD;

/**
 * Where what native libraries print while the audio device opens goes. On a Linux machine with no sound server
 * and no sound card, OpenAL Soft falls back to ALSA, whose library prints its configuration errors (nine lines
 * naming card 0 and the default PCM) straight to the process's standard error; neither ALSA nor OpenAL Soft has a
 * setting that turns them off. So on Linux the process's standard error is pointed at a log file for the call
 * (with C's {@code dup} and {@code dup2}, reached through LWJGL), and back after it. Elsewhere, or with
 * {@code TOMBLENS_VERBOSE} set, the call prints where it would.
 */
final class NativeMessages {
    private static final int STDERR = 2;
    /** Read and write for the user, read for the rest: what the usual umask leaves of 0666. */
    private static final int MODE = 0644;

    private NativeMessages() {}

    /** Runs {@code call} with the process's standard error going to the end of {@code log}. */
    static <T> T into(Path log, Supplier<T> call) {
        if (Platform.get() != Platform.LINUX || System.getenv("TOMBLENS_VERBOSE") != null) {
            return call.get();
        }
        var libc = dlopen("libc.so.6", RTLD_LAZY);
        if (libc == 0) {
            return call.get();
        }
        try {
            return into(log, dlsym(libc, "dup"), dlsym(libc, "dup2"), call);
        } finally {
            dlclose(libc);
        }
    }

    private static <T> T into(Path log, long dup, long dup2, Supplier<T> call) {
        var file = dup == 0 || dup2 == 0 ? -1 : open(log);
        if (file < 0) {
            return call.get();
        }
        var saved = JNI.invokeI(STDERR, dup);
        try {
            if (saved < 0 || JNI.invokeI(file, STDERR, dup2) < 0) {
                return call.get();
            }
            try {
                return call.get();
            } finally {
                System.err.flush();
                JNI.invokeI(saved, STDERR, dup2);
            }
        } finally {
            UNISTD.close(null, file);
            if (saved >= 0) {
                UNISTD.close(null, saved);
            }
        }
    }

    /** The log opened for appending, its folder made if needed; -1 when it cannot be. */
    private static int open(Path log) {
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
        } catch (IOException e) {
            return -1;
        }
        return FCNTL.open(null, log.toAbsolutePath().toString(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, MODE);
    }
}
