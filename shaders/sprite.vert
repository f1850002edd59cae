#version 330 core
// Camera-facing sprites: the corner's offset (world units, right and down) is turned along the camera.
layout(location = 0) in vec3 aCentre;
layout(location = 1) in vec2 aOffset;
layout(location = 2) in vec2 aUv;
layout(location = 3) in float aLayer;

uniform mat4 uViewProjection;
uniform vec3 uCameraRight;
uniform vec3 uCameraDown;
uniform vec3 uEye;

out vec2 vUv;
flat out float vLayer;
out float vReach;

void main() {
    vec3 world = aCentre + uCameraRight * aOffset.x + uCameraDown * aOffset.y;
    gl_Position = uViewProjection * vec4(world, 1.0);
    vUv = aUv;
    vLayer = aLayer;
    vReach = length(world - uEye);
}
