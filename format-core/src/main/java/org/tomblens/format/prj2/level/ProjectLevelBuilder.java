package org.tomblens.format.prj2.level;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.format.prj2.LevelTexture;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.ProjectGame;
import org.tomblens.format.prj2.ProjectRoom;
import org.tomblens.format.prj2.ProjectSettings;
import org.tomblens.format.prj2.SettingValue;

/**
 * Builds a {@link ProjectLevel} from a project: the level version from the project's game (TRNG as TR4, Tomb
 * Engine as TR5), rooms in the order of their indices with geometry built from their sectors, textures from the
 * image files the project names, objects placed as level items, and the triggers as FloorData. Models, meshes
 * and their textures come from the object libraries the project names, where they are found and readable
 * ({@link ProjectWads}); their pages and object textures follow the rooms'.
 */
public final class ProjectLevelBuilder {
    private final Prj2Project project;
    private final Path projectFile;
    private final List<DataWarning> warnings = new ArrayList<>();

    private ProjectLevelBuilder(Prj2Project project, Path projectFile) {
        this.project = project;
        this.projectFile = projectFile;
    }

    /**
     * @param projectFile where the project was read from: its folder is where the files it names are looked for
     */
    public static ProjectLevel build(Prj2Project project, Path projectFile) {
        return new ProjectLevelBuilder(project, projectFile).build();
    }

