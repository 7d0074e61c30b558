#include "views/viewport/SceneRenderer.h"

#include "model/ops/Closure.h"
#include "model/ops/Simplify.h"
#include "model/ops/Tessellate.h"
#include "views/viewport/TextureLookup.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QOpenGLShaderProgram>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>

#include <algorithm>
#include <optional>
#include <cmath>

namespace quarry {

namespace {

enum Attribute : GLuint { Position, Normal, Texcoord, Color, Joints, Weights, Selected, AttributeCount };

enum SurfaceMode { ShadedSurface = 0, TexturedSurface = 1, VertexColorSurface = 2, UvCheckerSurface = 3, FlatSurface = 4 };

const QVector4D kSelectedColor(1.0f, 0.55f, 0.1f, 1.0f);

constexpr int kBlockJoints = 255;

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
                *error = QCoreApplication::translate("SceneRenderer", "Shader %1 does not compile: %2").arg(file, program.log());
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

} // namespace

struct SceneRenderer::GpuMesh
{
    GLuint vao = 0;
    GLuint buffers[AttributeCount] = {};
    GLuint indexBuffer = 0;
    GLuint selectedFaceBuffer = 0;
    GLuint reducedIndexBuffer = 0;
    GLsizei indexCount = 0;
    // The coarser triangles drawn while the view moves (setReducedDetail):
    // how many, and for which triangle budget they were made (0: none yet).
    GLsizei reducedIndexCount = 0;
    qsizetype reducedTarget = 0;
    quint64 generation = 0;  // counts changes of positions and triangles
    GLsizei vertexCount = 0;
    GLsizei selectedFaceIndexCount = 0;
    int material = -1;
    SurfaceClosure closure = SurfaceClosure::Open;
    std::optional<QVector4D> color;  // overrides the material's (shapes)
    bool skinned = false;
    bool hasNormals = false;
    bool hasTexcoords = false;
    bool hasColors = false;
    bool hasSelection = false;
    // What was uploaded last, shared with the model's lists: comparing them
    // is cheap while nothing changed (same data pointers).
    QList<QVector3D> positions;
    QList<QVector3D> normals;
    QList<QVector2D> texcoords;
    QList<QVector4D> colors;
    QList<quint32> blendIndexes;
    QList<float> blendWeights;
    QList<Triangle> triangles;
    int influences = -1;
};

SceneRenderer::SceneRenderer() = default;

SceneRenderer::~SceneRenderer() = default;

bool SceneRenderer::initialize(QString *error)
{
    QOpenGLContext *context = QOpenGLContext::currentContext();
    if (!context) {
        if (error)
            *error = QCoreApplication::translate("SceneRenderer", "No OpenGL context.");
        return false;
    }
    const QSurfaceFormat format = context->format();
    if (format.version() < qMakePair(3, 3) || !initializeOpenGLFunctions()) {
        if (error)
            *error = QCoreApplication::translate("SceneRenderer", "OpenGL 3.3 core is not available (got %1.%2).")
                         .arg(format.majorVersion())
                         .arg(format.minorVersion());
        return false;
    }
    m_extra = context->extraFunctions();
    m_linesProgram = std::make_unique<QOpenGLShaderProgram>();
    if (!buildSkinningPrograms(false, error)
        || !buildProgram(*m_linesProgram, {{QOpenGLShader::Vertex, QStringLiteral("lines.vert")},
                                          {QOpenGLShader::Fragment, QStringLiteral("lines.frag")}}, false, error))
        return false;
    glGenBuffers(1, &m_jointBuffer);
    glBindBuffer(GL_UNIFORM_BUFFER, m_jointBuffer);
    QList<float> identities(kBlockJoints * 16, 0.0f);
    for (int j = 0; j < kBlockJoints; ++j)
        for (int d = 0; d < 4; ++d)
            identities[j * 16 + d * 5] = 1.0f;
    glBufferData(GL_UNIFORM_BUFFER, identities.size() * 4, identities.constData(), GL_DYNAMIC_DRAW);
    glBindBuffer(GL_UNIFORM_BUFFER, 0);

    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &m_maxTextureSize);
    glGenTextures(1, &m_jointTexture);
    glBindTexture(GL_TEXTURE_2D, m_jointTexture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, 4, 1, 0, GL_RGBA, GL_FLOAT, identity);
    m_jointCount = 1;

    QImage checker(64, 64, QImage::Format_RGBA8888);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x)
            checker.setPixelColor(x, y, ((x / 8 + y / 8) % 2) ? QColor(230, 60, 200) : QColor(40, 40, 40));
    m_checkerTexture = createTexture(checker);

    glGenVertexArrays(1, &m_overlayVao);
    glGenBuffers(1, &m_overlayVbo);
    glBindVertexArray(m_overlayVao);
    glBindBuffer(GL_ARRAY_BUFFER, m_overlayVbo);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(OverlayVertex), nullptr);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, sizeof(OverlayVertex),
                          reinterpret_cast<const void *>(offsetof(OverlayVertex, color)));
    glBindVertexArray(0);
    m_initialized = true;
    return true;
}

