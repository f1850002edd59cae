#version 330 core
in vec2 vUv;
flat in float vLayer;

uniform sampler2DArray uPages;
uniform bool uTextured;

out vec4 fragColour;

void main() {
    vec4 texel = texture(uPages, vec3(vUv, vLayer));
    if (texel.a < 0.5) {
        discard;
    }
    fragColour = uTextured ? vec4(texel.rgb, 1.0) : vec4(0.8, 0.8, 0.8, 1.0);
}
