package org.tomblens.render.overlay;

import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.tomblens.format.floordata.SectorPosition;

/**
 * How single triggers, cameras and lights are drawn, as a script or a panel sets them one by one (trview's
 * {@code trigger.visible}, {@code trigger.colour}, {@code camera_sink.visible}, {@code light.visible}): a hidden
 * trigger's sector is drawn as if it had none (a death or climbable sector keeps that colour), a trigger with a colour
 * of its own is drawn in it, and a hidden camera, sink or light is left out. Each change makes the overlays that show them be written again.
 */
public final class OverlayLooks {
    private final Set<SectorPosition> hiddenTriggers = new HashSet<>();
    private final Map<SectorPosition, float[]> triggerColours = new HashMap<>();
    private final BitSet hiddenCameras = new BitSet();
    private final BitSet hiddenLights = new BitSet();
    private boolean triggersChanged;
    private boolean camerasChanged;
    private boolean lightsChanged;

    public boolean triggerHidden(SectorPosition sector) {
        return hiddenTriggers.contains(sector);
    }

    /** Hides or shows the trigger of {@code sector}. */
    public void hideTrigger(SectorPosition sector, boolean hidden) {
        triggersChanged |= hidden ? hiddenTriggers.add(sector) : hiddenTriggers.remove(sector);
    }

    /** The colour (red, green, blue, alpha, 0 to 1) the trigger of {@code sector} is drawn in, or null for the default. */
    public float[] triggerColour(SectorPosition sector) {
        var colour = triggerColours.get(sector);
        return colour == null ? null : colour.clone();
    }

    /** Draws the trigger of {@code sector} in {@code rgba}, or with null in the overlay's trigger colour again. */
    public void colourTrigger(SectorPosition sector, float[] rgba) {
        if (rgba == null) {
            triggersChanged |= triggerColours.remove(sector) != null;
        } else {
            triggerColours.put(sector, rgba.clone());
            triggersChanged = true;
        }
    }

    public boolean cameraHidden(int camera) {
        return hiddenCameras.get(camera);
    }

    /** Hides or shows camera or sink {@code camera} (its index in the level's cameras). */
    public void hideCamera(int camera, boolean hidden) {
        camerasChanged |= hiddenCameras.get(camera) != hidden;
        hiddenCameras.set(camera, hidden);
    }

    public boolean lightHidden(int light) {
        return hiddenLights.get(light);
    }

    /** Hides or shows light {@code light} (numbered level-wide in room order). */
    public void hideLight(int light, boolean hidden) {
        lightsChanged |= hiddenLights.get(light) != hidden;
        hiddenLights.set(light, hidden);
    }

    /** Whether the lights' look changed since the last call. */
    boolean takeLightsChanged() {
        var changed = lightsChanged;
        lightsChanged = false;
        return changed;
    }

    /** Whether the triggers' look changed since the last call. */
    boolean takeTriggersChanged() {
        var changed = triggersChanged;
        triggersChanged = false;
        return changed;
    }

    /** Whether the cameras' look changed since the last call. */
    boolean takeCamerasChanged() {
        var changed = camerasChanged;
        camerasChanged = false;
        return changed;
    }

    /** The colour a trigger of {@code sector} is drawn in: its own, else the overlay's. */
    float[] drawnTriggerColour(SectorPosition sector) {
        return triggerColours.getOrDefault(sector, OverlayColours.TRIGGER);
    }
}
