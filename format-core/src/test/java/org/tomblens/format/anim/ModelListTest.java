package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/** Lara's skeleton and skin, told apart in corpus levels of every version. */
class ModelListTest {

    private static ModelList models(String file) {
        return LevelAnimation.build(CorpusCache.level(Corpus.file(file))).models();
    }

    @Test
    void tr1AndTr2LaraDrawsHerOwnMeshes() {
        for (var file : List.of("tr1/rando-test1.phd", "tr2/rando-test1.tr2")) {
            var lara = models(file).byId(0);
            assertEquals(ModelRole.LARA, lara.role());
            assertEquals(lara.index(), lara.meshModel(), file);
        }
    }

    @Test
    void fromTr3OnLaraIsDrawnWithHerSkinModel() {
        for (var file : List.of("tr3/rando-test1.tr2", "tr4/rando-test1.tr4", "tr5/rando-test1.trc", "tr5/trview-lake.trc")) {
            var list = models(file);
            var skinId = file.startsWith("tr3") ? 315 : 8;
            var skin = list.byId(skinId);
            assertEquals(ModelRole.LARA_SKIN, skin.role(), file);
            assertEquals(skin.index(), list.byId(0).meshModel(), file);
        }
    }

    @Test
    void aLevelWithoutASkinModelDrawsLarasOwnMeshes() {
        // the injection level holds Lara alone, with real meshes
        var lara = models("tr4/injection-lara.tr4").byId(0);
        assertEquals(lara.index(), lara.meshModel());
    }
}
