package org.tomblens.app.ui.render;

import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import org.tomblens.render.view.RenderOptions;

/** The Render panel's switches, in the panel's order: the words by each, and the option each sets. */
public enum RenderToggle {
    LIGHTING("Lighting (L)", options -> options.lighting, (options, on) -> options.lighting = on),
    TEXTURES("Textures", options -> options.textures, (options, on) -> options.textures = on),
    SMOOTH_TEXTURES("Smooth textures", options -> options.smoothTextures, (options, on) -> options.smoothTextures = on),
    TRANSPARENCY("Transparency", options -> options.transparency, (options, on) -> options.transparency = on),
    PORTAL_CULLING("Portal culling (P); off draws all rooms", options -> options.portalCulling,
            (options, on) -> options.portalCulling = on),
    FAR_VIEW("Far view of the games (20 sectors)", options -> options.farView, (options, on) -> options.farView = on),
    ENTITIES("Entities", options -> options.entities, (options, on) -> options.entities = on),
    ANIMATE_ENTITIES("Animate entities", options -> options.animateEntities,
            (options, on) -> options.animateEntities = on),
    STATIC_MESHES("Static meshes", options -> options.staticMeshes, (options, on) -> options.staticMeshes = on),
    SPRITES("Sprites", options -> options.sprites, (options, on) -> options.sprites = on),
    SKY("Sky", options -> options.sky, (options, on) -> options.sky = on),
    WATER_EFFECT("Water effect", options -> options.waterEffect, (options, on) -> options.waterEffect = on),
    FOG("Fog bulbs (TR4/TR5)", options -> options.fog, (options, on) -> options.fog = on),
    SCRIPT_ATMOSPHERE("Script's distance fog and cloud layers (TR4/TR5)", options -> options.scriptAtmosphere,
            (options, on) -> options.scriptAtmosphere = on),
    SHOW_TRIGGERS("Trigger, death and climb sectors (T)", options -> options.showTriggers,
            (options, on) -> options.showTriggers = on),
    SHOW_PORTALS("Portals", options -> options.showPortals, (options, on) -> options.showPortals = on),
    SHOW_BOXES("Boxes", options -> options.showBoxes, (options, on) -> options.showBoxes = on),
    SHOW_CAMERAS("Cameras, sinks and flyby paths", options -> options.showCameras,
            (options, on) -> options.showCameras = on),
    SHOW_LIGHTS("Lights", options -> options.showLights, (options, on) -> options.showLights = on),
    SHOW_ENTITY_BOXES("Entity boxes", options -> options.showEntityBoxes, (options, on) -> options.showEntityBoxes = on),
    SHOW_MARKERS("Markers for entities without a model", options -> options.showMarkers,
            (options, on) -> options.showMarkers = on),
    WIREFRAME("Wireframe", options -> options.wireframe, (options, on) -> options.wireframe = on);

    /** The first of the overlays, drawn over the level rather than changing how it is drawn. */
    static final RenderToggle FIRST_OVERLAY = SHOW_TRIGGERS;

    final String label;
    /** Its name in the settings: the option's own, e.g. "portalCulling". */
    private final String key;
    private final Predicate<RenderOptions> get;
    private final BiConsumer<RenderOptions, Boolean> set;

    RenderToggle(String label, Predicate<RenderOptions> get, BiConsumer<RenderOptions, Boolean> set) {
        this.label = label;
        this.key = camelCase(name());
        this.get = get;
        this.set = set;
    }

    /** Its name in the settings. */
    public String key() {
        return key;
    }

    public boolean isOn(RenderOptions options) {
        return get.test(options);
    }

    public void set(RenderOptions options, boolean on) {
        set.accept(options, on);
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
