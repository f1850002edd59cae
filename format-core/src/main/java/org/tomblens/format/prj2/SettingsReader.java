package org.tomblens.format.prj2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.leb;
import static org.tomblens.format.chunk.ChunkWalker.lebInt;
import static org.tomblens.format.chunk.ChunkWalker.real;
import static org.tomblens.format.chunk.ChunkWalker.text;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.chunk.AnimatedTextureSet;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Bytes;

/** Reads {@code TeSettings} ([PRJ2] {@code SettingsChunks}). */
final class SettingsReader {
    /** The kinds of one-value settings chunks. */
    private enum Kind { FLAG, NUMBER, TEXT, COLOUR }

    /** [PRJ2]'s settings chunks that hold one value, by id. */
    private static final Map<String, Kind> ONE_VALUE = Map.ofEntries(
            Map.entry("TeSoundSystem", Kind.NUMBER), Map.entry("TeLastRoom", Kind.NUMBER),
            Map.entry("TeFontTextureFilePath", Kind.TEXT), Map.entry("TeSkyTextureFilePath", Kind.TEXT),
            Map.entry("TeTr5ExtraSpritesFilePath", Kind.TEXT), Map.entry("TenLuaScriptFile", Kind.TEXT),
            Map.entry("TeGameDirectory", Kind.TEXT), Map.entry("TeGameLevelFilePath", Kind.TEXT),
            Map.entry("TeGameExecutableFilePath", Kind.TEXT), Map.entry("TeScriptDirectory", Kind.TEXT),
            Map.entry("TeGameEnableQuickStartFeature", Kind.FLAG),
            Map.entry("TeGameEnableExtraBlendingModes", Kind.FLAG),
            Map.entry("TeGameEnableExtraReverbPresets", Kind.FLAG), Map.entry("TeGameVersion", Kind.NUMBER),
            Map.entry("TeTr5LaraType", Kind.NUMBER), Map.entry("TeTr5Weather", Kind.NUMBER),
            Map.entry("TeTexturePadding", Kind.NUMBER), Map.entry("TeDitherTextures", Kind.FLAG),
            Map.entry("TeRemapAnimTextures", Kind.FLAG), Map.entry("TeAgressiveTexturePacking", Kind.FLAG),
            Map.entry("TeTextureCompression", Kind.FLAG), Map.entry("TeRearrangeRooms", Kind.FLAG),
            Map.entry("TeRemoveUnusedObjects", Kind.FLAG), Map.entry("TeEnableCustomSampleRate", Kind.FLAG),
            Map.entry("TeCustomSampleRate", Kind.NUMBER), Map.entry("TeRoom32BitLighting", Kind.FLAG),
            Map.entry("TeAgressiveFloordataPacking", Kind.FLAG), Map.entry("TeDefaultAmbientLight", Kind.COLOUR),
            Map.entry("TeDefaultLightQuality", Kind.NUMBER), Map.entry("TeOverrideLightQuality", Kind.FLAG));

    private final ChunkWalker walker;
    private final Map<String, SettingValue> values = new LinkedHashMap<>();
    private final List<String> wadPaths = new ArrayList<>();
    private final List<LevelTexture> textures = new ArrayList<>();
    private final List<AnimatedTextureSet> animatedTextureSets = new ArrayList<>();
    private final List<ImportedGeometry> importedGeometries = new ArrayList<>();
    private final List<String> wadSoundPaths = new ArrayList<>();
    private final List<String> soundCatalogPaths = new ArrayList<>();
    private final List<Integer> selectedSounds = new ArrayList<>();
    private final List<ProjectSettings.MergedStatic> mergedStatics = new ArrayList<>();
    private ProjectSettings.DefaultTexture defaultTexture;
    private List<EventSet> eventSets = List.of();
    private List<EventSet> globalEventSets = List.of();
    private List<EventSet> volumeEventSets = List.of();
    private Bytes palette = Bytes.EMPTY;

