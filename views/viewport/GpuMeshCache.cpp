#include "views/viewport/GpuMeshCache.h"

#include <algorithm>
#include <array>

namespace quarry {

void GpuMeshCache::initialize()
{
    initializeOpenGLFunctions();
}

void GpuMeshCache::uploadBuffer(unsigned target, unsigned buffer, const void *data, qsizetype bytes)
{
    glBindBuffer(target, buffer);
    glBufferData(target, GLsizeiptr(bytes), data, GL_STATIC_DRAW);
    m_uploadedBytes += bytes;
}

std::shared_ptr<GpuMesh> GpuMeshCache::create()
{
    auto gpu = std::make_shared<GpuMesh>();
    glGenVertexArrays(1, &gpu->vao);
    glGenBuffers(GpuAttributeCount, gpu->buffers);
    glGenBuffers(1, &gpu->indexBuffer);
    glGenBuffers(1, &gpu->selectedFaceBuffer);
    glGenBuffers(1, &gpu->reducedIndexBuffer);
    return gpu;
}

void GpuMeshCache::destroy(const GpuMesh &gpu)
{
    glDeleteBuffers(GpuAttributeCount, gpu.buffers);
    glDeleteBuffers(1, &gpu.indexBuffer);
    glDeleteBuffers(1, &gpu.selectedFaceBuffer);
    glDeleteBuffers(1, &gpu.reducedIndexBuffer);
    glDeleteVertexArrays(1, &gpu.vao);
    if (gpu.morphTexture)
        glDeleteTextures(1, &gpu.morphTexture);
    if (gpu.morphBuffer)
        glDeleteBuffers(1, &gpu.morphBuffer);
}

void GpuMeshCache::sync(GpuMesh &gpu, const Mesh &mesh)
{
    const qsizetype n = mesh.vertexCount();
    glBindVertexArray(gpu.vao);
    gpu.material = mesh.material;
    const bool sizeChanged = gpu.vertexCount != GLsizei(n);
    gpu.vertexCount = GLsizei(n);

    // Deltas depend on the base positions and normals as well as the targets.
    const bool morphsChanged = sizeChanged || gpu.morphs != mesh.morphs
                               || (!mesh.morphs.isEmpty()
                                   && (gpu.positions != mesh.positions || gpu.normals != mesh.normals));
    if (sizeChanged || gpu.positions != mesh.positions) {
        gpu.positions = mesh.positions;
        gpu.reducedTarget = 0;
        ++gpu.generation;
        uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[PositionAttribute], mesh.positions.constData(),
                     n * qsizetype(sizeof(QVector3D)));
        glEnableVertexAttribArray(PositionAttribute);
        glVertexAttribPointer(PositionAttribute, 3, GL_FLOAT, GL_FALSE, 0, nullptr);
    }
    if (sizeChanged || gpu.normals != mesh.normals) {
        gpu.normals = mesh.normals;
        gpu.hasNormals = mesh.normals.size() == n && n > 0;
        if (gpu.hasNormals) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[NormalAttribute], mesh.normals.constData(),
                         n * qsizetype(sizeof(QVector3D)));
            glEnableVertexAttribArray(NormalAttribute);
            glVertexAttribPointer(NormalAttribute, 3, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(NormalAttribute);
        }
    }
    const QList<QVector2D> texcoords = mesh.texcoords.isEmpty() ? QList<QVector2D>() : mesh.texcoords.first();
    if (sizeChanged || gpu.texcoords != texcoords) {
        gpu.texcoords = texcoords;
        gpu.hasTexcoords = texcoords.size() == n && n > 0;
        if (gpu.hasTexcoords) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[TexcoordAttribute], texcoords.constData(),
                         n * qsizetype(sizeof(QVector2D)));
            glEnableVertexAttribArray(TexcoordAttribute);
            glVertexAttribPointer(TexcoordAttribute, 2, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(TexcoordAttribute);
        }
    }
    if (sizeChanged || gpu.colors != mesh.colors) {
        gpu.colors = mesh.colors;
        gpu.hasColors = mesh.colors.size() == n && n > 0;
        if (gpu.hasColors) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[ColorAttribute], mesh.colors.constData(),
                         n * qsizetype(sizeof(QVector4D)));
            glEnableVertexAttribArray(ColorAttribute);
            glVertexAttribPointer(ColorAttribute, 4, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(ColorAttribute);
        }
    }
    if (morphsChanged) {
        uploadMorphs(gpu, mesh);
        glBindVertexArray(gpu.vao);
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
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[JointsAttribute], joints.constData(), joints.size() * 2);
            glEnableVertexAttribArray(JointsAttribute);
            glVertexAttribIPointer(JointsAttribute, 4, GL_UNSIGNED_SHORT, 0, nullptr);
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[WeightsAttribute], weights.constData(), weights.size() * 4);
            glEnableVertexAttribArray(WeightsAttribute);
            glVertexAttribPointer(WeightsAttribute, 4, GL_FLOAT, GL_FALSE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(JointsAttribute);
            glDisableVertexAttribArray(WeightsAttribute);
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

void GpuMeshCache::uploadMorphs(GpuMesh &gpu, const Mesh &mesh)
{
    gpu.morphs = mesh.morphs;
    gpu.morphTargets = 0;
    const qsizetype n = mesh.vertexCount();
    const qsizetype targets = mesh.morphs.size();
    if (targets == 0 || n == 0)
        return;
    GLint maxTexels = 0;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &maxTexels);
    if (targets * n * 2 > qsizetype(maxTexels)) {
        qWarning("Mesh %s: %lld morph targets of %lld vertices exceed the GPU's texture buffer; not previewed",
                 qPrintable(mesh.name), qlonglong(targets), qlonglong(n));
        return;
    }
    const bool normals = mesh.normals.size() == n;
    QList<QVector4D> deltas(targets * n * 2);
    for (qsizetype t = 0; t < targets; ++t) {
        const MorphTarget &morph = mesh.morphs[t];
        QVector4D *out = deltas.data() + t * n * 2;
        const qsizetype listed = std::min(morph.vertices.size(), morph.positions.size());
        for (qsizetype i = 0; i < listed; ++i) {
            const quint32 v = morph.vertices[i];
            if (v >= quint32(n))
                continue;
            out[v * 2] = QVector4D(morph.positions[i] - mesh.positions[v], 0.0f);
            if (normals && i < morph.normals.size())
                out[v * 2 + 1] = QVector4D(morph.normals[i] - mesh.normals[v], 0.0f);
        }
    }
    glBindVertexArray(0);
    if (!gpu.morphBuffer) {
        glGenBuffers(1, &gpu.morphBuffer);
        glGenTextures(1, &gpu.morphTexture);
    }
    uploadBuffer(GL_TEXTURE_BUFFER, gpu.morphBuffer, deltas.constData(), deltas.size() * qsizetype(sizeof(QVector4D)));
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
    glBindTexture(GL_TEXTURE_BUFFER, gpu.morphTexture);
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32F, gpu.morphBuffer);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    gpu.morphTargets = int(targets);
}

