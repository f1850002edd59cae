package org.tomblens.format.cutscene;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.script.Tr2Script;

/**
 * Where each game measures a level's cinematic frames from, and which entities it moves with them. The games keep
 * this in code, not in the level; the facts come from the engines' public reimplementations:
 * <ul>
 *   <li>TR1 (TRX's TR1 code, its game flow): a cutscene level ({@code CUT1.PHD}…) starts at its first cutscene
 *       actor (type 77), turned 0; the game then sets the retail cutscenes' own position, turn and flip map by level
 *       ({@link #TR1_RETAIL}). Actors 1–3 (types 77–79) stand at the origin with its turn, actor 4 where it is.
 *   <li>TR2 (TRX's TR2 code) and TR3 (the tomb3 decompilation): a cutscene level starts at Lara's place, turned by
 *       the script's {@code CutAngle} for the sequence that plays it, 16384 (90°) when none sets it; Lara and the
 *       cutscene actors stand at the origin with its turn.
 *   <li>A level that is no cutscene and still has frames plays them in place (TR1's Scion and Midas scenes, TR2's
 *       start animations): from Lara's place and facing.
 * </ul>
 */
public final class CutsceneRules {
    /** The angle a TR2/TR3 cutscene is turned by when its script sets none (the games' default, 90°). */
    public static final int DEFAULT_CUT_ANGLE = 16384;
    private static final int TR1_ACTOR_1 = 77;
    private static final int TR1_ACTOR_3 = 79;
    /** TR2's and TR3's cutscene actor types (the games' PLAYER_1 … slots). */
    private static final List<int[]> TR2_ACTORS = List.of(new int[]{97, 99}, new int[]{123, 130});
    private static final List<int[]> TR3_ACTORS = List.of(new int[]{148, 156});

    /** What TR1's game flow sets for one of its cutscene levels; null where it keeps the actor's own. */
    record Tr1Cutscene(String stem, Integer x, Integer z, int angle, int track, boolean flipMap) {}

    static final List<Tr1Cutscene> TR1_RETAIL = List.of(
            new Tr1Cutscene("CUT1", 36668, 63180, -23312, 23, false),
            new Tr1Cutscene("CUT2", 51962, 53760, 16380, 25, false),
            new Tr1Cutscene("CUT3", null, null, 16384, 24, true),
            new Tr1Cutscene("CUT4", null, null, 16384, 22, false));

    private CutsceneRules() {}

    /** How the game plays {@code level}'s frames; {@code scripted} is what a TR2/TR3 script sets for it, or null. */
    public static Staging staging(Level level, Path file, Tr2Script.Cutscene scripted) {
        var entities = level.entities();
        var stem = file == null ? "" : NearbyFiles.stem(file.getFileName().toString()).toUpperCase(Locale.ROOT);
        var lara = first(entities, 0);
        if (level.version() == GameVersion.TR1) {
            var actor = first(entities, TR1_ACTOR_1);
            if (actor.isPresent()) {
                var entity = entities.get(actor.get());
                var retail = TR1_RETAIL.stream().filter(cut -> cut.stem().equals(stem)).findFirst();
                if (retail.isPresent()) {
                    var cut = retail.get();
                    return new Staging(new CutsceneOrigin(cut.x() == null ? entity.x() : cut.x(), entity.y(),
                            cut.z() == null ? entity.z() : cut.z(), cut.angle(), "TR1's " + stem
                            + ": cutscene actor 1 (entity " + actor.get() + ") with the position and turn the game "
                            + "sets for " + stem), cut.track(), cut.flipMap(), true);
                }
                return new Staging(new CutsceneOrigin(entity.x(), entity.y(), entity.z(), 0, "TR1: cutscene actor 1 "
                        + "(entity " + actor.get() + "), turned 0"), null, false, true);
            }
        }
        var cutscene = scripted != null || (level.version() != GameVersion.TR1 && stem.startsWith("CUT"));
        if (lara.isEmpty()) {
            return new Staging(new CutsceneOrigin(0, 0, 0, 0, "no Lara in the level: the world's origin"), null,
                    false, cutscene);
        }
        var entity = entities.get(lara.get());
        if (cutscene) {
            var angle = scripted != null && scripted.angle() != null ? scripted.angle() : DEFAULT_CUT_ANGLE;
            var why = scripted != null && scripted.angle() != null ? "the script's CutAngle " + angle
                    : "the default angle " + DEFAULT_CUT_ANGLE + " (no CutAngle in the script)";
            return new Staging(new CutsceneOrigin(entity.x(), entity.y(), entity.z(), angle, level.version()
                    + ": Lara (entity " + lara.get() + ") turned by " + why),
                    scripted == null ? null : scripted.track(), false, true);
        }
        return new Staging(new CutsceneOrigin(entity.x(), entity.y(), entity.z(), entity.angle(), level.version()
                + ": an in-level cinematic, from Lara's place and facing (entity " + lara.get() + ")"), null, false,
                false);
    }

    /**
     * How a level's frames are played.
     *
     * @param track the soundtrack the game plays with them, or null when the game or script names none
     * @param flipMap whether the game flips the level's rooms first
     * @param cutscene whether the level is a cutscene level (its actors then stand at the origin)
     */
    public record Staging(CutsceneOrigin origin, Integer track, boolean flipMap, boolean cutscene) {}

    /** Whether the game stands entity {@code entity} at a cutscene's origin, turned by its angle. */
    static boolean standsAtOrigin(GameVersion version, Entity entity) {
        var type = entity.type();
        return switch (version) {
            case TR1 -> type >= TR1_ACTOR_1 && type <= TR1_ACTOR_3;
            case TR2 -> type == 0 || within(TR2_ACTORS, type);
            case TR3 -> type == 0 || within(TR3_ACTORS, type);
            default -> false;
        };
    }

    /** Whether the game turns {@code entity} to 0 when its cutscene starts, leaving it where it stands (TR1's actor 4). */
    static boolean turnedToZero(GameVersion version, Entity entity) {
        return version == GameVersion.TR1 && entity.type() == TR1_ACTOR_3 + 1;
    }

    private static boolean within(List<int[]> ranges, int type) {
        return ranges.stream().anyMatch(range -> type >= range[0] && type <= range[1]);
    }

    private static Optional<Integer> first(List<Entity> entities, int type) {
        for (int i = 0; i < entities.size(); i++) {
            if (entities.get(i).type() == type) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }
}
