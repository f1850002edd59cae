package org.tomblens.format.prj2;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.tomblens.format.chunk.AnimatedTextureSet;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.model.Bytes;

/**
 * A project's settings ([PRJ2] {@code TeSettings}).
 *
 * @param values every one-value setting by its chunk id, in file order (e.g. {@code TeGameVersion},
 *               {@code TeGameDirectory}, {@code TeDefaultAmbientLight})
 * @param wadPaths the object libraries, in order ({@code TeWads/TeWad/TePath}, or the obsolete {@code TeWadFilePath})
 * @param wadSoundPaths folders searched for sounds ({@code TeOldWadSoundPaths})
 * @param selectedSounds sound ids picked for the level ({@code TeSelectedSounds})
 * @param defaultTexture the texture new faces get, null when not stored
 * @param mergedStatics {@code TeMergeStatics} entries
 * @param palette {@code TePalette}: RGB triples
 */
public record ProjectSettings(Map<String, SettingValue> values, List<String> wadPaths, List<LevelTexture> textures,
                              List<AnimatedTextureSet> animatedTextureSets, List<ImportedGeometry> importedGeometries,
                              List<String> wadSoundPaths, List<String> soundCatalogPaths, List<Integer> selectedSounds,
                              DefaultTexture defaultTexture, List<EventSet> eventSets, List<EventSet> globalEventSets,
                              List<EventSet> volumeEventSets, List<MergedStatic> mergedStatics, Bytes palette) {

    public static final String GAME_VERSION = "TeGameVersion";
    public static final String DEFAULT_AMBIENT = "TeDefaultAmbientLight";
    public static final String GAME_DIRECTORY = "TeGameDirectory";

    public ProjectSettings {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        wadPaths = List.copyOf(wadPaths);
        textures = List.copyOf(textures);
        animatedTextureSets = List.copyOf(animatedTextureSets);
        importedGeometries = List.copyOf(importedGeometries);
        wadSoundPaths = List.copyOf(wadSoundPaths);
        soundCatalogPaths = List.copyOf(soundCatalogPaths);
        selectedSounds = List.copyOf(selectedSounds);
        eventSets = List.copyOf(eventSets);
        globalEventSets = List.copyOf(globalEventSets);
        volumeEventSets = List.copyOf(volumeEventSets);
        mergedStatics = List.copyOf(mergedStatics);
    }

    /** The stored game version code ([PRJ2] {@code GameVersion}), empty when the project does not store one. */
    public OptionalLong gameVersionCode() {
        return values.get(GAME_VERSION) instanceof SettingValue.Number number ? OptionalLong.of(number.value())
                : OptionalLong.empty();
    }

    /** The game the project is built for, empty when it stores none or a code [PRJ2] does not list. */
    public Optional<ProjectGame> game() {
        var code = gameVersionCode();
        return code.isPresent() ? ProjectGame.of(code.getAsLong()) : Optional.empty();
    }

    /** A text setting, empty when absent. */
    public Optional<String> text(String chunkId) {
        return values.get(chunkId) instanceof SettingValue.Text text ? Optional.of(text.value()) : Optional.empty();
    }

    /** The texture new faces get ({@code TeDefaultTextures}). */
    public record DefaultTexture(List<Vector2> corners, long textureId) {
        public DefaultTexture {
            corners = List.copyOf(corners);
        }
    }

    /** A static mesh id whose instances are merged into room geometry, and how they are lit. */
    public record MergedStatic(long meshId, boolean vertexShades, boolean tintAsAmbient, boolean clearShades) {}
}
