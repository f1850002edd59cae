package org.tomblens.format.script;

import java.util.List;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;

/**
 * The TR4/TR5 script's item opcodes (TRosettaStone 3 §12.1.6) as the object catalogue names their slots:
 * 0x93–0x9E keys 1–12, 0x9F–0xAA puzzles 1–12, 0xAB–0xAE pickups 1–4, 0xAF–0xB1 examines 1–3, then the combo
 * pieces, two each, of keys 1–8 (0xB2–0xC1), puzzles 1–8 (0xC2–0xD1) and pickups 1–4 (0xD2–0xD9).
 */
final class ScriptItems {
    private ScriptItems() {}

    /** The entity types of {@code version}'s catalogue that the item opcode names. */
    static List<Integer> types(GameVersion version, int opcode) {
        var name = catalogueName(opcode);
        var types = EntityNames.types(version, name);
        // TR5's catalogue calls keys and puzzles "Key 1" and "Puzzle 1 combo 2", without TR4's "item".
        return types.isEmpty() ? EntityNames.types(version, name.replace(" item", "")) : types;
    }

    /** The catalogue's name of the slot {@code opcode} names, or an empty string for no item opcode. */
    static String catalogueName(int opcode) {
        if (opcode >= 0x93 && opcode <= 0x9E) {
            return "Key item " + (opcode - 0x93 + 1);
        } else if (opcode >= 0x9F && opcode <= 0xAA) {
            return "Puzzle item " + (opcode - 0x9F + 1);
        } else if (opcode >= 0xAB && opcode <= 0xAE) {
            return "Pickup item " + (opcode - 0xAB + 1);
        } else if (opcode >= 0xAF && opcode <= 0xB1) {
            return "Examine " + (opcode - 0xAF + 1);
        } else if (opcode >= 0xB2 && opcode <= 0xC1) {
            return combo("Key item", opcode - 0xB2);
        } else if (opcode >= 0xC2 && opcode <= 0xD1) {
            return combo("Puzzle item", opcode - 0xC2);
        } else if (opcode >= 0xD2 && opcode <= 0xD9) {
            return combo("Pickup item", opcode - 0xD2);
        }
        return "";
    }

    private static String combo(String item, int index) {
        return item + " " + (index / 2 + 1) + " combo " + (index % 2 + 1);
    }
}
