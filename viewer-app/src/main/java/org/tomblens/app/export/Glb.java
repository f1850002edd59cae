package org.tomblens.app.export;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.tomblens.app.report.Json;

/**
 * A glTF 2.0 binary file being put together (the glTF 2.0 specification, "GLB File Format"): its JSON, and one
 * buffer that every buffer view points into, each view aligned to four bytes. {@link #bytes()} gives the 12-byte
 * header, the JSON chunk padded with spaces and the binary chunk padded with zeros.
 */
final class Glb {
    static final int FLOAT = 5126;
    static final int UNSIGNED_BYTE = 5121;
    static final int UNSIGNED_INT = 5125;
    static final int ARRAY_BUFFER = 34962;
    static final int ELEMENT_ARRAY_BUFFER = 34963;
    private static final int MAGIC = 0x46546C67;      // "glTF"
    private static final int JSON_CHUNK = 0x4E4F534A; // "JSON"
    private static final int BIN_CHUNK = 0x004E4942;  // "BIN\0"

    private final ObjectNode root = Json.MAPPER.createObjectNode();
    private final ByteArrayOutputStream binary = new ByteArrayOutputStream();

    Glb() {
        root.putObject("asset").put("version", "2.0").put("generator", "TombLens");
    }

    ObjectNode root() {
        return root;
    }

    /** The top-level array {@code name}, made on first use. */
    ArrayNode array(String name) {
        return root.has(name) ? (ArrayNode) root.get(name) : root.putArray(name);
    }

    /** Appends an object to the top-level array {@code name}; returns it, its index being the array's size - 1. */
    ObjectNode add(String name) {
        return array(name).addObject();
    }

    /** Node {@code node}'s children, made on first use. */
    ArrayNode children(int node) {
        var object = (ObjectNode) array("nodes").get(node);
        return object.has("children") ? (ArrayNode) object.get("children") : object.putArray("children");
    }

    int last(String name) {
        return array(name).size() - 1;
    }

    /** A buffer view of {@code data}, for {@code target} (0: none, as for images); its index. */
    int view(byte[] data, int target) {
        while (binary.size() % 4 != 0) {
            binary.write(0);
        }
        var view = add("bufferViews").put("buffer", 0).put("byteOffset", binary.size()).put("byteLength", data.length);
        if (target != 0) {
            view.put("target", target);
        }
        binary.writeBytes(data);
        return last("bufferViews");
    }

    /** An accessor of {@code count} elements of {@code type} over a view of {@code data}; its index. */
    int accessor(byte[] data, int target, int componentType, int count, String type) {
        var view = view(data, target);
        add("accessors").put("bufferView", view).put("componentType", componentType).put("count", count)
                .put("type", type);
        return last("accessors");
    }

    /** A float accessor with its bounds, as positions and animation times must carry. */
    int floats(float[] values, int target, String type, int components) {
        var accessor = accessor(floatBytes(values), target, FLOAT, values.length / components, type);
        var min = new float[components];
        var max = new float[components];
        Arrays.fill(min, Float.MAX_VALUE);
        Arrays.fill(max, -Float.MAX_VALUE);
        for (int i = 0; i < values.length; i++) {
            min[i % components] = Math.min(min[i % components], values[i]);
            max[i % components] = Math.max(max[i % components], values[i]);
        }
        var node = (ObjectNode) array("accessors").get(accessor);
        var minNode = node.putArray("min");
        var maxNode = node.putArray("max");
        for (int c = 0; c < components; c++) {
            minNode.add(values.length == 0 ? 0 : min[c]);
            maxNode.add(values.length == 0 ? 0 : max[c]);
        }
        return accessor;
    }

    static byte[] floatBytes(float[] values) {
        var buffer = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (var value : values) {
            buffer.putFloat(value);
        }
        return buffer.array();
    }

    static byte[] intBytes(int[] values) {
        var buffer = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (var value : values) {
            buffer.putInt(value);
        }
        return buffer.array();
    }

    /** The whole file; with nothing in the buffer (a file with nothing to show), no buffer and no binary chunk. */
    byte[] bytes() {
        while (binary.size() % 4 != 0) {
            binary.write(0);
        }
        var hasBinary = binary.size() > 0;
        if (hasBinary) {
            array("buffers").removeAll().addObject().put("byteLength", binary.size());
        }
        var json = root.toString().getBytes(StandardCharsets.UTF_8);
        var jsonLength = (json.length + 3) / 4 * 4;
        var total = 12 + 8 + jsonLength + (hasBinary ? 8 + binary.size() : 0);
        var out = ByteBuffer.allocate(total).order(ByteOrder.LITTLE_ENDIAN);
        out.putInt(MAGIC).putInt(2).putInt(total);
        out.putInt(jsonLength).putInt(JSON_CHUNK).put(json);
        for (int i = json.length; i < jsonLength; i++) {
            out.put((byte) ' ');
        }
        if (hasBinary) {
            out.putInt(binary.size()).putInt(BIN_CHUNK).put(binary.toByteArray());
        }
        return out.array();
    }
}
