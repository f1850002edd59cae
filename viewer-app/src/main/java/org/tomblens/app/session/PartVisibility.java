package org.tomblens.app.session;

import java.util.BitSet;
import org.tomblens.app.services.LevelService.Part;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * What is hidden one by one of the level on screen, and the triggers' own colours, numbered as trview numbers them:
 * a room, a static mesh or an entity is hidden in the renderer (neither drawn nor picked), a trigger, a camera, a
 * sink or a light in the overlays. The view draws no AI objects, so their {@code visible} is kept here, to be read
 * back. A panel's Hide check box and a script's {@code visible} are the same state.
 */
final class PartVisibility {
    private final PreparedLevel prepared;
    private final LevelScene scene;
    /** What is kept only: items past the entities (AI objects), by their number. */
    private final BitSet hiddenAi = new BitSet();

    PartVisibility(PreparedLevel prepared, LevelScene scene) {
        this.prepared = prepared;
        this.scene = scene;
    }

    boolean shown(Part part, int number) {
        var hidden = scene.renderer().hidden();
        var looks = scene.overlay().looks();
        var entities = prepared.level().entities().size();
        return switch (part) {
            case ROOM -> !hidden.room(number);
            case ITEM -> number < entities ? !hidden.entity(number) : !hiddenAi.get(number - entities);
            case TRIGGER -> !looks.triggerHidden(prepared.floorData().triggers().get(number).sector());
            case LIGHT -> !looks.lightHidden(number);
            case CAMERA_SINK -> !looks.cameraHidden(number);
            case STATIC_MESH -> {
                var place = staticPlace(number);
                yield !hidden.staticMesh(place[0], place[1]);
            }
        };
    }

    void show(Part part, int number, boolean shown) {
        var hidden = scene.renderer().hidden();
        var looks = scene.overlay().looks();
        var entities = prepared.level().entities().size();
        switch (part) {
            case ROOM -> hidden.hideRoom(number, !shown);
            case ITEM -> {
                if (number < entities) {
                    hidden.hideEntity(number, !shown);
                } else {
                    hiddenAi.set(number - entities, !shown);
                }
            }
            case TRIGGER -> looks.hideTrigger(prepared.floorData().triggers().get(number).sector(), !shown);
            case LIGHT -> looks.hideLight(number, !shown);
            case CAMERA_SINK -> looks.hideCamera(number, !shown);
            case STATIC_MESH -> {
                var place = staticPlace(number);
                hidden.hideStaticMesh(place[0], place[1], !shown);
            }
        }
    }

    float[] triggerColour(int trigger) {
        return scene.overlay().looks().triggerColour(prepared.floorData().triggers().get(trigger).sector());
    }

    void colourTrigger(int trigger, float[] rgba) {
        scene.overlay().looks().colourTrigger(prepared.floorData().triggers().get(trigger).sector(), rgba);
    }

    /** The room and the place in it of the level's {@code number}-th static mesh, counted in room order. */
    private int[] staticPlace(int number) {
        var rooms = prepared.level().rooms();
        var left = number;
        for (int r = 0; r < rooms.size(); r++) {
            var count = rooms.get(r).staticMeshes().size();
            if (left < count) {
                return new int[] {r, left};
            }
            left -= count;
        }
        throw new IndexOutOfBoundsException("static mesh " + number + " of " + (number - left));
    }
}
