#include "views/viewport/ShaderCache.h"

#include <QCoreApplication>
#include <QFile>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <QOpenGLShaderProgram>
#include <QVector4D>

namespace quarry {

namespace {

const QVector4D kSelectedColor(1.0f, 0.55f, 0.1f, 1.0f);

QString shaderSource(const QString &name, bool withSkinning, bool textureJoints, const QString &defines)
{
    auto read = [](const QString &file) {
        QFile f(QStringLiteral(":/shaders/") + file);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    };
    QString source = QStringLiteral("#version 330 core\n");
    if (textureJoints)
        source += QStringLiteral("#define JOINT_TEXTURE 1\n");
    source += defines;
    if (withSkinning)
        source += read(QStringLiteral("skinning.glsl"));
    return source + read(name);
}

bool buildProgram(QOpenGLShaderProgram &program, const QList<std::pair<QOpenGLShader::ShaderType, QString>> &stages,
                  bool skinned, QString *error, bool textureJoints = false, const QString &defines = {})
{
    for (const auto &[type, file] : stages) {
        const QString source = shaderSource(file, skinned && type == QOpenGLShader::Vertex, textureJoints, defines);
        if (!program.addShaderFromSourceCode(type, source)) {
            if (error)
                *error = QCoreApplication::translate("SceneRenderer", "Shader %1 does not compile: %2")
                             .arg(file, program.log());
            return false;
        }
    }
    if (!program.link()) {
        if (error)
            *error = QCoreApplication::translate("SceneRenderer", "Shaders do not link: %1").arg(program.log());
        return false;
    }
    return true;
}

void bindJointBlock(unsigned program)
{
    QOpenGLExtraFunctions *f = QOpenGLContext::currentContext()->extraFunctions();
    const GLuint block = f->glGetUniformBlockIndex(program, "JointBlock");
    if (block != GL_INVALID_INDEX)
        f->glUniformBlockBinding(program, block, 0);
}

} // namespace

ShaderCache::ShaderCache() = default;

ShaderCache::~ShaderCache() = default;

bool ShaderCache::initialize(QString *error)
{
    m_linesProgram = std::make_unique<QOpenGLShaderProgram>();
    return setTextureJoints(false, error)
           && buildProgram(*m_linesProgram,
                           {{QOpenGLShader::Vertex, QStringLiteral("lines.vert")},
                            {QOpenGLShader::Fragment, QStringLiteral("lines.frag")}},
                           false, error);
}

void ShaderCache::release()
{
    for (auto &program : m_meshPrograms)
        program.reset();
    m_normalsProgram.reset();
    m_linesProgram.reset();
}

bool ShaderCache::setTextureJoints(bool textureJoints, QString *error)
{
    auto normals = std::make_unique<QOpenGLShaderProgram>();
    if (!buildProgram(*normals,
                      {{QOpenGLShader::Vertex, QStringLiteral("normals.vert")},
                       {QOpenGLShader::Geometry, QStringLiteral("normals.geom")},
                       {QOpenGLShader::Fragment, QStringLiteral("flat.frag")}},
                      true, error, textureJoints))
        return false;
    if (!textureJoints)
        bindJointBlock(normals->programId());
    normals->bind();
    normals->setUniformValue("uMorphDeltas", 2);
    for (auto &program : m_meshPrograms)
        program.reset();
    m_normalsProgram = std::move(normals);
    m_textureJoints = textureJoints;
    // The common program now, so that a failure shows at start.
    return meshProgram(ShadedSurface, true, error) != nullptr;
}

QOpenGLShaderProgram *ShaderCache::meshProgram(int mode, bool hasNormals, QString *error)
{
    std::unique_ptr<QOpenGLShaderProgram> &slot = m_meshPrograms[std::size_t(mode * 2 + (hasNormals ? 1 : 0))];
    if (!slot) {
        auto program = std::make_unique<QOpenGLShaderProgram>();
        const QString defines =
            QStringLiteral("#define SURFACE_MODE %1\n#define HAS_NORMALS %2\n").arg(mode).arg(hasNormals ? 1 : 0);
        QString reason;
        if (!buildProgram(*program,
                          {{QOpenGLShader::Vertex, QStringLiteral("mesh.vert")},
                           {QOpenGLShader::Fragment, QStringLiteral("mesh.frag")}},
                          true, &reason, m_textureJoints, defines)) {
            if (error)
                *error = reason;
            else
                qWarning("%s", qPrintable(reason));
            return nullptr;
        }
        if (!m_textureJoints)
            bindJointBlock(program->programId());
        program->bind();
        program->setUniformValue("uTexture", 0);
        program->setUniformValue("uJointMatrices", 1);
        program->setUniformValue("uMorphDeltas", 2);
        program->setUniformValue("uSelectedColor", kSelectedColor);
        slot = std::move(program);
    }
    return slot.get();
}

} // namespace quarry
