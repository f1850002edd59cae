package org.tomblens.maker.write;

import java.util.Arrays;
import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.PsxPrerelease;

/**
 * Writes a PC TR2 {@link Level} as the PlayStation retail release lays TR2 out: a table of VAG samples
 * ({@link PsxSoundBankWriter#writeTable}), the version 45, the PC order with the PlayStation's packed rooms and
 * offset-named mesh corners ({@link Tr2PsxGeometryWriter}) and padded models; after the static meshes the 13 4-bit
 * pages and 1024 colour tables of {@link PsxTextureCells}, each counted, and a zero word; the textures, placements
 * and PC TR2 boxes, a zero word after the entities, then the sound map of 370 entries, the sound details, the sample
 * count and the cinematic frames. A beta of version 44 starts with TR1's sound bank and the version 44 instead,
 * has its own rooms and meshes, and after the counted pages 2048 colour tables, uncounted, and no word. The beta of
 * version 42 and the E3 build are {@link #writePrerelease}'s.
 */
final class Tr2PsxLevelWriter {
    private static final int VERSION = 45;
    private static final int BETA_VERSION = 44;
    private static final int BETA_TABLES = 2048;
    private static final int SOUND_MAP_SIZE = 370;

    private Tr2PsxLevelWriter() {}

    /**
     * Writes {@code level} as TR2's PlayStation beta of version 42 ({@link LevelLayout#PLAYSTATION_BETA_42}) or E3
     * build ({@link LevelLayout#PLAYSTATION_E3}) lays it out: TR1's sound bank, the build's 4-bit pages (18 or 14,
     * past the 13 drawn all 0) and colour tables (2048 or 1024), uncounted, its version word (42 or 38); the rooms
     * and meshes of the betas of version 44 (42) or TR1's PlayStation room meshes and meshes (38), with the rest of
     * a room a PC TR2 room's; the animations with {@link Tr1Keyframes}; the textures, placements with TR1's boxes
     * and TR2's zones, a zero word after the entities, and the sound tables as the retail release's.
     */
    static byte[] writePrerelease(Level level, List<Words> samples, LevelLayout layout) {
        var build = Arrays.stream(PsxPrerelease.values()).filter(candidate -> candidate.layout() == layout)
                .findFirst().orElseThrow(() -> new IllegalArgumentException(
                        layout + " is not a TR2 PlayStation pre-release layout"));
        var sink = new ByteSink(1 << 20);
        PsxSoundBankWriter.write(sink, samples);
        var cells = new PsxTextureCells(level);
        var textures = PsxLevelWriter.textures(level, cells);
        sink.bytes("textiles4", Arrays.copyOf(cells.pages(), build.pages() * PsxTextureCells.PAGE_BYTES));
        sink.bytes("cluts", Arrays.copyOf(cells.tables(), build.tables() * PsxTextureCells.TABLE_BYTES));
        sink.u32("version", build.version());
        var e3 = build == PsxPrerelease.E3;
        PsxLevelWriter.geometry(sink, level, Tr1Keyframes.of(level.animation()),
                e3 ? Tr2PsxGeometryWriter::e3Room : Tr2PsxGeometryWriter::betaRoom,
                e3 ? Tr2PsxGeometryWriter::e3Mesh : Tr2PsxGeometryWriter::betaMesh);
        sink.bytes("textures", textures);
        PsxLevelWriter.placements(sink, level, PlacementWriter::tr1BoxesTr2Zones);
        sink.u32("afterEntities", 0);
        PsxLevelWriter.soundTables(sink, level, SOUND_MAP_SIZE);
        return sink.toByteArray();
    }

    static byte[] write(Level level, List<Words> samples, boolean beta) {
        var sink = new ByteSink(1 << 20);
        if (beta) {
            PsxSoundBankWriter.write(sink, samples);
            sink.u32("version", BETA_VERSION);
            PsxLevelWriter.geometry(sink, level, Tr2PsxGeometryWriter::betaRoom, Tr2PsxGeometryWriter::betaMesh);
        } else {
            PsxSoundBankWriter.writeTable(sink, samples);
            sink.u32("version", VERSION);
            PsxLevelWriter.geometry(sink, level, Tr2PsxGeometryWriter::room, Tr2PsxGeometryWriter::mesh);
        }
        var cells = new PsxTextureCells(level);
        var textures = PsxLevelWriter.textures(level, cells);
        sink.u32("numTextiles", PsxTextureCells.PAGES);
        sink.bytes("textiles4", cells.pages());
        if (beta) {
            sink.bytes("cluts", Arrays.copyOf(cells.tables(), BETA_TABLES * PsxTextureCells.TABLE_BYTES));
        } else {
            sink.u32("numCluts", PsxTextureCells.TABLES);
            sink.bytes("cluts", cells.tables());
            sink.u32("afterCluts", 0);
        }
        sink.bytes("textures", textures);
        PsxLevelWriter.placements(sink, level);
        sink.u32("afterEntities", 0);
        PsxLevelWriter.soundTables(sink, level, SOUND_MAP_SIZE);
        return sink.toByteArray();
    }
}
