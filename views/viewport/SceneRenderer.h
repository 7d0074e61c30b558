// Draws a model with OpenGL 3.3 core: the shared drawing code of the
// viewport widget and of headless rendering. Vertex data stays on the GPU
// and only streams that changed are uploaded again (GpuMeshCache); skinning
// runs in the vertex shader, so a new pose uploads only the joint matrices.
// Programs come from ShaderCache, textures from TextureCache, the grid,
// bones and box from OverlayGeometry.
// Every call needs the renderer's OpenGL context current.
#pragma once

#include "model/Model.h"
#include "model/MorphWeights.h"
#include "model/Selection.h"
#include "views/viewport/Camera.h"
#include "views/viewport/DetailBudget.h"
#include "views/viewport/GpuMeshCache.h"
#include "views/viewport/OnionSkin.h"
#include "views/viewport/OverlayGeometry.h"
#include "views/viewport/RenderSettings.h"
#include "views/viewport/ScenePose.h"
#include "views/viewport/ShaderCache.h"
#include "views/viewport/TextureCache.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QOpenGLFunctions_3_3_Core>
#include <QRect>
#include <QVector4D>

#include <array>
#include <memory>

class QOpenGLExtraFunctions;
class QOpenGLShaderProgram;

namespace quarry {

class SceneRenderer : protected QOpenGLFunctions_3_3_Core
{
public:
    SceneRenderer();
    ~SceneRenderer();

    // Compiles the shaders; false (with the reason) where OpenGL 3.3 core
    // is not available.
    bool initialize(QString *error);
    // Frees every OpenGL object; call before the context goes away.
    void release();

    // Brings the GPU copy up to date with the model: uploads the streams
    // that differ from the last upload, loads textures of new materials.
    void syncModel(const Model &model, const QString &modelPath);
    // The textures drawn as the checkerboard so far, one line each with
    // the material's name and the reason ("Material "arm": arm.tga: not found").
    QStringList textureProblems() const { return m_textures.problems(); }
    void setPose(const ScenePose &pose);
    // Onion skinning: poses drawn as translucent ghosts under the current
    // one (settings().onion.bonesOnly: their bones only).
    // Their joint matrices go to the GPU once per change (a buffer or
    // texture of their own each), not once per ghost per view and frame.
    void setGhosts(const QList<OnionGhost> &ghosts);
    void setSelection(const Selection &selection);
    // Morph target preview weights per mesh index, blended in the vertex
    // shader before skinning (the kMaxActiveMorphs largest per mesh).
    void setMorphWeights(const MorphWeights &weights) { m_morphWeights = weights; }
    void setSettings(const RenderSettings &settings) { m_settings = settings; }
    void setHoverJoint(int joint) { m_hoverJoint = joint; }
    // The joint whose weights DrawMode::Weights shows (-1: none).
    void setWeightJoint(int joint) { m_weightJoint = joint; }
    // The scene's extent: sizes the grid, bones and normals.
    void setSceneBounds(const Bounds &bounds) { m_sceneBounds = bounds; }
    // The box drawn when settings().bounds is on.
    void setBoundingBox(const Bounds &bounds) { m_box = bounds; }
    // Reduced detail for frames drawn while the view moves: where the
    // model has more than `triangles` triangles, meshes draw a coarser
    // copy (model/ops/Simplify) of about that many in all, made on first
    // use and remade when the budget moves by more than a fifth; kept
    // until the mesh changes. 0 draws every triangle. Copies made off the
    // render thread come in through reducedRequests and setReducedTriangles.
    void setReducedDetail(qsizetype triangles) { m_reducedBudget = triangles; }
    // A mesh whose simplified copy for a budget is missing or was made for
    // a target more than a fifth away: what making it takes, copied so it
    // can be made on another thread.
    struct ReducedRequest
    {
        int mesh = -1;
        quint64 generation = 0; // the mesh's data the request was made from
        qsizetype target = 0;
        QList<QVector3D> positions;
        QList<Triangle> triangles;
    };
    QList<ReducedRequest> reducedRequests(qsizetype budget) const;
    // Whether a simplified copy made for `made` triangles serves a wish
    // for `wanted` (within a fifth either way); nothing serves when none
    // was made (0).
    static bool servesBudget(qsizetype made, qsizetype wanted) { return DetailBudget::serves(made, wanted); }
    // Hands in triangles made for a request (ignored where the mesh has
    // changed since). Needs the context current.
    void setReducedTriangles(const ReducedRequest &request, const QList<Triangle> &triangles);
    // Triangles the last render() drew for meshes (after any reduction;
    // onion-skin ghosts included).
    qsizetype drawnTriangles() const { return m_drawnTriangles; }
    // Triangles of the model's meshes in all, as uploaded.
    qsizetype totalTriangles() const { return m_totalTriangles; }
    // Whether the last render() made simplified meshes (a slower frame).
    bool simplifiedInLastRender() const { return m_simplified; }
    // Meshes the last render() drew with back faces skipped (closed ones).
    int culledMeshCount() const { return m_culledMeshes; }
    // Triangles of those meshes.
    qsizetype culledTriangles() const { return m_culledTriangles; }
    // Extra overlay geometry drawn last, without depth test (the gizmo).
    void setOverlay(const QList<OverlayVertex> &lines, const QList<OverlayVertex> &triangles);