bool SceneRenderer::buildSkinningPrograms(bool textureJoints, QString *error)
{
    auto normals = std::make_unique<QOpenGLShaderProgram>();
    if (!buildProgram(*normals, {{QOpenGLShader::Vertex, QStringLiteral("normals.vert")},
                                 {QOpenGLShader::Geometry, QStringLiteral("normals.geom")},
                                 {QOpenGLShader::Fragment, QStringLiteral("flat.frag")}}, true, error, textureJoints))
        return false;
    if (!textureJoints)
        bindJointBlock(normals->programId());
    for (auto &program : m_meshPrograms)
        program.reset();
    m_normalsProgram = std::move(normals);
    m_textureJoints = textureJoints;
    // The common program now, so that a failure shows at start.
    return meshProgram(ShadedSurface, true, error) != nullptr;
}

void SceneRenderer::bindJointBlock(unsigned program)
{
    const GLuint block = glGetUniformBlockIndex(program, "JointBlock");
    if (block != GL_INVALID_INDEX)
        glUniformBlockBinding(program, block, 0);
}

QOpenGLShaderProgram *SceneRenderer::meshProgram(int mode, bool hasNormals, QString *error)
{
    std::unique_ptr<QOpenGLShaderProgram> &slot = m_meshPrograms[std::size_t(mode * 2 + (hasNormals ? 1 : 0))];
    if (!slot) {
        auto program = std::make_unique<QOpenGLShaderProgram>();
        const QString defines = QStringLiteral("#define SURFACE_MODE %1\n#define HAS_NORMALS %2\n")
                                    .arg(mode)
                                    .arg(hasNormals ? 1 : 0);
        QString reason;
        if (!buildProgram(*program, {{QOpenGLShader::Vertex, QStringLiteral("mesh.vert")},
                                     {QOpenGLShader::Fragment, QStringLiteral("mesh.frag")}}, true, &reason,
                          m_textureJoints, defines)) {
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
        program->setUniformValue("uSelectedColor", kSelectedColor);
        slot = std::move(program);
    }
    return slot.get();
}

QOpenGLShaderProgram *SceneRenderer::useMeshProgram(int mode, bool hasNormals, bool skinned)
{
    QOpenGLShaderProgram *p = meshProgram(mode, hasNormals, nullptr);
    if (!p)
        return nullptr;
    p->bind();
    p->setUniformValue("uView", m_frameView);
    p->setUniformValue("uProjection", m_frameProjection);
    p->setUniformValue("uSkinned", skinned);
    return p;
}

void SceneRenderer::release()
{
    if (!m_initialized)
        return;
    for (const auto &gpu : std::as_const(m_meshes))
        deleteGpuMesh(*gpu);
    m_meshes.clear();
    for (const auto &gpu : std::as_const(m_shapeMeshes))
        deleteGpuMesh(*gpu);
    m_shapeMeshes.clear();
    m_shapeData.clear();
    for (const GpuMaterial &m : std::as_const(m_materials))
        if (m.texture)
            glDeleteTextures(1, &m.texture);
    m_materials.clear();
    glDeleteTextures(1, &m_jointTexture);
    glDeleteBuffers(1, &m_jointBuffer);
    glDeleteTextures(1, &m_checkerTexture);
    glDeleteBuffers(1, &m_overlayVbo);
    glDeleteVertexArrays(1, &m_overlayVao);
    for (auto &program : m_meshPrograms)
        program.reset();
    m_normalsProgram.reset();
    m_linesProgram.reset();
    m_initialized = false;
}

void SceneRenderer::uploadBuffer(unsigned target, unsigned buffer, const void *data, qsizetype bytes)
{
    glBindBuffer(target, buffer);
    glBufferData(target, GLsizeiptr(bytes), data, GL_STATIC_DRAW);
    m_uploadedBytes += bytes;
}

void SceneRenderer::syncModel(const Model &model, const QString &modelPath)
{
    if (!m_initialized)
        return;
    while (m_meshes.size() > model.meshes.size())
        deleteGpuMesh(*m_meshes.takeLast());
    while (m_meshes.size() < model.meshes.size())
        m_meshes.append(createGpuMesh());
    if (model.shapes != m_shapeData)
        syncShapes(model.shapes);
    for (qsizetype i = 0; i < model.meshes.size(); ++i) {
        const GLsizei vertexCount = m_meshes[i]->vertexCount;
        const QList<Triangle> triangles = m_meshes[i]->triangles;
        syncMesh(*m_meshes[i], model.meshes[i]);
        // Selection flags and selected faces follow the vertex and
        // triangle lists; rebuilt only when those changed.
        if (vertexCount != m_meshes[i]->vertexCount || triangles != m_meshes[i]->triangles)
            updateSelectionBuffers(*m_meshes[i], int(i));
    }
    glBindVertexArray(0);

    // Textures: reload only where the material or the model's folder changed.
    if (modelPath != m_modelPath || model.materials != m_materialData) {
        const bool pathChanged = modelPath != m_modelPath;
        m_modelPath = modelPath;
        for (qsizetype i = 0; i < m_materials.size(); ++i) {
            const bool same = !pathChanged && i < model.materials.size() && i < m_materialData.size()
                              && model.materials[i] == m_materialData[i];
            if (!same) {
                if (m_materials[i].texture)
                    glDeleteTextures(1, &m_materials[i].texture);
                m_materials[i] = {};
            }
        }
        m_materials.resize(model.materials.size());
        m_materialData = model.materials;
    }
    m_jointParents.resize(model.skeleton.joints.size());
    for (qsizetype j = 0; j < model.skeleton.joints.size(); ++j)
        m_jointParents[j] = model.skeleton.joints[j].parent;
}

std::shared_ptr<SceneRenderer::GpuMesh> SceneRenderer::createGpuMesh()
{
    auto gpu = std::make_shared<GpuMesh>();
    glGenVertexArrays(1, &gpu->vao);
    glGenBuffers(AttributeCount, gpu->buffers);
    glGenBuffers(1, &gpu->indexBuffer);
    glGenBuffers(1, &gpu->selectedFaceBuffer);
    glGenBuffers(1, &gpu->reducedIndexBuffer);
    return gpu;
}

void SceneRenderer::deleteGpuMesh(const GpuMesh &gpu)
{
    glDeleteBuffers(AttributeCount, gpu.buffers);
    glDeleteBuffers(1, &gpu.indexBuffer);
    glDeleteBuffers(1, &gpu.selectedFaceBuffer);
    glDeleteBuffers(1, &gpu.reducedIndexBuffer);
    glDeleteVertexArrays(1, &gpu.vao);
}

void SceneRenderer::syncShapes(const QList<Shape> &shapes)
{
    for (const auto &gpu : std::as_const(m_shapeMeshes))
        deleteGpuMesh(*gpu);
    m_shapeMeshes.clear();
    m_curveLines.clear();
    m_shapeData = shapes;
    for (const Shape &shape : shapes) {
        const Material material = shapeMaterial(shape);
        const QVector4D color = material.diffuse.value_or(QVector4D(0.8f, 0.8f, 0.8f, 1.0f));
        if (shape.isCurve()) {
            const QList<QVector3D> points = tessellateCurve(shape);
            for (qsizetype i = 1; i < points.size(); ++i)
                m_curveLines << OverlayVertex{points[i - 1], color} << OverlayVertex{points[i], color};
            continue;
        }
        const Mesh mesh = tessellateShape(shape);
        if (mesh.triangles.isEmpty())
            continue;
        auto gpu = createGpuMesh();
        syncMesh(*gpu, mesh);
        gpu->color = color;
        m_shapeMeshes.append(gpu);
    }
}

void SceneRenderer::syncMesh(GpuMesh &gpu, const Mesh &mesh)
{
    const qsizetype n = mesh.vertexCount();
    glBindVertexArray(gpu.vao);
    gpu.material = mesh.material;
    const bool sizeChanged = gpu.vertexCount != GLsizei(n);
    gpu.vertexCount = GLsizei(n);

    if (sizeChanged || gpu.positions != mesh.positions) {
        gpu.positions = mesh.positions;
        gpu.reducedTarget = 0;
        ++gpu.generation;
        uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[Position], mesh.positions.constData(), n * qsizetype(sizeof(QVector3D)));
        glEnableVertexAttribArray(Position);
        glVertexAttribPointer(Position, 3, GL_FLOAT, GL_FALSE, 0, nullptr);
    }
    if (sizeChanged || gpu.normals != mesh.normals) {
        gpu.normals = mesh.normals;
        gpu.hasNormals = mesh.normals.size() == n && n > 0;
        if (gpu.hasNormals) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[Normal], mesh.normals.constData(), n * qsizetype(sizeof(QVector3D)));
            glEnableVertexAttribArray(Normal);
            glVertexAttribPointer(Normal, 3, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(Normal);
        }
    }
    const QList<QVector2D> texcoords = mesh.texcoords.isEmpty() ? QList<QVector2D>() : mesh.texcoords.first();
    if (sizeChanged || gpu.texcoords != texcoords) {
        gpu.texcoords = texcoords;
        gpu.hasTexcoords = texcoords.size() == n && n > 0;
        if (gpu.hasTexcoords) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[Texcoord], texcoords.constData(), n * qsizetype(sizeof(QVector2D)));
            glEnableVertexAttribArray(Texcoord);
            glVertexAttribPointer(Texcoord, 2, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(Texcoord);
        }
    }
    if (sizeChanged || gpu.colors != mesh.colors) {
        gpu.colors = mesh.colors;
        gpu.hasColors = mesh.colors.size() == n && n > 0;
        if (gpu.hasColors) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[Color], mesh.colors.constData(), n * qsizetype(sizeof(QVector4D)));
            glEnableVertexAttribArray(Color);
            glVertexAttribPointer(Color, 4, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(Color);
        }
    }
    const int k = mesh.influencesPerVertex;
    if (sizeChanged || gpu.influences != k || gpu.blendIndexes != mesh.blendIndexes
        || gpu.blendWeights != mesh.blendWeights) {
        gpu.influences = k;
        gpu.blendIndexes = mesh.blendIndexes;
        gpu.blendWeights = mesh.blendWeights;
        gpu.skinned = mesh.isSkinned() && mesh.blendIndexes.size() >= n * k && mesh.blendWeights.size() >= n * k;
        if (gpu.skinned) {
            // The GPU takes four influences per vertex: the largest four
            // where a file has more (the shader renormalizes).
            QList<quint16> joints(n * 4, 0);
            QList<float> weights(n * 4, 0.0f);
            for (qsizetype v = 0; v < n; ++v) {
                std::array<std::pair<float, quint32>, 4> best{};
                for (int j = 0; j < k; ++j) {
                    const float w = mesh.blendWeights[v * k + j];
                    const quint32 joint = mesh.blendIndexes[v * k + j];
                    if (!(w > 0) || joint > 0xffff)
                        continue;
                    auto smallest = std::min_element(best.begin(), best.end(),
                                                     [](const auto &a, const auto &b) { return a.first < b.first; });
                    if (w > smallest->first)
                        *smallest = {w, joint};
                }
                for (int j = 0; j < 4; ++j) {
                    joints[v * 4 + j] = quint16(best[j].second);
                    weights[v * 4 + j] = best[j].first;
                }
            }
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[Joints], joints.constData(), joints.size() * 2);
            glEnableVertexAttribArray(Joints);
            glVertexAttribIPointer(Joints, 4, GL_UNSIGNED_SHORT, 0, nullptr);
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[Weights], weights.constData(), weights.size() * 4);
            glEnableVertexAttribArray(Weights);
            glVertexAttribPointer(Weights, 4, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(Joints);
            glDisableVertexAttribArray(Weights);
        }
    }
    if (sizeChanged || gpu.triangles != mesh.triangles) {
        gpu.triangles = mesh.triangles;
        gpu.reducedTarget = 0;
        ++gpu.generation;
        // Indexes out of range would read outside the buffers: drop such
        // triangles (Mesh::validate reports them elsewhere).
        QList<quint32> indexes;
        indexes.reserve(mesh.triangles.size() * 3);
        for (const Triangle &t : mesh.triangles)
            if (t[0] < quint32(n) && t[1] < quint32(n) && t[2] < quint32(n))
                indexes << t[0] << t[1] << t[2];
        gpu.indexCount = GLsizei(indexes.size());
        uploadBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.indexBuffer, indexes.constData(), indexes.size() * 4);
        // Found again when the triangles change, not when vertices move
        // (moving vertices rarely opens a surface or turns it inside out).
        gpu.closure = surfaceClosure(mesh.positions, mesh.triangles);
    }
}

