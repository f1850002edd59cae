package org.tomblens.maker.dist;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the class files of a folder's jars that are older than Java 6's format (version 50) in Java 8's (52), with
 * the stack map frames that format carries, their instructions as they were. Java 17's class-data sharing archives
 * no class older than version 50, and checks each such class with the verifier that infers its types, at every
 * start: JOML's classes are Java 1.2's, and loading and checking them cost a start of the viewer some 50 ms of CPU
 * time (docs/performance.md, "JOML's classes archived"). A jar with no such class, a signed jar (whose signatures
 * name the bytes), a class whose instructions the frames cannot describe (subroutines, which Java 6's format
 * dropped), and a class whose frames need a type that none of the folder's jars can load are left as they are.
 */
public final class ClassFileUpgrade {
    /** The oldest class-file version the JVM's class archive takes: Java 6's, the first with stack map frames. */
    static final int OLDEST_ARCHIVED = Opcodes.V1_6;
    /** The version old class files are written in. */
    static final int UPGRADED = Opcodes.V1_8;
    private static final Pattern SIGNATURE = Pattern.compile("META-INF/[^/]+\\.(SF|RSA|DSA|EC)");

    private ClassFileUpgrade() {}

    /** What became of one jar: how many of its classes were rewritten. */
    public record Upgraded(Path jar, int classes) {}

    /**
     * Upgrades the old class files of every jar directly in {@code folder}, each jar written whole to a file beside
     * it and moved over it. The folder's jars together give the class hierarchy the frames are computed from.
     */
    public static List<Upgraded> upgradeFolder(Path folder) throws IOException {
        List<Path> jars;
        try (var files = Files.list(folder)) {
            jars = files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList();
        }
        var upgraded = new ArrayList<Upgraded>();
        try (var hierarchy = new URLClassLoader(urls(jars), ClassLoader.getPlatformClassLoader())) {
            for (var jar : jars) {
                upgraded.add(new Upgraded(jar, upgrade(jar, hierarchy)));
            }
        }
        return upgraded;
    }

    /**
     * Upgrades the old class files of {@code jar} in place, looking up the classes they name through
     * {@code hierarchy}; gives how many were rewritten (none: the file is not touched).
     */
    static int upgrade(Path jar, ClassLoader hierarchy) throws IOException {
        var rewritten = 0;
        var temporary = jar.resolveSibling(jar.getFileName() + ".upgrading");
        try (var in = new ZipFile(jar.toFile())) {
            if (!needsUpgrade(in)) {
                return 0;
            }
            try (var out = new ZipOutputStream(Files.newOutputStream(temporary))) {
                for (var entries = in.entries(); entries.hasMoreElements(); ) {
                    var entry = entries.nextElement();
                    var bytes = in.getInputStream(entry).readAllBytes();
                    if (isOld(entry, bytes)) {
                        var upgraded = upgradeClass(bytes, hierarchy);
                        rewritten += upgraded == bytes ? 0 : 1;
                        bytes = upgraded;
                    }
                    var copy = new ZipEntry(entry.getName());
                    copy.setTime(entry.getTime());
                    out.putNextEntry(copy);
                    out.write(bytes);
                    out.closeEntry();
                }
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
        if (rewritten == 0) {
            // Every old class had to stay as it was: the jar is left untouched, as one with nothing old.
            Files.delete(temporary);
            return 0;
        }
        Files.move(temporary, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return rewritten;
    }

    /** {@code bytes} in Java 8's format with computed frames, or {@code bytes} itself where that cannot be done. */
    static byte[] upgradeClass(byte[] bytes, ClassLoader hierarchy) {
        var writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return hierarchy;
            }
        };
        try {
            new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9, writer) {
                @Override
                public void visit(int version, int access, String name, String signature, String superName,
                                  String[] interfaces) {
                    super.visit(UPGRADED, access, name, signature, superName, interfaces);
                }
            }, 0);
            return writer.toByteArray();
        } catch (IllegalArgumentException | TypeNotPresentException | LinkageError subroutinesOrUnknownTypes) {
            // JSR/RET, which frames cannot describe, or a type the jars do not hold, itself or a type it extends
            // (a library's optional dependency): the class stays as it was.
            return bytes;
        }
    }

    /** The class-file major version of {@code bytes}, a class file. */
    static int version(byte[] bytes) {
        return (bytes[6] & 0xFF) << 8 | bytes[7] & 0xFF;
    }

    private static boolean needsUpgrade(ZipFile jar) throws IOException {
        var old = false;
        for (var entries = jar.entries(); entries.hasMoreElements(); ) {
            var entry = entries.nextElement();
            if (SIGNATURE.matcher(entry.getName()).matches()) {
                return false;
            }
            if (!old && entry.getName().endsWith(".class")) {
                try (var in = jar.getInputStream(entry)) {
                    old = isOld(entry, in.readNBytes(8));
                }
            }
        }
        return old;
    }

    private static boolean isOld(ZipEntry entry, byte[] start) {
        return entry.getName().endsWith(".class") && start.length >= 8 && version(start) < OLDEST_ARCHIVED;
    }

    private static URL[] urls(List<Path> jars) {
        return jars.stream().map(jar -> {
            try {
                return jar.toUri().toURL();
            } catch (MalformedURLException e) {
                throw new UncheckedIOException(e);
            }
        }).toArray(URL[]::new);
    }
}
