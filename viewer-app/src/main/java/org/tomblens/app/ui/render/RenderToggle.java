package org.tomblens.app.ui.render;

import java.util.Locale;
import org.tomblens.render.view.RenderOptions;

/** The Render panel's switches, in the panel's order: the words by each, and the option each sets. */
public enum RenderToggle {
    LIGHTING("Lighting (L)"),
    TEXTURES("Textures"),
    SMOOTH_TEXTURES("Smooth textures"),
    TRANSPARENCY("Transparency"),
    PORTAL_CULLING("Portal culling (P); off draws all rooms"),
    FAR_VIEW("Far view of the games (20 sectors)"),
    ENTITIES("Entities"),
    ANIMATE_ENTITIES("Animate entities"),
    STATIC_MESHES("Static meshes"),
    SPRITES("Sprites"),
    SKY("Sky"),
    WATER_EFFECT("Water effect"),
    FOG("Fog bulbs (TR4/TR5)"),
    SCRIPT_ATMOSPHERE("Script's distance fog and cloud layers (TR4/TR5)"),
    SHOW_TRIGGERS("Trigger, death and climb sectors (T)"),
    SHOW_PORTALS("Portals"),
    SHOW_BOXES("Boxes"),
    SHOW_CAMERAS("Cameras, sinks and flyby paths"),
    SHOW_LIGHTS("Lights"),
    SHOW_ENTITY_BOXES("Entity boxes"),
    SHOW_MARKERS("Markers for entities without a model"),
    WIREFRAME("Wireframe");

    /** The first of the overlays, drawn over the level rather than changing how it is drawn. */
    static final RenderToggle FIRST_OVERLAY = SHOW_TRIGGERS;

    final String label;
    /** Its name in the settings: the option's own, e.g. "portalCulling". */
    private final String key;

    RenderToggle(String label) {
        this.label = label;
        this.key = camelCase(name());
    }

    /** Its name in the settings. */
    public String key() {
        return key;
    }

    // The option each reads and sets, by a switch rather than a getter and a setter given to each constant: the
    // constants' 44 lambdas, each made at its first use, took 5 ms of the level's first frame.
    public boolean isOn(RenderOptions options) {
        return switch (this) {
            case LIGHTING -> options.lighting;
            case TEXTURES -> options.textures;
            case SMOOTH_TEXTURES -> options.smoothTextures;
            case TRANSPARENCY -> options.transparency;
            case PORTAL_CULLING -> options.portalCulling;
            case FAR_VIEW -> options.farView;
            case ENTITIES -> options.entities;
            case ANIMATE_ENTITIES -> options.animateEntities;
            case STATIC_MESHES -> options.staticMeshes;
            case SPRITES -> options.sprites;
            case SKY -> options.sky;
            case WATER_EFFECT -> options.waterEffect;
            case FOG -> options.fog;
            case SCRIPT_ATMOSPHERE -> options.scriptAtmosphere;
            case SHOW_TRIGGERS -> options.showTriggers;
            case SHOW_PORTALS -> options.showPortals;
            case SHOW_BOXES -> options.showBoxes;
            case SHOW_CAMERAS -> options.showCameras;
            case SHOW_LIGHTS -> options.showLights;
            case SHOW_ENTITY_BOXES -> options.showEntityBoxes;
            case SHOW_MARKERS -> options.showMarkers;
            case WIREFRAME -> options.wireframe;
        };
    }

    public void set(RenderOptions options, boolean on) {
        switch (this) {
            case LIGHTING -> options.lighting = on;
            case TEXTURES -> options.textures = on;
            case SMOOTH_TEXTURES -> options.smoothTextures = on;
            case TRANSPARENCY -> options.transparency = on;
            case PORTAL_CULLING -> options.portalCulling = on;
            case FAR_VIEW -> options.farView = on;
            case ENTITIES -> options.entities = on;
            case ANIMATE_ENTITIES -> options.animateEntities = on;
            case STATIC_MESHES -> options.staticMeshes = on;
            case SPRITES -> options.sprites = on;
            case SKY -> options.sky = on;
            case WATER_EFFECT -> options.waterEffect = on;
            case FOG -> options.fog = on;
            case SCRIPT_ATMOSPHERE -> options.scriptAtmosphere = on;
            case SHOW_TRIGGERS -> options.showTriggers = on;
            case SHOW_PORTALS -> options.showPortals = on;
            case SHOW_BOXES -> options.showBoxes = on;
            case SHOW_CAMERAS -> options.showCameras = on;
            case SHOW_LIGHTS -> options.showLights = on;
            case SHOW_ENTITY_BOXES -> options.showEntityBoxes = on;
            case SHOW_MARKERS -> options.showMarkers = on;
            case WIREFRAME -> options.wireframe = on;
        }
    }

    private static String camelCase(String constant) {
        var words = constant.toLowerCase(Locale.ROOT).split("_");
        var key = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            key.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return key.toString();
    }
}
