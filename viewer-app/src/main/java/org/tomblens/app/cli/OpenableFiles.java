package org.tomblens.app.cli;

import java.util.LinkedHashMap;
import java.util.ListResourceBundle;
import java.util.Map;
import java.util.StringJoiner;
import org.tomblens.format.open.Formats;

/**
 * The help's words for the files the viewer opens, made from the registered formats: picocli reads them from this
 * bundle where a description says {@code ${bundle:openable}}, since an annotation can only hold constants.
 */
public final class OpenableFiles extends ListResourceBundle {

    @Override
    protected Object[][] getContents() {
        return new Object[][] {{"openable", phrase()}};
    }

    /** "Level (.phd .tub), library (.wad) or project (.prj2)": each kind of file, with its formats' extensions. */
    static String phrase() {
        var byKind = new LinkedHashMap<String, StringJoiner>();
        Formats.ALL.forEach(format -> format.fileTypes().forEach(type -> byKind
                .computeIfAbsent(format.kind().label(), kind -> new StringJoiner(" ")).add("." + type.extension())));
        var parts = byKind.entrySet().stream().map(OpenableFiles::part).toList();
        var last = parts.size() - 1;
        var phrase = last == 0 ? parts.get(0) : String.join(", ", parts.subList(0, last)) + " or " + parts.get(last);
        return Character.toUpperCase(phrase.charAt(0)) + phrase.substring(1);
    }

    private static String part(Map.Entry<String, StringJoiner> kind) {
        return kind.getKey() + " (" + kind.getValue() + ")";
    }
}
