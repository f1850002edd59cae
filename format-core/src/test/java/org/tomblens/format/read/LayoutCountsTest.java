package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.testing.Corpus;

/** The reader's counts of every plain corpus level equal those of {@link LayoutWalker}'s independent walk. */
class LayoutCountsTest {

    static Stream<Path> levels() {
        return CorpusLevelsTest.levels();
    }

    /** An encrypted level is walked decrypted: EncryptedLevelTest checks the decryption against its plain twin. */
    @ParameterizedTest
    @MethodSource("levels")
    void readerCountsEqualAnIndependentWalkOfTheSameBytes(Path file) throws Exception {
        var bytes = Files.readAllBytes(file);
        var level = LevelReader.read(bytes, file.getFileName().toString());
        var plain = LevelVariants.of(bytes, file.getFileName().toString()) instanceof TrngLevels
                ? TrngDecryption.decrypt(bytes) : bytes;
        var walked = LayoutWalker.walk(plain, level.version().ordinal() + 1);
        var read = counts(level);
        for (var key : walked.keySet()) {
            assertEquals(walked.get(key), read.get(key), file.getFileName() + " " + key);
        }
        assertEquals(new java.util.TreeSet<>(walked.keySet()), new java.util.TreeSet<>(read.keySet()));
    }

    static Map<String, Long> counts(Level level) {
        var counts = new LinkedHashMap<String, Long>();
        var animation = level.animation();
        counts.put("textiles", (long) level.textures().pageCount());
        counts.put("rooms", (long) level.rooms().size());
        counts.put("floordata_words", (long) level.floorData().size());
        counts.put("mesh_data_words", level.meshes().dataWords());
        counts.put("mesh_pointers", (long) level.meshes().size());
        counts.put("animations", (long) animation.animations().size());
        counts.put("state_changes", (long) animation.stateChanges().size());
        counts.put("anim_dispatches", (long) animation.dispatches().size());
        counts.put("anim_commands", (long) animation.commands().size());
        counts.put("mesh_trees", (long) animation.meshTrees().size());
        counts.put("frames_words", (long) animation.frames().size());
        counts.put("moveables", (long) animation.models().size());
        counts.put("static_meshes", (long) level.staticMeshes().size());
        counts.put("object_textures", (long) level.texturing().objectTextures().size());
        counts.put("sprite_textures", (long) level.texturing().spriteTextures().size());
        counts.put("sprite_sequences", (long) level.texturing().spriteSequences().size());
        counts.put("cameras", (long) level.cameras().size());
        counts.put("flyby_cameras", (long) level.flybyCameras().size());
        counts.put("sound_sources", (long) level.soundSources().size());
        counts.put("boxes", (long) level.navigation().boxes().size());
        counts.put("overlaps", (long) level.navigation().overlaps().size());
        counts.put("animated_textures_words", (long) level.texturing().animatedTextures().size());
        counts.put("entities", (long) level.entities().size());
        counts.put("ai_objects", (long) level.aiObjects().size());
        counts.put("sound_details", (long) level.sound().details().size());
        counts.put("sample_indices", (long) level.sound().sampleIndices().size());
        var rooms = level.rooms();
        counts.put("room_vertices_total", sum(rooms, r -> r.vertices().size()));
        counts.put("room_quads_total", sum(rooms, r -> r.quads().size()));
        counts.put("room_triangles_total", sum(rooms, r -> r.triangles().size()));
        counts.put("room_sprites_total", sum(rooms, r -> r.sprites().size()));
        counts.put("portals_total", sum(rooms, r -> r.portals().size()));
        counts.put("sectors_total", sum(rooms, r -> r.sectors().size()));
        counts.put("lights_total", sum(rooms, r -> r.lights().stream().filter(l -> !(l instanceof RoomLight.Tr5FogBulb)).count()));
        counts.put("static_mesh_instances_total", sum(rooms, r -> r.staticMeshes().size()));
        return counts;
    }

    private static long sum(java.util.List<Room> rooms, ToLongFunction<Room> count) {
        return rooms.stream().mapToLong(count).sum();
    }
}
