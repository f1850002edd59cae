package org.tomblens.format.flyby;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;

/**
 * What a flyby's path depends on besides its cameras: the game, whose flags mean different things in TR4 and TR5,
 * where Lara stands (cameras that look at her or ride rails near her) and where the entities stand (TR4 cameras that
 * look at one). A viewer's Lara does not move, so neither do they.
 */
public record FlybyScene(GameVersion version, Optional<FlybyPath.Point> lara, List<FlybyPath.Point> entities) {
    public FlybyScene {
        entities = List.copyOf(entities);
    }

    public static FlybyScene of(Level level) {
        var entities = level.entities().stream().map(e -> new FlybyPath.Point(e.x(), e.y(), e.z())).toList();
        var lara = level.entities().stream().filter(e -> e.type() == ModelList.LARA).findFirst()
                .map(e -> new FlybyPath.Point(e.x(), e.y(), e.z()));
        return new FlybyScene(level.version(), lara, entities);
    }
}
