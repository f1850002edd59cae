package org.tomblens.maker.dist;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;

/**
 * The class-file upgrade on the library it is made for, JOML, whose jar holds Java 1.2's classes beside Java 8's:
 * every old class comes out in Java 8's format and passes the verifier that checks its frames; everything else in
 * the jar is the same bytes in the same order; and the classes compute what the original ones do.
 */
class ClassFileUpgradeTest {

    @Test
    void everyOldClassOfJomlIsRewrittenInJava8sFormatAndTheRestIsKept(@TempDir Path folder) throws IOException {
        var original = jomlJar();
        var jar = Files.copy(original, folder.resolve(original.getFileName()));
        var before = entries(original);
        var old = before.entrySet().stream()
                .filter(e -> e.getKey().endsWith(".class") && ClassFileUpgrade.version(e.getValue()) < 50).count();
        assertTrue(old > 100, "JOML 1.10 holds Java 1.2's classes: " + old);

        var upgraded = ClassFileUpgrade.upgradeFolder(folder);

        assertEquals(List.of(new ClassFileUpgrade.Upgraded(jar, (int) old)), upgraded);
        var after = entries(jar);
        assertEquals(new ArrayList<>(before.keySet()), new ArrayList<>(after.keySet()), "the same entries, in order");
        for (var entry : before.entrySet()) {
            var bytes = after.get(entry.getKey());
            if (entry.getKey().endsWith(".class") && ClassFileUpgrade.version(entry.getValue()) < 50) {
                assertEquals(52, ClassFileUpgrade.version(bytes), entry.getKey());
            } else {
                assertArrayEquals(entry.getValue(), bytes, entry.getKey() + " is kept as it was");
            }
        }
    }

    @Test
    void everyUpgradedClassPassesTheVerifierOfItsFormat(@TempDir Path folder) throws Exception {
        var jar = Files.copy(jomlJar(), folder.resolve("joml.jar"));
        ClassFileUpgrade.upgradeFolder(folder);

        // Java 8's format is checked against its frames, with no fall-back to inferring them: a class whose frames
        // were wrong or missing would not link.
        try (var loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
             var zip = new ZipFile(jar.toFile())) {
            var linked = 0;
            for (var entries = zip.entries(); entries.hasMoreElements(); ) {
                var name = entries.nextElement().getName();
                if (name.endsWith(".class") && !name.contains("-info") && !name.startsWith("META-INF/")) {
                    try {
                        Class.forName(name.substring(0, name.length() - 6).replace('/', '.'), true, loader);
                    } catch (ExceptionInInitializerError | NoClassDefFoundError initialiserFailed) {
                        // Verified and linked, then its static initialiser failed here (JOML's copier on the JDK's
                        // internal Unsafe, which is not opened to it), or failed before: not what this checks. A
                        // VerifyError is neither.
                    }
                    linked++;
                }
            }
            assertTrue(linked > 100, "classes linked: " + linked);
        }
    }

    @Test
    void theUpgradedClassesComputeWhatTheOriginalsDo(@TempDir Path folder) throws Exception {
        var original = jomlJar();
        var jar = Files.copy(original, folder.resolve(original.getFileName()));
        ClassFileUpgrade.upgradeFolder(folder);

        assertArrayEquals(viewProjection(original), viewProjection(jar));
    }

    @Test
    void aJarWithNothingOldIsNotWrittenAgain(@TempDir Path folder) throws IOException {
        var jar = folder.resolve("modern.jar");
        try (var out = new ZipOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new ZipEntry(ClassFileUpgradeTest.class.getName().replace('.', '/') + ".class"));
            try (var in = ClassFileUpgradeTest.class.getResourceAsStream("ClassFileUpgradeTest.class")) {
                out.write(in.readAllBytes());
            }
        }
        var written = Files.getLastModifiedTime(jar);
        var bytes = Files.readAllBytes(jar);

