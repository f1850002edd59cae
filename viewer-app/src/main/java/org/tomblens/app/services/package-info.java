/**
 * What the viewer offers its panels, and what a script over the viewer is offered: each service a small
 * interface with one job, named as trview names its scripting API (the level, the selection, the camera, the
 * route, visibility). A panel asks for the services it needs and never for the level session as a whole.
 *
 * <p>The services about a level ({@link org.tomblens.app.services.LevelService}, the selection, the flip maps,
 * the comparison, the route and the level's sounds) belong to the level on screen and are replaced with it: ask
 * for them anew each frame rather than keeping them.
 */
package org.tomblens.app.services;
