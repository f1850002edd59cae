package org.tomblens.format.prj2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.sizedText;
import static org.tomblens.format.chunk.ChunkWalker.vector3;
import static org.tomblens.format.prj2.ItemRecordReader.ignoredScriptId;
import static org.tomblens.format.prj2.ItemRecordReader.scriptId;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.ByteCursor;

/**
 * Reads the object chunks of {@code TeObjects} ([PRJ2] {@code ObjectsChunks}): each is {@code Object(Data)}, a
 * {@code Leb128} object id then the record of its version.
 */
final class ProjectObjectReader {
    /** The object chunks [PRJ2] describes. */
    static final Set<String> KNOWN = Set.of("TeMov", "TeMov2", "TeMov3", "TeMov4", "TeMovTen", "TeMovTen2", "TeSta",
            "TeSta2", "TeSta3", "TeStaTen", "TeStaTen2", "TeCam", "TeCam2", "TeCam3", "TeCamTen", "TeSpr", "TeSpr2",
            "TeSpr3", "TeFly", "TeFly2", "TeMemo", "TeMemo2", "TeSin", "TeSinTen", "TeSou", "TeSou2", "TeSou3",
            "TeSou4", "TeSndSrc", "TeSound", "TeSoundRealFinal", "TeSoundTen", "TeLig", "TeLig2", "TeLig3", "TeLig4",
            "TeLig5", "TePor", "TePor2", "TeGhost", "TeGhost2", "TeTri", "TeTri2", "TeTri3", "TeImp", "TeImp2",
            "TeImp3", "TeImp4", "TeVolumeTest", "TeVolume1", "TeVolume2", "TeVolume3", "TeVolume4");

    private static final int FOG_BULB = 5;

    private final ChunkWalker walker;
    private final String chunk;
    private final ByteCursor data;
    private final long id;

    private ProjectObjectReader(ChunkWalker walker, String chunk, ByteCursor data) {
        this.walker = walker;
        this.chunk = chunk;
        this.data = data;
        this.id = data.leb128("id");
    }

    /**
     * Reads the object chunk {@code chunk} into {@code into}; false, reading nothing, for an id [PRJ2] does not list.
     */
    static boolean read(String chunk, ByteCursor data, ChunkWalker walker, List<ProjectObject> into) {
        if (!KNOWN.contains(chunk)) {
            return false;
        }
        into.add(new ProjectObjectReader(walker, chunk, data).object());
        return true;
    }

    private ProjectObject object() {
        return switch (chunk) {
            case "TeMov", "TeMov2", "TeMov3", "TeMov4", "TeMovTen", "TeMovTen2" ->
                    new ItemRecordReader(walker, chunk, data, id).movable();
            case "TeSta", "TeSta2", "TeSta3", "TeStaTen", "TeStaTen2" ->
                    new ItemRecordReader(walker, chunk, data, id).staticMesh();
            case "TeCam", "TeCam2", "TeCam3", "TeCamTen" -> camera();
            case "TeSpr", "TeSpr2", "TeSpr3" -> sprite();
            case "TeFly", "TeFly2" -> flyby();
            case "TeMemo", "TeMemo2" -> memo();
            case "TeSin", "TeSinTen" -> sink();
            case "TeSou", "TeSou2", "TeSou3", "TeSou4", "TeSndSrc", "TeSound", "TeSoundRealFinal", "TeSoundTen" ->
                    new SoundSourceRecordReader(walker, chunk, data, id).soundSource();
            case "TeLig", "TeLig2", "TeLig3", "TeLig4", "TeLig5" -> light();
            case "TePor", "TePor2" -> portal();
            case "TeGhost", "TeGhost2" -> ghostBlock();
            case "TeTri" -> oldTrigger();
            case "TeTri2", "TeTri3" -> trigger();
            case "TeImp", "TeImp2", "TeImp3", "TeImp4" -> geometry();
            default -> volume();
        };
    }