    // The compared model (File > Compare With…; SceneComparison.cpp): its
    // meshes drawn in one translucent colour over the model, writing no
    // depth and behind it where the two coincide, so only where B differs
    // shows. Null: none.
    void setComparisonModel(const Model *other);
    // Its joint matrices and morph weights at the time shown.
    void setComparisonPose(const QList<QMatrix4x4> &skinning, const MorphWeights &morphs);
    void setComparisonGhost(bool shown, const QVector4D &color)
    {
        m_compareGhost = shown;
        m_compareColor = color;
    }
    // DrawMode::Deviation: a colour per vertex of each of the model's meshes
    // (a mesh whose count differs from its vertices' is drawn grey).
    void setDeviationColors(const QList<QList<QVector4D>> &colors);

    // Draws the scene into the given rectangle of the current framebuffer
    // (OpenGL coordinates: origin bottom left, device pixels).
    void render(const Camera &camera, const QRect &rect, bool clear = true);

    // Bytes uploaded to vertex and index buffers since construction: lets
    // tests and benchmarks check that only changed data moves.
    qint64 uploadedBytes() const { return m_gpuMeshes.uploadedBytes(); }

private:
    void syncShapes(const QList<Shape> &shapes);
    void drawMesh(GpuMesh &gpu, int meshIndex);
    // The morph targets the next programs used blend: those of mesh
    // `meshIndex` (binds its deltas), or none (gpu null).
    void beginMorphs(const GpuMesh *gpu, int meshIndex);
    void applyMorphs(QOpenGLShaderProgram *program) const;
    // Makes the mesh's coarser triangles current where reduced detail is
    // on and the mesh is over its share; false to draw all triangles.
    bool prepareReducedTriangles(GpuMesh &gpu);
    // Triangles of the model's meshes as uploaded.
    qsizetype meshTriangles() const;
    // The mesh program for a surface mode bound with this frame's matrices.
    QOpenGLShaderProgram *useMeshProgram(int mode, bool hasNormals, bool skinned);
    void drawOverlay(const QList<OverlayVertex> &vertices, unsigned mode, const QMatrix4x4 &viewProjection);
    // Joint matrices to the uniform block or texture the shaders read.
    void uploadJoints(const QList<QMatrix4x4> &skinning);
    void drawGhosts(const QMatrix4x4 &viewProjection);
    // Writes joint matrices to a uniform buffer or, past the block's 255
    // joints, to a float texture (`rows`: the texture's joint count now).
    void writeJoints(unsigned buffer, unsigned texture, int &rows, const QList<QMatrix4x4> &skinning);
    void uploadGhostJoints();
    // The coarser triangles ghosts draw: a quarter of a mesh's, made by
    // edge collapses the first time a ghost of it is drawn (the software
    // renderer's cost of a ghost is mostly its vertices and triangles).
    struct GhostTriangles
    {
        QList<Triangle> source; // the mesh's triangles they were made from
        quint64 generation = 0;
        unsigned buffer = 0;
        int count = 0; // indices; 0: the mesh is drawn whole
        bool made = false;
    };
    static constexpr qsizetype kGhostWholeBelow = 256;
    const GhostTriangles &ghostTriangles(const GpuMesh &gpu);
    void releaseGhostTriangles();
    // Whether the framebuffer drawn to has a stencil buffer (ghosts use it
    // to stay under the current pose; without it they are drawn first).
    bool drawsToStencil();

