package org.tomblens.app.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.floordata.FloorChain;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.floordata.TriggerAction;
import org.tomblens.format.floordata.TriggerType;

/**
 * The JSON shape of {@code tomblens floordata --json}, a contract other tools parse: one object per sector
 * with the keys {@code room, x, z, index, entries, error}; each entry {@code function, name, end} and its
 * function's own keys.
 */
final class FloorDataJson {
    private FloorDataJson() {}

    static Map<String, Object> sector(SectorPosition position, FloorChain chain) {
        var json = new LinkedHashMap<String, Object>();
        json.put("room", position.room());
        json.put("x", position.x());
        json.put("z", position.z());
        json.put("index", chain.start());
        var entries = new ArrayList<Map<String, Object>>();
        chain.functions().forEach(function -> entries.add(entry(function)));
        json.put("entries", entries);
        json.put("error", chain.problemText());
        return json;
    }

    static Map<String, Object> entry(FloorFunction function) {
        var json = new LinkedHashMap<String, Object>();
        json.put("function", function.code());
        json.put("name", function.name());
        json.put("end", function.end());
        if (function instanceof FloorFunction.Portal portal) {
            json.put("room", portal.room());
        } else if (function instanceof FloorFunction.Slant slant) {
            json.put("x_slant", slant.xSlope());
            json.put("z_slant", slant.zSlope());
        } else if (function instanceof FloorFunction.Trigger trigger) {
            json.put("trigger_type", trigger.typeCode());
            json.put("timer", trigger.timer());
            json.put("once", trigger.once());
            json.put("mask", trigger.mask());
            if (trigger.type().filter(TriggerType::hasReference).isPresent()) {
                json.put("ref", trigger.hasReference() ? trigger.reference() : null);
            }
            json.put("actions", actions(trigger.actions()));
        } else if (function instanceof FloorFunction.ClimbableWalls climb) {
            json.put("walls", climb.walls());
        } else if (function instanceof FloorFunction.Triangulation triangles) {
            json.put("h1", triangles.h1());
            json.put("h2", triangles.h2());
            json.put("corners", List.of(triangles.c00(), triangles.c01(), triangles.c10(), triangles.c11()));
        }
        return json;
    }

    private static List<Map<String, Object>> actions(List<TriggerAction> actions) {
        var list = new ArrayList<Map<String, Object>>();
        for (var action : actions) {
            var json = new LinkedHashMap<String, Object>();
            json.put("action", action.code());
            json.put("param", action.parameter());
            if (action instanceof TriggerAction.Camera camera) {
                json.put("time", camera.seconds());
                json.put("once", camera.once());
                json.put("move_timer", camera.moveTimer());
            } else if (action instanceof TriggerAction.Flyby flyby) {
                json.put("once", flyby.once());
            }
            list.add(json);
        }
        return list;
    }
}
