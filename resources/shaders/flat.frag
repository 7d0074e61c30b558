uniform vec4 uFlatColor;

out vec4 fragColor;

void main()
{
    fragColor = uFlatColor;
}
