layout(points) in;
layout(line_strip, max_vertices = 2) out;

uniform mat4 uProjection;
uniform float uNormalLength;

in vec3 vNormalView[];

void main()
{
    vec4 p = gl_in[0].gl_Position;
    gl_Position = uProjection * p;
    EmitVertex();
    gl_Position = uProjection * vec4(p.xyz + normalize(vNormalView[0]) * uNormalLength, 1.0);
    EmitVertex();
    EndPrimitive();
}