    /**
     * [PRJ2] {@code Camera1} … {@code CameraTombEngine}; the older records store "locked" where later ones store a
     * mode.
     */
    private ProjectObject camera() {
        var position = vector3(data, "position");
        var tombEngine = chunk.equals("TeCamTen");
        var scriptId = tombEngine ? ignoredScriptId(data) : scriptId(data);
        if (chunk.equals("TeCam3")) {
            var mode = data.u8("mode");
            var moveTimer = data.u8("moveTimer");
            return new ProjectObject.Camera(chunk, id, position, scriptId, mode, moveTimer, bool(data), "");
        }
        var mode = bool(data) ? 1 : 0;
        var moveTimer = chunk.equals("TeCam") ? 0 : data.u8("moveTimer");
        var luaName = tombEngine ? sizedText(data, "luaName") : "";
        return new ProjectObject.Camera(chunk, id, position, scriptId, mode, moveTimer, false, luaName);
    }

    private ProjectObject sprite() {
        var position = vector3(data, "position");
        if (chunk.equals("TeSpr")) {
            return new ProjectObject.Sprite(chunk, id, position, -1, data.u16("index"), Colour.WHITE);
        }
        var sequence = data.s32("sequence");
        var frame = data.s32("frame");
        var colour = chunk.equals("TeSpr3") ? Colour.read(data, "colour") : Colour.WHITE;
        return new ProjectObject.Sprite(chunk, id, position, sequence, frame, colour);
    }

    /**
     * [PRJ2] {@code FlyBy1}; {@code FlyBy2} adds a stream of unused Lua chunks, and the editors of May to August
     * 2020 ended {@code TeFly} with the end marker of an empty one.
     */
    private ProjectObject flyby() {
        var position = vector3(data, "position");
        var yaw = data.f32("yaw");
        var pitch = data.f32("pitch");
        var roll = data.f32("roll");
        var scriptId = scriptId(data);
        var speed = data.f32("speed");
        var fov = data.f32("fov");
        var flags = (int) data.leb128("flags", 0, 0xFFFF);
        var number = (int) data.leb128("number", 0, 0xFFFF);
        var sequence = (int) data.leb128("sequence", 0, 0xFFFF);
        var timer = (int) data.leb128("timer", Short.MIN_VALUE, Short.MAX_VALUE);
        var scripts = new ArrayList<String>();
        if (!data.atEnd()) {
            walker.stream(data, true, (script, scriptData) -> script.equals("TeFly2Lua")
                    && scripts.add(ChunkWalker.text(scriptData)));
        }
        return new ProjectObject.Flyby(chunk, id, position, yaw, pitch, roll, scriptId, speed, fov, flags, number,
                sequence, timer, scripts);
    }

    /** [PRJ2] {@code Memo1}, {@code Memo2}; the first editor to write memos ended them with an empty stream. */
    private ProjectObject memo() {
        var position = vector3(data, "position");
        var text = sizedText(data, "text");
        var alwaysDisplay = chunk.equals("TeMemo2") && bool(data);
        emptyStream();
        return new ProjectObject.Memo(chunk, id, position, text, alwaysDisplay);
    }

    /**
     * [PRJ2] {@code Portal}; Tomb Engine's {@code TePor2} (December 2024 on) adds an effect byte and a stream
     * holding what a mirror reflects: four flags at first, then five with the sprites before the lights.
     */
    private ProjectObject portal() {
        var area = area();
        var adjoiningRoom = data.leb128("adjoiningRoom");
        var direction = data.u8("direction");
        var opacity = data.u8("opacity");
        if (chunk.equals("TePor")) {
            return new ProjectObject.Portal(chunk, id, area, adjoiningRoom, direction, opacity, 0,
                    ProjectObject.Reflections.NONE);
        }
        var effect = data.u8("effect");
        var reflections = new ProjectObject.Reflections[] {ProjectObject.Reflections.NONE};
        if (!data.atEnd()) {
            walker.stream(data, false, (field, value) -> {
                if (!field.equals("TePorMirror")) {
                    return false;
                }
                var five = value.remaining() >= 5;
                reflections[0] = new ProjectObject.Reflections(bool(value), bool(value), bool(value),
                        five && bool(value), bool(value));
                return true;
            });
        }
        return new ProjectObject.Portal(chunk, id, area, adjoiningRoom, direction, opacity, effect, reflections[0]);
    }

