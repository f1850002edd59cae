package org.tomblens.maker.demo;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.read.LevelReader;

/**
 * The demo level read back from the bytes the generator writes: its facts, stated here from the level's
 * design (see {@link DemoLevelGenerator}) and the specs' bit layouts, not taken from the generator.
 */
class DemoLevelTest {
    private static byte[] bytes;
    private static Level level;

    @BeforeAll
    static void readTheDemo() {
        bytes = DemoLevelGenerator.generateBytes();
        level = LevelReader.read(bytes, DemoLevelGenerator.FILE_NAME);
    }

    @Test
    void readingTheWrittenDemoGivesBackTheModelThatWasWritten() {
        assertEquals(DemoLevelGenerator.generate(), level);
        assertEquals(List.of(), level.warnings());
    }

    @Test
    void theDemoIsATr2LevelWellUnderAMegabyte() {
        assertEquals(GameVersion.TR2, level.version());
        assertEquals(0x2D, bytes[0]);
        assertTrue(bytes.length < 1_000_000, bytes.length + " bytes");
    }

    @Test
    void generatingTwiceGivesTheSameBytes() {
        assertArrayEquals(bytes, DemoLevelGenerator.generateBytes());
    }

    // --- rooms and how they join ---

    @Test
    void fiveRoomsJoinedByPortalsAsDesigned() {
        assertEquals(5, level.rooms().size());
        var expected = Map.of(0, Set.of(1, 2), 1, Set.of(0), 2, Set.of(0, 3), 3, Set.of(2), 4, Set.of(2));
        for (int r = 0; r < 5; r++) {
            var targets = new HashSet<Integer>();
            level.rooms().get(r).portals().forEach(p -> targets.add(p.adjoiningRoom()));
            assertEquals(expected.get(r), targets, "portals of room " + r);
        }
    }

