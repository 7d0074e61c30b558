// One program per surface mode (SURFACE_MODE, HAS_NORMALS defined by the
// renderer): each passes on only the values its mode reads, because a
// software rasterizer pays for every interpolated value of every triangle.
uniform mat4 uView;
uniform mat4 uProjection;
uniform float uPointSize;

#if SURFACE_MODE != 4
#if HAS_NORMALS
out vec3 vNormal;
#endif
// Shaded with normals: the position too, so that the fragment shader sees
// normals that oppose the triangle's winding (flipped normals).
#if !HAS_NORMALS || SURFACE_MODE == 0
out vec3 vViewPosition;
#endif
#endif
#if SURFACE_MODE == 1 || SURFACE_MODE == 3
out vec2 vTexcoord;
#endif
#if SURFACE_MODE == 2
out vec4 vColor;
#endif
#if SURFACE_MODE == 4
out float vSelected;
#endif
#if SURFACE_MODE == 5
// The current joint's weight; whether the vertex has no weight at all, and
// whether its weights miss a sum of one.
uniform int uWeightJoint;
out float vWeight;
out float vUnweighted;
out float vOffSum;
#endif

void main()
{
    mat4 skin = skinMatrix();
    vec4 viewPosition = uView * (skin * vec4(morphedPosition(), 1.0));
#if SURFACE_MODE != 4
#if HAS_NORMALS
    vNormal = mat3(uView) * (mat3(skin) * morphedNormal());
#endif
#if !HAS_NORMALS || SURFACE_MODE == 0
    vViewPosition = viewPosition.xyz;
#endif
#endif
#if SURFACE_MODE == 1 || SURFACE_MODE == 3
    vTexcoord = aTexcoord;
#endif
#if SURFACE_MODE == 2
    vColor = aColor;
#endif
#if SURFACE_MODE == 4
    vSelected = aSelected;
#endif
#if SURFACE_MODE == 5
    uvec4 mine = uvec4(equal(aJoints, uvec4(uint(max(uWeightJoint, 0))))) * uint(uWeightJoint >= 0);
    vWeight = dot(vec4(mine), aWeights);
    float total = aWeights.x + aWeights.y + aWeights.z + aWeights.w;
    vUnweighted = total > 0.0 ? 0.0 : 1.0;
    vOffSum = total > 0.0 && abs(total - 1.0) > 0.01 ? 1.0 : 0.0;
#endif
    gl_PointSize = uPointSize;
    gl_Position = uProjection * viewPosition;
}
