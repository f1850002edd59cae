package org.tomblens.app.services;

import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.render.overlay.Selection;

/** What is selected in the level on screen (scripting's {@code trview.selection}): an entity, a sector or nothing. */
public interface SelectionService {
    /** The selection as the view outlines it. */
    Selection selection();

    /** The selected sector, or null when none is. */
    SectorPosition selectedSector();

    /** The selected entity's index, or -1 when none is. */
    default int selectedEntity() {
        return selection().entity();
    }

    /** Selects a sector; the boxes overlay shows its box again, and no creature's reach. */
    void selectSector(int room, int x, int z);

    /** Selects an entity; an index the level does not have selects nothing. */
    void selectEntity(int entity);

    /** Selects nothing. */
    void clear();
}