void SceneRenderer::setSelection(const Selection &selection)
{
    m_selection = selection;
    if (!m_initialized)
        return;
    for (qsizetype i = 0; i < m_meshes.size(); ++i)
        updateSelectionBuffers(*m_meshes[i], int(i));
    glBindVertexArray(0);
}

void SceneRenderer::updateSelectionBuffers(GpuMesh &gpu, int meshIndex)
{
    glBindVertexArray(gpu.vao);
    const QList<quint32> vertices = m_selection.vertices.value(meshIndex);
    if (!vertices.isEmpty() || gpu.hasSelection) {
        QList<quint8> flags(gpu.vertexCount, 0);
        for (quint32 v : vertices)
            if (v < quint32(gpu.vertexCount))
                flags[v] = 255;
        gpu.hasSelection = !vertices.isEmpty();
        if (gpu.hasSelection) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[Selected], flags.constData(), flags.size());
            glEnableVertexAttribArray(Selected);
            glVertexAttribPointer(Selected, 1, GL_UNSIGNED_BYTE, GL_TRUE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(Selected);
        }
    }
    const QList<quint32> faces = m_selection.faces.value(meshIndex);
    if (!faces.isEmpty() || gpu.selectedFaceIndexCount) {
        QList<quint32> indexes;
        for (quint32 f : faces)
            if (f < quint32(gpu.triangles.size())) {
                const Triangle &t = gpu.triangles[f];
                if (t[0] < quint32(gpu.vertexCount) && t[1] < quint32(gpu.vertexCount) && t[2] < quint32(gpu.vertexCount))
                    indexes << t[0] << t[1] << t[2];
            }
        gpu.selectedFaceIndexCount = GLsizei(indexes.size());
        // The VAO's element binding must stay the mesh's own index buffer.
        glBindVertexArray(0);
        uploadBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.selectedFaceBuffer, indexes.constData(), indexes.size() * 4);
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
        glBindVertexArray(gpu.vao);
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.indexBuffer);
    }
}

