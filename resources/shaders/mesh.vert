uniform mat4 uView;
uniform mat4 uProjection;
uniform float uPointSize;

out vec3 vNormal;
out vec3 vViewPosition;
out vec2 vTexcoord;
out vec4 vColor;
out float vSelected;

void main()
{
    mat4 skin = skinMatrix();
    vec4 world = skin * vec4(aPosition, 1.0);
    vec4 viewPosition = uView * world;
    vNormal = mat3(uView) * (mat3(skin) * aNormal);
    vViewPosition = viewPosition.xyz;
    vTexcoord = aTexcoord;
    vColor = aColor;
    vSelected = aSelected;
    gl_PointSize = uPointSize;
    gl_Position = uProjection * viewPosition;
}
