#version 330 core
in vec2 vUv;

uniform sampler2DArray uPages;
uniform float uLayer;      // the sky page's layer in the pages
uniform float uDrift;      // how far the clouds have drifted, in lid widths
uniform vec3 uColour;      // the layer's colour; 0.5 shows the page as it is, as the level's vertex light does

out vec4 fragColour;

void main() {
    // Level 0 explicitly: fract() jumps where the page wraps, and derivatives there would pick a blurred level.
    vec4 texel = textureLod(uPages, vec3(fract(vUv.x - uDrift), vUv.y, uLayer), 0.0);
    fragColour = vec4(min(texel.rgb * uColour * 2.0, vec3(1.0)), 1.0);
}
