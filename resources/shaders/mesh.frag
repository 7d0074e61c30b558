// Surface modes (SURFACE_MODE): 0 shaded, 1 textured, 2 vertex colors,
// 3 UV checker, 4 flat color (wireframe, points, highlights).
uniform vec4 uBaseColor;
uniform vec4 uFlatColor;
uniform vec4 uSelectedColor;
uniform vec4 uTint;
// Faces seen from behind mixed towards this colour (alpha 0: off).
uniform vec4 uBackTint;
uniform sampler2D uTexture;

#if SURFACE_MODE != 4
#if HAS_NORMALS
in vec3 vNormal;
#else
in vec3 vViewPosition;
#endif
#endif
#if SURFACE_MODE == 1 || SURFACE_MODE == 3
in vec2 vTexcoord;
#endif
#if SURFACE_MODE == 2
in vec4 vColor;
#endif
#if SURFACE_MODE == 4
in float vSelected;
#endif

out vec4 fragColor;

#if SURFACE_MODE != 4
float lighting()
{
#if HAS_NORMALS
    vec3 n = normalize(vNormal);
#else
    vec3 n = normalize(cross(dFdx(vViewPosition), dFdy(vViewPosition)));
#endif
    // A headlight along the view axis with a little from above, two-sided.
    float key = abs(n.z);
    float fill = max(dot(n, normalize(vec3(0.3, 0.8, 0.4))), 0.0);
    return 0.25 + 0.65 * key + 0.15 * fill;
}
#endif

void main()
{
#if SURFACE_MODE == 4
    fragColor = mix(uFlatColor, uSelectedColor, step(0.5, vSelected));
    if (!gl_FrontFacing)
        fragColor.rgb = mix(fragColor.rgb, uBackTint.rgb, uBackTint.a);
#else
    vec4 albedo = uBaseColor;
#if SURFACE_MODE == 1
    albedo = texture(uTexture, vTexcoord);
#elif SURFACE_MODE == 2
    albedo = vColor;
#elif SURFACE_MODE == 3
    vec2 cell = floor(vTexcoord * 8.0);
    float check = mod(cell.x + cell.y, 2.0);
    albedo = mix(vec4(0.15, 0.15, 0.18, 1.0), vec4(0.92, 0.92, 0.95, 1.0), check);
    // Tint by UV so flipped and stretched regions stand out.
    albedo.rgb *= mix(vec3(1.0), vec3(0.6 + 0.4 * fract(vTexcoord.x), 0.6 + 0.4 * fract(vTexcoord.y), 1.0), 0.5);
#endif
    vec3 rgb = albedo.rgb * lighting();
    if (!gl_FrontFacing)
        rgb = mix(rgb, uBackTint.rgb, uBackTint.a);
    rgb = mix(rgb, uTint.rgb, uTint.a);
    fragColor = vec4(rgb, 1.0);
#endif
}
