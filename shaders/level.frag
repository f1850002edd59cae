#version 330 core
in vec2 vUv;
flat in float vLayer;
flat in uint vFlags;
in vec4 vColour;
in float vWater;

uniform sampler2DArray uPages;
uniform bool uTextured;
uniform float uAlphaCut;      // fragments below this alpha are dropped (0 keeps all)
uniform float uOpacity;       // blended passes
uniform vec3 uFogColour;
uniform float uFogDensity;    // 0: no fog

out vec4 fragColour;

const uint FLAG_COLOURED = 8u;

void main() {
    vec4 texel = vec4(1.0);
    if (vLayer >= 0.0 && (vFlags & FLAG_COLOURED) == 0u) {
        texel = texture(uPages, vec3(vUv, vLayer));
        if (!uTextured) {
            texel = vec4(0.75, 0.75, 0.75, texel.a);
        }
    }
    if (texel.a < uAlphaCut) {
        discard;
    }
    // Vertex light is stored with 0.5 as the texture's own brightness, as the games' light tables do.
    vec3 colour = texel.rgb * vColour.rgb * 2.0;
    if (uFogDensity > 0.0) {
        float depth = gl_FragCoord.z / gl_FragCoord.w;
        float fog = 1.0 - exp(-uFogDensity * depth);
        colour = mix(colour, uFogColour, clamp(fog, 0.0, 1.0));
    }
    fragColour = vec4(min(colour, vec3(1.0)), texel.a * uOpacity);
}
