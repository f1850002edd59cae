package org.tomblens.app.settings;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the settings file, as {@link SettingsStore} writes it (one object, a key per {@link Settings} component),
 * with Jackson's streaming parser alone. Binding the record through Jackson's object mapper loaded and linked some
 * 580 classes before the window could take its remembered size; the parser is a small part of them. Keys it does not
 * know are passed over, keys missing take Java's defaults (which {@link Settings} then makes sensible), and a value
 * of the wrong kind makes the whole file unreadable, as the mapper had it.
 */
final class SettingsReader {
    private static final JsonFactory JSON = new JsonFactory();

    private final JsonParser parser;
    private int windowX;
    private int windowY;
    private int windowWidth;
    private int windowHeight;
    private boolean maximized;
    private List<String> recentFiles;
    private float cameraSpeed;
    private float fieldOfView;
    private Map<String, Boolean> toggles;
    private String imguiLayout;
    private float interfaceScale;
    private List<String> pluginFolders;

    private SettingsReader(JsonParser parser) {
        this.parser = parser;
    }

    /** The settings {@code file} holds, or null where it holds JSON's null. */
    static Settings read(Path file) throws IOException {
        try (var parser = JSON.createParser(file.toFile())) {
            var first = parser.nextToken();
            if (first == JsonToken.VALUE_NULL) {
                return null;
            }
            expect(parser, first == JsonToken.START_OBJECT, "an object of settings");
            var reader = new SettingsReader(parser);
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                var key = parser.currentName();
                parser.nextToken();
                reader.field(key);
            }
            expect(parser, parser.currentToken() == JsonToken.END_OBJECT, "the object's end");
            return reader.settings();
        }
    }

    private void field(String key) throws IOException {
        switch (key) {
            case "windowX" -> windowX = whole();
            case "windowY" -> windowY = whole();
            case "windowWidth" -> windowWidth = whole();
            case "windowHeight" -> windowHeight = whole();
            case "maximized" -> maximized = yesOrNo();
            case "recentFiles" -> recentFiles = texts();
            case "cameraSpeed" -> cameraSpeed = number();
            case "fieldOfView" -> fieldOfView = number();
            case "toggles" -> toggles = switches();
            case "imguiLayout" -> imguiLayout = text();
            case "interfaceScale" -> interfaceScale = number();
            case "pluginFolders" -> pluginFolders = texts();
            default -> parser.skipChildren();
        }
    }

    private Settings settings() {
        return new Settings(windowX, windowY, windowWidth, windowHeight, maximized, recentFiles, cameraSpeed,
                fieldOfView, toggles, imguiLayout, interfaceScale, pluginFolders);
    }

    private int whole() throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return 0;
        }
        expect(parser, parser.currentToken() == JsonToken.VALUE_NUMBER_INT, "a whole number");
        return parser.getIntValue();
    }

    private float number() throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return 0;
        }
        expect(parser, parser.currentToken().isNumeric(), "a number");
        return parser.getFloatValue();
    }

    private boolean yesOrNo() throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return false;
        }
        expect(parser, parser.currentToken().isBoolean(), "true or false");
        return parser.getBooleanValue();
    }

    private String text() throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return null;
        }
        expect(parser, parser.currentToken() == JsonToken.VALUE_STRING, "a text");
        return parser.getText();
    }

    private List<String> texts() throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return null;
        }
        expect(parser, parser.currentToken() == JsonToken.START_ARRAY, "a list of texts");
        var texts = new ArrayList<String>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            texts.add(text());
        }
        return texts;
    }

    private Map<String, Boolean> switches() throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return null;
        }
        expect(parser, parser.currentToken() == JsonToken.START_OBJECT, "an object of switches");
        var switches = new LinkedHashMap<String, Boolean>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            var name = parser.currentName();
            parser.nextToken();
            expect(parser, parser.currentToken().isBoolean(), "true or false");
            switches.put(name, parser.getBooleanValue());
        }
        return switches;
    }

    private static void expect(JsonParser parser, boolean found, String what) throws JsonParseException {
        if (!found) {
            throw new JsonParseException(parser, "expected " + what + ", found " + parser.currentToken());
        }
    }
}