void SceneRenderer::setPose(const ScenePose &pose)
{
    if (!m_initialized)
        return;
    const QList<QMatrix4x4> &skinning = pose.skinning();
    const int n = int(std::max<qsizetype>(skinning.size(), 1));
    QList<float> data(qsizetype(n) * 16);
    for (int j = 0; j < n; ++j) {
        const QMatrix4x4 m = j < skinning.size() ? skinning[j] : QMatrix4x4();
        std::copy(m.constData(), m.constData() + 16, data.data() + qsizetype(j) * 16);
    }
    const bool textureJoints = n > kBlockJoints;
    if (textureJoints != m_textureJoints) {
        QString error;
        if (!buildSkinningPrograms(textureJoints, &error))
            qWarning("%s", qPrintable(error));
    }
    if (m_textureJoints) {
        glBindTexture(GL_TEXTURE_2D, m_jointTexture);
        if (n != m_jointCount) {
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, 4, n, 0, GL_RGBA, GL_FLOAT, data.constData());
            m_jointCount = n;
        } else {
            glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 4, n, GL_RGBA, GL_FLOAT, data.constData());
        }
    } else {
        glBindBuffer(GL_UNIFORM_BUFFER, m_jointBuffer);
        glBufferSubData(GL_UNIFORM_BUFFER, 0, GLsizeiptr(n) * 64, data.constData());
        glBindBuffer(GL_UNIFORM_BUFFER, 0);
    }
    m_jointPositions.resize(pose.jointWorld().size());
    for (qsizetype j = 0; j < m_jointPositions.size(); ++j)
        m_jointPositions[j] = pose.jointPosition(int(j));
}

