package org.tomblens.format.wad2;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.maker.wad2.SyntheticWad2;
import org.tomblens.maker.wad2.Wad2SoundsWriter;
import org.tomblens.maker.wad2.Wad2Writer;

/** The sounds Tomb Editor keeps in an XML file beside a WAD2 library, found and read with it. */
class Wad2SoundsTest {
    private static final List<Wad2SoundInfo> SOUNDS = List.of(
            new Wad2SoundInfo(0, "LARA_FEET", 65, 10, 100, 0, false, true, true, "None",
                    List.of("sn000_s0.wav", "sn000_s1.wav"), false),
            new Wad2SoundInfo(107, "DOOR <heavy> & slow", 90, 8, 80, -3, true, false, false, "Looped", List.of(), true));

    @Test
    void theSoundFileBesideTheLibraryIsFoundInAnyCaseAndReadBack(@TempDir Path folder) throws IOException {
        var library = folder.resolve("Objects.WAD2");
        Files.write(library, Wad2Writer.write(SyntheticWad2.library()));
        Files.writeString(folder.resolve("objects.xml"), Wad2SoundsWriter.write(SOUNDS), StandardCharsets.UTF_8);
        var opened = OpenedFile.read(library, ProgressListener.NONE);
        assertEquals(SOUNDS, assertInstanceOf(OpenedFile.Wad2Library.class, opened).wad().sounds());
        assertEquals(List.of(), opened.warnings());
    }

    @Test
    void aSoundFileThatCannotBeReadIsAWarningAndTheLibraryStillOpens(@TempDir Path folder) throws IOException {
        var library = folder.resolve("objects.wad2");
        Files.write(library, Wad2Writer.write(SyntheticWad2.library()));
        Files.writeString(folder.resolve("objects.xml"), "<WadSounds><SoundInfos><WadSoundInfo><Id>x</Id>");
        var opened = OpenedFile.read(library, ProgressListener.NONE);
        assertEquals(List.of(), assertInstanceOf(OpenedFile.Wad2Library.class, opened).wad().sounds());
        assertEquals(1, opened.level().animation().models().size());
        assertTrue(opened.warnings().stream().anyMatch(w -> w.path().equals("objects.xml")
                && w.message().startsWith("the library's sounds cannot be read")), opened.warnings().toString());
    }

    @Test
    void aSoundFileNamingAnExternalEntityIsRefusedWithoutReadingIt(@TempDir Path folder) throws IOException {
        var secret = Files.writeString(folder.resolve("secret.txt"), "not for the viewer");
        var library = folder.resolve("objects.wad2");
        Files.write(library, Wad2Writer.write(SyntheticWad2.library()));
        Files.writeString(folder.resolve("objects.xml"), "<?xml version=\"1.0\"?><!DOCTYPE WadSounds [<!ENTITY s"
                + " SYSTEM \"" + secret.toUri() + "\">]><WadSounds><SoundInfos><WadSoundInfo><Name>&s;</Name>"
                + "</WadSoundInfo></SoundInfos></WadSounds>");
        var opened = OpenedFile.read(library, ProgressListener.NONE);
        assertEquals(List.of(), assertInstanceOf(OpenedFile.Wad2Library.class, opened).wad().sounds());
        assertTrue(opened.warnings().stream().anyMatch(w -> w.message().contains("DOCTYPE")), opened.warnings()
                .toString());
    }
}
