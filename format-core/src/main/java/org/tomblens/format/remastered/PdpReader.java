package org.tomblens.format.remastered;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.AnimationReader;

/**
 * Reads a .PDP, the models and animations a Tomb Raider I–III Remastered level's entities take (docs/remastered.md;
 * TR-Rando's TRLevelControl, {@code TRPDPControlBase}): the level data's animation tables and models in the classic
 * layout of the level's game, from the animations to the models, and nothing after them. The meshes the models name
 * are not checked against the level's: no public file shows whose mesh list they count in.
 */
public final class PdpReader {
    private PdpReader() {}

    public static AnimationData read(byte[] bytes, GameVersion version) {
        var cursor = new ByteCursor(bytes, "PDP");
        var tables = AnimationReader.readTables(cursor, version);
        var models = AnimationReader.readModels(cursor, Integer.MAX_VALUE, version == GameVersion.TR5);
        if (!cursor.atEnd()) {
            throw cursor.error("models", cursor.remaining() + " bytes after the last model, where the file ends");
        }
        return AnimationReader.combine(tables, models);
    }
}
