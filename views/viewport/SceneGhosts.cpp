// SceneRenderer's onion-skin ghosts: their joint matrices on the GPU, the
// coarser triangles they draw and the drawing itself (the rest of the
// render pass is in SceneRenderer.cpp).
#include "views/viewport/SceneRenderer.h"

#include "model/ops/Simplify.h"

#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <QOpenGLShaderProgram>

namespace quarry {

const SceneRenderer::GhostTriangles &SceneRenderer::ghostTriangles(const GpuMesh &gpu)
{
    GhostTriangles &coarse = m_ghostTriangles[&gpu];
    // Made again when the mesh's positions or triangles change.
    if (coarse.made && coarse.generation == gpu.generation && coarse.source.constData() == gpu.triangles.constData()
        && coarse.source.size() == gpu.triangles.size())
        return coarse;
    coarse.made = true;
    coarse.generation = gpu.generation;
    coarse.source = gpu.triangles;
    coarse.count = 0;
    const qsizetype target = gpu.triangles.size() / 4;
    if (gpu.triangles.size() < kGhostWholeBelow)
        return coarse; // drawn whole
    const QList<Triangle> triangles = simplifyTriangles(
        gpu.positions, gpu.triangles, target,
        gpu.triangles.size() <= kCloseSimplifyLimit ? SimplifyMethod::Close : SimplifyMethod::Fast);
    glBindVertexArray(0); // the buffer is bound while drawing, not to a vertex array now
    if (!coarse.buffer)
        glGenBuffers(1, &coarse.buffer);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, coarse.buffer);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(triangles.size() * qsizetype(sizeof(Triangle))),
                 triangles.constData(), GL_STATIC_DRAW);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
    coarse.count = GLsizei(triangles.size() * 3);
    return coarse;
}

void SceneRenderer::releaseGhostTriangles()
{
    for (const GhostTriangles &coarse : std::as_const(m_ghostTriangles))
        if (coarse.buffer)
            glDeleteBuffers(1, &coarse.buffer);
    m_ghostTriangles.clear();
}

bool SceneRenderer::drawsToStencil()
{
    GLint framebuffer = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &framebuffer);
    if (framebuffer == 0)
        return QOpenGLContext::currentContext()->format().stencilBufferSize() > 0;
    GLint type = GL_NONE;
    glGetFramebufferAttachmentParameteriv(GL_DRAW_FRAMEBUFFER, GL_STENCIL_ATTACHMENT,
                                          GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE, &type);
    return type != GL_NONE;
}

void SceneRenderer::setGhosts(const QList<OnionGhost> &ghosts)
{
    m_ghosts = ghosts;
    m_ghostJointsDirty = true;
}

void SceneRenderer::uploadGhostJoints()
{
    m_ghostJointsDirty = false;
    while (m_ghostJointBuffers.size() < m_ghosts.size()) {
        unsigned buffer = 0, texture = 0;
        glGenBuffers(1, &buffer);
        glBindBuffer(GL_UNIFORM_BUFFER, buffer);
        // The whole block, as the shaders declare it.
        glBufferData(GL_UNIFORM_BUFFER, GLsizeiptr(ShaderCache::kBlockJoints) * 64, nullptr, GL_DYNAMIC_DRAW);
        glBindBuffer(GL_UNIFORM_BUFFER, 0);
        glGenTextures(1, &texture);
        glBindTexture(GL_TEXTURE_2D, texture);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        m_ghostJointBuffers << buffer;
        m_ghostJointTextures << texture;
        m_ghostJointRows << 0;
    }
    for (qsizetype i = 0; i < m_ghosts.size(); ++i)
        writeJoints(m_ghostJointBuffers[i], m_ghostJointTextures[i], m_ghostJointRows[i], m_ghosts[i].skinning);
}

