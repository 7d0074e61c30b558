uniform mat4 uView;

out vec3 vNormalView;

void main()
{
    mat4 skin = skinMatrix();
    vNormalView = mat3(uView) * (mat3(skin) * morphedNormal());
    gl_Position = uView * (skin * vec4(morphedPosition(), 1.0));
}
