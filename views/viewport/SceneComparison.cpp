// SceneRenderer's comparison drawing: the compared model's ghost (its
// meshes, joint matrices and morphs on the GPU) and the Deviation mode's
// per-vertex colours (the rest of the render pass is in SceneRenderer.cpp).
#include "views/viewport/DeviationScale.h"
#include "views/viewport/SceneRenderer.h"

#include <QOpenGLExtraFunctions>
#include <QOpenGLShaderProgram>

#include <utility>

namespace quarry {

void SceneRenderer::setComparisonModel(const Model *other)
{
    if (!m_initialized)
        return;
    const qsizetype count = other ? other->meshes.size() : 0;
    while (m_compareMeshes.size() > count)
        m_gpuMeshes.destroy(*m_compareMeshes.takeLast());
    while (m_compareMeshes.size() < count)
        m_compareMeshes.append(m_gpuMeshes.create());
    for (qsizetype i = 0; i < count; ++i)
        m_gpuMeshes.sync(*m_compareMeshes[i], other->meshes[i]);
    glBindVertexArray(0);
    if (!other) {
        m_compareSkinning.clear();
        m_compareMorphs.clear();
    }
}

void SceneRenderer::setComparisonPose(const QList<QMatrix4x4> &skinning, const MorphWeights &morphs)
{
    m_compareSkinning = skinning;
    m_compareMorphs = morphs;
    m_compareJointsDirty = true;
}

void SceneRenderer::setDeviationColors(const QList<QList<QVector4D>> &colors)
{
    if (!m_initialized)
        return;
    while (m_deviationBuffers.size() < colors.size()) {
        unsigned buffer = 0;
        glGenBuffers(1, &buffer);
        m_deviationBuffers.append(buffer);
        m_deviationCounts.append(0);
    }
    for (qsizetype i = 0; i < m_deviationBuffers.size(); ++i) {
        const QList<QVector4D> mesh = colors.value(i);
        glBindBuffer(GL_ARRAY_BUFFER, m_deviationBuffers[i]);
        glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(mesh.size() * qsizetype(sizeof(QVector4D))), mesh.constData(),
                     GL_DYNAMIC_DRAW);
        m_deviationCounts[i] = int(mesh.size());
    }
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void SceneRenderer::bindDeviationColors(const GpuMesh &gpu, int meshIndex)
{
    if (meshIndex < 0 || meshIndex >= m_deviationBuffers.size() || m_deviationCounts[meshIndex] != gpu.vertexCount) {
        glDisableVertexAttribArray(ColorAttribute);
        m_extra->glVertexAttrib4f(ColorAttribute, kUnmatchedColor.x(), kUnmatchedColor.y(), kUnmatchedColor.z(), 1);
        return;
    }
    glBindBuffer(GL_ARRAY_BUFFER, m_deviationBuffers[meshIndex]);
    glEnableVertexAttribArray(ColorAttribute);
    glVertexAttribPointer(ColorAttribute, 4, GL_FLOAT, GL_FALSE, 0, nullptr);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void SceneRenderer::restoreColors(const GpuMesh &gpu)
{
    if (!gpu.hasColors) {
        glDisableVertexAttribArray(ColorAttribute);
        return;
    }
    glBindBuffer(GL_ARRAY_BUFFER, gpu.buffers[ColorAttribute]);
    glEnableVertexAttribArray(ColorAttribute);
    glVertexAttribPointer(ColorAttribute, 4, GL_FLOAT, GL_FALSE, 0, nullptr);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void SceneRenderer::releaseComparison()
{
    for (const auto &gpu : std::as_const(m_compareMeshes))
        m_gpuMeshes.destroy(*gpu);
    m_compareMeshes.clear();
    glDeleteBuffers(GLsizei(m_deviationBuffers.size()), m_deviationBuffers.constData());
    m_deviationBuffers.clear();
    m_deviationCounts.clear();
    if (m_compareJointBuffer)
        glDeleteBuffers(1, &m_compareJointBuffer);
    if (m_compareJointTexture)
        glDeleteTextures(1, &m_compareJointTexture);
    m_compareJointBuffer = m_compareJointTexture = 0;
    m_compareJointRows = 0;
    m_compareJointsDirty = !m_compareSkinning.isEmpty();
}

void SceneRenderer::drawComparisonGhost()
{
    if (!m_compareGhost || m_compareMeshes.isEmpty())
        return;
    if (!m_compareJointBuffer) {
        glGenBuffers(1, &m_compareJointBuffer);
        glBindBuffer(GL_UNIFORM_BUFFER, m_compareJointBuffer);
        glBufferData(GL_UNIFORM_BUFFER, GLsizeiptr(ShaderCache::kBlockJoints) * 64, nullptr, GL_DYNAMIC_DRAW);
        glBindBuffer(GL_UNIFORM_BUFFER, 0);
        glGenTextures(1, &m_compareJointTexture);
        glBindTexture(GL_TEXTURE_2D, m_compareJointTexture);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        m_compareJointsDirty = true;
    }
    if (m_compareJointsDirty) {
        writeJoints(m_compareJointBuffer, m_compareJointTexture, m_compareJointRows, m_compareSkinning);
        m_compareJointsDirty = false;
    }
    if (m_shaders.textureJoints()) {
        glActiveTexture(GL_TEXTURE1);
        glBindTexture(GL_TEXTURE_2D, m_compareJointTexture);
        glActiveTexture(GL_TEXTURE0);
    } else {
        glBindBufferBase(GL_UNIFORM_BUFFER, 0, m_compareJointBuffer);
    }
    // B's morph weights while its meshes draw.
    std::swap(m_morphWeights, m_compareMorphs);
    // No depth written, so A stays readable through it; pushed behind A's
    // surface (offset 1, 1) so that where B coincides with A only A shows.
    glDepthMask(GL_FALSE);
    glDepthFunc(GL_LESS);
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(2.0f, 8.0f);
    glFrontFace(GL_CW);
    for (qsizetype i = 0; i < m_compareMeshes.size(); ++i) {
        GpuMesh &gpu = *m_compareMeshes[i];
        if (gpu.indexCount == 0)
            continue;
        beginMorphs(&gpu, int(i));
        QOpenGLShaderProgram *flat = useMeshProgram(FlatSurface, true, gpu.skinned);
        if (!flat)
            break;
        glBindVertexArray(gpu.vao);
        m_extra->glVertexAttrib1f(SelectedAttribute, 0);
        if (!gpu.skinned) {
            m_extra->glVertexAttribI4ui(JointsAttribute, 0, 0, 0, 0);
            m_extra->glVertexAttrib4f(WeightsAttribute, 0, 0, 0, 0);
        }
        // A closed surface shows only the faces turned to the eye, so the
        // ghost is blended once where it is seen.
        const bool cull = gpu.closure != SurfaceClosure::Open;
        if (cull) {
            glEnable(GL_CULL_FACE);
            glCullFace(gpu.closure == SurfaceClosure::Outward ? GL_BACK : GL_FRONT);
        }
        flat->setUniformValue("uFlatColor", m_compareColor);
        flat->setUniformValue("uBackTint", QVector4D());
        glDrawElements(GL_TRIANGLES, gpu.indexCount, GL_UNSIGNED_INT, nullptr);
        m_drawnTriangles += gpu.indexCount / 3;
        if (cull)
            glDisable(GL_CULL_FACE);
    }
    beginMorphs(nullptr, -1);
    std::swap(m_morphWeights, m_compareMorphs);
    glBindVertexArray(0);
    glDisable(GL_POLYGON_OFFSET_FILL);
    glDepthFunc(GL_LEQUAL);
    glDepthMask(GL_TRUE);
    glCullFace(GL_BACK);
    // The model's matrices again.
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, m_jointTexture);
    glActiveTexture(GL_TEXTURE0);
    glBindBufferBase(GL_UNIFORM_BUFFER, 0, m_jointBuffer);
}

} // namespace quarry
