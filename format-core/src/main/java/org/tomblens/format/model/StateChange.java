package org.tomblens.format.model;

/** When the wanted state becomes {@code state}, the dispatches at {@code dispatchIndex} say where to go. */
public record StateChange(int state, int numDispatches, int dispatchIndex) {}
