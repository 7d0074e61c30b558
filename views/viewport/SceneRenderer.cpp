#include "views/viewport/SceneRenderer.h"

#include "model/ops/Simplify.h"
#include "model/ops/Tessellate.h"
#include "model/ops/TextureLookup.h"

#include <QCoreApplication>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <QOpenGLShaderProgram>

#include <algorithm>
#include <cmath>

namespace quarry {

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
    m_gpuMeshes.initialize();
    if (!m_shaders.initialize(error))
        return false;
    glGenBuffers(1, &m_jointBuffer);
    glBindBuffer(GL_UNIFORM_BUFFER, m_jointBuffer);
    QList<float> identities(ShaderCache::kBlockJoints * 16, 0.0f);
    for (int j = 0; j < ShaderCache::kBlockJoints; ++j)
        for (int d = 0; d < 4; ++d)
            identities[j * 16 + d * 5] = 1.0f;
    glBufferData(GL_UNIFORM_BUFFER, identities.size() * 4, identities.constData(), GL_DYNAMIC_DRAW);
    glBindBuffer(GL_UNIFORM_BUFFER, 0);

    glGenTextures(1, &m_jointTexture);
    glBindTexture(GL_TEXTURE_2D, m_jointTexture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, 4, 1, 0, GL_RGBA, GL_FLOAT, identity);
    m_jointCount = 1;

