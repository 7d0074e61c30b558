// Linear blend skinning on the GPU: joint matrices in a uniform block (up to
// 255 joints) or, for larger skeletons, in a float texture.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec2 aTexcoord;
layout(location = 3) in vec4 aColor;
layout(location = 4) in uvec4 aJoints;
layout(location = 5) in vec4 aWeights;
layout(location = 6) in float aSelected;

uniform bool uSkinned;

#ifdef JOINT_TEXTURE
// More joints than a uniform block holds: a float texture, four texels
// (columns) per joint.
uniform sampler2D uJointMatrices;

mat4 jointMatrix(uint joint)
{
    int row = int(joint);
    return mat4(texelFetch(uJointMatrices, ivec2(0, row), 0), texelFetch(uJointMatrices, ivec2(1, row), 0),
                texelFetch(uJointMatrices, ivec2(2, row), 0), texelFetch(uJointMatrices, ivec2(3, row), 0));
}
#else
// Up to 255 joints in a uniform block (16320 bytes, within the 16 KB
// every OpenGL 3.3 implementation offers).
layout(std140) uniform JointBlock
{
    mat4 uJoints[255];
};

mat4 jointMatrix(uint joint)
{
    return uJoints[min(joint, 254u)];
}
#endif

// The blended skinning matrix; identity where the vertex has no weights.
mat4 skinMatrix()
{
    if (!uSkinned)
        return mat4(1.0);
    float total = aWeights.x + aWeights.y + aWeights.z + aWeights.w;
    if (total <= 0.0)
        return mat4(1.0);
    mat4 m = jointMatrix(aJoints.x) * aWeights.x + jointMatrix(aJoints.y) * aWeights.y
           + jointMatrix(aJoints.z) * aWeights.z + jointMatrix(aJoints.w) * aWeights.w;
    return m * (1.0 / total);
}

// Morph targets, blended before skinning: position and normal deltas of
// every target in a texture buffer, two texels per vertex (target-major);
// up to 8 targets with their weights per draw (uMorphCount 0: none).
uniform samplerBuffer uMorphDeltas;
uniform int uMorphCount;
uniform int uMorphVertices;
uniform int uMorphTargets[8];
uniform float uMorphWeights[8];

vec3 morphedPosition()
{
    vec3 p = aPosition;
    for (int i = 0; i < uMorphCount; ++i)
        p += uMorphWeights[i] * texelFetch(uMorphDeltas, (uMorphTargets[i] * uMorphVertices + gl_VertexID) * 2).xyz;
    return p;
}

vec3 morphedNormal()
{
    vec3 n = aNormal;
    for (int i = 0; i < uMorphCount; ++i)
        n += uMorphWeights[i] * texelFetch(uMorphDeltas, (uMorphTargets[i] * uMorphVertices + gl_VertexID) * 2 + 1).xyz;
    return n;
}
