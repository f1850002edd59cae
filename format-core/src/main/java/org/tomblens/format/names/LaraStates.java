package org.tomblens.format.names;

/**
 * What Lara's states are, by the ids the games give them: the same from TR1 on, each game adding its own
 * (ladders and wading in TR2, crouching, sprinting and monkey swings in TR3, poles, ropes and levers in TR4,
 * tightropes and swinging bars in TR5). Ids no game uses are unnamed.
 */
public final class LaraStates {
    private static final String[] NAMES = {
        "walk", "run", "stand", "jump forward", "pose", "hop back", "turn right", "turn left", "death",
        "fall", "hang", "reach", null, "tread water", "land", "jump ready", "walk back", "swim", "glide",
        "climb up", "fast turn", "step right", "step left", "roll back", "slide", "jump back", "jump left",
        "jump right", "jump up", "fall back", "shimmy left", "shimmy right", "slide back", "surface tread",
        "surface swim", "dive", "push block", "pull block", "ready to push", "pick up", "switch down",
        "switch up", "use key", "use puzzle", "drown", "roll", "crushed", "surface back", "surface left",
        "surface right", "use Midas", "Midas death", "swan dive", "fast dive", "handstand", "climb out of water",
        "ladder idle", "ladder up", "ladder left", null, "ladder right", "ladder down", null, null, null,
        "wade", "underwater turn", "flare pick up", "jump roll", null, "zip line", "crouch", "crouch roll",
        "sprint", "sprint roll", "monkey idle", "monkey swing", "monkey left", "monkey right", "monkey turn around",
        "crawl idle", "crawl", "monkey turn left", "monkey turn right", "crawl turn left", "crawl turn right",
        "crawl back", "climb to crawl", "crawl to hang", "controlled", "rope turn left", "rope turn right",
        "push giant button", "open trapdoor", null, "turn round handle", "turn cogwheel", "push lever",
        "hole", "pole idle", "pole up", "pole down", "pole turn left", "pole turn right", "pulley",
        "crouch turn left", "crouch turn right", "corner outer left", "corner outer right", "corner inner left",
        "corner inner right", "rope idle", "rope up", "rope down", "rope swing", "ladder to hands",
        "position", "push double doors", "dozy", "tightrope idle", "tightrope turn", "tightrope walk",
        "tightrope lean left", "tightrope lean right", "tightrope on", "tightrope off", "dove switch",
        "tightrope balance", "swing on bars", "jump off bars", null, "radio listen", "radio off", null, null,
        null, null, "pick up from chest"
    };

    private LaraStates() {}

    /** The state's name, or null for an id without one. */
    public static String name(int state) {
        return state >= 0 && state < NAMES.length ? NAMES[state] : null;
    }
}
