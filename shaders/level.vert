#version 330 core
// Rooms, static meshes and moveables: one vertex format for all (see format-core's geometry package).
// UVs are not in the vertex: the object-texture table gives each texture's page and four corners, so
// animated textures only rewrite that table.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in uint aObjectTexture;   // 0xFFFF: untextured
layout(location = 2) in uvec2 aCornerAndFlags; // corner 0..3, flags
layout(location = 3) in vec4 aColour;
layout(location = 4) in vec3 aNormal;
layout(location = 5) in uint aBone;            // mesh within its model, for moveables

uniform mat4 uViewProjection;
uniform mat4 uModel;
uniform samplerBuffer uObjectTextures;         // 3 RGBA32F texels per object texture
uniform samplerBuffer uBones;                  // 3 RGBA32F texels (a 3x4 row-major matrix) per mesh
uniform int uBoneBase;                         // -1: no bones
uniform int uBoneStride;                       // bones per instance, for instanced entities
uniform float uTime;
uniform bool uFullBright;
uniform bool uWaterEffect;
uniform vec3 uTint;                            // per draw: lighting of a static or an entity

out vec2 vUv;
flat out float vLayer;
flat out uint vFlags;
out vec4 vColour;
out float vWater;
out vec3 vWorld;

const uint FLAG_WATER = 1u;
const uint FLAG_COLOURED = 8u;
const uint FLAG_NORMAL_LIT = 16u;

vec3 boneTransform(vec3 p) {
    int base = (uBoneBase + gl_InstanceID * uBoneStride + int(aBone)) * 3;
    vec4 r0 = texelFetch(uBones, base);
    vec4 r1 = texelFetch(uBones, base + 1);
    vec4 r2 = texelFetch(uBones, base + 2);
    vec4 h = vec4(p, 1.0);
    return vec3(dot(r0, h), dot(r1, h), dot(r2, h));
}

void main() {
    vec3 position = uBoneBase >= 0 ? boneTransform(aPosition) : aPosition;
    vec4 world = uModel * vec4(position, 1.0);
    gl_Position = uViewProjection * world;
    vWorld = world.xyz;

    uint corner = aCornerAndFlags.x;
    vFlags = aCornerAndFlags.y;
    if (aObjectTexture != 0xFFFFu) {
        int base = int(aObjectTexture) * 3;
        vec4 uvs = texelFetch(uObjectTextures, base + int(corner >> 1u));
        vUv = (corner & 1u) == 0u ? uvs.xy : uvs.zw;
        vLayer = texelFetch(uObjectTextures, base + 2).x;
    } else {
        vUv = vec2(0.0);
        vLayer = -1.0;
    }

    vec4 light = aColour;
    if ((vFlags & FLAG_NORMAL_LIT) != 0u) {
        // Meshes lit from their normals: a soft key light from above. Like baked light, 0.5 is the
        // texture's own brightness. The colour scales it, 128 being 1: a moveable's is 128, a static's its
        // instance light (§3.2.8); like baked light, it never exceeds white.
        vec3 n = normalize(mat3(uModel) * aNormal + vec3(0.0, -1e-4, 0.0));
        float lambert = 0.3 + 0.25 * max(dot(n, normalize(vec3(0.3, -1.0, 0.2))), 0.0);
        light = vec4(min(lambert * aColour.rgb * (255.0 / 128.0), vec3(1.0)), 1.0);
    }
    light.rgb *= uTint;
    vWater = (vFlags & FLAG_WATER) != 0u ? 1.0 : 0.0;
    if (vWater > 0.5 && uWaterEffect) {
        // A gentle shimmer, as the games play over water rooms.
        float wave = sin(uTime * 1.7 + world.x * 0.0021 + world.z * 0.0017) * 0.5 + 0.5;
        light.rgb *= mix(vec3(0.55, 0.85, 1.0), vec3(0.7, 1.0, 1.0), wave);
    }
    vColour = uFullBright ? vec4(0.5) : light;
}