void SceneRenderer::setOverlay(const QList<OverlayVertex> &lines, const QList<OverlayVertex> &triangles)
{
    m_overlayLines = lines;
    m_overlayTriangles = triangles;
}

unsigned SceneRenderer::createTexture(const QImage &image)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888).mirrored();
    GLuint texture = 0;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, rgba.width(), rgba.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba.constBits());
    glGenerateMipmap(GL_TEXTURE_2D);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
    return texture;
}

unsigned SceneRenderer::textureFor(int material)
{
    if (material < 0 || material >= m_materials.size())
        return m_checkerTexture;
    GpuMaterial &m = m_materials[material];
    if (!m.resolved) {
        m.resolved = true;
        m.path = findTexture(m_materialData[material], m_modelPath);
        QImage image;
        if (!m.path.isEmpty() && image.load(m.path) && !image.isNull()) {
            if (m_maxTextureSize > 0 && (image.width() > m_maxTextureSize || image.height() > m_maxTextureSize))
                image = image.scaled(m_maxTextureSize, m_maxTextureSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
            m.texture = createTexture(image);
        }
    }
    return m.texture ? m.texture : m_checkerTexture;
}

void SceneRenderer::drawMesh(GpuMesh &gpu, int meshIndex)
{
    glBindVertexArray(gpu.vao);
    if (!gpu.hasNormals)
        m_extra->glVertexAttrib3f(Normal, 0, 0, 1);
    if (!gpu.hasTexcoords)
        m_extra->glVertexAttrib2f(Texcoord, 0, 0);
    if (!gpu.hasColors)
        m_extra->glVertexAttrib4f(Color, 0.8f, 0.8f, 0.8f, 1.0f);
    if (!gpu.hasSelection)
        m_extra->glVertexAttrib1f(Selected, 0);
    if (!gpu.skinned) {
        m_extra->glVertexAttribI4ui(Joints, 0, 0, 0, 0);
        m_extra->glVertexAttrib4f(Weights, 0, 0, 0, 0);
    }

    int mode = ShadedSurface;
    switch (m_settings.mode) {
    case DrawMode::Shaded:
    case DrawMode::WireframeOverShaded: mode = ShadedSurface; break;
    case DrawMode::Textured: mode = TexturedSurface; break;
    case DrawMode::VertexColors: mode = VertexColorSurface; break;
    case DrawMode::UvChecker: mode = UvCheckerSurface; break;
    }
    QVector4D base(0.72f, 0.72f, 0.74f, 1.0f);
    if (gpu.color)
        base = *gpu.color;
    else if (gpu.material >= 0 && gpu.material < m_materialData.size() && m_materialData[gpu.material].diffuse)
        base = *m_materialData[gpu.material].diffuse;
    // While the view moves, large meshes draw their coarser triangles, lit
    // by their own facets (the kept vertices' normals belong to the finer
    // surface).
    const bool reduced = prepareReducedTriangles(gpu);
    QOpenGLShaderProgram *surface = useMeshProgram(mode, gpu.hasNormals && !reduced, gpu.skinned);
    QOpenGLShaderProgram *flat = nullptr;
    if (!surface)
        return;
    surface->setUniformValue("uBaseColor", base);
    const bool meshSelected = m_selection.mode == Selection::Mode::Objects && m_selection.meshes.contains(meshIndex);
    surface->setUniformValue("uTint", meshSelected ? QVector4D(1.0f, 0.55f, 0.1f, 0.35f) : QVector4D());
    if (mode == TexturedSurface) {
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, textureFor(gpu.material));
    }

    const GLsizei surfaceCount = reduced ? gpu.reducedIndexCount : gpu.indexCount;
    m_drawnTriangles += surfaceCount / 3;
    if (reduced)
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.reducedIndexBuffer);
    // A closed mesh seen from outside shows only the faces its normals
    // turn to the eye. Quarry's front faces, (c - a) x (b - a), wind
    // clockwise on screen.
    // Not for simplified triangles, which need not be closed.
    const bool cull = m_cullAllowed && gpu.closure != SurfaceClosure::Open && !reduced;
    if (cull) {
        ++m_culledMeshes;
        m_culledTriangles += surfaceCount / 3;
        glEnable(GL_CULL_FACE);
        glCullFace(GL_BACK);
        glFrontFace(gpu.closure == SurfaceClosure::Outward ? GL_CW : GL_CCW);
    }
    // The surface, pushed back a little so lines and highlights win.
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(1.0f, 1.0f);
    glDrawElements(GL_TRIANGLES, surfaceCount, GL_UNSIGNED_INT, nullptr);
    glDisable(GL_POLYGON_OFFSET_FILL);

    if (m_settings.mode == DrawMode::WireframeOverShaded && (flat = useMeshProgram(FlatSurface, true, gpu.skinned))) {
        flat->setUniformValue("uFlatColor", QVector4D(0.08f, 0.08f, 0.1f, 1.0f));
        glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
        glDrawElements(GL_TRIANGLES, surfaceCount, GL_UNSIGNED_INT, nullptr);
        glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    }
    if (reduced)
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.indexBuffer);
    if (cull)
        glDisable(GL_CULL_FACE);
    const bool points = m_selection.mode == Selection::Mode::Vertices || gpu.hasSelection;
    if ((gpu.selectedFaceIndexCount > 0 || points) && !flat)
        flat = useMeshProgram(FlatSurface, true, gpu.skinned);
    if (!flat)
        return;
    if (gpu.selectedFaceIndexCount > 0) {
        flat->setUniformValue("uFlatColor", QVector4D(1.0f, 0.45f, 0.05f, 1.0f));
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.selectedFaceBuffer);
        glDrawElements(GL_TRIANGLES, gpu.selectedFaceIndexCount, GL_UNSIGNED_INT, nullptr);
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.indexBuffer);
    }
    if (points) {
        flat->setUniformValue("uFlatColor", QVector4D(0.1f, 0.15f, 0.35f, 1.0f));
        flat->setUniformValue("uPointSize", m_selection.mode == Selection::Mode::Vertices ? 5.0f : 4.0f);
        glDrawArrays(GL_POINTS, 0, gpu.vertexCount);
    }
}

