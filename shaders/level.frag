#version 330 core
in vec2 vUv;
flat in float vLayer;
flat in uint vFlags;
in vec4 vColour;
in float vWater;
in vec3 vWorld;

// Compiled in only where a level or a view needs them (LevelProgram): a software renderer runs both sides of
// every branch for each pixel, so a fog switched off by a uniform would still cost as much as one switched on.
// FOG_BULBS: the level has fog bulbs. DISTANCE_FOG: the view fades with distance.

const int MOST_FOG_BULBS = 8;  // FogBulbs.MOST

uniform sampler2DArray uPages;
uniform bool uTextured;
uniform float uAlphaCut;      // fragments below this alpha are dropped (0 keeps all)
uniform float uOpacity;       // blended passes
uniform vec3 uEye;
uniform int uFogBulbCount;    // 0: no fog
uniform vec4 uFogBulbSpheres[MOST_FOG_BULBS];  // centre, radius (world units)
uniform vec4 uFogBulbColours[MOST_FOG_BULBS];  // colour, fog per unit of sight inside the bulb
uniform vec3 uDistanceFogColour;
uniform vec2 uDistanceFogRange;  // where the distance fog starts and is whole (world units)

out vec4 fragColour;

const uint FLAG_COLOURED = 8u;

#ifdef FOG_BULBS
// Fog bulbs (§3.2.4) tint a fragment by how much of the sight line from the eye to it runs inside each:
// thick looking through a bulb's middle, none past its edge.
vec3 fogged(vec3 colour) {
    vec3 sight = vWorld - uEye;
    float reach = length(sight);
    vec3 direction = sight / max(reach, 1e-3);
    for (int i = 0; i < uFogBulbCount; i++) {
        vec3 toCentre = uFogBulbSpheres[i].xyz - uEye;
        float along = dot(toCentre, direction);
        float radius = uFogBulbSpheres[i].w;
        float halfChord2 = radius * radius - (dot(toCentre, toCentre) - along * along);
        if (halfChord2 > 0.0) {
            float halfChord = sqrt(halfChord2);
            float inside = clamp(along + halfChord, 0.0, reach) - clamp(along - halfChord, 0.0, reach);
            colour = mix(colour, uFogBulbColours[i].rgb, clamp(inside * uFogBulbColours[i].w, 0.0, 1.0));
        }
    }
    return colour;
}
#endif

#ifdef DISTANCE_FOG
// TR4's distance fog, and the far view's fade: linear from its start to its end.
vec3 distanceFogged(vec3 colour) {
    float reach = length(vWorld - uEye);
    return mix(colour, uDistanceFogColour, clamp((reach - uDistanceFogRange.x)
            / (uDistanceFogRange.y - uDistanceFogRange.x), 0.0, 1.0));
}
#endif

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
    vec3 colour = min(texel.rgb * vColour.rgb * 2.0, vec3(1.0));
#ifdef FOG_BULBS
    colour = fogged(colour);
#endif
#ifdef DISTANCE_FOG
    colour = distanceFogged(colour);
#endif
    fragColour = vec4(colour, texel.a * uOpacity);
}
