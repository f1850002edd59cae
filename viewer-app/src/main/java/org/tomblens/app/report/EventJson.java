package org.tomblens.app.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;

/**
 * An event of the log as one line of JSON, written with Jackson's streaming generator. What events tell is maps,
 * lists, texts, numbers and switches, which it writes as the object mapper wrote them; anything else (a record, say)
 * goes to the mapper ({@link Json#MAPPER}). The mapper's first use loads and links some 500 classes, which came on
 * the window's thread before the first frame of every start that keeps a log, as the tests and the start-up
 * measurements do.
 */
final class EventJson {
    private static final JsonFactory FACTORY = new JsonFactory();

    private EventJson() {}

    static String line(Map<String, Object> event) {
        var text = new StringWriter();
        try (var generator = FACTORY.createGenerator(text)) {
            write(generator, event);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    private static void write(JsonGenerator generator, Object value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (value instanceof String text) {
            generator.writeString(text);
        } else if (value instanceof Boolean on) {
            generator.writeBoolean(on);
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short
                || value instanceof Byte) {
            generator.writeNumber(((Number) value).longValue());
        } else if (value instanceof Float number) {
            generator.writeNumber(number);
        } else if (value instanceof Double number) {
            generator.writeNumber(number);
        } else if (value instanceof BigInteger number) {
            generator.writeNumber(number);
        } else if (value instanceof BigDecimal number) {
            generator.writeNumber(number);
        } else if (value instanceof Map<?, ?> map && map.keySet().stream().allMatch(EventJson::plainKey)) {
            generator.writeStartObject();
            for (var entry : map.entrySet()) {
                generator.writeFieldName(String.valueOf(entry.getKey()));
                write(generator, entry.getValue());
            }
            generator.writeEndObject();
        } else if (value instanceof Collection<?> list) {
            generator.writeStartArray();
            for (var item : list) {
                write(generator, item);
            }
            generator.writeEndArray();
        } else if (value.getClass().isArray() && !(value instanceof byte[]) && !(value instanceof char[])) {
            generator.writeStartArray();
            for (int i = 0; i < Array.getLength(value); i++) {
                write(generator, Array.get(value, i));
            }
            generator.writeEndArray();
        } else {
            generator.writeRawValue(Json.MAPPER.writeValueAsString(value));
        }
    }

    /** A key the mapper writes as its text: a text or a whole number. */
    private static boolean plainKey(Object key) {
        return key instanceof String || key instanceof Integer || key instanceof Long;
    }
}