    private ProjectObject sink() {
        var position = vector3(data, "position");
        if (chunk.equals("TeSin")) {
            var scriptId = scriptId(data);
            return new ProjectObject.Sink(chunk, id, position, scriptId, data.s16("strength"), "");
        }
        ignoredScriptId(data);
        var strength = data.s16("strength");
        return new ProjectObject.Sink(chunk, id, position, -1, strength, sizedText(data, "luaName"));
    }

    /** [PRJ2] {@code Light1} … {@code Light5}: each version adds a field at the end. */
    private ProjectObject light() {
        var type = (int) data.leb128("lightType", Integer.MIN_VALUE, Integer.MAX_VALUE);
        var position = vector3(data, "position");
        var yaw = data.f32("yaw");
        var pitch = data.f32("pitch");
        var intensity = data.f32("intensity");
        var colour = Colour.read(data, "colour");
        var innerRange = data.f32("innerRange");
        var outerRange = data.f32("outerRange");
        var innerAngle = data.f32("innerAngle");
        var outerAngle = data.f32("outerAngle");
        var enabled = bool(data);
        var obstructed = bool(data);
        var dynamic = bool(data);
        var staticallyUsed = bool(data);
        var version = chunk.equals("TeLig") ? 1 : Character.digit(chunk.charAt("TeLig".length()), 10);
        // The first version has no flag of its own for imported geometry: the editor takes "statically used".
        var forImported = version >= 2 ? bool(data) : staticallyUsed;
        var quality = version >= 3 ? data.u8("quality") : 0;
        var shadows = version >= 5 && bool(data);
        // [PRJ2]: before TeLig4 a fog bulb kept its intensity in the red channel, and was white.
        if (version <= 3 && type == FOG_BULB) {
            intensity = colour.red();
            colour = Colour.WHITE;
        }
        return new ProjectObject.Light(chunk, id, type, position, yaw, pitch, intensity, colour, innerRange,
                outerRange, innerAngle, outerAngle, enabled, obstructed, dynamic, staticallyUsed, forImported, quality,
                shadows);
    }

    /**
     * [PRJ2] {@code GhostBlockClicks} / {@code GhostBlockWorldUnits}: the corners in the order xnzn, xnzp, xpzn,
     * xpzp (unlike sectors).
     */
    private ProjectObject ghostBlock() {
        var sectorX = ChunkWalker.lebInt(data, "sectorX");
        var sectorZ = ChunkWalker.lebInt(data, "sectorZ");
        var unit = chunk.equals("TeGhost") ? SectorReader.CLICK : 1;
        return new ProjectObject.GhostBlock(chunk, id, sectorX, sectorZ, ghostCorners("floor", unit),
                ghostCorners("ceiling", unit));
    }

    private CornerHeights ghostCorners(String field, int unit) {
        var min = unit == 1 ? Integer.MIN_VALUE : Short.MIN_VALUE;
        var max = unit == 1 ? Integer.MAX_VALUE : Short.MAX_VALUE;
        var xnzn = (int) data.leb128(field + ".xnzn", min, max) * unit;
        var xnzp = (int) data.leb128(field + ".xnzp", min, max) * unit;
        var xpzn = (int) data.leb128(field + ".xpzn", min, max) * unit;
        var xpzp = (int) data.leb128(field + ".xpzp", min, max) * unit;
        return new CornerHeights(xnzp, xpzp, xpzn, xnzn);
    }

