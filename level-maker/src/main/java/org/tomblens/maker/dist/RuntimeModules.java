package org.tomblens.maker.dist;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;

/**
 * The JDK modules an application needs in the runtime jlink trims for it: the modules of every JDK class its
 * classes and libraries name, and the modules that provide, as services, the JDK types they name.
 *
 * <p>jdeps alone finds the first kind only. A service is found at run time: {@code RandomGenerator.getDefault()}
 * names no class of {@code jdk.random}, yet the algorithm it asks for lives there, so a runtime of what jdeps
 * prints opens the class and fails when it is called. Whoever names a JDK type that a JDK module provides as a
 * service may be handed that module's implementation, so its module goes in too.
 */
public final class RuntimeModules {
    /** A jdeps {@code -verbose:class} dependency: {@code FROM -> TO WHERE}, WHERE a module, a jar or "not found". */
    private static final Pattern DEPENDENCY = Pattern.compile("^\\s*\\S+\\s+->\\s+(\\S+)\\s+(.+?)\\s*$");
    /** A JDK internal type's module, as jdeps says it: "JDK internal API (jdk.unsupported)". */
    private static final Pattern INTERNAL = Pattern.compile("\\(([\\w.]+)\\)");

    private RuntimeModules() {}

    /** The system modules the classes of these jars and folders need at run time, service providers included. */
    public static SortedSet<String> of(List<Path> classPath) {
        return of(namedJdkTypes(classPath), ModuleFinder.ofSystem().findAll());
    }

    /**
     * The modules of {@code named} (JDK type name to its module), and the modules among {@code system} that
     * provide any named type as a service.
     */
    static SortedSet<String> of(Map<String, String> named, Set<ModuleReference> system) {
        var modules = new TreeSet<>(named.values());
        for (var module : system) {
            var descriptor = module.descriptor();
            for (ModuleDescriptor.Provides provides : descriptor.provides()) {
                if (named.containsKey(provides.service())) {
                    modules.add(descriptor.name());
                }
            }
        }
        return modules;
    }

    /** Every JDK type the classes name, with the system module it is in, as jdeps finds them. */
    static Map<String, String> namedJdkTypes(List<Path> classPath) {
        var system = ModuleFinder.ofSystem().findAll().stream().map(module -> module.descriptor().name())
                .collect(Collectors.toSet());
        var arguments = new ArrayList<>(List.of("--multi-release", Runtime.version().feature() + "",
                "--ignore-missing-deps", "-verbose:class"));
        classPath.forEach(entry -> arguments.add(entry.toString()));
        var named = new java.util.HashMap<String, String>();
        for (var line : jdeps(arguments).split("\\R")) {
            var dependency = DEPENDENCY.matcher(line);
            if (!dependency.matches()) {
                continue;
            }
            var where = dependency.group(2);
            var internal = INTERNAL.matcher(where);
            var module = internal.find() ? internal.group(1) : where;
            if (system.contains(module)) {
                named.put(dependency.group(1), module);
            }
        }
        return named;
    }

    private static String jdeps(List<String> arguments) {
        var jdeps = ToolProvider.findFirst("jdeps")
                .orElseThrow(() -> new IllegalStateException("this Java has no jdeps: run the build on a JDK"));
        var out = new StringWriter();
        var err = new StringWriter();
        var status = jdeps.run(new PrintWriter(out), new PrintWriter(err), arguments.toArray(String[]::new));
        if (status != 0) {
            throw new IllegalStateException("jdeps failed (" + status + "): " + err);
        }
        return out.toString();
    }
}
