package org.tomblens.app.script.api;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.tomblens.app.services.Placed;

/**
 * trview's Scriptable: something a script places in the level with {@code level:add_scriptable}, drawn there as a
 * cube; a click on it calls its {@code on_click}, the pointer over it shows what its {@code on_tooltip} gives, and its
 * {@code notes} are written beside it. {@code data} keeps any Lua value for the script. Its functions and data are kept
 * in the state that made it, and called there ({@link LuaCalls}); the window reads its point and notes from its own
 * thread, so those are written whole.
 */
public final class ScriptableObject implements Bound, Placed {
    private static final List<String> NAMES = List.of("data", "notes", "on_click", "on_tooltip", "position");
    /** trview's tooltip for a Scriptable whose script gives none. */
    private static final String NO_TOOLTIP = "Scriptable";

    private final LuaCalls calls;
    private final AtomicBoolean asking = new AtomicBoolean();
    private volatile float[] position = new float[3];
    private volatile String notes = "";
    private volatile String tooltip = NO_TOOLTIP;
    private volatile LuaRef onClick;
    private volatile LuaRef onTooltip;
    private LuaRef data;

    ScriptableObject(LuaCalls calls) {
        this.calls = calls;
    }

    /**
     * {@code Scriptable.new()}: a new Scriptable at the origin. A table of its properties ({@code position},
     * {@code notes}, {@code data}, {@code on_click}, {@code on_tooltip}) may be given to set them at once.
     */
    static Object create(Args args) {
        var made = new ScriptableObject(args.calls());
        var fields = args.get(1);
        if (!fields.isNil()) {
            for (var name : NAMES) {
                var value = fields.field(name);
                if (!value.isNil()) {
                    made.set(name, value);
                }
            }
        }
        return made;
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Scriptable";
    }

    /** {@code on_click} and {@code on_tooltip} are written only, as in trview: reading them gives nil. */
    @Override
    public Object get(String key) {
        return switch (key) {
            case "data" -> data;
            case "notes" -> notes;
            case "position" -> {
                var at = position;
                yield new Vector3(at[0], at[1], at[2]);
            }
            default -> null;
        };
    }

    @Override
    public boolean set(String key, Args.Value value) {
        switch (key) {
            case "data" -> data = value.keep(data);
            case "notes" -> notes = value.isNil() ? "" : value.string();
            case "on_click" -> onClick = value.keep(onClick);
            case "on_tooltip" -> onTooltip = value.keep(onTooltip);
            case "position" -> {
                var at = value.vector();
                position = new float[] {(float) at.x(), (float) at.y(), (float) at.z()};
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    @Override
    public float[] position() {
        return position.clone();
    }

    @Override
    public String notes() {
        return notes;
    }

    @Override
    public void click() {
        var function = onClick;
        if (function != null) {
            calls.call(function, this, ignored -> { });
        }
    }

    /** Asks the script, unless an answer is awaited already. */
    @Override
    public void askTooltip() {
        var function = onTooltip;
        if (function != null && asking.compareAndSet(false, true)) {
            calls.call(function, this, text -> {
                tooltip = text == null ? NO_TOOLTIP : text;
                asking.set(false);
            });
        }
    }

    @Override
    public String tooltip() {
        return onTooltip == null ? NO_TOOLTIP : tooltip;
    }
}
