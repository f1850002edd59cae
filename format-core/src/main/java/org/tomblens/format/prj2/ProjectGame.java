package org.tomblens.format.prj2;

import java.util.Optional;
import org.tomblens.format.model.GameVersion;

/** The engine a project is built for ([PRJ2] {@code GameVersion}), and the level layout it compiles to. */
public enum ProjectGame implements Coded {
    TR1(1, GameVersion.TR1),
    TR2(2, GameVersion.TR2),
    TR3(3, GameVersion.TR3),
    TR4(4, GameVersion.TR4),
    TR5(5, GameVersion.TR5),
    /** TRNG builds TR4 levels with extensions of its own. */
    TRNG(16, GameVersion.TR4),
    /** Tomb Engine grew from TR5's engine; its own level format is not one of the classic ones. */
    TOMB_ENGINE(18, GameVersion.TR5);

    private final int code;
    private final GameVersion level;

    ProjectGame(int code, GameVersion level) {
        this.code = code;
        this.level = level;
    }

    /** The game with this stored code, empty for a code [PRJ2] does not list. */
    public static Optional<ProjectGame> of(long code) {
        return Coded.byCode(values(), code);
    }

    @Override
    public int code() {
        return code;
    }

    /** The classic level layout closest to what this engine plays. */
    public GameVersion level() {
        return level;
    }
}