    m_textures.initialize();

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

void SceneRenderer::release()
{
    if (!m_initialized)
        return;
    for (const auto &gpu : std::as_const(m_meshes))
        m_gpuMeshes.destroy(*gpu);
    m_meshes.clear();
    for (const auto &gpu : std::as_const(m_shapeMeshes))
        m_gpuMeshes.destroy(*gpu);
    m_shapeMeshes.clear();
    m_shapeData.clear();
    m_textures.release();
    glDeleteTextures(1, &m_jointTexture);
    glDeleteBuffers(1, &m_jointBuffer);
    glDeleteTextures(GLsizei(m_ghostJointTextures.size()), m_ghostJointTextures.constData());
    glDeleteBuffers(GLsizei(m_ghostJointBuffers.size()), m_ghostJointBuffers.constData());
    m_ghostJointTextures.clear();
    m_ghostJointBuffers.clear();
    m_ghostJointRows.clear();
    m_ghostJointsDirty = !m_ghosts.isEmpty();
    releaseGhostTriangles();
    releaseComparison();
    glDeleteBuffers(1, &m_overlayVbo);
    glDeleteVertexArrays(1, &m_overlayVao);
    m_shaders.release();
    m_initialized = false;
}

QOpenGLShaderProgram *SceneRenderer::useMeshProgram(int mode, bool hasNormals, bool skinned)
{
    QOpenGLShaderProgram *p = m_shaders.meshProgram(mode, hasNormals, nullptr);
    if (!p)
        return nullptr;
    p->bind();
    p->setUniformValue("uView", m_frameView);
    p->setUniformValue("uProjection", m_frameProjection);
    p->setUniformValue("uSkinned", skinned);
    applyMorphs(p);
    return p;
}

void SceneRenderer::beginMorphs(const GpuMesh *gpu, int meshIndex)
{
    m_drawMorphs.clear();
    m_drawMorphVertices = 0;
    if (!gpu || meshIndex < 0 || gpu->morphTargets == 0)
        return;
    const QList<float> weights = m_morphWeights.value(meshIndex);
    if (weights.isEmpty())
        return;
    m_drawMorphs = activeMorphs(weights.mid(0, gpu->morphTargets));
    if (m_drawMorphs.isEmpty())
        return;
    m_drawMorphVertices = gpu->vertexCount;
    glActiveTexture(GL_TEXTURE2);
    glBindTexture(GL_TEXTURE_BUFFER, gpu->morphTexture);
    glActiveTexture(GL_TEXTURE0);
}

void SceneRenderer::applyMorphs(QOpenGLShaderProgram *program) const
{
    program->setUniformValue("uMorphCount", int(m_drawMorphs.size()));
    if (m_drawMorphs.isEmpty())
        return;
    GLint targets[kMaxActiveMorphs] = {};
    GLfloat weights[kMaxActiveMorphs] = {};
    for (qsizetype i = 0; i < m_drawMorphs.size(); ++i) {
        targets[i] = m_drawMorphs[i].target;
        weights[i] = m_drawMorphs[i].weight;
    }
    program->setUniformValue("uMorphVertices", m_drawMorphVertices);
    program->setUniformValueArray("uMorphTargets", targets, kMaxActiveMorphs);
    program->setUniformValueArray("uMorphWeights", weights, kMaxActiveMorphs, 1);
}

void SceneRenderer::syncModel(const Model &model, const QString &modelPath)
{
    if (!m_initialized)
        return;
    while (m_meshes.size() > model.meshes.size())
        m_gpuMeshes.destroy(*m_meshes.takeLast());
    while (m_meshes.size() < model.meshes.size())
        m_meshes.append(m_gpuMeshes.create());
    if (model.shapes != m_shapeData)
        syncShapes(model.shapes);
    for (qsizetype i = 0; i < model.meshes.size(); ++i) {
        const GLsizei vertexCount = m_meshes[i]->vertexCount;
        const QList<Triangle> triangles = m_meshes[i]->triangles;
        m_gpuMeshes.sync(*m_meshes[i], model.meshes[i]);
        // Selection flags and selected faces follow the vertex and
        // triangle lists; rebuilt only when those changed.
        if (vertexCount != m_meshes[i]->vertexCount || triangles != m_meshes[i]->triangles)
            m_gpuMeshes.updateSelection(*m_meshes[i], m_selection.vertices.value(i), m_selection.faces.value(i));
    }
    glBindVertexArray(0);

    m_textures.sync(model.materials, modelPath, model.extras.value(QLatin1String(kEmbeddedTextures)).toMap());
    m_jointParents.resize(model.skeleton.joints.size());
    for (qsizetype j = 0; j < model.skeleton.joints.size(); ++j)
        m_jointParents[j] = model.skeleton.joints[j].parent;
}

void SceneRenderer::syncShapes(const QList<Shape> &shapes)
{
    for (const auto &gpu : std::as_const(m_shapeMeshes))
        m_gpuMeshes.destroy(*gpu);
    m_shapeMeshes.clear();
    m_curveLines.clear();
    m_shapeData = shapes;
    for (const Shape &shape : shapes) {
        const Material material = shapeMaterial(shape);
        const QVector4D color = material.diffuse.value_or(QVector4D(0.8f, 0.8f, 0.8f, 1.0f));
        if (shape.isCurve()) {
            appendPolyline(m_curveLines, tessellateCurve(shape), color);
            continue;
        }
        const Mesh mesh = tessellateShape(shape);
        if (mesh.triangles.isEmpty())
            continue;
        auto gpu = m_gpuMeshes.create();
        m_gpuMeshes.sync(*gpu, mesh);
        gpu->color = color;
        m_shapeMeshes.append(gpu);
    }
}

void SceneRenderer::setSelection(const Selection &selection)
{
    m_selection = selection;
    if (!m_initialized)
        return;
    for (qsizetype i = 0; i < m_meshes.size(); ++i)
        m_gpuMeshes.updateSelection(*m_meshes[i], m_selection.vertices.value(i), m_selection.faces.value(i));
    glBindVertexArray(0);
}

void SceneRenderer::setPose(const ScenePose &pose)
{
    if (!m_initialized)
        return;
    uploadJoints(pose.skinning());
    m_jointPositions.resize(pose.jointWorld().size());
    for (qsizetype j = 0; j < m_jointPositions.size(); ++j)
        m_jointPositions[j] = pose.jointPosition(int(j));
}

void SceneRenderer::uploadJoints(const QList<QMatrix4x4> &skinning)
{
    // The compared model's skeleton reads its joints the same way.
    const bool textureJoints = std::max(skinning.size(), m_compareSkinning.size()) > ShaderCache::kBlockJoints;
    if (textureJoints != m_shaders.textureJoints()) {
        m_compareJointsDirty = true;
        QString error;
        if (!m_shaders.setTextureJoints(textureJoints, &error))
            qWarning("%s", qPrintable(error));
    }
    writeJoints(m_jointBuffer, m_jointTexture, m_jointCount, skinning);
}

void SceneRenderer::writeJoints(unsigned buffer, unsigned texture, int &rows, const QList<QMatrix4x4> &skinning)
{
    const int n = int(std::max<qsizetype>(skinning.size(), 1));
    QList<float> data(qsizetype(n) * 16);
    for (int j = 0; j < n; ++j) {
        const QMatrix4x4 m = j < skinning.size() ? skinning[j] : QMatrix4x4();
        std::copy(m.constData(), m.constData() + 16, data.data() + qsizetype(j) * 16);
    }
    if (m_shaders.textureJoints()) {
        glBindTexture(GL_TEXTURE_2D, texture);
        if (n != rows) {
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, 4, n, 0, GL_RGBA, GL_FLOAT, data.constData());
            rows = n;
        } else {
            glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 4, n, GL_RGBA, GL_FLOAT, data.constData());
        }
    } else {
        glBindBuffer(GL_UNIFORM_BUFFER, buffer);
        glBufferSubData(GL_UNIFORM_BUFFER, 0, GLsizeiptr(std::min(n, int(ShaderCache::kBlockJoints))) * 64,
                        data.constData());
        glBindBuffer(GL_UNIFORM_BUFFER, 0);
    }
}

