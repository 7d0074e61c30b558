// One program per surface mode (SURFACE_MODE, HAS_NORMALS defined by the
// renderer): each passes on only the values its mode reads, because a
// software rasterizer pays for every interpolated value of every triangle.
uniform mat4 uView;
uniform mat4 uProjection;
uniform float uPointSize;

#if SURFACE_MODE != 4
#if HAS_NORMALS
out vec3 vNormal;
#else
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

void main()
{
    mat4 skin = skinMatrix();
    vec4 viewPosition = uView * (skin * vec4(aPosition, 1.0));
#if SURFACE_MODE != 4
#if HAS_NORMALS
    vNormal = mat3(uView) * (mat3(skin) * aNormal);
#else
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
    gl_PointSize = uPointSize;
    gl_Position = uProjection * viewPosition;
}
