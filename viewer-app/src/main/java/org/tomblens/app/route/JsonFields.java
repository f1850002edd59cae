package org.tomblens.app.route;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Reads a route file's JSON and its fields by name, each read knowing its JSON path, so that a wrong file says
 * {@code R.tvr: $.waypoints[2].room: expected an integer, found "two"}.
 */
final class JsonFields {
    /** Route and location files are text of a few megabytes at most; anything far larger is not one. */
    static final long MAX_BYTES = 64L << 20;
    /** trview reads its routes allowing comments; so does TombLens. */
    static final ObjectMapper MAPPER = JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA).build();

    private final Path file;

    JsonFields(Path file) {
        this.file = file;
    }

    /** The file's JSON tree. */
    JsonNode read() throws IOException, RouteFileException {
        var size = Files.size(file);
        if (size > MAX_BYTES) {
            throw fail("$", "expected a route of at most " + MAX_BYTES + " bytes, found " + size);
        }
        try {
            var tree = MAPPER.readTree(Files.readAllBytes(file));
            if (tree == null || tree.isMissingNode()) {
                throw fail("$", "expected a JSON object, found an empty file");
            }
            return tree;
        } catch (JsonParseException e) {
            var where = e.getLocation();
            throw fail("$", "not JSON at line " + where.getLineNr() + ", column " + where.getColumnNr() + ": "
                    + e.getOriginalMessage());
        }
    }

    RouteFileException fail(String path, String problem) {
        return new RouteFileException(file, path, problem);
    }

    JsonNode object(JsonNode node, String path) throws RouteFileException {
        if (!node.isObject()) {
            throw fail(path, "expected an object, found " + shown(node));
        }
        return node;
    }

    JsonNode array(JsonNode node, String path) throws RouteFileException {
        if (!node.isArray()) {
            throw fail(path, "expected a list, found " + shown(node));
        }
        return node;
    }

    /** A field that must be there. */
    JsonNode required(JsonNode object, String path, String key) throws RouteFileException {
        var value = object.get(key);
        if (value == null) {
            throw fail(path + "." + key, "expected it, found none");
        }
        return value;
    }

    int integer(JsonNode object, String path, String key) throws RouteFileException {
        var value = required(object, path, key);
        if (!value.canConvertToInt() || !value.isIntegralNumber() && value.asDouble() != Math.rint(value.asDouble())) {
            throw fail(path + "." + key, "expected an integer, found " + shown(value));
        }
        return value.asInt();
    }

    /** A string field, or null where it is absent. */
    String text(JsonNode object, String path, String key) throws RouteFileException {
        var value = object.get(key);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw fail(path + "." + key, "expected a string, found " + shown(value));
        }
        return value.asText();
    }

    /** The object's keys other than {@code known}, in its order. */
    static Map<String, JsonNode> others(JsonNode object, Set<String> known) {
        var others = new LinkedHashMap<String, JsonNode>();
        object.fields().forEachRemaining(field -> {
            if (!known.contains(field.getKey())) {
                others.put(field.getKey(), field.getValue());
            }
        });
        return others;
    }

    private static String shown(JsonNode node) {
        var text = node.toString();
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }
}