    /** [PRJ2] {@code Trigger1}: the target is an object id for object-like targets, else the parameter. */
    private ProjectObject oldTrigger() {
        var area = area();
        var triggerType = (int) data.leb128("triggerType", Integer.MIN_VALUE, Integer.MAX_VALUE);
        var targetType = (int) data.leb128("targetType", Integer.MIN_VALUE, Integer.MAX_VALUE);
        var parameter = (int) data.leb128("parameter", Short.MIN_VALUE, Short.MAX_VALUE);
        var targetObject = data.leb128("targetObjectId");
        var timer = (int) data.leb128("timer", Short.MIN_VALUE, Short.MAX_VALUE);
        var codeBits = data.leb128("codeBits");
        var oneShot = bool(data);
        var namesObject = TriggerTargetType.of(targetType).map(TriggerTargetType::namesObject).orElse(false);
        TriggerParameter target = namesObject ? new TriggerParameter.ObjectRef(targetObject)
                : new TriggerParameter.Number(parameter & 0xFFFF);
        // The first editor (December 2017) followed the fields with a stream holding the extra parameter.
        var extra = new TriggerParameter[] {TriggerParameter.NONE};
        if (!data.atEnd()) {
            walker.stream(data, false, (field, value) -> {
                if (!field.equals("TeTriEx")) {
                    return false;
                }
                extra[0] = new TriggerParameter.Number((int) value.leb128("extra", 0, 0xFFFF));
                return true;
            });
        }
        return new ProjectObject.Trigger(chunk, id, area, triggerType, targetType, target,
                new TriggerParameter.Number(timer & 0xFFFF), extra[0], TriggerParameter.NONE, codeBits, oneShot);
    }

