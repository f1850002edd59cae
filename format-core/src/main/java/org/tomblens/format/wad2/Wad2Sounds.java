package org.tomblens.format.wad2;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.tomblens.format.io.NearbyFiles;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The sounds of a WAD2 library, which Tomb Editor keeps in an XML file beside it with the library's name
 * ({@code W2SoundSystem} 1): a {@code WadSounds} element whose {@code SoundInfos} hold one {@code WadSoundInfo}
 * each, their fields as child elements ({@code Id}, {@code Name}, {@code Volume}, {@code RangeInSectors},
 * {@code Chance}, {@code PitchFactor}, the three flags, {@code LoopBehaviour}, {@code Samples} of
 * {@code WadSample}/{@code FileName}, {@code Global}). The file is looked for in any letter case. Documents are
 * read without their DTDs or any external entity.
 */
public final class Wad2Sounds {
    /** Larger sound files are not read: a real one holds a few hundred sounds in well under a megabyte. */
    static final long MAX_BYTES = 16L << 20;

    private Wad2Sounds() {}

    /** The sound file beside {@code library} ({@code name.xml} for {@code name.wad2}), if there is one. */
    public static Optional<Path> beside(Path library) {
        var folder = library.toAbsolutePath().normalize().getParent();
        var name = library.getFileName().toString();
        var dot = name.lastIndexOf('.');
        return folder == null ? Optional.empty()
                : NearbyFiles.in(folder, (dot > 0 ? name.substring(0, dot) : name) + ".xml");
    }

    /** The sounds in {@code file}; an {@link IOException} says why it cannot be read. */
    public static List<Wad2SoundInfo> read(Path file) throws IOException {
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException("a sound file of " + Files.size(file) + " bytes, more than " + MAX_BYTES);
        }
        return read(Files.readAllBytes(file));
    }

    static List<Wad2SoundInfo> read(byte[] xml) throws IOException {
        try {
            var factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setExpandEntityReferences(false);
            var builder = factory.newDocumentBuilder();
            builder.setErrorHandler(new DefaultHandler());   // errors are thrown, not printed
            var root = builder.parse(new ByteArrayInputStream(xml)).getDocumentElement();
            if (!root.getTagName().equals("WadSounds")) {
                throw new IOException("not a Tomb Editor sound file: its root is <" + root.getTagName() + ">");
            }
            var sounds = new ArrayList<Wad2SoundInfo>();
            for (var list : children(root, "SoundInfos")) {
                for (var info : children(list, "WadSoundInfo")) {
                    sounds.add(sound(info));
                }
            }
            return sounds;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("not readable XML: " + e.getMessage(), e);
        }
    }

    private static Wad2SoundInfo sound(Element info) throws IOException {
        var samples = new ArrayList<String>();
        for (var list : children(info, "Samples")) {
            for (var sample : children(list, "WadSample")) {
                samples.add(text(sample, "FileName", ""));
            }
        }
        return new Wad2SoundInfo(number(info, "Id"), text(info, "Name", ""), number(info, "Volume"),
                number(info, "RangeInSectors"), number(info, "Chance"), number(info, "PitchFactor"),
                flag(info, "DisablePanning"), flag(info, "RandomizePitch"), flag(info, "RandomizeVolume"),
                text(info, "LoopBehaviour", "None"), samples, flag(info, "Global"));
    }

    private static List<Element> children(Element parent, String tag) {
        var found = new ArrayList<Element>();
        for (var node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(tag)) {
                found.add(element);
            }
        }
        return found;
    }

    private static String text(Element parent, String tag, String absent) {
        var found = children(parent, tag);
        return found.isEmpty() ? absent : found.get(0).getTextContent().strip();
    }

    private static int number(Element parent, String tag) throws IOException {
        var text = text(parent, tag, "0");
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IOException("<" + tag + "> of a sound is '" + text + "', not a whole number", e);
        }
    }

    private static boolean flag(Element parent, String tag) {
        return Boolean.parseBoolean(text(parent, tag, "false"));
    }
}
