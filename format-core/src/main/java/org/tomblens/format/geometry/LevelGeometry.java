package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;

/**
 * Everything the renderer uploads for a level, built once: texture pages, the object-texture table and its
 * animated sequences, the rooms' and the meshes' buffers, and the sprites. Faces, textures and sprites
 * that name data the level lacks are left out and listed in {@code warnings}.
 *
 * @param rooms owners are room indices
 * @param meshes owners are mesh-pointer indices
 */
public record LevelGeometry(TexturePages pages, ObjectTextureTable objectTextures,
                            List<AnimatedTextureSequence> animatedTextures, GeometryBuffers rooms,
                            GeometryBuffers meshes, SpriteBillboards sprites, List<DataWarning> warnings) {

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
        var rooms = RoomGeometryBuilder.build(level.version(), level.rooms(), style, warnings);
        var meshes = MeshGeometryBuilder.build(level.version(), level.meshes(), level.textures(), style, warnings);
        table.markDoubleSided(style.doubleSided());
        var sprites = SpriteBuilder.build(level, pages.miscFirstLayer(), warnings);
        return new LevelGeometry(pages, table, sequences, rooms, meshes, sprites, DataWarning.finish(warnings));
    }
}