    private SettingsReader(ChunkWalker walker) {
        this.walker = walker;
    }

    static ProjectSettings read(ByteCursor data, ChunkWalker walker) {
        var reader = new SettingsReader(walker);
        walker.stream(data, false, reader::setting);
        return reader.settings();
    }

    /** Settings of a project without a {@code TeSettings} chunk. */
    static ProjectSettings none() {
        return new SettingsReader(null).settings();
    }

    private ProjectSettings settings() {
        return new ProjectSettings(values, wadPaths, textures, animatedTextureSets, importedGeometries, wadSoundPaths,
                soundCatalogPaths, selectedSounds, defaultTexture, eventSets, globalEventSets, volumeEventSets,
                mergedStatics, palette);
    }

    private boolean setting(String id, ByteCursor data) {
        var kind = ONE_VALUE.get(id);
        if (kind != null) {
            values.put(id, switch (kind) {
                case FLAG -> new SettingValue.Flag(bool(data));
                case NUMBER -> new SettingValue.Number(leb(data));
                case TEXT -> new SettingValue.Text(text(data));
                case COLOUR -> new SettingValue.Rgb(Colour.read(data, "colour"));
            });
            return true;
        }
        switch (id) {
            case "TeWadFilePath" -> wadPaths.add(text(data));
            case "TeWads" -> walker.stream(data, true, (wad, wadData) -> wad.equals("TeWad")
                    && paths(wadData, "TePath", wadPaths));
            case "TeOldWadSoundPaths" -> walker.stream(data, true, (entry, entryData) -> switch (entry) {
                case "TeOldWadSoundUpdateTag1_0_8" -> true;
                case "TeOldWadSoundPath" -> paths(entryData, "TePath", wadSoundPaths);
                default -> false;
            });
            case "TeSoundsCatalogs" -> walker.stream(data, true, (catalog, catalogData) ->
                    catalog.equals("TeSoundsCatalog") && paths(catalogData, "TeSoundsCatalogPath", soundCatalogPaths));
            case "TeSelectedSounds" -> walker.stream(data, true, (sound, soundData) -> sound.equals("TeSelSnd")
                    && selectedSounds.add(lebInt(soundData, "sound")));
            case "TeDefaultTextures" -> defaultTexture = new ProjectSettings.DefaultTexture(
                    ChunkWalker.corners(data, "corners"), data.leb128("textureId"));
            case "TeTextures" -> walker.stream(data, true, (texture, textureData) -> texture.equals("TeLvlTexture")
                    && textures.add(levelTexture(textureData)));
            case "TeImportedGeometries" -> walker.stream(data, true, (geometry, geometryData) ->
                    geometry.equals("TeImportedGeometry") && importedGeometries.add(importedGeometry(geometryData)));
            case "TeEventSets" -> eventSets = EventSetReader.read(data, walker);
            case "TeGlobalEventSets" -> globalEventSets = EventSetReader.read(data, walker);
            case "TeVolumeEventSets" -> volumeEventSets = EventSetReader.read(data, walker);
            case "TeAnimatedTextureSets" -> walker.stream(data, true, (set, setData) ->
                    set.equals("TeAnimatedTextureSet")
                    && animatedTextureSets.add(AnimatedTextureSet.read(setData, walker, "Te")));
            case "TeMergeStatics" -> walker.stream(data, true, this::mergedStatic);
            case "TePalette" -> palette = palette(data, walker);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** A stream of {@code pathId} chunks, each one path, added to {@code into}. */
    private boolean paths(ByteCursor data, String pathId, List<String> into) {
        walker.stream(data, true, (id, pathData) -> id.equals(pathId) && into.add(text(pathData)));
        return true;
    }

    private LevelTexture levelTexture(ByteCursor data) {
        var texture = new Object() {
            long index = -1;
            String path = "";
            String bumpmapPath = "";
            boolean convert512;
            // The editor's default: magenta is transparent unless the project says otherwise.
            boolean replaceMagenta = true;
            LevelTexture.TextureGrid sounds = LevelTexture.TextureGrid.NONE;
            LevelTexture.TextureGrid bumpmaps = LevelTexture.TextureGrid.NONE;
        };
        walker.stream(data, false, (id, field) -> {
            switch (id) {
                case "TeI" -> texture.index = leb(field);
                case "TePath" -> texture.path = text(field);
                case "TeTextureCustomBumpmapPath" -> texture.bumpmapPath = text(field);
                case "Te512C" -> texture.convert512 = bool(field);
                case "TeMagentaR" -> texture.replaceMagenta = bool(field);
                case "TeTextureSounds" -> texture.sounds = grid(field);
                case "TeTextureBumpmaps" -> texture.bumpmaps = grid(field);
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new LevelTexture(texture.index, texture.path, texture.bumpmapPath, texture.convert512,
                texture.replaceMagenta, texture.sounds, texture.bumpmaps);
    }

    /** [PRJ2] {@code TextureSounds} / {@code TextureBumpmaps}: i32 width, i32 height, a byte per cell. */
    private static LevelTexture.TextureGrid grid(ByteCursor data) {
        var at = data.position();
        var width = data.s32("width");
        var height = data.s32("height");
        if (width < 0 || height < 0) {
            throw data.errorAt(at, "width", "a grid of " + width + " x " + height + " cells");
        }
        var cells = data.checkedCount(at, "width", (long) width * height, 1);
        return new LevelTexture.TextureGrid(width, height, Bytes.own(data.bytes("cells", cells)));
    }

    private ImportedGeometry importedGeometry(ByteCursor data) {
        var geometry = new Object() {
            long index = -1;
            String path = "";
            String name = "";
            double scale = 1;
            long positionAxes;
            long textureAxes;
            boolean invertFaces;
            boolean mappedUv;
        };
        walker.stream(data, false, (id, field) -> {
            switch (id) {
                case "TeI" -> geometry.index = leb(field);
                case "TePath" -> geometry.path = text(field);
                case "TeName" -> geometry.name = text(field);
                case "TeScale" -> geometry.scale = real(field);
                case "TePosAxisFlags" -> geometry.positionAxes = leb(field);
                case "TeTexAxisFlags" -> geometry.textureAxes = leb(field);
                case "TeInvertFaces" -> geometry.invertFaces = bool(field);
                case "TeMappedUV" -> geometry.mappedUv = bool(field);
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new ImportedGeometry(geometry.index, geometry.path, geometry.name, geometry.scale,
                geometry.positionAxes, geometry.textureAxes, geometry.invertFaces, geometry.mappedUv);
    }

    /** [PRJ2] {@code AutoMergeStaticMeshEntry} 1–3: a u32 and one to three flags. */
    private boolean mergedStatic(String id, ByteCursor data) {
        var flags = switch (id) {
            case "TeMergeStaticsEntry" -> 1;
            case "TeMergeStaticsEntry2" -> 2;
            case "TeMergeStaticsEntry3" -> 3;
            default -> 0;
        };
        if (flags == 0) {
            return false;
        }
        var meshId = data.u32("value");
        var vertexShades = bool(data);
        var tintAsAmbient = flags >= 2 && bool(data);
        var clearShades = flags >= 3 && bool(data);
        mergedStatics.add(new ProjectSettings.MergedStatic(meshId, vertexShades, tintAsAmbient, clearShades));
        return true;
    }

    /** [PRJ2] {@code Palette}: a u16 count of RGB triples. */
    /** The colours; the editors of April 2020 on for a while ended the chunk with an empty stream's end marker. */
    private static Bytes palette(ByteCursor data, ChunkWalker walker) {
        var count = data.count16("colorCount", 3);
        var colours = Bytes.own(data.bytes("colors", 3L * count));
        if (!data.atEnd()) {
            walker.stream(data, false, (id, value) -> false);
        }
        return colours;
    }
}