    private ProjectLevel build() {
        var settings = project.settings();
        var game = settings.game();
        var version = game.map(ProjectGame::level).orElse(GameVersion.TR4);
        if (game.isEmpty()) {
            warn("settings.TeGameVersion", "game version " + (settings.gameVersionCode().isPresent()
                    ? settings.gameVersionCode().getAsLong() + " is not one [PRJ2] lists" : "not stored")
                    + "; built as a TR4 level");
        }
        var files = new ProjectFiles(projectFile, settings);
        var images = new HashMap<Long, TextureImage>();
        var textureFiles = textures(settings, files, images);

        var rooms = new ArrayList<>(project.rooms());
        rooms.sort(Comparator.comparingLong(ProjectRoom::index));
        var levelRoomOf = new HashMap<Long, Integer>();
        for (int r = 0; r < rooms.size(); r++) {
            if (levelRoomOf.putIfAbsent(rooms.get(r).index(), r) != null) {
                warn("rooms[" + r + "]", "room index " + rooms.get(r).index() + " is used twice; portals and"
                        + " alternates reach the first room with it");
            }
        }
        var separateAi = game.isPresent() && game.get() != ProjectGame.TOMB_ENGINE && version.isChunked();
        var objects = new ObjectPlacement(version, rooms, separateAi);
        var textures = new ProjectTextures(version, images);
        var floorData = new ProjectFloorData(version, levelRoomOf, objects, this::warn);
        var shaded = new EnumMap<ProjectTextures.Miss, Integer>(ProjectTextures.Miss.class);
        var untextured = 0;
        var levelRooms = new ArrayList<Room>();
        for (int r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var portals = RoomPortals.of(room);
            var mesh = new ProjectRoomMesh(version, room, SectorGeometry.build(project, room, portals), textures);
            mesh.shaded.forEach((why, count) -> shaded.merge(why, count, Integer::sum));
            untextured += mesh.untextured;
            levelRooms.add(room(version, room, mesh, floorData.sectors(r, room, portals),
                    objects.statics.get(r), levelRoomOf));
        }
        var roomPages = textures.pages();
        var models = new LibraryModels(textures.objectTextures().size(), roomPages.size());
        var wadFiles = ProjectWads.gather(settings.wadPaths(), files, version, models, this::warn);
        var pages = new ArrayList<>(roomPages);
        pages.addAll(models.pages());
        var objectTextures = new ArrayList<>(textures.objectTextures());
        objectTextures.addAll(models.objectTextures());
        var levelTextures = new Textures(roomPages.size(), models.pages().size(), 0, List.of(), List.of(), pages,
                List.of(), Bytes.EMPTY, Bytes.EMPTY);
        var texturing = new Texturing(objectTextures, List.of(), List.of(), Words.EMPTY, 0);
        var level = new Level(version, project.fileName(), levelTextures, levelRooms, floorData.words(), models.meshes(),
                models.animation(), models.statics(), texturing, objects.cameras, objects.flybys, objects.soundSources,
                new Navigation(List.of(), Words.EMPTY, Words.EMPTY), objects.entities, objects.aiObjects, Bytes.EMPTY,
                List.of(), Bytes.EMPTY, new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of()),
                (int) number(settings, "TeTr5LaraType"), (int) number(settings, "TeTr5Weather"), 0, project.warnings());
        return new ProjectLevel(level, textureFiles, wadFiles, shading(textureFiles, shaded, untextured),
                DataWarning.finish(warnings));
    }

    /** Finds and decodes the project's texture images; what cannot be had is a warning, its faces are shaded. */
    private List<FileReference> textures(ProjectSettings settings, ProjectFiles files, Map<Long, TextureImage> images) {
        var references = new ArrayList<FileReference>();
        for (int i = 0; i < settings.textures().size(); i++) {
            var texture = settings.textures().get(i);
            var found = files.find(texture.path());
            var place = "settings.textures[" + i + "]";
            if (!found.isFound()) {
                warn(place, "texture '" + texture.path() + "': " + found.how());
                references.add(found);
                continue;
            }
            try {
                images.put(texture.index(), prepared(texture, TextureImage.load(found.found())));
                references.add(found);
            } catch (IOException e) {
                var unreadable = new FileReference(found.stored(), null, found.how() + " at " + found.found()
                        + ", but it cannot be read: " + e.getMessage());
                warn(place, "texture '" + texture.path() + "': " + unreadable.how());
                references.add(unreadable);
            }
        }
        return references;
    }

    private static TextureImage prepared(LevelTexture texture, TextureImage image) {
        var converted = texture.convert512PixelsToDoubleRows() ? image.doubleRows() : image;
        return texture.replaceMagentaWithTransparency() ? converted.withoutMagenta() : converted;
    }

    private Room room(GameVersion version, ProjectRoom room, ProjectRoomMesh mesh, List<Sector> sectors,
                      List<RoomStaticMesh> statics, Map<Long, Integer> levelRoomOf) {
        var top = Integer.MAX_VALUE;
        var bottom = Integer.MIN_VALUE;
        for (var vertex : mesh.vertices) {
            top = Math.min(top, (int) vertex.y());
            bottom = Math.max(bottom, (int) vertex.y());
        }
        if (mesh.vertices.isEmpty()) {
            top = bottom = -room.y();
        }
        var alternate = room.hasAlternate() ? levelRoomOf.getOrDefault(room.alternateRoom(), -1) : -1;
        // §3.4.6: flag 0x1 water, 0x8 the sky is seen (the editor's "horizon").
        var flags = (room.type() == ProjectRoom.TYPE_WATER ? Room.FLAG_WATER : 0)
                | (room.flags().horizon() ? Room.FLAG_SKY : 0);
        // Room.ambient: TR1–TR3 an intensity, TR4/TR5 an ARGB colour.
        var ambient = VertexColours.of(version.isChunked() ? GameVersion.TR5 : GameVersion.TR1, room.ambient());
        return new Room(room.x() * SectorGeometry.SECTOR, 0, room.z() * SectorGeometry.SECTOR, bottom, top,
                mesh.vertices, mesh.quads, mesh.triangles, List.of(), PortalGeometry.of(project, room, levelRoomOf),
                room.sectorsZ(), room.sectorsX(), sectors, ambient, 0, 0, List.of(), statics, alternate, flags, 0,
                room.reverb(), alternate >= 0 ? room.alternateGroup() : 0, List.of());
    }

    /** Why faces are shaded: missing or unreadable images, areas the pages cannot hold, faces with no texture. */
    private static String shading(List<FileReference> textures, Map<ProjectTextures.Miss, Integer> shaded,
                                  int untextured) {
        var reasons = new ArrayList<String>();
        var noImage = shaded.getOrDefault(ProjectTextures.Miss.NO_IMAGE, 0);
        if (noImage > 0) {
            var missing = textures.stream().filter(t -> !t.isFound()).map(t -> "'" + t.stored() + "' (" + t.how() + ")")
                    .toList();
            reasons.add(noImage + " faces' texture images are not available"
                    + (missing.isEmpty() ? "" : ": " + String.join("; ", missing)));
        }
        var straddling = shaded.getOrDefault(ProjectTextures.Miss.STRADDLES_PAGES, 0);
        if (straddling > 0) {
            reasons.add(straddling + " faces' texture areas cross a 256-pixel page boundary");
        }
        var outside = shaded.getOrDefault(ProjectTextures.Miss.OUTSIDE_IMAGE, 0);
        if (outside > 0) {
            reasons.add(outside + " faces' texture areas lie outside their image");
        }
        if (untextured > 0) {
            reasons.add(untextured + " faces have no texture in the project");
        }
        return reasons.isEmpty() ? null : "shaded by face type: " + String.join("; ", reasons);
    }

    private static long number(ProjectSettings settings, String chunkId) {
        return settings.values().get(chunkId) instanceof SettingValue.Number number ? number.value() : 0;
    }

    private void warn(String path, String message) {
        DataWarning.add(warnings, path, message);
    }
}