void SceneRenderer::setOverlay(const QList<OverlayVertex> &lines, const QList<OverlayVertex> &triangles)
{
    m_overlayLines = lines;
    m_overlayTriangles = triangles;
}

void SceneRenderer::drawMesh(GpuMesh &gpu, int meshIndex)
{
    glBindVertexArray(gpu.vao);
    if (!gpu.hasNormals)
        m_extra->glVertexAttrib3f(NormalAttribute, 0, 0, 1);
    if (!gpu.hasTexcoords)
        m_extra->glVertexAttrib2f(TexcoordAttribute, 0, 0);
    if (!gpu.hasColors)
        m_extra->glVertexAttrib4f(ColorAttribute, 0.8f, 0.8f, 0.8f, 1.0f);
    if (!gpu.hasSelection)
        m_extra->glVertexAttrib1f(SelectedAttribute, 0);
    if (!gpu.skinned) {
        m_extra->glVertexAttribI4ui(JointsAttribute, 0, 0, 0, 0);
        m_extra->glVertexAttrib4f(WeightsAttribute, 0, 0, 0, 0);
    }

    int mode = ShadedSurface;
    switch (m_settings.mode) {
    case DrawMode::Shaded:
    case DrawMode::Wireframe:
    case DrawMode::WireframeOverShaded: mode = ShadedSurface; break;
    case DrawMode::Textured: mode = m_textures.textureFor(gpu.material) ? TexturedSurface : ShadedSurface; break;
    case DrawMode::VertexColors: mode = VertexColorSurface; break;
    case DrawMode::UvChecker: mode = UvCheckerSurface; break;
    case DrawMode::Weights: mode = WeightSurface; break;
    case DrawMode::Deviation: mode = VertexColorSurface; break;
    }
    QVector4D base(0.72f, 0.72f, 0.74f, 1.0f);
    if (gpu.color)
        base = *gpu.color;
    else if (gpu.material >= 0 && gpu.material < m_textures.materials().size()
             && m_textures.materials()[gpu.material].diffuse)
        base = *m_textures.materials()[gpu.material].diffuse;
    // While the view moves, large meshes draw their coarser triangles, lit
    // by their own facets (the kept vertices' normals belong to the finer
    // surface).
    const bool reduced = prepareReducedTriangles(gpu);
    const bool wireOnly = m_settings.mode == DrawMode::Wireframe;
    // Back faces tinted: gl_FrontFacing must mean Quarry's front faces,
    // (c - a) x (b - a), which wind clockwise on screen. Shaded, always (a
    // flipped face shows, as an inside-out mesh does); more strongly and in
    // every mode with the Back Faces overlay.
    const bool shaded = m_settings.mode == DrawMode::Shaded || m_settings.mode == DrawMode::WireframeOverShaded;
    const QVector4D backTint = m_settings.backFaces ? QVector4D(0.9f, 0.12f, 0.2f, 0.65f)
                               : shaded             ? QVector4D(0.9f, 0.12f, 0.2f, 0.45f)
                                                    : QVector4D();
    glFrontFace(GL_CW);
    QOpenGLShaderProgram *flat = nullptr;
    const GLsizei surfaceCount = reduced ? gpu.reducedIndexCount : gpu.indexCount;
    m_drawnTriangles += surfaceCount / 3;
    if (reduced)
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.reducedIndexBuffer);
    // A closed mesh seen from outside shows only the faces its normals
    // turn to the eye. Not for simplified triangles, which need not be
    // closed, nor when back faces are to be seen.
    const bool cull = m_cullAllowed && gpu.closure != SurfaceClosure::Open && !reduced && !m_settings.backFaces
                      && !wireOnly;
    if (!wireOnly) {
        QOpenGLShaderProgram *surface = useMeshProgram(mode, gpu.hasNormals && !reduced, gpu.skinned);
        if (!surface)
            return;
        surface->setUniformValue("uBaseColor", base);
        const bool meshSelected = m_selection.mode == Selection::Mode::Objects
                                  && m_selection.meshes.contains(meshIndex);
        surface->setUniformValue("uTint", meshSelected ? QVector4D(1.0f, 0.55f, 0.1f, 0.35f) : QVector4D());
        surface->setUniformValue("uBackTint", backTint);
        // Normals that oppose the winding (shaded, with normals): violet.
        surface->setUniformValue("uFlippedTint", QVector4D(0.55f, 0.2f, 0.95f, 0.6f));
        if (mode == WeightSurface)
            surface->setUniformValue("uWeightJoint", m_weightJoint);
        if (mode == TexturedSurface) {
            glActiveTexture(GL_TEXTURE0);
            glBindTexture(GL_TEXTURE_2D, m_textures.textureFor(gpu.material));
            // A material with an opacity map shows its cut-outs.
            surface->setUniformValue("uAlphaCut", m_textures.hasOpacityMap(gpu.material) ? 0.5f : 0.0f);
        }
        if (cull) {
            ++m_culledMeshes;
            m_culledTriangles += surfaceCount / 3;
            glEnable(GL_CULL_FACE);
            // An inward (inside-out) mesh shows the faces that turn away
            // from the eye: drawn as the back faces they are, tinted.
            glCullFace(gpu.closure == SurfaceClosure::Outward ? GL_BACK : GL_FRONT);
        }
        if (m_settings.mode == DrawMode::Deviation)
            bindDeviationColors(gpu, meshIndex);
        // The surface, pushed back a little so lines and highlights win.
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.0f, 1.0f);
        glDrawElements(GL_TRIANGLES, surfaceCount, GL_UNSIGNED_INT, nullptr);
        glDisable(GL_POLYGON_OFFSET_FILL);
        if (m_settings.mode == DrawMode::Deviation)
            restoreColors(gpu);
        glFrontFace(GL_CW);
    }

    if ((m_settings.mode == DrawMode::WireframeOverShaded || wireOnly)
        && (flat = useMeshProgram(FlatSurface, true, gpu.skinned))) {
        // Alone, the edges take the mesh's colour, lightened to stand out
        // on the background; over the surface they are dark.
        const QVector4D light(0.55f + 0.45f * base.x(), 0.55f + 0.45f * base.y(), 0.55f + 0.45f * base.z(), 1.0f);
        flat->setUniformValue("uFlatColor", wireOnly ? light : QVector4D(0.08f, 0.08f, 0.1f, 1.0f));
        flat->setUniformValue("uBackTint", wireOnly ? backTint : QVector4D());
        glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
        glDrawElements(GL_TRIANGLES, surfaceCount, GL_UNSIGNED_INT, nullptr);
        glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
        flat->setUniformValue("uBackTint", QVector4D());
    }
    if (reduced)
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.indexBuffer);
    if (cull) {
        glDisable(GL_CULL_FACE);
        glCullFace(GL_BACK);
    }
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

