package org.tomblens.format.prj2;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.ProjectBytes.data;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.ProjectBytes;

/**
 * Object chunks as each Tomb Editor version wrote them (format-core/docs/prj2-objects.md): the 2019 corpus project
 * whose moveable and statics end with a Lua id stream, and one project per layout written here as the editor's
 * writer of the time wrote it. Every byte is read: nothing skipped, no warning.
 */
class ObjectChunkVersionsTest {
    private static final ProjectBytes LUA_ID_2 = data().chunk("TeItLuaId", data().leb(2)).end();

    @Test
    void the2019ValleyReadsItsMoveableAndStaticsWithTheirLuaIdsAndSkipsNothing() throws IOException {
        var file = Corpus.file("te2019/tdr-valley.prj2");
        var project = Prj2Reader.read(file);
        assertEquals(0, project.census().skippedBytes(), project.skippedChunks().toString());
        assertEquals(Files.size(file), project.census().accountedBytes());
        assertEquals(List.of(), project.skippedChunks());
        assertTrue(project.warnings().isEmpty(), project.warnings().toString());

        // TeSta2 at 0x1D4D4: 04 | 00 00 20 45, 0, 80 E3 9F 45 | yaw 0 | 7F | 1F 00 00 00 | 1.0 x3 | 0 | 00 00 |
        // 09 "TeItLuaId" 01 00 00: the Lua id chunk (one byte, 0) and the stream's end.
        var first = (ProjectObject.Static) object(project, 0, 4);
        assertEquals("TeSta2", first.chunkId());
        assertEquals(new Vector3(2560, 0, 5116.4375f), first.position());
        assertEquals(-1, first.scriptId());
        assertEquals(31, first.wadObjectId());
        assertEquals(Colour.WHITE, first.colour());
        assertEquals(0, first.ocb());
        assertEquals(0, first.luaId());
        // TeSta2 at 0x2143D: id 9 at (5120, 0, 13312), static 84 (54 00 00 00), Lua id 1.
        var second = (ProjectObject.Static) object(project, 1, 9);
        assertEquals(new Vector3(5120, 0, 13312), second.position());
        assertEquals(84, second.wadObjectId());
        assertEquals(1, second.luaId());
        // TeMov2 at 0x67EF5: 99 01 (153) | 00 00 C0 44, 0, 00 00 20 45 | 00 00 B4 42 (90) | 03 | 00 00 00 00 (Lara) |
        // OCB 0, visible, no clear body, code bits 0 | 09 "TeItLuaId" 01 02 00.
        var lara = (ProjectObject.Movable) object(project, 17, 153);
        assertEquals("TeMov2", lara.chunkId());
        assertEquals(new Vector3(1536, 0, 2560), lara.position());
        assertEquals(90, lara.yaw());
        assertEquals(3, lara.scriptId());
        assertEquals(0, lara.wadObjectId());
        assertEquals(0, lara.ocb());
        assertEquals(0, lara.codeBits());
        assertEquals(Colour.WHITE, lara.colour());
        assertEquals(2, lara.luaId());
    }

    @Test
    void theFirstMoveableRecordEndsWithAnRgbaColour() {
        var movable = (ProjectObject.Movable) only(data().chunk("TeMov", movableFields(7, 512)
                .f32(0.5f).f32(0.25f).f32(2).f32(1)));
        assertEquals(new Colour(0.5f, 0.25f, 2), movable.colour());
        assertEquals(512, movable.ocb());
        assertEquals(-1, movable.luaId());
    }

    @Test
    void theMoveableRecordOf2018HasNoColour() {
        var movable = (ProjectObject.Movable) only(data().chunk("TeMov", movableFields(7, 3)));
        assertEquals(Colour.WHITE, movable.colour());
        assertEquals(3, movable.ocb());
    }

    @Test
    void theThirdMoveableRecordIsReadInEachOfItsFourLayouts() {
        var tint = new Colour(0.5f, 1, 1.5f);
        // 2020-04 to 2020-09: the colour, then the stream with the Lua id.
        var withStream = data().chunk("TeMov3", colour(movableFields(8, 12), tint).bytes(LUA_ID_2.toArray()));
        // 2020-09-28, for a few hours: the colour and an empty stream's end; then the colour alone.
        var emptyStream = data().chunk("TeMov3", colour(movableFields(8, 12), tint).end());
        var colourOnly = data().chunk("TeMov3", colour(movableFields(8, 12), tint));
        // 2020-03-30 to 2020-04-02: the Lua id chunk before the colour, the stream's end after it.
        var idFirst = data().chunk("TeMov3", colour(movableFields(8, 12).chunk("TeItLuaId", data().leb(2)), tint)
                .end());
        for (var layout : List.of(withStream, emptyStream, colourOnly, idFirst)) {
            var movable = (ProjectObject.Movable) only(layout);
            assertEquals(tint, movable.colour());
            assertEquals(12, movable.ocb());
            assertEquals(layout == withStream || layout == idFirst ? 2 : -1, movable.luaId());
        }
    }

    @Test
    void theSecondStaticRecordEndsWithItsLuaIdStreamOrItsEndAlone() {
        var withStream = (ProjectObject.Static) only(data().chunk("TeSta2", staticFields(5).bytes(LUA_ID_2.toArray())));
        assertEquals(2, withStream.luaId());
        assertEquals(77, withStream.ocb());
        var emptyStream = (ProjectObject.Static) only(data().chunk("TeSta2", staticFields(5).end()));
        assertEquals(-1, emptyStream.luaId());
    }