    @Test
    void everyPortalHasATwinOnTheOtherSideWithTheSameCornersAndTheOppositeNormal() {
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            for (var portal : room.portals()) {
                var other = level.rooms().get(portal.adjoiningRoom());
                // The ruined shrine (4) stands in for room 3, so the corridor's portal names 3, not 4.
                var from = r == 4 ? 3 : r;
                var twin = other.portals().stream().filter(p -> p.adjoiningRoom() == from).findFirst().orElseThrow();
                assertEquals(worldCorners(room, portal), worldCorners(other, twin), r + " <-> " + portal.adjoiningRoom());
                assertEquals(new Vertex(-portal.normal().x(), -portal.normal().y(), -portal.normal().z()), twin.normal());
            }
        }
    }

    private static Set<List<Integer>> worldCorners(Room room, Portal portal) {
        var corners = new HashSet<List<Integer>>();
        portal.vertices().forEach(v -> corners.add(List.of(room.x() + v.x(), v.y(), room.z() + v.z())));
        return corners;
    }

    @Test
    void portalCornersWindAsInTheCorpusLevels() {
        // Checked on every corpus level: (v1 - v0) x (v2 - v0) points against the normal for wall
        // portals and along it for floor and ceiling portals.
        for (var room : level.rooms()) {
            for (var portal : room.portals()) {
                var v = portal.vertices();
                var cross = cross(v.get(0), v.get(1), v.get(2));
                var n = portal.normal();
                var dot = cross[0] * n.x() + cross[1] * n.y() + cross[2] * n.z();
                if (n.y() == 0) {
                    assertTrue(dot < 0, portal.toString());
                } else {
                    assertTrue(dot > 0, portal.toString());
                }
            }
        }
    }

    @Test
    void theHallStandsOverThePoolThroughSectorLinksAndAHorizontalPortal() {
        var hall = level.rooms().get(0);
        var pool = level.rooms().get(1);
        for (int x = 3; x <= 4; x++) {
            for (int z = 3; z <= 4; z++) {
                var opening = hall.sector(x, z);
                assertEquals(1, opening.roomBelow(), "hall " + x + "," + z);
                assertEquals(1, opening.floor(), "the water surface lies one click below the hall's floor");
                // The pool's origin is world sector (2, 2), so world (x, z) is its local (x - 2, z - 2).
                var under = pool.sector(x - 2, z - 2);
                assertEquals(0, under.roomAbove());
                assertEquals(1, under.ceiling());
            }
        }
        var down = hall.portals().stream().filter(p -> p.adjoiningRoom() == 1).findFirst().orElseThrow();
        assertEquals(new Vertex(0, -1, 0), down.normal());
        down.vertices().forEach(v -> assertEquals(256, v.y()));
        assertEquals(Sector.NO_ROOM, hall.sector(2, 2).roomBelow());
    }

    @Test
    void onlyThePoolIsWaterAndOnlyTheShrineHasAnAlternate() {
        var flags = level.rooms().stream().map(room -> room.flags() & Room.FLAG_WATER).toList();
        assertEquals(List.of(0, 1, 0, 0, 0), flags);
        var alternates = level.rooms().stream().map(Room::alternateRoom).toList();
        assertEquals(List.of(-1, -1, -1, 4, -1), alternates);
        var shrine = level.rooms().get(3);
        var ruin = level.rooms().get(4);
        assertEquals(List.of(shrine.x(), shrine.z(), shrine.numXSectors(), shrine.numZSectors()),
                List.of(ruin.x(), ruin.z(), ruin.numXSectors(), ruin.numZSectors()), "an alternate fills the same place");
    }

    @Test
    void roomsSitWhereTheMapPutsThem() {
        // x, z (world units), sectors along X and Z, for hall, pool, corridor, shrine, ruined shrine.
        var expected = List.of(List.of(0, 0, 7, 8), List.of(2048, 2048, 4, 4), List.of(2048, 6144, 4, 8),
                List.of(1024, 12288, 7, 7), List.of(1024, 12288, 7, 7));
        for (int r = 0; r < 5; r++) {
            var room = level.rooms().get(r);
            assertEquals(expected.get(r), List.of(room.x(), room.z(), room.numXSectors(), room.numZSectors()), "room " + r);
        }
    }

    @Test
    void theCorridorClimbsTwoSlopesOfTwoClicks() {
        var corridor = level.rooms().get(2);
        for (int x = 1; x <= 2; x++) {
            assertEquals(0, corridor.sector(x, 2).floor());
            assertEquals(-2, corridor.sector(x, 3).floor(), "a slope's floor value is its highest corner");
            assertEquals(-4, corridor.sector(x, 4).floor());
            assertEquals(-4, corridor.sector(x, 5).floor());
        }
    }

    @Test
    void theHallsPlinthSlopesSoItsNorthAndSouthStepsAreTriangles() {
        var plinth = level.rooms().get(0).sector(1, 5);
        assertEquals(-1, plinth.floor());
        // Its floor rises from 0 at the west edge to -256 at the east edge; the flat floor north and south
        // meets it in a triangle each. No other room face has a corner that runs to nothing.
        assertEquals(List.of(2, 0, 0, 0, 0), level.rooms().stream().map(room -> room.triangles().size()).toList());
    }

    // --- FloorData ---

    /** The FloorData words of the sectors that have any, by hand from §4 (bit 15 of the last word of a list ends it). */
    private static final Map<List<Integer>, List<Integer>> FLOOR_DATA = floorData();

    private static Map<List<Integer>, List<Integer>> floorData() {
        var map = new HashMap<List<Integer>, List<Integer>>();
        // §4.4.6 climbable walls: function 6, subfunction 0x08 (-X) in bits 8..14, end bit: 0x8806.
        for (int z = 2; z <= 4; z++) {
            map.put(List.of(0, 1, z), List.of(0x8806));
        }
        // The plinth: floor slant with X slope +1 in the low byte.
        map.put(List.of(0, 1, 5), List.of(0x8002, 0x0001));
        // Key trigger (type 3): 0x0304 | end; setup one-shot 0x100 | mask 0x1F << 9 = 0x3F00; then
        // Object(keyhole 2) and Object(door 1) with the end bit.
        map.put(List.of(0, 2, 6), List.of(0x8304, 0x3F00, 0x0002, 0x8001));
        // §4.4.1 portal: function 1 with the end bit, then the room.
        for (int x = 3; x <= 4; x++) {
            map.put(List.of(0, x, 7), List.of(0x8001, 2));
        }
        for (int x = 1; x <= 2; x++) {
            map.put(List.of(2, x, 0), List.of(0x8001, 0));
            map.put(List.of(2, x, 7), List.of(0x8001, 3));
            // §4.4.2 floor slant: function 2 with the end bit; Z slope +2 in the high byte, X 0 in the low one.
            map.put(List.of(2, x, 3), List.of(0x8002, 0x0200));
            map.put(List.of(2, x, 4), List.of(0x8002, 0x0200));
        }
        // Pad (type 1) with mask 0x1F: Object(door 1), the only and last action.
        map.put(List.of(2, 1, 2), List.of(0x8104, 0x3E00, 0x8001));
        // Trigger (type 0): Object(goon 4); Camera(0) = action 1 << 10 = 0x0400 and its extra word, timer 4
        // and once 0x100, not last; LookAt(goon 4) = 6 << 10 | 4 with the end bit = 0x9804.
        map.put(List.of(2, 2, 5), List.of(0x8004, 0x3E00, 0x0004, 0x0400, 0x0104, 0x9804));
        for (var room : List.of(3, 4)) {
            map.put(List.of(room, 2, 0), List.of(0x8001, 2));
            map.put(List.of(room, 3, 0), List.of(0x8001, 2));
            // Switch trigger (type 2): Object(switch 5) names the switch; FlipMap(0) = 3 << 10 | end = 0x8C00.
            map.put(List.of(room, 5, 3), List.of(0x8204, 0x3E00, 0x0005, 0x8C00));
        }
        // §4.4.5 kill Lara, alone in its list.
        map.put(List.of(4, 3, 2), List.of(0x8005));
        map.put(List.of(4, 3, 3), List.of(0x8005));
        return map;
    }

    @Test
    void sectorsHoldTheFloorDataTheDesignGivesThem() {
        var floorData = level.floorData();
        for (var entry : FLOOR_DATA.entrySet()) {
            var key = entry.getKey();
            var sector = level.rooms().get(key.get(0)).sector(key.get(1), key.get(2));
            var words = new ArrayList<Integer>();
            for (int i = 0; i < entry.getValue().size(); i++) {
                words.add(floorData.unsigned(sector.floorDataIndex() + i));
            }
            assertEquals(entry.getValue(), words, "room " + key.get(0) + " sector " + key.get(1) + "," + key.get(2));
        }
    }

    @Test
    void noOtherSectorHasFloorDataAndNoWordIsLeftOver() {
        var total = 1; // §4.3: the dummy word 0
        for (var words : FLOOR_DATA.values()) {
            total += words.size();
        }
        assertEquals(total, level.floorData().size());
        assertEquals(0, level.floorData().unsigned(0));
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            for (int x = 0; x < room.numXSectors(); x++) {
                for (int z = 0; z < room.numZSectors(); z++) {
                    if (!FLOOR_DATA.containsKey(List.of(r, x, z))) {
                        assertEquals(0, room.sector(x, z).floorDataIndex(), "room " + r + " sector " + x + "," + z);
                    }
                }
            }
        }
    }

    // --- what is placed ---

    @Test
    void entitiesAreTheDesignsWithTr2TypeIds() {
        // §15.1.2: Lara 0, Door 1 106, Keyhole 1 201, Key 1 193, Masked goon 1 16, Wall switch 104,
        // Small medipack 149. Angles: 16384 a quarter turn, 0 facing +Z.
        var expected = List.of(
                List.of(0, 0, 2560, 0, 1536, 0),
                List.of(106, 2, 4096, 0, 7680, 0),
                List.of(201, 0, 2560, 0, 6656, 0),
                List.of(193, 0, 4608, 0, 5632, 0),
                List.of(16, 3, 3584, -1024, 16896, -32768),
                List.of(104, 3, 6656, -1024, 15872, 16384),
                List.of(149, 1, 3584, 3328, 3584, 0));
        var actual = level.entities().stream()
                .map(e -> List.of(e.type(), e.room(), e.x(), e.y(), e.z(), e.angle())).toList();
        assertEquals(expected, actual);
    }

    @Test
    void everyEntityStandsOnTheFloorOfAnOpenSectorOfItsRoom() {
        for (var entity : level.entities()) {
            var sector = sectorUnder(entity);
            assertNotEquals(Sector.WALL_HEIGHT, sector.floor(), entity.toString());
            assertEquals(sector.floor() * 256, entity.y(), entity.toString());
        }
    }

    private static Sector sectorUnder(Entity entity) {
        var room = level.rooms().get(entity.room());
        return room.sector((entity.x() - room.x()) / 1024, (entity.z() - room.z()) / 1024);
    }

    @Test
    void spritesStandInForTheKeyAndTheMedipack() {
        var ids = level.texturing().spriteSequences().stream().map(s -> s.spriteId()).toList();
        assertTrue(ids.containsAll(List.of(149, 193)), ids.toString());
        var modelIds = level.animation().models().stream().map(Model::id).toList();
        assertFalse(modelIds.contains(149L) || modelIds.contains(193L), "pickups are sprites in TR2");
        assertEquals(List.of(4, 0, 0, 1, 2), level.rooms().stream().map(room -> room.sprites().size()).toList());
    }

    @Test
    void staticMeshesArePlacedInRooms() {
        assertEquals(List.of(3, 1, 0, 2, 2), level.rooms().stream().map(room -> room.staticMeshes().size()).toList());
        var ids = new TreeSet<Long>();
        level.staticMeshes().forEach(mesh -> ids.add(mesh.id()));
        for (var room : level.rooms()) {
            room.staticMeshes().forEach(placed -> assertTrue(ids.contains((long) placed.meshId())));
        }
    }

    @Test
    void theCameraTriggerHasItsCameraInTheCorridor() {
        assertEquals(1, level.cameras().size());
        var camera = level.cameras().get(0);
        assertEquals(List.of(4600, -2600, 12800, 2), List.of(camera.x(), camera.y(), camera.z(), camera.room()));
    }

    // --- models and animations ---

    @Test
    void fiveModelsWithTheirAnimationCounts() {
        var models = level.animation().models();
        assertEquals(List.of(0L, 16L, 104L, 106L, 201L), models.stream().map(Model::id).toList());
        assertEquals(List.of(1, 4, 4, 4, 1), animationCounts());
        assertEquals(14, level.animation().animations().size());
    }

    /** A model's animations run from its first to the next model's first ([WAD]). */
    private static List<Integer> animationCounts() {
        var models = level.animation().models();
        var counts = new ArrayList<Integer>();
        for (int i = 0; i < models.size(); i++) {
            var end = i + 1 < models.size() ? models.get(i + 1).animation() : level.animation().animations().size();
            counts.add(end - models.get(i).animation());
        }
        return counts;
    }

    @Test
    void theGoonsAnimationsJoinThroughStateChangesAndDispatches() {
        var goon = level.animation().models().get(1);
        var first = goon.animation();
        var stand = animation(first);
        var walk = animation(first + 1);
        assertEquals(1, stand.state());
        assertEquals(2, walk.state());
        // Stand asks for walk (2), attack (3) and death (4); each dispatch enters its animation's first frame.
        assertEquals(Map.of(2, first + 1, 3, first + 2, 4, first + 3), targets(stand));
        for (var dispatch : dispatches(stand)) {
            assertEquals(animation(dispatch.nextAnimation()).frameStart(), dispatch.nextFrame());
        }
        // Walk can stop (two dispatches: one per half of the stride) or die.
        assertEquals(Map.of(1, first, 4, first + 3), targets(walk));
        var stop = level.animation().stateChanges().get(walk.stateChangeIndex());
        assertEquals(1, stop.state());
        assertEquals(2, stop.numDispatches());
        // Frame numbers run on across a model's animations: walk starts after stand's last frame.
        assertEquals(stand.frameEnd() + 1, walk.frameStart());
        // Attack falls back to standing; death stays on its last frame.
        assertEquals(first, animation(first + 2).nextAnimation());
        var death = animation(first + 3);
        assertEquals(first + 3, death.nextAnimation());
        assertEquals(death.frameEnd(), death.nextFrame());
    }

    @Test
    void theGoonsWalkPlaysFootstepsAndItsAttackASoundAndAFlipeffect() {
        var first = level.animation().models().get(1).animation();
        // §6.2.6: PlaySound is 5, Flipeffect 6, each with a frame and an argument.
        assertEquals(List.of(5, 5), commandCodes(animation(first + 1)));
        assertEquals(List.of(5, 6), commandCodes(animation(first + 2)));
        var attack = animation(first + 2);
        var words = level.animation().commands();
        var effectAt = attack.animCommandIndex() + 3;
        assertEquals(1, words.get(effectAt + 2), "TR2 flipeffect 1 is FLOOR_SHAKE (§9.9.2)");
        var frame = words.get(effectAt + 1);
        assertTrue(frame >= attack.frameStart() && frame <= attack.frameEnd(), "the command's frame is absolute");
    }

    @Test
    void theHumanoidsHangTheirMeshesLikeTrLara() {
        // §6.2.1 flags for meshes 1..14: thigh pushes the hips, the right thigh pops and pushes them, the torso
        // pops them; the right arm pushes the torso, the left arm pops and pushes it, the head pops it.
        var expected = List.of(2, 0, 0, 3, 0, 0, 1, 2, 0, 0, 3, 0, 0, 1);
        for (var model : level.animation().models().subList(0, 2)) {
            assertEquals(15, model.numMeshes());
            assertEquals(expected, treeFlags(model), "model " + model.id());
        }
        // The door: two leaves hung from the lintel, the second after popping back to it.
        assertEquals(List.of(2, 1), treeFlags(level.animation().models().get(3)));
    }

    @Test
    void everyKeyframeBoxHoldsItsPosedMeshes() {
        for (var model : level.animation().models()) {
            var count = animationCounts().get(level.animation().models().indexOf(model));
            for (int a = model.animation(); a < model.animation() + count; a++) {
                var animation = animation(a);
                var keyframes = (animation.frameEnd() - animation.frameStart()) / animation.frameRate() + 1;
                for (int k = 0; k < keyframes; k++) {
                    var start = (int) (animation.frameOffset() / 2) + k * animation.frameSize();
                    var box = Poses.box(level.animation().frames(), start);
                    for (var point : Poses.posedVertices(level, model, start)) {
                        for (int c = 0; c < 3; c++) {
                            assertTrue(point[c] >= box[2 * c] - 0.5 && point[c] <= box[2 * c + 1] + 0.5,
                                    "model " + model.id() + " animation " + a + " keyframe " + k);
                        }
                    }
                }
            }
        }
    }

    private static Animation animation(int index) {
        return level.animation().animations().get(index);
    }

    private static List<AnimDispatch> dispatches(Animation animation) {
        var result = new ArrayList<AnimDispatch>();
        for (int i = 0; i < animation.numStateChanges(); i++) {
            var change = level.animation().stateChanges().get(animation.stateChangeIndex() + i);
            for (int d = 0; d < change.numDispatches(); d++) {
                result.add(level.animation().dispatches().get(change.dispatchIndex() + d));
            }
        }
        return result;
    }

    /** State -> the animation its first dispatch leads to. */
    private static Map<Integer, Integer> targets(Animation animation) {
        var map = new HashMap<Integer, Integer>();
        for (int i = 0; i < animation.numStateChanges(); i++) {
            var change = level.animation().stateChanges().get(animation.stateChangeIndex() + i);
            map.put(change.state(), level.animation().dispatches().get(change.dispatchIndex()).nextAnimation());
        }
        return map;
    }

    private static List<Integer> commandCodes(Animation animation) {
        var words = level.animation().commands();
        var codes = new ArrayList<Integer>();
        var at = animation.animCommandIndex();
        for (int i = 0; i < animation.numAnimCommands(); i++) {
            var code = (int) words.get(at);
            codes.add(code);
            at += code == 5 || code == 6 ? 3 : 1;
        }
        return codes;
    }

    private static List<Integer> treeFlags(Model model) {
        var flags = new ArrayList<Integer>();
        for (int i = 1; i < model.numMeshes(); i++) {
            flags.add(level.animation().meshTrees().get((int) model.meshTree() + 4 * (i - 1)));
        }
        return flags;
    }

    // --- textures and light ---

    @Test
    void sixteenBitPagesShowTheSameImagesAsTheEightBitOnes() {
        var textures = level.textures();
        assertEquals(2, textures.pages8().size());
        assertEquals(2, textures.pages16().size());
        var palette = textures.palette();
        for (int page = 0; page < 2; page++) {
            var page8 = textures.pages8().get(page);
            var page16 = textures.pages16().get(page);
            for (int i = 0; i < page8.size(); i++) {
                var index = page8.unsigned(i);
                var texel = page16.unsigned(2 * i) | page16.unsigned(2 * i + 1) << 8;
                // §2.4.6 ARGB1555 (bit 15 opaque); palette entries are 6-bit, so 5-bit is the value / 2.
                var expected = index == 0 ? 0 : 0x8000 | (palette.unsigned(3 * index) >> 1) << 10
                        | (palette.unsigned(3 * index + 1) >> 1) << 5 | palette.unsigned(3 * index + 2) >> 1;
                assertEquals(expected, texel, "page " + page + " texel " + i);
            }
        }
        for (int i = 0; i < 768; i++) {
            assertTrue(palette.unsigned(i) < 64, "§9.2: palette values are 6-bit");
        }
    }

    @Test
    void anAlphaTestedTextureHasHolesAndSolidTexels() {
        var cutOut = level.texturing().objectTextures().stream().filter(t -> t.attribute() == 1).toList();
        assertFalse(cutOut.isEmpty());
        var texture = cutOut.get(0);
        var page = level.textures().pages8().get(texture.page());
        var holes = 0;
        var solid = 0;
        var u0 = texture.corners().stream().mapToInt(c -> c.u() >> 8).min().orElseThrow();
        var u1 = texture.corners().stream().mapToInt(c -> c.u() >> 8).max().orElseThrow();
        var v0 = texture.corners().stream().mapToInt(c -> c.v() >> 8).min().orElseThrow();
        var v1 = texture.corners().stream().mapToInt(c -> c.v() >> 8).max().orElseThrow();
        for (int v = v0; v <= v1; v++) {
            for (int u = u0; u <= u1; u++) {
                if (page.unsigned(v * 256 + u) == 0) {
                    holes++;
                } else {
                    solid++;
                }
            }
        }
        assertTrue(holes > 0 && solid > 0, holes + " holes, " + solid + " solid");
        var hall = level.rooms().get(0);
        var index = level.texturing().objectTextures().indexOf(texture);
        assertTrue(hall.quads().stream().anyMatch(q -> q.objectTexture() == index && q.doubleSided()),
                "the hall's railings wear it on both sides");
    }

    @Test
    void theWaterFramesCycleAsOneAnimatedTextureGroup() {
        var words = level.texturing().animatedTextures();
        assertEquals(5, words.size());
        assertEquals(1, words.get(0), "one group");
        assertEquals(2, words.get(1), "of three textures (stored as count - 1)");
        // The water tiles are slots 4, 5, 6 of page 0: the second row of 64-pixel tiles, columns 0..2.
        for (int i = 0; i < 3; i++) {
            var texture = level.texturing().objectTextures().get(words.get(2 + i));
            assertEquals(0, texture.page());
            assertEquals(64 * i, texture.corners().get(0).u() >> 8);
            assertEquals(64, texture.corners().get(0).v() >> 8);
        }
    }

    @Test
    void bakedVertexLightVariesAcrossEveryRoom() {
        for (var room : level.rooms()) {
            var light = room.vertices().stream().mapToInt(v -> v.colour()).summaryStatistics();
            assertTrue(light.getMax() - light.getMin() >= 0x0800, room.vertices().size() + " vertices, " + light);
            room.vertices().forEach(v -> assertEquals(v.lighting(), v.colour(), "Lighting repeats Lighting2"));
        }
    }

    @Test
    void floorsAndCeilingsWindAsInTheCorpusLevels() {
        // Checked on every corpus level: (v1 - v0) x (v2 - v0) of a floor quad points down (+Y).
        for (var room : level.rooms()) {
            for (var quad : room.quads()) {
                var v = List.of(room.vertices().get(quad.v0()), room.vertices().get(quad.v1()),
                        room.vertices().get(quad.v2()), room.vertices().get(quad.v3()));
                if (v.stream().anyMatch(p -> p.y() != v.get(0).y()) || quad.doubleSided()) {
                    continue;
                }
                var cx = (int) Math.floor(v.stream().mapToDouble(p -> p.x()).average().orElseThrow() / 1024);
                var cz = (int) Math.floor(v.stream().mapToDouble(p -> p.z()).average().orElseThrow() / 1024);
                var sector = room.sector(cx, cz);
                var cross = cross(v.get(0), v.get(1), v.get(2));
                if (v.get(0).y() == sector.floor() * 256) {
                    assertTrue(cross[1] > 0, "floor " + quad);
                } else if (v.get(0).y() == sector.ceiling() * 256) {
                    assertTrue(cross[1] < 0, "ceiling " + quad);
                }
            }
        }
    }

    private static double[] cross(RoomVertex a, RoomVertex b,
                                  RoomVertex c) {
        return cross(new double[] {a.x(), a.y(), a.z()}, new double[] {b.x(), b.y(), b.z()},
                new double[] {c.x(), c.y(), c.z()});
    }

    private static double[] cross(Vertex a, Vertex b, Vertex c) {
        return cross(new double[] {a.x(), a.y(), a.z()}, new double[] {b.x(), b.y(), b.z()},
                new double[] {c.x(), c.y(), c.z()});
    }

    private static double[] cross(double[] a, double[] b, double[] c) {
        double ux = b[0] - a[0];
        double uy = b[1] - a[1];
        double uz = b[2] - a[2];
        double vx = c[0] - a[0];
        double vy = c[1] - a[1];
        double vz = c[2] - a[2];
        return new double[] {uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx};
    }
}
