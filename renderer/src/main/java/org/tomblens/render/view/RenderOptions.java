package org.tomblens.render.view;

/** What the renderer draws and how: the switches of the viewer's Render panel. */
public final class RenderOptions {
    /** Twenty sectors: the games' far view (TR2/TR3's VIEW_FAR, tomb4's fog end), where distant faces are gone. */
    public static final float FAR_VIEW = 20 * 1024f;
    /** Twelve sectors: where the games' depth cue and TR4's distance fog begin to fade faces. */
    public static final float FAR_VIEW_FADE = 12 * 1024f;

    /** Vertex light; off draws everything full bright. */
    public boolean lighting = true;
    public boolean textures = true;
    /** Blended and additive faces; off skips those passes. */
    public boolean transparency = true;
    /** Rooms found through the portals; off draws every room shown. */
    public boolean portalCulling = true;
    /**
     * With portal culling off: only the rooms joined to the camera's room through portals, however they face,
     * rather than every room shown — the most that portal culling may draw, and a check of the level's portals.
     */
    public boolean connectedRoomsOnly = false;
    /** Entities loop their first animation; off freezes them in their first frame. */
    public boolean animateEntities = true;
    public boolean entities = true;
    public boolean sprites = true;
    public boolean staticMeshes = true;
    public boolean waterEffect = true;
    public boolean sky = true;
    /** TR4/TR5 fog bulbs tint what is seen through them; off draws the rooms clear. */
    public boolean fog = true;
    /**
     * TR4/TR5: the distance fog and the sky's cloud layers that the game's script sets for the level, when the
     * renderer was given them; off draws without them.
     */
    public boolean scriptAtmosphere = true;
    /**
     * The games' far view: faces fade to the background from {@link #FAR_VIEW_FADE} to {@link #FAR_VIEW} away from
     * the eye, as TR1–TR3 fade theirs (the depth cue over the last two fifths of a 20-sector view) and TR4's script fog
     * does, and rooms wholly beyond the far view, which would show nothing but the background, are not drawn. The
     * camera's own room is always drawn. Off, every room in sight is drawn however far.
     */
    public boolean farView = false;
    public boolean wireframe = false;
    /** Linear texture filtering; off keeps the classic nearest look. */
    public boolean smoothTextures = false;
    public boolean showPortals = false;
    public boolean showTriggers = false;
    public boolean showEntityBoxes = false;
    /** Entities with neither a model nor a sprite (e.g. a project's items whose WAD is missing) as boxes. */
    public boolean showMarkers = true;
    /**
     * The boxes enemies walk by, at their floors, coloured by their zone of {@link #boxZone}; the selected
     * sector's box and the boxes it overlaps stand out.
     */
    public boolean showBoxes = false;
    /** Which of the level's zone types colours the boxes: its index among the types the version stores. */
    public int boxZone = 0;
    /**
     * Each fixed camera as a glyph looking where its triggers make it look, each sink as a diamond over its box, and
     * each flyby sequence as the path its camera follows, with its cameras' glyphs, in the sequence's colour.
     */
    public boolean showCameras = false;
    /** A diamond at each room light, in the light's colour. */
    public boolean showLights = false;
    /** A diamond at each sound source, coloured by the flip state it plays in. */
    public boolean showSoundSources = false;
    /**
     * The viewer draws frame after frame, as fast as the display takes them, even while nothing on screen
     * changes; off, it draws a still picture once and the level's own animation at 30 frames per second.
     */
    public boolean drawContinuously = false;
}
