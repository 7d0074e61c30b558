// Meshes on the GPU: a vertex array per mesh with a buffer per stream,
// uploaded again only for the streams that changed since the last upload
// (the last uploaded lists are kept, shared with the model's, so comparing
// them is cheap while nothing changed); the selection's vertex flags and
// face indexes; and the coarser index list drawn while the view moves.
// Every call needs the OpenGL context current.
#pragma once

#include "model/Mesh.h"
#include "model/ops/Closure.h"

#include <QList>
#include <QOpenGLFunctions_3_3_Core>
#include <QVector2D>
#include <QVector3D>
#include <QVector4D>

#include <memory>
#include <optional>

namespace quarry {

// Vertex attribute locations (layout locations in the shaders).
enum GpuAttribute : unsigned {
    PositionAttribute,
    NormalAttribute,
    TexcoordAttribute,
    ColorAttribute,
    JointsAttribute,
    WeightsAttribute,
    SelectedAttribute,
    GpuAttributeCount
};

struct GpuMesh
{
    GLuint vao = 0;
    GLuint buffers[GpuAttributeCount] = {};
    GLuint indexBuffer = 0;
    GLuint selectedFaceBuffer = 0;
    GLuint reducedIndexBuffer = 0;
    // Morph targets' position and normal deltas, two RGBA32F texels per
    // vertex and target (target-major), in a texture buffer the vertex
    // shader reads by gl_VertexID; 0 until a mesh with targets is synced.
    GLuint morphBuffer = 0;
    GLuint morphTexture = 0;
    int morphTargets = 0; // targets uploaded (0: none, or too large to upload)
    GLsizei indexCount = 0;
    // The coarser triangles drawn while the view moves (setReducedDetail):
    // how many, and for which triangle budget they were made (0: none yet).
    GLsizei reducedIndexCount = 0;
    qsizetype reducedTarget = 0;
    quint64 generation = 0; // counts changes of positions and triangles
    GLsizei vertexCount = 0;
    GLsizei selectedFaceIndexCount = 0;
    int material = -1;
    SurfaceClosure closure = SurfaceClosure::Open;
    std::optional<QVector4D> color; // overrides the material's (shapes)
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
    QList<MorphTarget> morphs;
    int influences = -1;

    qsizetype triangleCount() const { return indexCount / 3; }
};

class GpuMeshCache : protected QOpenGLFunctions_3_3_Core
{
public:
    void initialize();

    std::shared_ptr<GpuMesh> create();
    void destroy(const GpuMesh &gpu);
    // Uploads the streams of `mesh` that differ from the last upload; leaves
    // the mesh's vertex array bound.
    void sync(GpuMesh &gpu, const Mesh &mesh);
    // The selection's vertex flags and face indexes of one mesh; leaves the
    // mesh's vertex array bound.
    void updateSelection(GpuMesh &gpu, const QList<quint32> &vertices, const QList<quint32> &faces);
    // The coarser triangles made for a budget share of `target`.
    void uploadReduced(GpuMesh &gpu, qsizetype target, const QList<Triangle> &triangles);

    // Bytes uploaded to vertex and index buffers so far.
    qint64 uploadedBytes() const { return m_uploadedBytes; }

private:
    // The deltas of mesh.morphs from the mesh's positions and normals.
    void uploadMorphs(GpuMesh &gpu, const Mesh &mesh);
    void uploadBuffer(unsigned target, unsigned buffer, const void *data, qsizetype bytes);

    qint64 m_uploadedBytes = 0;
};

} // namespace quarry
