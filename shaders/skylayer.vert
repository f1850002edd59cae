#version 330 core
// A cloud layer of a TR4/TR5 script (§12.1.6 Layer1/Layer2): a square lid over the camera, drawn from its four
// corners alone (no vertex buffer), the sky page stretched over it once.
uniform mat4 uViewProjection;
uniform vec3 uCentre;      // the lid's middle: above the eye
uniform float uHalfSize;

out vec2 vUv;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vUv = corner;
    vec2 offset = (corner * 2.0 - 1.0) * uHalfSize;
    gl_Position = uViewProjection * vec4(uCentre + vec3(offset.x, 0.0, offset.y), 1.0);
}
