package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;

/**
 * Everything the renderer uploads for a level, built once and in the form the GPU draws it: texture pages,
 * the object-texture table and its animated sequences, the world (rooms and their placed statics), the
 * models, and the sprites. Each room and mesh is decoded once; faces, textures and sprites that name data
 * the level lacks are left out and listed in {@code warnings}.
 */
public record LevelGeometry(TexturePages pages, ObjectTextureTable objectTextures,
                            List<AnimatedTextureSequence> animatedTextures, WorldGeometry world,
                            ModelGeometry models, SpriteBillboards sprites, List<DataWarning> warnings) {

    public LevelGeometry {
        animatedTextures = List.copyOf(animatedTextures);
        warnings = List.copyOf(warnings);
    }

    public static LevelGeometry build(Level level) {
        var warnings = new ArrayList<DataWarning>();
        var texturing = level.texturing();
        var pages = TexturePageDecoder.decode(level.textures(), warnings);
        var textureCount = texturing.objectTextures().size();
        var table = ObjectTextureTable.build(texturing.objectTextures(), pages.miscFirstLayer(), warnings);
        var sequences = AnimatedTextureSequence.parse(texturing, textureCount, warnings);
        var style = new FaceStyle(table, AnimatedTextureSequence.animated(sequences));
        var rooms = RoomFaces.of(level.version(), level.rooms(), style, warnings);
        var meshes = MeshFaces.of(level.version(), level.meshes(), level.textures(), style, warnings);
        table.markDoubleSided(style.doubleSided());
        var world = WorldGeometry.build(level, rooms, meshes);
        var models = ModelGeometry.build(level, ModelList.of(level), meshes);
        var sprites = SpriteBuilder.build(level, pages.miscFirstLayer(), warnings);
        return new LevelGeometry(pages, table, sequences, world, models, sprites, DataWarning.finish(warnings));
    }
}