qsizetype SceneRenderer::reducedTargetFor(const GpuMesh &gpu, qsizetype budget, qsizetype total)
{
    if (budget <= 0 || total <= budget)
        return 0;
    // Each mesh gets its share of the budget; small meshes stay whole.
    const qsizetype triangles = gpu.indexCount / 3;
    const qsizetype target = std::max<qsizetype>(qsizetype(double(triangles) * double(budget) / double(total)), 256);
    return target < triangles ? target : 0;
}

qsizetype SceneRenderer::meshTriangles() const
{
    qsizetype total = 0;
    for (const auto &gpu : m_meshes)
        total += gpu->indexCount / 3;
    return total;
}

QList<SceneRenderer::ReducedRequest> SceneRenderer::reducedRequests(qsizetype budget) const
{
    const qsizetype total = meshTriangles();
    QList<ReducedRequest> requests;
    for (qsizetype i = 0; i < m_meshes.size(); ++i) {
        const GpuMesh &gpu = *m_meshes[i];
        const qsizetype target = reducedTargetFor(gpu, budget, total);
        if (target > 0 && !servesBudget(gpu.reducedTarget, target))
            requests.append({int(i), gpu.generation, target, gpu.positions, gpu.triangles});
    }
    return requests;
}

void SceneRenderer::setReducedTriangles(const ReducedRequest &request, const QList<Triangle> &triangles)
{
    if (!m_initialized || request.mesh < 0 || request.mesh >= m_meshes.size())
        return;
    GpuMesh &gpu = *m_meshes[request.mesh];
    if (gpu.generation != request.generation)
        return;
    uploadReduced(gpu, request.target, triangles);
}

void SceneRenderer::uploadReduced(GpuMesh &gpu, qsizetype target, const QList<Triangle> &triangles)
{
    glBindVertexArray(0);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.reducedIndexBuffer);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(triangles.size() * qsizetype(sizeof(Triangle))),
                 triangles.constData(), GL_STATIC_DRAW);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
    m_uploadedBytes += triangles.size() * qsizetype(sizeof(Triangle));
    gpu.reducedIndexCount = GLsizei(triangles.size() * 3);
    gpu.reducedTarget = target;
}

bool SceneRenderer::prepareReducedTriangles(GpuMesh &gpu)
{
    const qsizetype target = reducedTargetFor(gpu, m_reducedBudget, m_totalTriangles);
    if (target == 0)
        return false;
    // Made here where there is none yet, or (unless the caller makes them
    // elsewhere) where the budget moved by more than a fifth.
    if (gpu.reducedTarget == 0 || (m_remakeWhenMoved && !servesBudget(gpu.reducedTarget, target))) {
        uploadReduced(gpu, target, simplifyByClustering(gpu.positions, gpu.triangles, target).triangles);
        m_simplified = true;
    }
    glBindVertexArray(gpu.vao);
    return true;
}