    /** [PRJ2] {@code Trigger2And3}: the area, then a stream of the trigger's fields. */
    private ProjectObject trigger() {
        var area = area();
        var fields = new Object() {
            int triggerType;
            int targetType = TriggerTargetType.FLIP_EFFECT.code();
            TriggerParameter target = TriggerParameter.NONE;
            TriggerParameter timer = TriggerParameter.NONE;
            TriggerParameter extra = TriggerParameter.NONE;
            TriggerParameter plugin = TriggerParameter.NONE;
            // The editor's default mask: all five bits.
            long codeBits = 0x1F;
            boolean oneShot;
        };
        walker.stream(data, false, (field, value) -> {
            switch (field) {
                case "TeTy" -> fields.triggerType = (int) value.leb128("type", Integer.MIN_VALUE, Integer.MAX_VALUE);
                case "TeTaTy" -> fields.targetType = (int) value.leb128("type", Integer.MIN_VALUE, Integer.MAX_VALUE);
                case "TeTa" -> fields.target = parameter(value);
                case "TeTi" -> fields.timer = parameter(value);
                case "TeEx" -> fields.extra = parameter(value);
                case "TePl" -> fields.plugin = parameter(value);
                case "TeCo" -> fields.codeBits = value.leb128("codeBits");
                case "TeOS" -> fields.oneShot = bool(value);
                // 2018-09 to 2020-05: a Lua trigger's script, where later editors keep a function parameter
                case "TeTrLua" -> fields.target = new TriggerParameter.LuaFunction(ChunkWalker.text(value));
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new ProjectObject.Trigger(chunk, id, area, fields.triggerType, fields.targetType, fields.target,
                fields.timer, fields.extra, fields.plugin, fields.codeBits, fields.oneShot);
    }

    /** [PRJ2] {@code TriggerParameters}: a type, then its value. */
    private static TriggerParameter parameter(ByteCursor value) {
        var at = value.position();
        var type = value.leb128("parameterType");
        return switch ((int) Math.max(-2, Math.min(4, type))) {
            case -1 -> TriggerParameter.NONE;
            case 0 -> new TriggerParameter.Number((int) value.leb128("number", 0, 0xFFFF));
            case 1 -> new TriggerParameter.ObjectRef(value.leb128("objectId"));
            case 2 -> new TriggerParameter.RoomRef(value.leb128("roomId"));
            case 3 -> new TriggerParameter.LuaFunction(sizedText(value, "luaFunction"));
            default -> throw value.errorAt(at, "parameterType", "unknown trigger parameter type " + type);
        };
    }

    /** [PRJ2] {@code ImportedGeometry2} … {@code ImportedGeometry4}; {@code TeImp} (2017–2018) lacks the filter. */
    private ProjectObject geometry() {
        var position = vector3(data, "position");
        var yaw = data.f32("yaw");
        var pitch = data.f32("pitch");
        var roll = data.f32("roll");
        var scale = data.f32("scale");
        if (chunk.equals("TeImp")) {
            return new ProjectObject.GeometryInstance(chunk, id, position, yaw, pitch, roll, scale, Colour.WHITE,
                    data.leb128("geometryId"), 0, false, false, false, "");
        }
        if (chunk.equals("TeImp2")) {
            var meshFilter = sizedText(data, "meshFilter");
            return new ProjectObject.GeometryInstance(chunk, id, position, yaw, pitch, roll, scale, Colour.WHITE,
                    data.leb128("geometryId"), 0, false, false, false, meshFilter);
        }
        var colour = chunk.equals("TeImp4") ? Colour.read(data, "colour") : Colour.WHITE;
        var geometryId = data.leb128("geometryId");
        var fields = new Object() {
            int lightingModel;
            boolean sharpEdges;
            boolean hidden;
            boolean alphaTest;
            String meshFilter = "";
        };
        walker.stream(data, false, (field, value) -> {
            switch (field) {
                case "TeImpLM" -> fields.lightingModel = ChunkWalker.lebInt(value, "lightingModel");
                case "TeShEdg" -> fields.sharpEdges = bool(value);
                case "TeImpHidden" -> fields.hidden = bool(value);
                case "TeImpAlphaTest" -> fields.alphaTest = bool(value);
                case "TeImpMshF" -> fields.meshFilter = sizedText(value, "meshFilter");
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new ProjectObject.GeometryInstance(chunk, id, position, yaw, pitch, roll, scale, colour, geometryId,
                fields.lightingModel, fields.sharpEdges, fields.hidden, fields.alphaTest, fields.meshFilter);
    }

    /** [PRJ2] {@code TriggerVolumeTest}, {@code TriggerVolume1} … {@code TriggerVolume4}. */
    private ProjectObject volume() {
        var shape = volumeShape(chunk.equals("TeVolume3") || chunk.equals("TeVolume4"));
        var position = vector3(data, "position");
        if (chunk.equals("TeVolumeTest")) {
            data.u16("unused");
            var scripts = new ArrayList<String>(5);
            for (int i = 0; i < 5; i++) {
                scripts.add(sizedText(data, "scripts[" + i + "]"));
            }
            return new ProjectObject.Volume(chunk, id, shape, position, true, false, -1, "", scripts);
        }
        var fourth = chunk.equals("TeVolume4");
        var enabled = !fourth || bool(data);
        var adjacent = fourth && bool(data);
        var eventSet = data.s32("eventSetIndex");
        var luaName = chunk.equals("TeVolume1") ? "" : sizedText(data, "luaName");
        return new ProjectObject.Volume(chunk, id, shape, position, enabled, adjacent, eventSet, luaName, List.of());
    }

    /** A box (type 0; the later versions add a roll) or a sphere (type 1). */
    private ProjectObject.VolumeShape volumeShape(boolean boxHasRoll) {
        var at = data.position();
        var type = data.u8("volumeType");
        return switch (type) {
            case 0 -> new ProjectObject.VolumeShape.Box(vector3(data, "size"), data.f32("yaw"), data.f32("pitch"),
                    boxHasRoll ? data.f32("roll") : 0);
            case 1 -> new ProjectObject.VolumeShape.Sphere(data.f32("scale"));
            default -> throw data.errorAt(at, "volumeType", "unknown volume shape " + type);
        };
    }

    /** A sector area: {@code Leb128<i32>} min x, min z, max x, max z. */
    private SectorArea area() {
        return new SectorArea(ChunkWalker.lebInt(data, "minX"), ChunkWalker.lebInt(data, "minZ"),
                ChunkWalker.lebInt(data, "maxX"), ChunkWalker.lebInt(data, "maxZ"));
    }

    /** The end marker of an empty child stream some editors wrote after a record's fields, when it is there. */
    private void emptyStream() {
        if (!data.atEnd()) {
            walker.stream(data, false, (field, value) -> false);
        }
    }


}
