/**
 * Skeletal poses and what an animation player needs, without OpenGL: {@link
 * org.tomblens.format.anim.PoseEvaluator} turns a model, an animation, a frame and a fraction into one
 * matrix per mesh; {@link org.tomblens.format.anim.AnimationTimeline} holds each animation's chaining,
 * state changes and commands; {@link org.tomblens.format.anim.ModelList} tells Lara's skeleton from her skin.
 */
package org.tomblens.format.anim;