        assertEquals(List.of(new ClassFileUpgrade.Upgraded(jar, 0)), ClassFileUpgrade.upgradeFolder(folder));
        assertArrayEquals(bytes, Files.readAllBytes(jar));
        assertEquals(written, Files.getLastModifiedTime(jar));
    }

    @Test
    void upgradingTwiceChangesNothingMore(@TempDir Path folder) throws IOException {
        var jar = Files.copy(jomlJar(), folder.resolve("joml.jar"));
        ClassFileUpgrade.upgradeFolder(folder);
        var once = Files.readAllBytes(jar);

        assertEquals(List.of(new ClassFileUpgrade.Upgraded(jar, 0)), ClassFileUpgrade.upgradeFolder(folder));
        assertArrayEquals(once, Files.readAllBytes(jar));
    }

    @Test
    void aClassWhoseFramesNeedATypeNoJarCanLoadIsKeptAsItWas(@TempDir Path folder) throws IOException {
        // User's method joins a Sub and an Other, whose common type the frames name: finding it loads Sub, whose
        // superclass no jar holds, as with a library's optional dependency left out.
        var jar = folder.resolve("optional.jar");
        var user = userOfSubAndOther();
        try (var out = new ZipOutputStream(Files.newOutputStream(jar))) {
            for (var entry : Map.of("Sub.class", oldClass("Sub", "Missing"), "Other.class", oldClass("Other",
                    "java/lang/Object"), "User.class", user).entrySet()) {
                out.putNextEntry(new ZipEntry(entry.getKey()));
                out.write(entry.getValue());
                out.closeEntry();
            }
        }

        assertEquals(List.of(new ClassFileUpgrade.Upgraded(jar, 2)), ClassFileUpgrade.upgradeFolder(folder));
        var after = entries(jar);
        assertArrayEquals(user, after.get("User.class"), "kept as it was");
        assertEquals(52, ClassFileUpgrade.version(after.get("Sub.class")));
        assertEquals(52, ClassFileUpgrade.version(after.get("Other.class")));
    }

    @Test
    void aJarWhoseOldClassesAllStayAsTheyWereIsNotWrittenAgain(@TempDir Path folder) throws IOException {
        var jar = folder.resolve("kept.jar");
        try (var out = new ZipOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new ZipEntry("User.class"));
            out.write(userOfSubAndOther());
            out.closeEntry();
        }
        var written = Files.getLastModifiedTime(jar);
        var bytes = Files.readAllBytes(jar);

        assertEquals(List.of(new ClassFileUpgrade.Upgraded(jar, 0)), ClassFileUpgrade.upgradeFolder(folder));
        assertArrayEquals(bytes, Files.readAllBytes(jar));
        assertEquals(written, Files.getLastModifiedTime(jar));
        try (var files = Files.list(folder)) {
            assertEquals(List.of(jar), files.toList(), "no file left beside it");
        }
    }

    /** A Java 5 class {@code name} extending {@code superName}, with a constructor that calls the superclass's. */
    private static byte[] oldClass(String name, String superName) {
        var writer = new ClassWriter(0);
        writer.visit(Opcodes.V1_5, Opcodes.ACC_PUBLIC, name, null, superName, null);
        var constructor = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        constructor.visitCode();
        constructor.visitVarInsn(Opcodes.ALOAD, 0);
        constructor.visitMethodInsn(Opcodes.INVOKESPECIAL, superName, "<init>", "()V", false);
        constructor.visitInsn(Opcodes.RETURN);
        constructor.visitMaxs(1, 1);
        constructor.visitEnd();
        writer.visitEnd();
        return writer.toByteArray();
    }

    /** A Java 5 class whose {@code pick(boolean)} gives a new Sub or a new Other. */
    private static byte[] userOfSubAndOther() {
        var writer = new ClassWriter(0);
        writer.visit(Opcodes.V1_5, Opcodes.ACC_PUBLIC, "User", null, "java/lang/Object", null);
        var pick = writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "pick", "(Z)Ljava/lang/Object;", null,
                null);
        pick.visitCode();
        var other = new Label();
        var end = new Label();
        pick.visitVarInsn(Opcodes.ILOAD, 0);
        pick.visitJumpInsn(Opcodes.IFEQ, other);
        pick.visitTypeInsn(Opcodes.NEW, "Sub");
        pick.visitInsn(Opcodes.DUP);
        pick.visitMethodInsn(Opcodes.INVOKESPECIAL, "Sub", "<init>", "()V", false);
        pick.visitJumpInsn(Opcodes.GOTO, end);
        pick.visitLabel(other);
        pick.visitTypeInsn(Opcodes.NEW, "Other");
        pick.visitInsn(Opcodes.DUP);
        pick.visitMethodInsn(Opcodes.INVOKESPECIAL, "Other", "<init>", "()V", false);
        pick.visitLabel(end);
        pick.visitInsn(Opcodes.ARETURN);
        pick.visitMaxs(2, 1);
        pick.visitEnd();
        writer.visitEnd();
        return writer.toByteArray();
    }

    /** A camera's matrix times a point, by the JOML of {@code jar} alone, as float bits. */
    private static int[] viewProjection(Path jar) throws Exception {
        try (var loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            var matrixType = Class.forName("org.joml.Matrix4f", true, loader);
            var vectorType = Class.forName("org.joml.Vector3f", true, loader);
            var matrix = matrixType.getConstructor().newInstance();
            matrixType.getMethod("perspective", float.class, float.class, float.class, float.class)
                    .invoke(matrix, 1.2f, 16f / 9f, 0.1f, 400f);
            matrixType.getMethod("lookAt", float.class, float.class, float.class, float.class, float.class,
                    float.class, float.class, float.class, float.class)
                    .invoke(matrix, 3f, -2f, 7f, 0.5f, 0.25f, -1f, 0f, 1f, 0f);
            matrixType.getMethod("rotateXYZ", float.class, float.class, float.class).invoke(matrix, 0.3f, -1.1f, 2f);
            var point = vectorType.getConstructor(float.class, float.class, float.class).newInstance(1.5f, -4f, 9f);
            Method project = matrixType.getMethod("transformProject", vectorType);
            project.invoke(matrix, point);
            var bits = new int[3];
            for (int i = 0; i < 3; i++) {
                bits[i] = Float.floatToRawIntBits(vectorType.getField(String.valueOf("xyz".charAt(i))).getFloat(point));
            }
            return bits;
        }
    }

    private static Map<String, byte[]> entries(Path jar) throws IOException {
        var entries = new LinkedHashMap<String, byte[]>();
        try (var zip = new ZipFile(jar.toFile())) {
            for (var e = zip.entries(); e.hasMoreElements(); ) {
                var entry = e.nextElement();
                entries.put(entry.getName(), zip.getInputStream(entry).readAllBytes());
            }
        }
        return entries;
    }

    private static Path jomlJar() {
        try {
            return Path.of(Class.forName("org.joml.Matrix4f").getProtectionDomain().getCodeSource().getLocation()
                    .toURI());
        } catch (ClassNotFoundException | URISyntaxException e) {
            throw new AssertionError("JOML is on the tests' class path", e);
        }
    }
}
