package org.tomblens.format.read;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.psx.ClutPages;
import org.tomblens.format.psx.SoundBank;

/**
 * What one game's PlayStation retail levels keep their own way; {@link PsxLevelParser} walks the order they share
 * (rooms, FloorData, meshes, animations, models, static meshes, textures, placements, sound tables), asking the
 * layout at each place where the games part.
 */
sealed interface PsxLayout permits Tr1PsxLayout, Tr1PsxMay1996Layout, Tr2PsxLayout, Tr2PsxPrereleaseLayout {
    GameVersion version();

    /** The layout the level read records: which platform and release it came from. */
    LevelLayout levelLayout();

    /** Reads the sounds, any pages stored before the level, and the version word, leaving the room count next. */
    Head head(ByteCursor file);

    Room room(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount);

    Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex);

    /** Reads the animations and the tables after them, up to the models. */
    default AnimationReader.Tables animationTables(ByteCursor file, ReadContext context) {
        return AnimationReader.readTables(file, version());
    }

    /** Reads the models (padded, as every PlayStation layout keeps them). */
    default List<Model> models(ByteCursor file, int meshPointers) {
        return AnimationReader.readModels(file, meshPointers, true);
    }

    default List<StaticMesh> staticMeshes(ByteCursor file, int meshPointers) {
        return ObjectReader.staticMeshes(file, meshPointers);
    }

    default List<SoundSource> soundSources(ByteCursor file) {
        return PlacementReader.soundSources(file);
    }

    default List<Entity> entities(ByteCursor file, int roomCount) {
        return PlacementReader.entities(file, version(), roomCount);
    }


    /** The pages the head read, or those stored after the static meshes, read now. */
    Pages pages(ByteCursor file, Head head);

    /** Reads the boxes, overlaps and zones, as the PC keeps them for the layout's game unless told otherwise. */
    default Navigation navigation(ByteCursor file) {
        return PlacementReader.navigation(file, version());
    }

    /** What follows the entities, or empty where the file ends with them. */
    Optional<SoundTail> soundTail();

    /**
     * The sound tables after the entities.
     *
     * @param skippedBytes bytes between the entities and the sound map, skipped
     * @param soundMapSize entries of the sound map
     * @param mayEndAfterDetails whether the file may end after the sound details, without the sample count and
     *                           cinematic frames
     */
    record SoundTail(int skippedBytes, int soundMapSize, boolean mayEndAfterDetails) {}

    /** The pages and where they start, for a warning about them. */
    record Pages(ClutPages pages, long offset) {
        /** Reads {@code pages} 4-bit pages, then {@code tables} colour tables, neither counted in the file. */
        static Pages uncounted(ByteCursor file, int pages, int tables) {
            var offset = file.position();
            return new Pages(new ClutPages(file.bytes("textiles4", (long) pages * ClutPages.PAGE_BYTES),
                    file.bytes("cluts", (long) tables * ClutPages.TABLE_BYTES)), offset);
        }
    }

    /** @param pages null where the pages come later */
    record Head(SoundBank sounds, Pages pages) {}
}