    @Test
    void theSoundSourcesOf2017To2019NumberOrNameTheirSound() {
        var numbered = (ProjectObject.SoundSource) only(data().chunk("TeSou", position(data().leb(1)).u16(70)
                .u16(0).u8(0x1F)));
        assertEquals(70, numbered.soundId());
        // .NET's string: a 7-bit-encoded length, then UTF-8.
        var named = (ProjectObject.SoundSource) only(data().chunk("TeSou2", position(data().leb(2)).u8(4)
                .bytes("RAIN".getBytes()).u16(0).u8(0x1F)));
        assertEquals("RAIN", named.soundName());
        assertEquals(-1, named.soundId());
        var sized = (ProjectObject.SoundSource) only(data().chunk("TeSou3", position(data().leb(3))
                .sizedText("WATERFALL").leb(-1)));
        assertEquals("WATERFALL", sized.soundName());
    }

    @Test
    void tombEnginePortalsOf2024KeepTheirEffectAndWhatTheirMirrorReflects() {
        var area = data().leb(9).leb(1).leb(1).leb(2).leb(2).leb(0).u8(0).u8(0);
        var four = (ProjectObject.Portal) only(data().chunk("TePor2", data().bytes(area.toArray()).u8(1)
                .chunk("TePorMirror", data().bool(true).bool(false).bool(true).bool(true)).end()));
        assertEquals(1, four.effect());
        assertEquals(new ProjectObject.Reflections(true, false, true, false, true), four.reflections());
        var five = (ProjectObject.Portal) only(data().chunk("TePor2", data().bytes(area.toArray()).u8(1)
                .chunk("TePorMirror", data().bool(true).bool(false).bool(true).bool(true).bool(false)).end()));
        assertEquals(new ProjectObject.Reflections(true, false, true, true, false), five.reflections());
        var bare = (ProjectObject.Portal) only(data().chunk("TePor2", data().bytes(area.toArray()).u8(0)));
        assertEquals(ProjectObject.Reflections.NONE, bare.reflections());
    }

    @Test
    void flybysAndMemosWithAnEmptyStreamAndTheFirstTriggersExtraAreRead() {
        var flyby = (ProjectObject.Flyby) only(data().chunk("TeFly", position(data().leb(4)).f32(0).f32(0).f32(0)
                .leb(-1).f32(1).f32(80).leb(0).leb(2).leb(1).leb(0).end()));
        assertEquals(2, flyby.number());
        var memo = (ProjectObject.Memo) only(data().chunk("TeMemo", position(data().leb(5)).sizedText("note").end()));
        assertEquals("note", memo.text());
        var trigger = (ProjectObject.Trigger) only(data().chunk("TeTri", data().leb(6).leb(1).leb(1).leb(1).leb(1)
                .leb(0).leb(3).leb(12).leb(-1).leb(0).leb(0x1F).bool(false)
                .chunk("TeTriEx", data().leb(40)).end()));
        assertEquals(new TriggerParameter.Number(40), trigger.extra());
    }

    @Test
    void theFirstImportedGeometryRecordHasNoMeshFilter() {
        var geometry = (ProjectObject.GeometryInstance) only(data().chunk("TeImp", position(data().leb(7))
                .f32(45).f32(0).f32(0).f32(2).leb(0)));
        assertEquals(2, geometry.scale());
        assertEquals(0, geometry.geometryId());
    }

    /** Object id, position (1024, 256, 2048), yaw 90, no script, object 7 ... with the OCB given. */
    private static ProjectBytes movableFields(int id, int ocb) {
        return position(data().leb(id)).f32(90).leb(-1).s32(7).u16(ocb).bool(false).bool(true).u8(0x1F);
    }

    private static ProjectBytes staticFields(int id) {
        return position(data().leb(id)).f32(0).leb(-1).s32(31).f32(1).f32(1).f32(1).s32(0).u16(77);
    }

    private static ProjectBytes position(ProjectBytes data) {
        return data.f32(1024).f32(256).f32(2048);
    }

    private static ProjectBytes colour(ProjectBytes data, Colour colour) {
        return data.f32(colour.red()).f32(colour.green()).f32(colour.blue());
    }

    /** The one object of a project whose room holds {@code objects}, read with nothing skipped and no warning. */
    private static ProjectObject only(ProjectBytes objects) {
        var room = data().leb(1).leb(1).chunk("TeObjects", objects.end()).end();
        var bytes = ProjectBytes.file(data().chunk("TeRooms", data().chunk("TeRoom", room).end()).end());
        var project = Prj2Reader.read(bytes, "versions.prj2");
        assertEquals(List.of(), project.warnings());
        assertEquals(0, project.census().skippedBytes());
        assertEquals(bytes.length, project.census().accountedBytes());
        var found = project.rooms().get(0).objects();
        assertEquals(1, found.size());
        return found.get(0);
    }

    private static ProjectObject object(Prj2Project project, int room, long id) {
        return project.rooms().get(room).objects().stream().filter(o -> o.id() == id).findFirst().orElseThrow();
    }
}