void SceneRenderer::drawGhosts(const QMatrix4x4 &viewProjection)
{
    if (m_ghosts.isEmpty() || !m_settings.onion.enabled)
        return;
    if (m_settings.onion.bonesOnly) {
        // Bones show through the surface, as the current pose's do.
        QList<OverlayVertex> lines;
        for (const OnionGhost &ghost : std::as_const(m_ghosts))
            for (qsizetype j = 0; j < ghost.jointPositions.size() && j < m_jointParents.size(); ++j) {
                const int parent = m_jointParents[j];
                if (parent < 0 || parent >= j)
                    continue;
                lines.append({ghost.jointPositions[parent], ghost.color});
                lines.append({ghost.jointPositions[j], ghost.color});
            }
        drawOverlay(lines, GL_LINES, viewProjection);
        return;
    }
    // Ghosts write no depth. Each pixel shows one ghost, the nearest in
    // time that covers it, blended once over what is behind: the nearest
    // are drawn first and mark the stencil, so farther ones show only
    // around them and no ghost darkens itself where its parts overlap.
    // That bounds their cost by the area they cover rather than by their
    // number. Only the faces turned to the eye are drawn.
    if (m_ghostJointsDirty)
        uploadGhostJoints();
    if (m_ghostTriangles.size() > m_meshes.size())
        releaseGhostTriangles(); // meshes gone since; those left are made again
    glDepthMask(GL_FALSE);
    glEnable(GL_CULL_FACE);
    glCullFace(GL_BACK);
    glStencilOp(GL_KEEP, GL_KEEP, GL_INCR);
    for (qsizetype g = m_ghosts.size() - 1; g >= 0; --g) {
        const OnionGhost &ghost = m_ghosts[g];
        if (m_shaders.textureJoints()) {
            glActiveTexture(GL_TEXTURE1);
            glBindTexture(GL_TEXTURE_2D, m_ghostJointTextures[g]);
            glActiveTexture(GL_TEXTURE0);
        } else {
            glBindBufferBase(GL_UNIFORM_BUFFER, 0, m_ghostJointBuffers[g]);
        }
        for (const auto &gpu : std::as_const(m_meshes)) {
            if (!gpu->skinned || gpu->indexCount == 0)
                continue; // an unskinned mesh stands still: its ghost is itself
            QOpenGLShaderProgram *flat = useMeshProgram(FlatSurface, true, true);
            if (!flat)
                break;
            glBindVertexArray(gpu->vao);
            // Quarry's front faces wind clockwise on screen; a closed
            // surface whose normals point inward shows the other side.
            glFrontFace(gpu->closure == SurfaceClosure::Inward ? GL_CCW : GL_CW);
            // Ghosts draw coarser triangles: a quarter of the mesh's, or
            // fewer while the view moves, when the frame-time budget asks
            // fewer of the mesh itself.
            const GhostTriangles &coarse = ghostTriangles(*gpu);
            glBindVertexArray(gpu->vao);
            const bool reduced = prepareReducedTriangles(*gpu) && gpu->reducedIndexCount < coarse.count;
            GLsizei count = gpu->indexCount;
            if (reduced) {
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu->reducedIndexBuffer);
                count = gpu->reducedIndexCount;
            } else if (coarse.buffer) {
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, coarse.buffer);
                count = coarse.count;
            }
            // Ghosts show no selection: the flag stream is off while they draw.
            if (gpu->hasSelection)
                glDisableVertexAttribArray(SelectedAttribute);
            m_extra->glVertexAttrib1f(SelectedAttribute, 0);
            flat->setUniformValue("uFlatColor", ghost.color);
            flat->setUniformValue("uBackTint", QVector4D());
            glDrawElements(GL_TRIANGLES, count, GL_UNSIGNED_INT, nullptr);
            m_drawnTriangles += count / 3;
            if (gpu->hasSelection)
                glEnableVertexAttribArray(SelectedAttribute);
            if (count != gpu->indexCount)
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu->indexBuffer);
        }
    }
    glBindVertexArray(0);
    glDisable(GL_CULL_FACE);
    glFrontFace(GL_CW);
    glDepthMask(GL_TRUE);
    // The current pose's matrices again.
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, m_jointTexture);
    glActiveTexture(GL_TEXTURE0);
    glBindBufferBase(GL_UNIFORM_BUFFER, 0, m_jointBuffer);
}

} // namespace quarry