void SceneRenderer::drawOverlay(const QList<OverlayVertex> &vertices, unsigned mode, const QMatrix4x4 &viewProjection)
{
    if (vertices.isEmpty())
        return;
    m_linesProgram->bind();
    m_linesProgram->setUniformValue("uViewProjection", viewProjection);
    glBindVertexArray(m_overlayVao);
    glBindBuffer(GL_ARRAY_BUFFER, m_overlayVbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(OverlayVertex)), vertices.constData(), GL_STREAM_DRAW);
    glDrawArrays(mode, 0, GLsizei(vertices.size()));
    glBindVertexArray(0);
}

void SceneRenderer::appendGrid(QList<OverlayVertex> &lines, const Camera &camera) const
{
    // A grid of 20 x 20 cells whose step is a power of ten near a tenth of
    // the scene, on the ground plane through the origin.
    const float extent = m_sceneBounds.isValid() ? std::max(m_sceneBounds.radius(), 1e-3f) : 5.0f;
    const float step = std::pow(10.0f, std::round(std::log10(extent * 0.2f)));
    const int half = std::clamp(int(std::ceil(extent * 1.5f / step)), 5, 50);
    // The ground plane in the perspective and top views; the orthographic
    // front and side views get the plane they look at, through the origin.
    QVector3D a = camera.rightAxis();
    QVector3D b = camera.depthAxis();
    if (camera.view() == Camera::View::Side)
        b = camera.upVector();
    else if (camera.view() == Camera::View::Front)
        a = camera.depthAxis(), b = camera.upVector();
    for (int i = -half; i <= half; ++i) {
        const float t = float(i) * step;
        const float alpha = (i % 10 == 0) ? 0.55f : 0.25f;
        QVector4D colorA(0.6f, 0.6f, 0.65f, alpha);
        QVector4D colorB = colorA;
        if (i == 0) {
            // The axes through the origin in the gizmo's colors: X red, Y green, Z blue.
            auto axisColor = [](const QVector3D &v) {
                const QVector3D c(std::abs(v.x()) * 0.9f + 0.05f, std::abs(v.y()) * 0.75f + 0.1f,
                                  std::abs(v.z()) * 0.9f + 0.1f);
                return QVector4D(c, 0.9f);
            };
            colorA = axisColor(b);
            colorB = axisColor(a);
        }
        const float far = float(half) * step;
        lines << OverlayVertex{a * t - b * far, colorA} << OverlayVertex{a * t + b * far, colorA};
        lines << OverlayVertex{b * t - a * far, colorB} << OverlayVertex{b * t + a * far, colorB};
    }
}

void SceneRenderer::appendBounds(QList<OverlayVertex> &lines) const
{
    if (!m_box.isValid())
        return;
    const QVector3D lo = m_box.min, hi = m_box.max;
    const QVector4D color(0.95f, 0.85f, 0.3f, 0.9f);
    auto corner = [&](int i) {
        return QVector3D(i & 1 ? hi.x() : lo.x(), i & 2 ? hi.y() : lo.y(), i & 4 ? hi.z() : lo.z());
    };
    for (int i = 0; i < 8; ++i)
        for (int bit : {1, 2, 4})
            if (!(i & bit))
                lines << OverlayVertex{corner(i), color} << OverlayVertex{corner(i | bit), color};
}

void SceneRenderer::appendBones(QList<OverlayVertex> &triangles, float size) const
{
    auto colorOf = [this](int joint, float shade) {
        QVector4D c(0.55f, 0.75f, 0.95f, 1.0f);
        if (m_selection.joints.contains(joint))
            c = QVector4D(1.0f, 0.55f, 0.1f, 1.0f);
        else if (joint == m_hoverJoint)
            c = QVector4D(1.0f, 0.95f, 0.4f, 1.0f);
        return QVector4D(c.toVector3D() * shade, 1.0f);
    };
    auto octahedron = [&](const QVector3D &head, const QVector3D &tail, float radius, int joint) {
        QVector3D axis = tail - head;
        const float length = axis.length();
        if (length < 1e-9f)
            return;
        axis /= length;
        QVector3D u = QVector3D::crossProduct(axis, std::abs(axis.z()) < 0.9f ? QVector3D(0, 0, 1) : QVector3D(1, 0, 0)).normalized();
        const QVector3D v = QVector3D::crossProduct(axis, u);
        const QVector3D mid = head + axis * (length * 0.18f);
        QVector3D ring[4] = {mid + u * radius, mid + v * radius, mid - u * radius, mid - v * radius};
        for (int i = 0; i < 4; ++i) {
            const QVector3D &r0 = ring[i];
            const QVector3D &r1 = ring[(i + 1) % 4];
            const float shade = 0.7f + 0.3f * float(i % 2);
            triangles << OverlayVertex{head, colorOf(joint, shade)} << OverlayVertex{r0, colorOf(joint, shade)}
                      << OverlayVertex{r1, colorOf(joint, shade)};
            triangles << OverlayVertex{tail, colorOf(joint, shade * 0.85f)} << OverlayVertex{r1, colorOf(joint, shade * 0.85f)}
                      << OverlayVertex{r0, colorOf(joint, shade * 0.85f)};
        }
    };
    for (qsizetype j = 0; j < m_jointPositions.size() && j < m_jointParents.size(); ++j) {
        const int parent = m_jointParents[j];
        const QVector3D p = m_jointPositions[j];
        if (parent >= 0 && parent < j) {
            const QVector3D head = m_jointPositions[parent];
            const float length = (p - head).length();
            octahedron(head, p, std::min(length * 0.1f, size * 2.0f), parent);
        }
        // A small diamond on every joint, so leaves and roots show too.
        const QVector3D up = (m_settings.up == UpAxis::Z ? QVector3D(0, 0, 1) : QVector3D(0, 1, 0)) * size;
        octahedron(p - up, p + up, size * 0.8f, int(j));
    }
}

