// Surface modes: 0 shaded, 1 textured, 2 vertex colors, 3 UV checker,
// 4 flat color (wireframe, points, highlights).
uniform int uMode;
uniform vec4 uBaseColor;
uniform vec4 uFlatColor;
uniform vec4 uSelectedColor;
uniform vec4 uTint;
uniform sampler2D uTexture;
uniform bool uHasNormals;

in vec3 vNormal;
in vec3 vViewPosition;
in vec2 vTexcoord;
in vec4 vColor;
in float vSelected;

out vec4 fragColor;

float lighting()
{
    vec3 n = uHasNormals ? normalize(vNormal) : normalize(cross(dFdx(vViewPosition), dFdy(vViewPosition)));
    vec3 toEye = normalize(-vViewPosition);
    // A headlight with a little from above, two-sided.
    float key = abs(dot(n, toEye));
    float fill = max(dot(n, normalize(vec3(0.3, 0.8, 0.4))), 0.0);
    return 0.25 + 0.65 * key + 0.15 * fill;
}

void main()
{
    if (uMode == 4) {
        fragColor = mix(uFlatColor, uSelectedColor, step(0.5, vSelected));
        return;
    }
    vec4 albedo = uBaseColor;
    if (uMode == 1) {
        albedo = texture(uTexture, vTexcoord);
    } else if (uMode == 2) {
        albedo = vColor;
    } else if (uMode == 3) {
        vec2 cell = floor(vTexcoord * 8.0);
        float check = mod(cell.x + cell.y, 2.0);
        albedo = mix(vec4(0.15, 0.15, 0.18, 1.0), vec4(0.92, 0.92, 0.95, 1.0), check);
        // Tint by UV so flipped and stretched regions stand out.
        albedo.rgb *= mix(vec3(1.0), vec3(0.6 + 0.4 * fract(vTexcoord.x), 0.6 + 0.4 * fract(vTexcoord.y), 1.0), 0.5);
    }
    vec3 rgb = albedo.rgb * lighting();
    rgb = mix(rgb, uTint.rgb, uTint.a);
    fragColor = vec4(rgb, 1.0);
}
