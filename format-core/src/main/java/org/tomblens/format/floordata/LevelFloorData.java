package org.tomblens.format.floordata;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tomblens.format.model.Level;

/**
 * Every sector's FloorData chain of one level, decoded once, and how the chains use the FloorData words.
 *
 * <p>Original levels give each sector its own run of words; custom levels may point several sectors at one
 * chain, or let chains overlap. Both decode as usual; {@link #readers(int)} and {@link #sharing} say where.
 */
public final class LevelFloorData {
    private final Level level;
    private final FloorDataDecoder decoder;
    private final List<SectorPosition> sectors;
    /** The chain starting at each word a sector points at, by that word; null where none does. */
    private final FloorChain[] chains;
    private final int[] readers;
    private final List<PlacedTrigger> triggers;

    private LevelFloorData(Level level) {
        this.level = level;
        this.decoder = FloorDataDecoder.of(level);
        var found = new ArrayList<SectorPosition>();
        this.chains = new FloorChain[level.floorData().size()];
        var rooms = level.rooms();
        for (var r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var grid = room.sectors();
            for (var i = 0; i < grid.size(); i++) {
                var index = grid.get(i).floorDataIndex();
                if (index != 0) {
                    found.add(new SectorPosition(r, i / room.numZSectors(), i % room.numZSectors()));
                    if (index > 0 && index < chains.length && chains[index] == null) {
                        chains[index] = decoder.decode(index);
                    }
                }
            }
        }
        this.sectors = List.copyOf(found);
        this.readers = new int[level.floorData().size()];
        var placed = new ArrayList<PlacedTrigger>();
        for (var position : sectors) {
            var chain = chain(position);
            // A loop, not a stream: thousands of sectors, in the first seconds of a JVM that interprets each stream's
            // many small calls.
            for (var function : chain.functions()) {
                if (function instanceof FloorFunction.Trigger trigger) {
                    placed.add(new PlacedTrigger(position, trigger));
                    break;
                }
            }
            for (var word = chain.start(); word < chain.end(); word++) {
                readers[word]++;
            }
        }
        this.triggers = List.copyOf(placed);
    }

    /**
     * The first trigger of each sector that has one, in {@link #sectors()} order: the level's triggers as trview
     * numbers them (a sector's chain holds one trigger function in the games' own files).
     */
    public List<PlacedTrigger> triggers() {
        return triggers;
    }

    /** Decodes every sector of {@code level}. */
    public static LevelFloorData of(Level level) {
        return new LevelFloorData(level);
    }

    public Level level() {
        return level;
    }

    public FloorDataDecoder decoder() {
        return decoder;
    }

    /** Every sector whose FloorData index is not 0, in room order, then sector-array order. */
    public List<SectorPosition> sectors() {
        return sectors;
    }

    /** The chain of the sector at {@code position}; {@link FloorChain#NONE} outside the level. */
    public FloorChain chain(SectorPosition position) {
        var sector = position.sector(level);
        return sector == null ? FloorChain.NONE : chain(sector.floorDataIndex());
    }

    /** The chain that starts at {@code index}. */
    public FloorChain chain(int index) {
        var chain = index >= 0 && index < chains.length ? chains[index] : null;
        return chain != null ? chain : decoder.decode(index);
    }

    /** How many sectors' chains read FloorData word {@code word}: 0 unused, 1 normal, more when shared. */
    public int readers(int word) {
        return word >= 0 && word < readers.length ? readers[word] : 0;
    }

    /** The other sectors whose chains read any word that the chain of {@code position} reads. */
    public List<SectorPosition> sharing(SectorPosition position) {
        var chain = chain(position);
        if (chain.end() <= chain.start() || !sharedWord(chain)) {
            return List.of();
        }
        var others = new ArrayList<SectorPosition>();
        for (var other : sectors) {
            var otherChain = chain(other);
            if (!other.equals(position) && otherChain.start() < chain.end() && chain.start() < otherChain.end()) {
                others.add(other);
            }
        }
        return Collections.unmodifiableList(others);
    }

    private boolean sharedWord(FloorChain chain) {
        for (var word = chain.start(); word < chain.end(); word++) {
            if (readers[word] > 1) {
                return true;
            }
        }
        return false;
    }
}
