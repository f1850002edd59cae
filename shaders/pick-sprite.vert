#version 330 core
// Picking sprites: the billboard of sprite.vert, written as ids.
layout(location = 0) in vec3 aCentre;
layout(location = 1) in vec2 aOffset;

uniform mat4 uViewProjection;
uniform vec3 uCameraRight;
uniform vec3 uCameraDown;

void main() {
    gl_Position = uViewProjection * vec4(aCentre + uCameraRight * aOffset.x + uCameraDown * aOffset.y, 1.0);
}
