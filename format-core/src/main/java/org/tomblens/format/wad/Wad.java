package org.tomblens.format.wad;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StaticMesh;

/**
 * A TRLE object library ([WAD]), immutable, as the file stores it, with what its companion files hold.
 *
 * <p>Its animation and model sections are TR4's records byte for byte (DIGEST C), so they are held as the
 * level model holds them: in {@link #animation()} the models are the WAD's movables, the mesh trees its links
 * (four dwords per link: opcode 0 previous mesh, 1 pull, 2 push, 3 read, then dx, dy, dz, which are TR4's
 * mesh-tree flags), the frames its keyframes and the commands its command words; an animation's
 * {@code speed} is [WAD]'s {@code unknown1} (the fraction) and {@code speed} (the whole part) together,
 * {@code lateralSpeed} and {@code lateralAccel} its {@code unknown2}. Keyframes are laid out as TR4's
 * (§6.2.7), single-axis angles in 4096 steps per turn.
 *
 * @param textureSamples the texture samples, which polygons index
 * @param meshDataWords the size of the mesh data in 16-bit words, as stored
 * @param meshPointers byte offsets into the mesh data, as stored; they may repeat
 * @param meshes every mesh of the mesh data, in the order stored
 * @param meshOfPointer for each mesh pointer, the index in {@link #meshes()} of the mesh it reaches
 * @param statics the static models; {@code mesh} is a mesh-pointer index
 * @param warnings soft problems met while reading the library and its companions
 */
public record Wad(String fileName, List<TextureSample> textureSamples, TextureMap textureMap, long meshDataWords,
                  Ints meshPointers, List<WadMesh> meshes, Ints meshOfPointer, AnimationData animation,
                  List<StaticMesh> statics, Companions companions, List<DataWarning> warnings) {

    public Wad {
        textureSamples = List.copyOf(textureSamples);
        meshes = List.copyOf(meshes);
        statics = List.copyOf(statics);
        warnings = List.copyOf(warnings);
    }

    /** The movable models, in table order. */
    public List<Model> movables() {
        return animation.models();
    }

    /** The mesh mesh pointer {@code pointer} reaches. */
    public WadMesh mesh(int pointer) {
        return meshes.get(meshOfPointer.get(pointer));
    }

    /** This library with {@code companions} and {@code more} warnings. */
    Wad with(Companions companions, List<DataWarning> more) {
        var all = new ArrayList<>(warnings);
        all.addAll(more);
        return new Wad(fileName, textureSamples, textureMap, meshDataWords, meshPointers, meshes, meshOfPointer,
                animation, statics, companions, all);
    }
}