void SceneRenderer::render(const Camera &camera, const QRect &rect, bool clear)
{
    if (!m_initialized || rect.isEmpty())
        return;
    glViewport(rect.x(), rect.y(), rect.width(), rect.height());
    glEnable(GL_SCISSOR_TEST);
    glScissor(rect.x(), rect.y(), rect.width(), rect.height());
    if (clear) {
        glClearColor(0.20f, 0.21f, 0.23f, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    }
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glDisable(GL_CULL_FACE);
    glEnable(GL_PROGRAM_POINT_SIZE);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);

    const float aspect = float(rect.width()) / float(std::max(rect.height(), 1));
    const QMatrix4x4 view = camera.viewMatrix();
    const QMatrix4x4 projection = camera.projectionMatrix(aspect);
    const QMatrix4x4 viewProjection = projection * view;
    const float sceneSize = m_sceneBounds.isValid() ? std::max(m_sceneBounds.radius(), 1e-3f) : 1.0f;

    if (m_settings.grid) {
        QList<OverlayVertex> grid;
        appendGrid(grid, camera);
        glDepthMask(GL_FALSE);
        drawOverlay(grid, GL_LINES, viewProjection);
        glDepthMask(GL_TRUE);
    }

    m_frameView = view;
    m_frameProjection = projection;
    // Culling needs the eye outside every closed surface: outside the
    // scene's box, with a margin for poses that reach beyond it.
    const QVector3D eye = camera.eye();
    const QVector3D reach = m_sceneBounds.size() * 0.5f + QVector3D(1, 1, 1) * (m_sceneBounds.radius() * 0.25f);
    const QVector3D offset = eye - m_sceneBounds.center();
    m_cullAllowed = m_settings.cullClosedBackFaces && m_sceneBounds.isValid()
                    && (std::abs(offset.x()) > reach.x() || std::abs(offset.y()) > reach.y()
                        || std::abs(offset.z()) > reach.z());
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, m_jointTexture);
    glActiveTexture(GL_TEXTURE0);
    glBindBufferBase(GL_UNIFORM_BUFFER, 0, m_jointBuffer);
    m_drawnTriangles = 0;
    m_simplified = false;
    m_culledMeshes = 0;
    m_culledTriangles = 0;
    m_totalTriangles = meshTriangles();
    for (qsizetype i = 0; i < m_meshes.size(); ++i)
        drawMesh(*m_meshes[i], int(i));
    for (const auto &gpu : std::as_const(m_shapeMeshes))
        drawMesh(*gpu, -1);

    if (m_settings.normals) {
        m_normalsProgram->bind();
        m_normalsProgram->setUniformValue("uView", view);
        m_normalsProgram->setUniformValue("uProjection", projection);
        m_normalsProgram->setUniformValue("uJointMatrices", 1);
        m_normalsProgram->setUniformValue("uNormalLength", sceneSize * 0.04f);
        m_normalsProgram->setUniformValue("uFlatColor", QVector4D(0.3f, 0.9f, 0.9f, 1.0f));
        for (const auto &gpu : std::as_const(m_meshes)) {
            if (!gpu->hasNormals)
                continue;
            glBindVertexArray(gpu->vao);
            m_normalsProgram->setUniformValue("uSkinned", gpu->skinned);
            if (!gpu->skinned) {
                m_extra->glVertexAttribI4ui(Joints, 0, 0, 0, 0);
                m_extra->glVertexAttrib4f(Weights, 0, 0, 0, 0);
            }
            glDrawArrays(GL_POINTS, 0, gpu->vertexCount);
        }
    }
    glBindVertexArray(0);

    QList<OverlayVertex> lines = m_curveLines;
    if (m_settings.bounds)
        appendBounds(lines);
    drawOverlay(lines, GL_LINES, viewProjection);

    // Bones and the gizmo show through the surface.
    glDisable(GL_DEPTH_TEST);
    if (m_settings.bones && !m_jointPositions.isEmpty()) {
        QList<OverlayVertex> bones;
        appendBones(bones, sceneSize * 0.012f);
        drawOverlay(bones, GL_TRIANGLES, viewProjection);
    }
    drawOverlay(m_overlayTriangles, GL_TRIANGLES, viewProjection);
    drawOverlay(m_overlayLines, GL_LINES, viewProjection);
    glEnable(GL_DEPTH_TEST);
    glDisable(GL_SCISSOR_TEST);
}

} // namespace quarry
