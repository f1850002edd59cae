package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.maker.demo.DemoLevelGenerator;

/** The writer refuses, by name, what the TR2 layout cannot hold, rather than dropping it. */
class LevelWriterTest {

    @Test
    void aTr5LaraTypeIsRefusedByName() {
        var level = DemoLevelGenerator.generate();
        var tr5Only = new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), level.navigation(), level.entities(), level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), 3, level.weather(),
                level.footerBytes(), List.of());

        var error = assertThrows(IllegalArgumentException.class, () -> LevelWriter.write(tr5Only));

        assertEquals("laraType: is 3, but the layout written has no place for it", error.getMessage());
    }

    @Test
    void aPortalIntoARoomNumberBeyondAU16IsRefusedWithItsPath() {
        var level = DemoLevelGenerator.generate();
        var room = level.rooms().get(0);
        var portal = room.portals().get(0);
        var broken = new Portal(70000, portal.normal(), portal.vertices());
        var brokenRoom = new Room(room.x(), room.y(), room.z(), room.yBottom(), room.yTop(),
                room.vertices(), room.quads(), room.triangles(), room.sprites(), List.of(broken), room.numZSectors(),
                room.numXSectors(), room.sectors(), room.ambient(), room.ambient2(), room.lightMode(), room.lights(),
                room.staticMeshes(), room.alternateRoom(), room.flags(), room.waterScheme(), room.reverbInfo(),
                room.alternateGroup(), room.layers());
        var rooms = new ArrayList<>(level.rooms());
        rooms.set(0, brokenRoom);
        var brokenLevel = new Level(level.version(), level.fileName(), level.textures(), rooms, level.floorData(),
                level.meshes(), level.animation(), level.staticMeshes(), level.texturing(), level.cameras(),
                level.flybyCameras(), level.soundSources(), level.navigation(), level.entities(), level.aiObjects(),
                level.lightMap(), level.cinematicFrames(), level.demoData(), level.sound(), level.laraType(),
                level.weather(), level.footerBytes(), List.of());

        var error = assertThrows(IllegalArgumentException.class, () -> LevelWriter.write(brokenLevel));

        assertEquals("rooms[0].portals[0].adjoiningRoom: 70000 does not fit in a u16", error.getMessage());
    }
}
