#version 330 core
// The window's picture over the whole window, drawn from its four corners alone (no vertex buffer).
out vec2 vUv;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vUv = corner;
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