    void drawComparisonGhost();
    // DrawMode::Deviation: points the colour stream of mesh `meshIndex`
    // (its vertex array bound) at its deviation colours; restoreColors
    // points it back at the mesh's own.
    void bindDeviationColors(const GpuMesh &gpu, int meshIndex);
    void restoreColors(const GpuMesh &gpu);
    void releaseComparison();

    bool m_initialized = false;
    // Generic vertex attribute values (glVertexAttrib*), which the 3.3 core
    // function table leaves out.
    QOpenGLExtraFunctions *m_extra = nullptr;
    ShaderCache m_shaders;
    GpuMeshCache m_gpuMeshes;
    TextureCache m_textures;
    QMatrix4x4 m_frameView;
    QMatrix4x4 m_frameProjection;
    qsizetype m_reducedBudget = 0;
    qsizetype m_totalTriangles = 0;
    qsizetype m_drawnTriangles = 0;
    bool m_simplified = false;
    bool m_cullAllowed = false;
    int m_culledMeshes = 0;
    qsizetype m_culledTriangles = 0; // this frame's eye is outside the scene
    QList<std::shared_ptr<GpuMesh>> m_meshes;
    // QuickModel shapes: surfaces tessellated into meshes, curves as lines.
    QList<Shape> m_shapeData;
    QList<std::shared_ptr<GpuMesh>> m_shapeMeshes;
    QList<OverlayVertex> m_curveLines;
    unsigned m_jointTexture = 0; // joint matrices beyond a uniform block's 255
    unsigned m_jointBuffer = 0; // the uniform block's buffer
    int m_jointCount = 0;
    unsigned m_overlayVao = 0;
    unsigned m_overlayVbo = 0;
    Selection m_selection;
    int m_weightJoint = -1;
    RenderSettings m_settings;
    QList<QVector3D> m_jointPositions;
    QList<int> m_jointParents;
    Bounds m_sceneBounds;
    Bounds m_box;
    int m_hoverJoint = -1;
    QList<OverlayVertex> m_overlayLines;
    QList<OverlayVertex> m_overlayTriangles;
    QList<OnionGhost> m_ghosts;
    MorphWeights m_morphWeights;
    QList<ActiveMorph> m_drawMorphs; // of the mesh being drawn
    int m_drawMorphVertices = 0;
    // Each ghost's joint matrices on the GPU, so that drawing a ghost only
    // binds them: writing the current pose's buffer between draws makes a
    // software renderer finish the frame so far first.
    QList<unsigned> m_ghostJointBuffers;
    QList<unsigned> m_ghostJointTextures;
    QList<int> m_ghostJointRows;
    bool m_ghostJointsDirty = false;
    QHash<const GpuMesh *, GhostTriangles> m_ghostTriangles;
    // The compared model's ghost and the deviation colours.
    QList<std::shared_ptr<GpuMesh>> m_compareMeshes;
    QList<QMatrix4x4> m_compareSkinning;
    MorphWeights m_compareMorphs;
    unsigned m_compareJointBuffer = 0;
    unsigned m_compareJointTexture = 0;
    int m_compareJointRows = 0;
    bool m_compareJointsDirty = false;
    bool m_compareGhost = false;
    QVector4D m_compareColor;
    QList<unsigned> m_deviationBuffers;
    QList<int> m_deviationCounts;
};

} // namespace quarry
