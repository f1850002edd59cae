package org.tomblens.app.session;

import java.util.List;
import org.tomblens.app.services.FlipService;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;

/** One level's flip maps, as the user sets them: the state the renderer draws by, the sounds and boxes follow. */
public final class FlipMaps implements FlipService {
    private final FlipState state;

    public FlipMaps(List<Room> rooms, GameVersion version) {
        this.state = new FlipState(rooms, version);
    }

    /** The state itself, which the renderer reads as it draws. */
    public FlipState state() {
        return state;
    }

    @Override
    public int[] groups() {
        return state.groups();
    }

    @Override
    public boolean isOn(int group) {
        return state.isOn(group);
    }

    @Override
    public void set(int group, boolean on) {
        state.set(group, on);
    }

    @Override
    public boolean anyOn() {
        return state.anyOn();
    }

    @Override
    public boolean isAlternate(int room) {
        return state.isAlternate(room);
    }

    @Override
    public int active(int room) {
        return state.active(room);
    }
}
