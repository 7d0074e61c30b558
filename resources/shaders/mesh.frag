// Surface modes (SURFACE_MODE): 0 shaded, 1 textured, 2 vertex colors,
// 3 UV checker, 4 flat color (wireframe, points, highlights), 5 the
// current joint's weights.
uniform vec4 uBaseColor;
uniform vec4 uFlatColor;
uniform vec4 uSelectedColor;
uniform vec4 uTint;
// Faces seen from behind mixed towards this colour (alpha 0: off).
uniform vec4 uBackTint;
// Shaded with normals: where the normal opposes the triangle's winding (a
// flipped normal), mixed towards this colour (alpha 0: off).
uniform vec4 uFlippedTint;
uniform sampler2D uTexture;
// Textured: fragments whose texture alpha is below this are cut out (0:
// off; set for materials with an opacity map).
uniform float uAlphaCut;

#if SURFACE_MODE != 4
#if HAS_NORMALS
in vec3 vNormal;
#endif
#if !HAS_NORMALS || SURFACE_MODE == 0
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
#if SURFACE_MODE == 5
in float vWeight;
in float vUnweighted;
in float vOffSum;

// Viridis (a perceptual ramp: dark blue at 0 through green to yellow at 1),
// as a polynomial fit.
vec3 ramp(float t)
{
    const vec3 c0 = vec3(0.2777, 0.0054, 0.3341);
    const vec3 c1 = vec3(0.1050, 1.4046, 1.3846);
    const vec3 c2 = vec3(-0.3308, 0.2148, 0.0950);
    const vec3 c3 = vec3(-4.6342, -5.7991, -19.3324);
    const vec3 c4 = vec3(6.2283, 14.1799, 56.6906);
    const vec3 c5 = vec3(4.7764, -13.7451, -65.3530);
    const vec3 c6 = vec3(-5.4355, 4.6459, 26.3124);
    t = clamp(t, 0.0, 1.0);
    return c0 + t * (c1 + t * (c2 + t * (c3 + t * (c4 + t * (c5 + t * c6)))));
}
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
    if (albedo.a < uAlphaCut)
        discard;
#elif SURFACE_MODE == 2
    albedo = vColor;
#elif SURFACE_MODE == 3
    vec2 cell = floor(vTexcoord * 8.0);
    float check = mod(cell.x + cell.y, 2.0);
    albedo = mix(vec4(0.15, 0.15, 0.18, 1.0), vec4(0.92, 0.92, 0.95, 1.0), check);
    // Tint by UV so flipped and stretched regions stand out.
    albedo.rgb *= mix(vec3(1.0), vec3(0.6 + 0.4 * fract(vTexcoord.x), 0.6 + 0.4 * fract(vTexcoord.y), 1.0), 0.5);
#elif SURFACE_MODE == 5
    albedo.rgb = ramp(vWeight);
    // Diagonal stripes: grey where no joint weights the vertex, red where
    // the weights do not sum to one.
    float stripe = step(4.0, mod(gl_FragCoord.x + gl_FragCoord.y, 8.0));
    if (vUnweighted > 0.5)
        albedo.rgb = mix(vec3(0.55), vec3(0.35), stripe);
    else if (vOffSum > 0.5)
        albedo.rgb = mix(albedo.rgb, vec3(0.95, 0.1, 0.1), 0.6 * stripe);
#endif
    vec3 rgb = albedo.rgb * lighting();
    if (!gl_FrontFacing)
        rgb = mix(rgb, uBackTint.rgb, uBackTint.a);
#if HAS_NORMALS && SURFACE_MODE == 0
    // The triangle's own normal, towards the eye; the winding's normal is
    // it on a front face and its opposite on a back face. A vertex normal
    // well on the other side of the triangle is flipped (a smooth normal
    // leans, at a silhouette up to about 90 degrees, not beyond).
    vec3 towardEye = normalize(cross(dFdx(vViewPosition), dFdy(vViewPosition)));
    float along = dot(normalize(vNormal), towardEye);
    if ((gl_FrontFacing ? -along : along) > 0.25)
        rgb = mix(rgb, uFlippedTint.rgb, uFlippedTint.a);
#endif
    rgb = mix(rgb, uTint.rgb, uTint.a);
    fragColor = vec4(rgb, 1.0);
#endif
}
