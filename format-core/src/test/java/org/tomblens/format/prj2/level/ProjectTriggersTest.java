package org.tomblens.format.prj2.level;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.ProjectBytes.data;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.floordata.ActionType;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.TriggerAction;
import org.tomblens.format.floordata.TriggerType;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.testing.ProjectBytes;

/**
 * A TR4 project whose triggers the test writes, compiled to FloorData and read back with the level FloorData
 * decoder: each sector must decode to the type, targets and parameters the project stores.
 */
class ProjectTriggersTest {
    private static final int[] FLOOR = {0, 0, 0, 0};
    private static final int[] CEILING = {2048, 2048, 2048, 2048};

    private static ProjectBytes movable(long id, int wad) {
        return data().leb(id).f32(1536).f32(0).f32(1536).f32(0).leb(-1).s32(wad).u16(0).bool(false).bool(false)
                .u8(0x1F).f32(1).f32(1).f32(1);
    }

    /** A TeTri2 over one sector: type, target type, target parameter (type, value), timer, mask, one-shot. */
    private static ProjectBytes trigger(long id, int x, int z, int type, int targetType, int parameterType,
                                        long parameter, int timer, boolean oneShot) {
        return data().leb(id).leb(x).leb(z).leb(x).leb(z)
                .chunk("TeTy", data().leb(type))
                .chunk("TeTaTy", data().leb(targetType))
                .chunk("TeTa", data().leb(parameterType).leb(parameter))
                .chunk("TeTi", data().leb(0).leb(timer))
                .chunk("TeCo", data().leb(0x1F))
                .chunk("TeOS", data().bool(oneShot)).end();
    }

    private static ProjectLevel level() {
        var sectors = data();
        for (int x = 0; x < 5; x++) {
            for (int z = 0; z < 3; z++) {
                sectors.chunk("TeS", ProjectBytes.sector(x, z, 5, 0, 0, FLOOR, CEILING));
            }
        }
        var objects = data()
                .chunk("TeMov4", movable(10, 100))
                .chunk("TeMov4", movable(11, 101))
                // TeCam3: id, position, script id, mode 0, move timer 4, no glide.
                .chunk("TeCam3", data().leb(12).f32(2048).f32(512).f32(1536).leb(-1).u8(0).u8(4).bool(false))
                // TeFly: id, position, yaw, pitch, roll, script id, speed, fov, flags, number, sequence 2, timer.
                .chunk("TeFly", data().leb(13).f32(1024).f32(512).f32(1024).f32(0).f32(0).f32(0).leb(-1).f32(1)
                        .f32(80).leb(0).leb(0).leb(2).leb(0))
                // (1, 1): a switch (object 10) opening the door (11), flip map 3, a camera, looking at the door,
                // and a TRNG action, which levels cannot hold.
                .chunk("TeTri2", trigger(20, 1, 1, 2, 0, 1, 10, 0, false))
                .chunk("TeTri2", trigger(21, 1, 1, 0, 0, 1, 11, 0, false))
                .chunk("TeTri2", trigger(22, 1, 1, 0, 1, 1, 12, 5, true))
                .chunk("TeTri2", trigger(23, 1, 1, 0, 3, 0, 3, 0, false))
                .chunk("TeTri2", trigger(24, 1, 1, 0, 6, 1, 11, 0, false))
                .chunk("TeTri2", trigger(25, 1, 1, 0, 11, 0, 7, 0, false))
                // (2, 1): the project's Monkey type, 17, which levels number 12.
                .chunk("TeTri2", trigger(26, 2, 1, 17, 0, 1, 11, 0, false))
                // (3, 1): a flyby, one-shot.
                .chunk("TeTri2", trigger(27, 3, 1, 0, 12, 1, 13, 0, true));
        var room = data().leb(5).leb(3).chunk("TeI", data().leb(0)).chunk("TeSecs", sectors.end())
                .chunk("TeObjects", objects.end()).end();
        var tree = data().chunk("TeSettings", data().chunk("TeGameVersion", data().leb(4)).end())
                .chunk("TeRooms", data().chunk("TeRoom", room).end()).end();
        var project = Prj2Reader.read(ProjectBytes.file(tree), "triggers.prj2");
        return ProjectLevelBuilder.build(project, Path.of("triggers.prj2").toAbsolutePath());
    }

    private static FloorFunction.Trigger trigger(ProjectLevel project, int x, int z) {
        var chain = LevelFloorData.of(project.level()).chain(new SectorPosition(0, x, z));
        assertEquals(List.of(), chain.problems());
        return (FloorFunction.Trigger) chain.functions().stream().filter(f -> f instanceof FloorFunction.Trigger)
                .findFirst().orElseThrow();
    }

    @Test
    void aSwitchSectorsTriggersMergeIntoOneSwitchTriggerReferencingTheSwitch() {
        var project = level();
        var trigger = trigger(project, 1, 1);
        assertEquals(TriggerType.SWITCH, trigger.type().orElseThrow());
        assertEquals(0, trigger.reference(), "the switch, object 10, is entity 0");
        assertEquals(0x1F, trigger.mask());
        assertFalse(trigger.once());
        // The door (entity 1), the flip map, then the camera and the look-at, which the editor puts last.
        assertEquals(List.of(
                new TriggerAction.Simple(ActionType.OBJECT, 1),
                new TriggerAction.Simple(ActionType.FLIP_MAP, 3),
                new TriggerAction.Camera(0, 5, true, 4),
                new TriggerAction.Simple(ActionType.LOOK_AT, 1)), trigger.actions());
        assertTrue(project.warnings().stream().anyMatch(w -> w.path().equals("rooms[0].sectors[1, 1]")
                        && w.message().contains("trigger 25") && w.message().contains("ACTION_NG")),
                "the TRNG action is named, not written as the level's action 11 (clear bodies)");
    }

    @Test
    void theProjectsMonkeyTriggerIsTheLevelsMonkeyTriggerAndAFlybyTakesItsSequence() {
        var project = level();
        assertEquals(TriggerType.MONKEY, trigger(project, 2, 1).type().orElseThrow());
        assertEquals(12, TriggerType.MONKEY.code());
        var flyby = trigger(project, 3, 1);
        assertEquals(List.of(new TriggerAction.Flyby(2, true, true)), flyby.actions());
    }
}
