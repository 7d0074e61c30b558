// The viewport's GLSL 3.3 programs, built from the shaders under
// :/shaders: the mesh program per surface mode (with and without vertex
// normals, built on first use), the normals program and the overlay lines
// program. Skinning reads joint matrices from a uniform block, or from a
// texture where a skeleton has more joints than a block holds. Morph
// targets' deltas are read from a texture buffer on unit 2.
// Every call needs the OpenGL context current.
#pragma once

#include <QString>

#include <array>
#include <memory>

class QOpenGLShaderProgram;

namespace quarry {

// The mesh program's surface modes (SURFACE_MODE in mesh.frag).
enum SurfaceMode {
    ShadedSurface = 0,
    TexturedSurface = 1,
    VertexColorSurface = 2,
    UvCheckerSurface = 3,
    FlatSurface = 4,
    WeightSurface = 5
};

class ShaderCache
{
public:
    // Joints a uniform block holds.
    static constexpr int kBlockJoints = 255;

    ShaderCache();
    ~ShaderCache();

    // Builds the lines, normals and shaded programs; false with the reason
    // where one does not build.
    bool initialize(QString *error);
    void release();

    // Rebuilds the skinning programs to read joints from the texture
    // (true) or the uniform block (false).
    bool setTextureJoints(bool textureJoints, QString *error);
    bool textureJoints() const { return m_textureJoints; }

    // The mesh program for a surface mode (built on first use), or null
    // with the reason where it does not build (a warning where `error` is null).
    QOpenGLShaderProgram *meshProgram(int mode, bool hasNormals, QString *error);
    QOpenGLShaderProgram *normalsProgram() const { return m_normalsProgram.get(); }
    QOpenGLShaderProgram *linesProgram() const { return m_linesProgram.get(); }

private:
    // Per surface mode (6) with and without vertex normals.
    std::array<std::unique_ptr<QOpenGLShaderProgram>, 12> m_meshPrograms;
    std::unique_ptr<QOpenGLShaderProgram> m_normalsProgram;
    std::unique_ptr<QOpenGLShaderProgram> m_linesProgram;
    bool m_textureJoints = false;
};

} // namespace quarry
