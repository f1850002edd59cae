package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

/**
 * The summary that ends a test run: every test that was skipped, grouped by the reason its assumption gave, which
 * says what would make it run (a folder of files, a tool to install). Surefire counts skipped tests but names none;
 * this reads its XML reports ({@code MODULE/target/surefire-reports/TEST-*.xml}) written since the build began, so
 * that reports left by an earlier run of a module this build did not test are not counted.
 *
 * <p>Run by the last module of the build after its tests: {@code SkippedTests PROJECT_FOLDER BUILD_START}, the
 * start as an ISO-8601 instant (Maven's {@code maven.build.timestamp}).
 */
public final class SkippedTests {
    private static final String ABORTED = "org.opentest4j.TestAbortedException: ";

    private SkippedTests() {}

    public static void main(String[] args) throws Exception {
        var project = Path.of(args[0]);
        var since = Instant.parse(args[1]);
        var byReason = of(reports(project, since));
        var count = byReason.values().stream().mapToInt(List::size).sum();
        System.out.println(count == 0 ? "No test was skipped."
                : (count == 1 ? "1 test was" : count + " tests were") + " skipped; each reason says what would run it:");
        byReason.forEach((reason, tests) -> {
            System.out.println("- " + reason + " (" + tests.size() + ")");
            tests.forEach(test -> System.out.println("    " + test));
        });
    }

    /** The skipped tests of these reports, as {@code Class.method}, by the reason given, both sorted. */
    static Map<String, List<String>> of(List<Path> reports) throws IOException {
        var byReason = new TreeMap<String, List<String>>();
        var factory = DocumentBuilderFactory.newInstance();
        for (var report : reports) {
            try {
                var cases = factory.newDocumentBuilder().parse(report.toFile()).getElementsByTagName("testcase");
                for (int i = 0; i < cases.getLength(); i++) {
                    var test = (Element) cases.item(i);
                    var skipped = test.getElementsByTagName("skipped");
                    if (skipped.getLength() > 0) {
                        var name = simpleName(test.getAttribute("classname")) + "." + test.getAttribute("name");
                        byReason.computeIfAbsent(reason((Element) skipped.item(0)), reason -> new ArrayList<>())
                                .add(name);
                    }
                }
            } catch (ParserConfigurationException | SAXException e) {
                throw new IOException(report + ": " + e.getMessage(), e);
            }
        }
        byReason.values().forEach(tests -> tests.sort(null));
        return byReason;
    }

    /**
     * The reason a skip gives: its message, which surefire keeps as an attribute for a disabled test and as the
     * first line of the stack trace ({@code org.opentest4j.TestAbortedException: why}) for an assumption.
     */
    private static String reason(Element skipped) {
        var message = skipped.getAttribute("message");
        if (message.isBlank()) {
            message = skipped.getTextContent().strip().lines().findFirst().orElse("");
            message = message.startsWith(ABORTED) ? message.substring(ABORTED.length()) : message;
        }
        return message.isBlank() ? "no reason given" : message.strip();
    }

    /** The XML reports under each module's {@code target/surefire-reports} written at {@code since} or later. */
    static List<Path> reports(Path project, Instant since) throws IOException {
        try (Stream<Path> modules = Files.list(project)) {
            return modules.map(module -> module.resolve("target").resolve("surefire-reports"))
                    .filter(Files::isDirectory)
                    .flatMap(SkippedTests::list)
                    .filter(file -> file.getFileName().toString().matches("TEST-.*\\.xml"))
                    .filter(file -> modifiedSince(file, since))
                    .sorted()
                    .toList();
        }
    }

    private static Stream<Path> list(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean modifiedSince(Path file, Instant since) {
        try {
            return !Files.getLastModifiedTime(file).toInstant().isBefore(since);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
