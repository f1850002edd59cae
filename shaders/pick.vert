#version 330 core
// Picking: the same geometry as level.vert, written as object ids into an integer target.
layout(location = 0) in vec3 aPosition;
layout(location = 5) in uint aBone;

uniform mat4 uViewProjection;
uniform mat4 uModel;
uniform samplerBuffer uBones;
uniform int uBoneBase;

void main() {
    vec3 position = aPosition;
    if (uBoneBase >= 0) {
        int base = (uBoneBase + int(aBone)) * 3;
        vec4 h = vec4(aPosition, 1.0);
        position = vec3(dot(texelFetch(uBones, base), h), dot(texelFetch(uBones, base + 1), h),
                        dot(texelFetch(uBones, base + 2), h));
    }
    gl_Position = uViewProjection * uModel * vec4(position, 1.0);
}
