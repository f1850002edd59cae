package org.tomblens.format.prj2;

import static org.tomblens.format.chunk.ChunkWalker.bool;
import static org.tomblens.format.chunk.ChunkWalker.sizedText;
import static org.tomblens.format.chunk.ChunkWalker.vector3;

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
            "TeSpr3", "TeFly", "TeFly2", "TeMemo", "TeMemo2", "TeSin", "TeSinTen", "TeSou4", "TeSndSrc", "TeSound",
            "TeSoundRealFinal", "TeSoundTen", "TeLig", "TeLig2", "TeLig3", "TeLig4", "TeLig5", "TePor", "TeGhost",
            "TeGhost2", "TeTri", "TeTri2", "TeTri3", "TeImp2", "TeImp3", "TeImp4", "TeVolumeTest", "TeVolume1",
            "TeVolume2", "TeVolume3", "TeVolume4");

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
            case "TeMov", "TeMov2", "TeMov3", "TeMov4", "TeMovTen", "TeMovTen2" -> movable();
            case "TeSta", "TeSta2", "TeSta3", "TeStaTen", "TeStaTen2" -> staticMesh();
            case "TeCam", "TeCam2", "TeCam3", "TeCamTen" -> camera();
            case "TeSpr", "TeSpr2", "TeSpr3" -> sprite();
            case "TeFly", "TeFly2" -> flyby();
            case "TeMemo", "TeMemo2" -> new ProjectObject.Memo(chunk, id, vector3(data, "position"),
                    sizedText(data, "text"), chunk.equals("TeMemo2") && bool(data));
            case "TeSin", "TeSinTen" -> sink();
            case "TeSou4", "TeSndSrc", "TeSound", "TeSoundRealFinal", "TeSoundTen" -> soundSource();
            case "TeLig", "TeLig2", "TeLig3", "TeLig4", "TeLig5" -> light();
            case "TePor" -> new ProjectObject.Portal(chunk, id, area(), data.leb128("adjoiningRoom"),
                    data.u8("direction"), data.u8("opacity"));
            case "TeGhost", "TeGhost2" -> ghostBlock();
            case "TeTri" -> oldTrigger();
            case "TeTri2", "TeTri3" -> trigger();
            case "TeImp2", "TeImp3", "TeImp4" -> geometry();
            default -> volume();
        };
    }

    /**
     * [PRJ2] {@code Movable1And2} and {@code Movable3And4} (with a colour); Tomb Engine's {@code MovableTen1} and
     * {@code MovableTen2} (pitch and roll) keep an unused script id slot, a colour and end with a Lua name.
     */
    private ProjectObject movable() {
        var tombEngine = chunk.startsWith("TeMovTen");
        var at = placement(chunk.equals("TeMovTen2"));
        var scriptId = tombEngine ? ignoredScriptId() : scriptId();
        var wadObjectId = data.u32("wadObjectId");
        var ocb = data.s16("ocb");
        var invisible = bool(data);
        var clearBody = bool(data);
        var codeBits = data.u8("codeBits");
        var colour = chunk.equals("TeMov") || chunk.equals("TeMov2") ? Colour.WHITE : Colour.read(data, "colour");
        var luaName = tombEngine ? sizedText(data, "luaName") : "";
        return new ProjectObject.Movable(chunk, id, at.position, at.yaw, at.pitch, at.roll, scriptId, wadObjectId, ocb,
                invisible, clearBody, codeBits, colour, luaName);
    }

    /**
     * [PRJ2] {@code Static1And2} (an unused u32 before the OCB) and {@code Static3}; Tomb Engine's
     * {@code StaticTombEngine1} and {@code StaticTombEngine2} (pitch, roll and scale) keep an unused script id
     * slot and end with a Lua name.
     */
    private ProjectObject staticMesh() {
        var tombEngine = chunk.startsWith("TeStaTen");
        var rotated = chunk.equals("TeStaTen2");
        var at = placement(rotated);
        var scale = rotated ? data.f32("scale") : 1;
        var scriptId = tombEngine ? ignoredScriptId() : scriptId();
        var wadObjectId = data.u32("wadObjectId");
        var colour = Colour.read(data, "colour");
        if (chunk.equals("TeSta") || chunk.equals("TeSta2")) {
            data.u32("unused");
        }
        var ocb = data.s16("ocb");
        var luaName = tombEngine ? sizedText(data, "luaName") : "";
        return new ProjectObject.Static(chunk, id, at.position, at.yaw, at.pitch, at.roll, scale, scriptId, wadObjectId,
                colour, ocb, luaName);
    }

    /** Where an object stands and how it turns: a position and a yaw, and for the later records pitch and roll. */
    private record Placement(Vector3 position, float yaw, float pitch, float roll) {}

    private Placement placement(boolean pitchAndRoll) {
        var position = vector3(data, "position");
        var yaw = data.f32("yaw");
        return pitchAndRoll ? new Placement(position, yaw, data.f32("pitch"), data.f32("roll"))
                : new Placement(position, yaw, 0, 0);
    }

    /**
     * [PRJ2] {@code Camera1} … {@code CameraTombEngine}; the older records store "locked" where later ones store a
     * mode.
     */
    private ProjectObject camera() {
        var position = vector3(data, "position");
        var tombEngine = chunk.equals("TeCamTen");
        var scriptId = tombEngine ? ignoredScriptId() : scriptId();
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

    /** [PRJ2] {@code FlyBy1}; {@code FlyBy2} adds a stream of unused Lua chunks. */
    private ProjectObject flyby() {
        var position = vector3(data, "position");
        var yaw = data.f32("yaw");
        var pitch = data.f32("pitch");
        var roll = data.f32("roll");
        var scriptId = scriptId();
        var speed = data.f32("speed");
        var fov = data.f32("fov");
        var flags = (int) data.leb128("flags", 0, 0xFFFF);
        var number = (int) data.leb128("number", 0, 0xFFFF);
        var sequence = (int) data.leb128("sequence", 0, 0xFFFF);
        var timer = (int) data.leb128("timer", Short.MIN_VALUE, Short.MAX_VALUE);
        var scripts = new ArrayList<String>();
        if (chunk.equals("TeFly2")) {
            walker.stream(data, true, (script, scriptData) -> script.equals("TeFly2Lua")
                    && scripts.add(ChunkWalker.text(scriptData)));
        }
        return new ProjectObject.Flyby(chunk, id, position, yaw, pitch, roll, scriptId, speed, fov, flags, number,
                sequence, timer, scripts);
    }

    private ProjectObject sink() {
        var position = vector3(data, "position");
        if (chunk.equals("TeSin")) {
            var scriptId = scriptId();
            return new ProjectObject.Sink(chunk, id, position, scriptId, data.s16("strength"), "");
        }
        ignoredScriptId();
        var strength = data.s16("strength");
        return new ProjectObject.Sink(chunk, id, position, -1, strength, sizedText(data, "luaName"));
    }

    /** [PRJ2] {@code SoundSource4} … {@code SoundSourceTombEngine}; 4 and 5 end with three unused bytes. */
    private ProjectObject soundSource() {
        var position = vector3(data, "position");
        var soundId = data.s32("soundId");
        var playMode = chunk.equals("TeSou4") ? 0 : data.s32("playMode");
        var scriptId = chunk.equals("TeSoundRealFinal") ? scriptId() : -1;
        if (chunk.equals("TeSou4") || chunk.equals("TeSndSrc")) {
            unused(3);
        }
        var luaName = chunk.equals("TeSoundTen") ? sizedText(data, "luaName") : "";
        return new ProjectObject.SoundSource(chunk, id, position, soundId, playMode, scriptId, luaName);
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
        return new ProjectObject.Trigger(chunk, id, area, triggerType, targetType, target,
                new TriggerParameter.Number(timer & 0xFFFF), TriggerParameter.NONE, TriggerParameter.NONE, codeBits,
                oneShot);
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

    /** [PRJ2] {@code ImportedGeometry2} … {@code ImportedGeometry4}. */
    private ProjectObject geometry() {
        var position = vector3(data, "position");
        var yaw = data.f32("yaw");
        var pitch = data.f32("pitch");
        var roll = data.f32("roll");
        var scale = data.f32("scale");
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

    /** [PRJ2] {@code ScriptId}: capped at the u32 maximum; negative means none (-1). */
    private long scriptId() {
        var value = data.leb128("scriptId");
        return value < 0 ? -1 : Math.min(value, 0xFFFFFFFFL);
    }

    /**
     * Skips {@code count} bytes that end a record and that the editor reads and throws away. Some real projects'
     * chunks end before them (the editor then reads on into the next chunk and seeks back): the bytes that are
     * there are skipped and the object is kept, with a warning.
     */
    private void unused(int count) {
        var left = Math.min(count, data.remaining());
        if (left < count) {
            walker.warn(data, data.position(), "the chunk ends " + (count - left) + " bytes before the end of the "
                    + count + " unused bytes Tomb Editor writes; the object is kept");
        }
        data.skip("unused", left);
    }

    /** Tomb Engine's records keep an unused script id slot. */
    private long ignoredScriptId() {
        data.leb128("unused");
        return -1;
    }
}
