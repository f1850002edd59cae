package org.tomblens.format.read;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.psx.SoundBank;

/**
 * TR1's May 1996 PlayStation build, as trview's reader walks it: 20 4-bit pages and 2048 colour tables from the
 * file's start, the version word 11 and 768 bytes (a palette, trview guesses) it skips; rooms without heights or
 * an alternate room ({@link PsxRoomReader#readMay1996}), meshes without a centre
 * ({@link PsxMeshReader#may1996Mesh}); animations of 28 bytes that no public reader describes, so they are
 * skipped and the models have none; static meshes with one box; no sound sources; boxes and overlaps without
 * zones; entities without light; and nothing after the entities.
 */
record Tr1PsxMay1996Layout() implements PsxLayout {
    private static final int PAGES = 20;
    private static final int TABLES = 2048;
    private static final int PALETTE_BYTES = 768;
    private static final int ANIMATION_SIZE = 28;

    @Override
    public GameVersion version() {
        return GameVersion.TR1;
    }

    @Override
    public LevelLayout levelLayout() {
        return LevelLayout.PLAYSTATION_BETA;
    }

    @Override
    public Head head(ByteCursor file) {
        var pages = Pages.uncounted(file, PAGES, TABLES);
        file.u32("version");
        file.skip("palette", PALETTE_BYTES);
        return new Head(new SoundBank(Bytes.EMPTY, Ints.EMPTY), pages);
    }

    @Override
    public Room room(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        return PsxRoomReader.readMay1996(cursor, context, roomIndex, roomCount);
    }

    @Override
    public Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        return PsxMeshReader.may1996Mesh(cursor, context, meshIndex);
    }

    /** Skips the animations, warning once, then reads the state changes, dispatches, commands, trees and frames. */
    @Override
    public AnimationReader.Tables animationTables(ByteCursor file, ReadContext context) {
        var countOffset = file.position();
        var count = file.count32("numAnimations", ANIMATION_SIZE);
        file.skip("animations", (long) count * ANIMATION_SIZE);
        if (count > 0) {
            context.warnAt("animations", countOffset, count + " animations of TR1's May 1996 build (28 bytes each) "
                    + "are not read: no public reader describes them, so its models have no animations");
        }
        return AnimationReader.readTables(file, List.of());
    }

    @Override
    public List<Model> models(ByteCursor file, int meshPointers) {
        return PsxLayout.super.models(file, meshPointers).stream().map(m -> new Model(m.id(), m.numMeshes(),
                m.startingMesh(), m.meshTree(), m.frameOffset(), Model.NO_ANIMATION)).toList();
    }

    @Override
    public List<StaticMesh> staticMeshes(ByteCursor file, int meshPointers) {
        return ObjectReader.staticMeshes(file, meshPointers, true);
    }

    @Override
    public Pages pages(ByteCursor file, Head head) {
        return head.pages();
    }

    @Override
    public List<SoundSource> soundSources(ByteCursor file) {
        return List.of();
    }

    @Override
    public Navigation navigation(ByteCursor file) {
        return PlacementReader.navigation(file, true, 0);
    }

    @Override
    public List<Entity> entities(ByteCursor file, int roomCount) {
        return PlacementReader.entities(file, GameVersion.TR1, roomCount, false);
    }

    /** Nothing follows the entities. */
    @Override
    public Optional<SoundTail> soundTail() {
        return Optional.empty();
    }
}
