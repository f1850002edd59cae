package org.tomblens.app.dist;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A window start of the jar on its own, {@code java -jar tomblens.jar [OPTIONS] [FILE]} with no Java option before
 * {@code -jar}, relaunched with the options TombLens's launchers give the JVM ({@code ./tomblens},
 * {@code tomblens.cmd}, the installed application's): the collector settings that hand the heap back after a level
 * switch, the quick compiler alone, the class archives mapped where they were made to be, the class archive beside
 * the jar where there is one, and on macOS the first
 * thread, which GLFW must own there. A JVM started by {@code java -jar} takes none of them from the jar: without them
 * a retail level took 0.9–1.2 s to come on screen, relaunched with them 0.6–0.7 s, this first JVM's own start and
 * wait included (docs/performance.md, "The jar started on its own").
 *
 * <p>The first JVM waits for the second and exits with its status; ended (a window manager's close, Ctrl-C, a
 * signal), it ends the second, and the second ends itself should the first be killed outright. A start with Java
 * options of its own (a user's {@code -Xmx}), a subcommand, or a JVM that does not tell its command line runs as it
 * was started.
 */
public final class JarRelaunch {
    /** The options every launcher gives the JVM; their reasons are in docs/performance.md ("Start-up", "Memory"). */
    public static final List<String> OPTIONS = List.of("-XX:+UseG1GC", "-XX:G1PeriodicGCInterval=3000",
            "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30", "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1",
            "-XX:CompileThresholdScaling=2", "-XX:+UnlockDiagnosticVMOptions", "-XX:ArchiveRelocationMode=0");
    /** The class archive beside the jar, which {@code ./tomblens} and the installed application make. */
    static final String ARCHIVE = "tomblens.jsa";
    /** Names, in the JVM relaunched, the process of the first, which it ends itself with. */
    static final String LAUNCHER_PROPERTY = "tomblens.launcher";
    /**
     * Linux's own record of this process: a link named by its number, its command line (each word ended by a NUL)
     * and its executable.
     */
    private static final Path PROC_SELF = Path.of("/proc/self");
    private static final Path PROC_CMDLINE = Path.of("/proc/self/cmdline");
    private static final Path PROC_EXE = Path.of("/proc/self/exe");

    private JarRelaunch() {}

    /**
     * Relaunches this start when it is a bare {@code java -jar} of the application's jar, and gives the status the
     * relaunched JVM exited with; empty when this JVM is to run it itself (a JVM relaunched so first starts watching
     * the one that launched it).
     */
    public static OptionalInt ifBare(String[] args) {
        watchLauncher();
        var self = OwnCommand.current();
        var jar = applicationJar();
        if (self.isEmpty() || jar.isEmpty() || !isBareJarStart(self.get().arguments(), jar.get())) {
            return OptionalInt.empty();
        }
        var command = command(self.get().java(), self.get().pid(), jar.get(), System.getProperty("os.name"), args);
        try {
            var relaunched = new ProcessBuilder(command).inheritIO().start();
            Runtime.getRuntime().addShutdownHook(new Thread(relaunched::destroy));
            return OptionalInt.of(relaunched.waitFor());
        } catch (IOException e) {
            return OptionalInt.empty();   // the Java that runs this cannot start another: it runs it itself
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.of(1);
        }
    }

    /** Whether the JVM's arguments are {@code -jar JAR ...} and nothing before: no Java option of anyone's. */
    static boolean isBareJarStart(String[] jvmArguments, Path jar) {
        if (jvmArguments.length < 2 || !jvmArguments[0].equals("-jar")) {
            return false;
        }
        try {
            return Files.isSameFile(Path.of(jvmArguments[1]), jar);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * The command that starts {@code jar} on {@code java} with the launchers' options, for {@code args}, from the
     * process numbered {@code pid}.
     */
    static List<String> command(String java, long pid, Path jar, String osName, String[] args) {
        var command = new ArrayList<String>();
        command.add(java);
        command.addAll(OPTIONS);
        if (osName != null && osName.startsWith("Mac")) {
            command.add("-XstartOnFirstThread");
        }
        var archive = jar.resolveSibling(ARCHIVE);
        if (Files.isRegularFile(archive)) {
            // Not used, and said nowhere, when it was made by another build or Java.
            command.addAll(List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off", "-Xlog:cds+dynamic=off"));
        }
        command.add("-D" + LAUNCHER_PROPERTY + "=" + pid);
        command.addAll(List.of("-jar", jar.toString()));
        command.addAll(Arrays.asList(args));
        return command;
    }

    /** This JVM's process number, its executable and the arguments it was started with. */
    private record OwnCommand(long pid, String java, String[] arguments) {
        /**
         * As this process was started. On Linux read where {@link ProcessHandle} reads them, without the process
         * machinery it starts, whose thread pool is made through lambdas: 8–12 ms of the first JVM before the
         * relaunched one could start (docs/performance.md). Elsewhere through {@link ProcessHandle}.
         */
        static Optional<OwnCommand> current() {
            if (Files.isReadable(PROC_CMDLINE)) {
                try {
                    var words = new String(Files.readAllBytes(PROC_CMDLINE), StandardCharsets.UTF_8).split("\0");
                    var pid = Long.parseLong(Files.readSymbolicLink(PROC_SELF).toString());
                    return Optional.of(new OwnCommand(pid, Files.readSymbolicLink(PROC_EXE).toString(),
                            Arrays.copyOfRange(words, 1, words.length)));
                } catch (IOException | RuntimeException e) {
                    return Optional.empty();
                }
            }
            var self = ProcessHandle.current();
            var info = self.info();
            return info.command().isEmpty() || info.arguments().isEmpty() ? Optional.empty()
                    : Optional.of(new OwnCommand(self.pid(), info.command().get(), info.arguments().get()));
        }
    }

    /** The jar these classes were loaded from, if they were. */
    private static Optional<Path> applicationJar() {
        var source = JarRelaunch.class.getProtectionDomain().getCodeSource();
        try {
            var path = source == null ? null : Path.of(source.getLocation().toURI());
            return path != null && Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** In a relaunched JVM: ends it once the JVM that launched it has ended without ending it (killed outright). */
    private static void watchLauncher() {
        var launcher = System.getProperty(LAUNCHER_PROPERTY);
        if (launcher == null) {
            return;
        }
        try {
            ProcessHandle.of(Long.parseLong(launcher)).ifPresentOrElse(
                    process -> process.onExit().thenRun(() -> System.exit(1)), () -> System.exit(1));
        } catch (NumberFormatException e) {
            // Not a process number: not set by a relaunch.
        }
    }
}
