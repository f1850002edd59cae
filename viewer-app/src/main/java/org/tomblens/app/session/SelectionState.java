package org.tomblens.app.session;

import org.tomblens.app.services.SelectionService;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.render.overlay.Selection;

/** What is selected in one level: an entity, a sector or nothing. */
public final class SelectionState implements SelectionService {
    private final int entities;
    private final Runnable sectorChosen;
    private Selection selection = Selection.NONE;

    /**
     * Selection in a level of {@code entities} entities; {@code sectorChosen} runs on each sector selected (the
     * boxes overlay forgets the box and reach it singled out).
     */
    public SelectionState(int entities, Runnable sectorChosen) {
        this.entities = entities;
        this.sectorChosen = sectorChosen;
    }

    @Override
    public Selection selection() {
        return selection;
    }

    @Override
    public SectorPosition selectedSector() {
        return selection.hasSector() ? new SectorPosition(selection.room(), selection.sectorX(), selection.sectorZ())
                : null;
    }

    @Override
    public void selectSector(int room, int x, int z) {
        selection = Selection.sector(room, x, z);
        sectorChosen.run();
    }

    @Override
    public void selectEntity(int entity) {
        selection = entity >= 0 && entity < entities ? Selection.entity(entity) : Selection.NONE;
    }

    @Override
    public void clear() {
        selection = Selection.NONE;
    }
}
