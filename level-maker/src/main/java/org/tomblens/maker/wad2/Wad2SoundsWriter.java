package org.tomblens.maker.wad2;

import java.util.List;
import org.tomblens.format.wad2.Wad2SoundInfo;

/** Writes a library's sounds as the XML file Tomb Editor saves beside a WAD2 library. */
public final class Wad2SoundsWriter {
    private Wad2SoundsWriter() {}

    public static String write(List<Wad2SoundInfo> sounds) {
        var xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n")
                .append("<WadSounds xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"")
                .append(" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">\n  <SoundInfos>\n");
        for (var sound : sounds) {
            xml.append("    <WadSoundInfo>\n");
            field(xml, "Id", sound.id());
            field(xml, "Name", sound.name());
            field(xml, "Volume", sound.volume());
            field(xml, "RangeInSectors", sound.rangeInSectors());
            field(xml, "Chance", sound.chance());
            field(xml, "PitchFactor", sound.pitchFactor());
            field(xml, "DisablePanning", sound.disablePanning());
            field(xml, "RandomizePitch", sound.randomizePitch());
            field(xml, "RandomizeVolume", sound.randomizeVolume());
            field(xml, "LoopBehaviour", sound.loop());
            xml.append("      <Samples>\n");
            for (var sample : sound.samples()) {
                xml.append("        <WadSample>\n  ");
                field(xml, "FileName", sample);
                xml.append("        </WadSample>\n");
            }
            xml.append("      </Samples>\n");
            field(xml, "Global", sound.global());
            xml.append("    </WadSoundInfo>\n");
        }
        return xml.append("  </SoundInfos>\n</WadSounds>\n").toString();
    }

    private static void field(StringBuilder xml, String tag, Object value) {
        xml.append("      <").append(tag).append('>').append(escaped(String.valueOf(value))).append("</").append(tag)
                .append(">\n");
    }

    private static String escaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
