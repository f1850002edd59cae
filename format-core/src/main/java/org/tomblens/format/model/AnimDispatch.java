package org.tomblens.format.model;

/** Within frames [low, high], the state change switches to {@code nextAnimation} at {@code nextFrame}. */
public record AnimDispatch(int low, int high, int nextAnimation, int nextFrame) {}
