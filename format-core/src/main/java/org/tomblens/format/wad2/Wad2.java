package org.tomblens.format.wad2;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.chunk.AnimatedTextureSet;
import org.tomblens.format.chunk.ChunkCensus;
import org.tomblens.format.chunk.SkippedChunk;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;

/**
 * A Tomb Editor object library (.wad2), immutable, as its chunk tree stores it (format-core/docs/wad2-format.md):
 * Tomb Editor's own units and axes (positions in world units with Y up, angles in degrees), textures as whole
 * images that polygons take pixel coordinates from.
 *
 * @param gameVersion the game the library is made for, Tomb Editor's code ({@code W2SuggestedGameVersion}: 1–5
 *                    TR1–TR5, 11 TR1X, 12 TR2X, 16 TRNG, 18 TombEngine); 0 when the file does not say
 * @param soundSystem {@code W2SoundSystem}: 1 when the sounds are in an XML file beside the library, as every
 *                    library Tomb Editor writes now; 0 (none) for the early libraries it no longer opens
 * @param notes the user notes of {@code W2Metadata}, empty when there are none
 * @param sprites the sprites, in table order: sprite sequences index them
 * @param sounds the sounds of the XML file beside the library ({@link Wad2Sounds}), or of the file itself for the
 *               libraries of 2017–2019; empty when there is none
 * @param animatedTextureSets the animated texture sets of a Tomb Engine library ({@code W2AnimatedTextureSets})
 * @param census where every byte of the chunk tree went
 * @param skipped the chunks the reader does not know, skipped by their size
 */
public record Wad2(String fileName, long gameVersion, long soundSystem, Optional<String> timestamp, String notes,
                   List<Wad2Texture> textures, List<Wad2Moveable> moveables, List<Wad2Static> statics,
                   List<Wad2Sprite> sprites, List<Wad2SpriteSequence> spriteSequences, List<Wad2SoundInfo> sounds,
                   List<AnimatedTextureSet> animatedTextureSets, ChunkCensus census, List<SkippedChunk> skipped, List<DataWarning> warnings) {

    public Wad2 {
        textures = List.copyOf(textures);
        moveables = List.copyOf(moveables);
        statics = List.copyOf(statics);
        sprites = List.copyOf(sprites);
        spriteSequences = List.copyOf(spriteSequences);
        sounds = List.copyOf(sounds);
        animatedTextureSets = List.copyOf(animatedTextureSets);
        skipped = List.copyOf(skipped);
        warnings = List.copyOf(warnings);
    }

    /**
     * The game whose catalogue names the library's objects: TR1X and TR2X take TR1's and TR2's, TRNG TR4's;
     * empty for TombEngine, whose object ids are its own, and for a code Tomb Editor does not have.
     */
    public Optional<GameVersion> game() {
        return Optional.ofNullable(switch ((int) gameVersion) {
            case 1, 11 -> GameVersion.TR1;
            case 2, 12 -> GameVersion.TR2;
            case 3 -> GameVersion.TR3;
            case 4, 16 -> GameVersion.TR4;
            case 5 -> GameVersion.TR5;
            default -> null;
        });
    }

    /** This library with {@code sounds} and {@code more} warnings. */
    Wad2 with(List<Wad2SoundInfo> sounds, List<DataWarning> more) {
        var all = new ArrayList<>(warnings);
        all.addAll(more);
        return new Wad2(fileName, gameVersion, soundSystem, timestamp, notes, textures, moveables, statics, sprites,
                spriteSequences, sounds, animatedTextureSets, census, skipped, all);
    }

    /** The name of every animation, movable after movable: the order {@link Wad2Level} lays them out in. */
    public List<String> animationNames() {
        return moveables.stream().flatMap(moveable -> moveable.animations().stream()).map(Wad2Animation::name)
                .toList();
    }

    /** Every mesh of the library: each movable's in order, its skin's after them, then each static's. */
    public List<Wad2Mesh> meshes() {
        var meshes = new ArrayList<Wad2Mesh>();
        for (var moveable : moveables) {
            meshes.addAll(moveable.meshes());
            moveable.skin().ifPresent(meshes::add);
        }
        for (var mesh : statics) {
            meshes.add(mesh.mesh());
        }
        return meshes;
    }
}
