package org.tomblens.app.ui.scripts;

import org.tomblens.app.script.api.DetachedViewer;
import org.tomblens.app.script.api.Vector3;
import org.tomblens.app.script.api.ViewerLink;
import org.tomblens.app.session.LevelSession;

/**
 * What scripts change in the window: the selected item and room are the session's own selection, so a script's
 * choice shows as a click would; the rest (visibility, flip maps, camera) is kept beside it for now, in the
 * detached form the command line uses, until the window has a service for each to hand over.
 */
final class SessionLink implements ViewerLink {
    private final LevelSession session;
    private final DetachedViewer kept = new DetachedViewer();

    SessionLink(LevelSession session) {
        this.session = session;
    }

    @Override
    public int selected(Kind kind) {
        var selection = session.selection();
        return switch (kind) {
            case ITEM -> selection.hasEntity() ? selection.entity() : -1;
            case ROOM -> selection.room();
            default -> kept.selected(kind);
        };
    }

    @Override
    public void select(Kind kind, int number) {
        switch (kind) {
            case ITEM -> session.selectEntity(number);
            case ROOM -> session.selectSector(number, 0, 0);
            default -> kept.select(kind, number);
        }
    }

    @Override
    public boolean visible(Kind kind, int number) {
        return kept.visible(kind, number);
    }

    @Override
    public void setVisible(Kind kind, int number, boolean visible) {
        kept.setVisible(kind, number, visible);
    }

    @Override
    public boolean alternateMode() {
        return kept.alternateMode();
    }

    @Override
    public void setAlternateMode(boolean on) {
        kept.setAlternateMode(on);
    }

    @Override
    public String cameraMode() {
        return kept.cameraMode();
    }

    @Override
    public void setCameraMode(String mode) {
        kept.setCameraMode(mode);
    }

    @Override
    public Vector3 cameraTarget() {
        return kept.cameraTarget();
    }

    @Override
    public void setCameraTarget(Vector3 target) {
        kept.setCameraTarget(target);
    }
}
