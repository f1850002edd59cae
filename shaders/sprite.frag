#version 330 core
in vec2 vUv;
flat in float vLayer;
in float vReach;

uniform sampler2DArray uPages;
uniform bool uTextured;
uniform vec3 uDistanceFogColour;
uniform vec2 uDistanceFogRange;  // as level.frag's: 0, 0 for none

out vec4 fragColour;

void main() {
    vec4 texel = texture(uPages, vec3(vUv, vLayer));
    if (texel.a < 0.5) {
        discard;
    }
    vec3 colour = uTextured ? texel.rgb : vec3(0.8);
    if (uDistanceFogRange.y > 0.0) {
        colour = mix(colour, uDistanceFogColour, clamp((vReach - uDistanceFogRange.x)
                / (uDistanceFogRange.y - uDistanceFogRange.x), 0.0, 1.0));
    }
    fragColour = vec4(colour, 1.0);
}
