package org.tomblens.format.anim;

/**
 * One model of a level as the viewer lists it.
 *
 * @param index the model's index in the level's model table
 * @param id its type id (what entities name)
 * @param meshModel the index of the model whose meshes are drawn on this model's skeleton: itself, or for
 *                  TR3+ Lara her skin's
 */
public record ModelEntry(int index, long id, ModelRole role, int meshModel) {}
