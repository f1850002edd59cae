#version 330 core
// Each pixel of the window takes its own texel of the picture, which is the window's size: one texture read and
// nothing else, so that llvmpipe draws it quickly (docs/performance.md).
uniform sampler2D uPicture;

in vec2 vUv;
out vec4 fragColour;

void main() {
    fragColour = texture(uPicture, vUv);
}
