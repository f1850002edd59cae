package org.tomblens.app.script.api;

/** trview's Vector3: a plain table with x, y and z, in world units (1024 a sector, Y down). */
public record Vector3(double x, double y, double z) {}