void GpuMeshCache::updateSelection(GpuMesh &gpu, const QList<quint32> &vertices, const QList<quint32> &faces)
{
    glBindVertexArray(gpu.vao);
    if (!vertices.isEmpty() || gpu.hasSelection) {
        QList<quint8> flags(gpu.vertexCount, 0);
        for (quint32 v : vertices)
            if (v < quint32(gpu.vertexCount))
                flags[v] = 255;
        gpu.hasSelection = !vertices.isEmpty();
        if (gpu.hasSelection) {
            uploadBuffer(GL_ARRAY_BUFFER, gpu.buffers[SelectedAttribute], flags.constData(), flags.size());
            glEnableVertexAttribArray(SelectedAttribute);
            glVertexAttribPointer(SelectedAttribute, 1, GL_UNSIGNED_BYTE, GL_TRUE, 0, nullptr);
        } else {
            glDisableVertexAttribArray(SelectedAttribute);
        }
    }
    if (!faces.isEmpty() || gpu.selectedFaceIndexCount) {
        QList<quint32> indexes;
        for (quint32 f : faces)
            if (f < quint32(gpu.triangles.size())) {
                const Triangle &t = gpu.triangles[f];
                if (t[0] < quint32(gpu.vertexCount) && t[1] < quint32(gpu.vertexCount)
                    && t[2] < quint32(gpu.vertexCount))
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

void GpuMeshCache::uploadReduced(GpuMesh &gpu, qsizetype target, const QList<Triangle> &triangles)
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

} // namespace quarry
