package org.tomblens.format.trm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.tomblens.format.dds.DdsImage;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.DataWarning;

/**
 * The textures a model file names, read from the DDS files {@code <number>.DDS} (any letter case) of the {@code TEX}
 * folders around it: the games keep a model in a folder of game {@code N} ({@code N/<folder>/X.TRM}) and its
 * textures in {@code N/TEX} or an earlier game's {@code TEX}, and outfit mods keep theirs in {@code <name>/N/TEX}
 * beside the model. A texture that is in none of them, or cannot be read, is a warning naming it, and its faces
 * are drawn white.
 *
 * @param images the textures found, by number
 */
public record TrmTextures(Map<Integer, DdsImage> images, List<DataWarning> warnings) {
    private static final String TEX = "TEX";
    private static final int GAMES = 3;

    public TrmTextures {
        images = Map.copyOf(images);
        warnings = List.copyOf(warnings);
    }

    /** No textures: for a model read without a folder around it. */
    public static TrmTextures none() {
        return new TrmTextures(Map.of(), List.of());
    }

    /** The textures {@code trm} names, looked for around {@code modelFile}. */
    public static TrmTextures around(Path modelFile, Trm trm) {
        var folders = texFolders(modelFile.toAbsolutePath().normalize().getParent());
        var images = new LinkedHashMap<Integer, DdsImage>();
        var warnings = new ArrayList<DataWarning>();
        var missing = new TreeSet<Integer>();
        for (var id : new LinkedHashSet<>(trm.textureIds())) {
            var file = folders.stream().map(folder -> NearbyFiles.in(folder, id + ".dds"))
                    .flatMap(Optional::stream).findFirst();
            if (file.isEmpty()) {
                missing.add(id);
                continue;
            }
            try {
                images.put(id, DdsImage.read(Files.readAllBytes(file.get()), file.get().getFileName().toString()));
            } catch (IOException | LevelFormatException e) {
                warnings.add(new DataWarning("textures", "cannot read texture " + file.get() + ": "
                        + e.getMessage() + "; its faces are drawn white"));
            }
        }
        if (!missing.isEmpty()) {
            warnings.add(new DataWarning("textures", "textures " + missing + " are in no TEX folder around the"
                    + " model (looked in " + folders + "); their faces are drawn white"));
        }
        return new TrmTextures(images, warnings);
    }

    /** The TEX folders a model in {@code folder} takes its textures from, nearest first. */
    static List<Path> texFolders(Path folder) {
        var folders = new LinkedHashSet<Path>();
        if (folder == null) {
            return List.of();
        }
        NearbyFiles.folder(folder, TEX).ifPresent(folders::add);
        var game = folder.getParent();
        if (game != null) {
            NearbyFiles.folder(game, TEX).ifPresent(folders::add);
            var root = game.getParent();
            if (root != null) {
                for (int n = GAMES; n >= 1; n--) {
                    NearbyFiles.folder(root, Integer.toString(n)).flatMap(g -> NearbyFiles.folder(g, TEX))
                            .ifPresent(folders::add);
                }
            }
        }
        try (var mods = Files.list(folder)) {
            for (var mod : mods.filter(Files::isDirectory).sorted().toList()) {
                for (int n = 1; n <= GAMES; n++) {
                    NearbyFiles.folder(mod, Integer.toString(n)).flatMap(g -> NearbyFiles.folder(g, TEX))
                            .ifPresent(folders::add);
                }
            }
        } catch (IOException e) {
            // a folder that cannot be listed has no mod folders
        }
        return List.copyOf(folders);
    }
}