qsizetype SceneRenderer::meshTriangles() const
{
    qsizetype total = 0;
    for (const auto &gpu : m_meshes)
        total += gpu->triangleCount();
    return total;
}

QList<SceneRenderer::ReducedRequest> SceneRenderer::reducedRequests(qsizetype budget) const
{
    const qsizetype total = meshTriangles();
    QList<ReducedRequest> requests;
    for (qsizetype i = 0; i < m_meshes.size(); ++i) {
        const GpuMesh &gpu = *m_meshes[i];
        const qsizetype target = DetailBudget::meshShare(gpu.triangleCount(), budget, total);
        if (target > 0 && !DetailBudget::serves(gpu.reducedTarget, target))
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
    m_gpuMeshes.uploadReduced(gpu, request.target, triangles);
}

bool SceneRenderer::prepareReducedTriangles(GpuMesh &gpu)
{
    const qsizetype target = DetailBudget::meshShare(gpu.triangleCount(), m_reducedBudget, m_totalTriangles);
    if (target == 0)
        return false;
    // Made here where there is none yet or the budget moved by more than a fifth.
    if (!DetailBudget::serves(gpu.reducedTarget, target)) {
        m_gpuMeshes.uploadReduced(gpu, target, simplifyTriangles(gpu.positions, gpu.triangles, target));
        m_simplified = true;
    }
    glBindVertexArray(gpu.vao);
    return true;
}

void SceneRenderer::drawOverlay(const QList<OverlayVertex> &vertices, unsigned mode, const QMatrix4x4 &viewProjection)
{
    if (vertices.isEmpty())
        return;
    m_shaders.linesProgram()->bind();
    m_shaders.linesProgram()->setUniformValue("uViewProjection", viewProjection);
    glBindVertexArray(m_overlayVao);
    glBindBuffer(GL_ARRAY_BUFFER, m_overlayVbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(OverlayVertex)), vertices.constData(),
                 GL_STREAM_DRAW);
    glDrawArrays(mode, 0, GLsizei(vertices.size()));
    glBindVertexArray(0);
}

