#version 330 core
// Untextured geometry in one colour per vertex: overlays (sectors, portals, boxes) and markers.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec4 aColour;

uniform mat4 uViewProjection;

out vec4 vColour;

void main() {
    vColour = aColour;
    gl_Position = uViewProjection * vec4(aPosition, 1.0);
}
