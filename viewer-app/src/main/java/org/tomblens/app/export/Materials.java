package org.tomblens.app.export;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tomblens.format.geometry.RenderPass;

/**
 * A glTF material per page, pass and sidedness, and an image per page (a PNG of its 256 x 256 texels as they are,
 * sampled nearest, as the games draw them), made as faces first need them. Opaque faces are OPAQUE, alpha-tested
 * MASK at half, blended BLEND; additive faces, which glTF has no mode for, BLEND too, which their name says.
 */
final class Materials {
    private final Glb glb;
    private final PagePngs pages;
    private final Map<List<Object>, Integer> made = new LinkedHashMap<>();
    private final Map<Integer, Integer> textures = new LinkedHashMap<>();

    Materials(Glb glb, PagePngs pages) {
        this.glb = glb;
        this.pages = pages;
    }

    /** The material of faces on page {@code layer} (-1: colour-filled) in {@code pass}; its index. */
    int of(int layer, RenderPass pass, boolean doubleSided) {
        return made.computeIfAbsent(List.of(layer, pass, doubleSided), key -> {
            var name = (layer < 0 ? "colour" : "page " + layer) + ", " + pass.name().toLowerCase(Locale.ROOT)
                    + (pass == RenderPass.ADDITIVE ? " (additive, drawn blended)" : "")
                    + (doubleSided ? ", double-sided" : "");
            var material = glb.add("materials").put("name", name).put("doubleSided", doubleSided);
            var pbr = material.putObject("pbrMetallicRoughness").put("metallicFactor", 0).put("roughnessFactor", 1);
            if (layer >= 0) {
                pbr.putObject("baseColorTexture").put("index", texture(layer));
            }
            switch (pass) {
                case ALPHA_TEST -> material.put("alphaMode", "MASK").put("alphaCutoff", 0.5);
                case BLEND, ADDITIVE -> material.put("alphaMode", "BLEND");
                default -> material.put("alphaMode", "OPAQUE");
            }
            return glb.last("materials");
        });
    }

    private int texture(int layer) {
        return textures.computeIfAbsent(layer, key -> {
            if (!glb.root().has("samplers")) {
                // Nearest texels, as the games draw them; clamped, for UVs stay within their page.
                glb.add("samplers").put("magFilter", 9728).put("minFilter", 9728).put("wrapS", 33071)
                        .put("wrapT", 33071);
            }
            var view = glb.view(pages.of(layer), 0);
            glb.add("images").put("bufferView", view).put("mimeType", "image/png").put("name", "page " + layer);
            glb.add("textures").put("sampler", 0).put("source", glb.last("images"));
            return glb.last("textures");
        });
    }
}