void SceneRenderer::render(const Camera &camera, const QRect &rect, bool clear)
{
    if (!m_initialized || rect.isEmpty())
        return;
    glViewport(rect.x(), rect.y(), rect.width(), rect.height());
    glEnable(GL_SCISSOR_TEST);
    glScissor(rect.x(), rect.y(), rect.width(), rect.height());
    // Surface ghosts are drawn after the current pose, only where it left
    // the stencil clear: the pose covers them as if drawn over them, and
    // the software renderer skips their hidden fragments.
    const bool anyGhosts = m_settings.onion.enabled && !m_settings.onion.bonesOnly && !m_ghosts.isEmpty();
    const bool surfaceGhosts = anyGhosts && drawsToStencil();
    if (clear) {
        glClearColor(0.20f, 0.21f, 0.23f, m_settings.transparent ? 0.0f : 1.0f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | (surfaceGhosts ? GL_STENCIL_BUFFER_BIT : 0));
    } else if (surfaceGhosts) {
        glClear(GL_STENCIL_BUFFER_BIT);
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
        appendGrid(grid, camera, m_sceneBounds);
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
    if (anyGhosts && !surfaceGhosts)
        drawGhosts(viewProjection); // no stencil: under the pose, drawn over them
    if (surfaceGhosts) {
        glEnable(GL_STENCIL_TEST);
        glStencilMask(0xFF);
        glStencilFunc(GL_ALWAYS, 1, 0xFF);
        glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
    }
    for (qsizetype i = 0; i < m_meshes.size(); ++i) {
        beginMorphs(m_meshes[i].get(), int(i));
        drawMesh(*m_meshes[i], int(i));
    }
    beginMorphs(nullptr, -1);
    for (const auto &gpu : std::as_const(m_shapeMeshes))
        drawMesh(*gpu, -1);
    if (surfaceGhosts) {
        glStencilFunc(GL_EQUAL, 0, 0xFF);
        drawGhosts(viewProjection);
        glDisable(GL_STENCIL_TEST);
    }
    drawComparisonGhost();

    if (m_settings.normals) {
        QOpenGLShaderProgram *normals = m_shaders.normalsProgram();
        normals->bind();
        normals->setUniformValue("uView", view);
        normals->setUniformValue("uProjection", projection);
        normals->setUniformValue("uJointMatrices", 1);
        normals->setUniformValue("uNormalLength", sceneSize * 0.04f);
        normals->setUniformValue("uFlatColor", QVector4D(0.3f, 0.9f, 0.9f, 1.0f));
        for (qsizetype i = 0; i < m_meshes.size(); ++i) {
            const GpuMesh *gpu = m_meshes[i].get();
            if (!gpu->hasNormals)
                continue;
            glBindVertexArray(gpu->vao);
            beginMorphs(gpu, int(i));
            applyMorphs(normals);
            normals->setUniformValue("uSkinned", gpu->skinned);
            if (!gpu->skinned) {
                m_extra->glVertexAttribI4ui(JointsAttribute, 0, 0, 0, 0);
                m_extra->glVertexAttrib4f(WeightsAttribute, 0, 0, 0, 0);
            }
            glDrawArrays(GL_POINTS, 0, gpu->vertexCount);
        }
        beginMorphs(nullptr, -1);
    }
    glBindVertexArray(0);

    QList<OverlayVertex> lines = m_curveLines;
    if (m_settings.bounds)
        appendBox(lines, m_box);
    drawOverlay(lines, GL_LINES, viewProjection);

    // Bones and the gizmo show through the surface.
    glDisable(GL_DEPTH_TEST);
    if (m_settings.onion.bonesOnly)
        drawGhosts(viewProjection);
    if (m_settings.bones && !m_jointPositions.isEmpty()) {
        QList<OverlayVertex> bones;
        appendBones(bones, m_jointPositions, m_jointParents,
                    BoneStyle{m_selection.joints, m_hoverJoint, m_settings.up, sceneSize * 0.012f});
        drawOverlay(bones, GL_TRIANGLES, viewProjection);
    }
    drawOverlay(m_overlayTriangles, GL_TRIANGLES, viewProjection);
    drawOverlay(m_overlayLines, GL_LINES, viewProjection);
    glEnable(GL_DEPTH_TEST);
    glDisable(GL_SCISSOR_TEST);
}

} // namespace quarry
