package org.tomblens.app.e2e;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How a test starts the viewer: the classes under test on this Java, or an application as users install it. Either
 * way it runs in the folder the test gives it: its home, its settings, and the temporary files of Java and of the
 * native libraries (LWJGL's and Dear ImGui's extracted libraries, the sound server's sockets) go there.
 */
record Launcher(String name, List<String> command, boolean development) {
    /** The classes under test, on this Java, with the modules it offers. */
    static final Launcher DEVELOPMENT = development(List.of());

    /**
     * The classes under test on this Java with these options, {@code --limit-modules} say, and the compiler the
     * application's launchers choose (./tomblens, tomblens.cmd, the installed app): the quick one alone, which
     * spends about a second less processor time on each start, on one thread and after twice the calls
     * (docs/performance.md, "Start-up" and "Fewer compiles").
     */
    static Launcher development(List<String> javaOptions) {
        var command = new ArrayList<String>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of("-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1", "-XX:CompileThresholdScaling=2"));
        command.addAll(javaOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.tomblens.app.Main"));
        return new Launcher("the classes under test", List.copyOf(command), true);
    }

    /** An installed application's own launcher, with the runtime it carries. */
    static Launcher installed(Path launcher) {
        return new Launcher(launcher.toString(), List.of(launcher.toString()), false);
    }

    /** The command that starts the viewer in {@code home} with these arguments. */
    List<String> command(Path home, List<String> arguments) {
        var full = new ArrayList<String>();
        full.add(command.get(0));
        if (development) {
            // Java takes user.home from the password database, not from HOME.
            full.add("-Duser.home=" + home);
            full.add("-Djava.io.tmpdir=" + temporary(home));
        }
        full.addAll(command.subList(1, command.size()));
        full.addAll(arguments);
        return full;
    }

    /** What the environment of the viewer started in {@code home} holds besides the display's. */
    Map<String, String> environment(Path home) {
        var variables = new java.util.HashMap<String, String>(Map.of(
                "HOME", home.toString(),
                "XDG_CONFIG_HOME", home.resolve(".config").toString(),
                "XDG_CACHE_HOME", home.resolve(".cache").toString(),
                "XDG_DATA_HOME", home.resolve(".local/share").toString(),
                "TMPDIR", temporary(home).toString()));
        if (!development) {
            // The installed launcher takes no Java options of ours; the JVM reads these wherever it starts.
            variables.put("JAVA_TOOL_OPTIONS", "-Djava.io.tmpdir=" + temporary(home));
        }
        return variables;
    }

    /** The temporary folder of the viewer started in {@code home}. */
    static Path temporary(Path home) {
        return home.resolve("tmp");
    }
}
