#include "io/targets/Quake2Check.h"

#include "io/md2/Md2Format.h"
#include "io/quake/FrameSamples.h"
#include "model/Translate.h"

#include <QHash>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

constexpr int kQuake2PlayerFrames = 198; // m_player.h FRAME_death308 + 1

} // namespace

Md2EngineLimits md2EngineLimits(const EngineTarget &target)
{
    Md2EngineLimits l{md2::kMaxVertices, md2::kMaxTriangles, md2::kMaxFrames, md2::kMaxSkins, md2::kMaxSkinHeight};
    if (target.id == QLatin1String("q2pro")) {
        l.frames = 1024; // MD2_MAX_FRAMES
        l.skinHeight = 8192; // MAX_TEXTURE_SIZE
    }
    return l;
}

qsizetype md2FrameCount(const Model &model, bool player)
{
    return player ? kQuake2PlayerFrames : quake::sampleFrames(model, md2::kFramesPerSecond).size();
}

qsizetype md2VertexCount(const Model &model)
{
    QHash<QByteArray, int> seen;
    for (const Mesh &mesh : model.meshes)
        for (const QVector3D &p : mesh.positions) {
            const float xyz[3] = {p.x(), p.y(), p.z()};
            seen.insert(QByteArray(reinterpret_cast<const char *>(xyz), sizeof xyz), 0);
        }
    return seen.size();
}

QList<TargetFinding> checkQuake2Limits(const Model &model, const EngineTarget &target, bool player)
{
    QList<TargetFinding> findings;
    if (target.md2Layout == EngineTarget::Md2Layout::None)
        return findings;
    const Md2EngineLimits limits = md2EngineLimits(target);
    auto add = [&](TargetFinding::Kind kind, const QString &limit, qint64 allowed, qint64 actual,
                   const QString &subject, const QString &remedy) {
        TargetFinding f{kind, limit, allowed, actual, false, remedy, {}, {}};
        f.message = tr("%1: %2 (%3 allows %4); cannot be fixed on export: %5")
                        .arg(subject, QString::number(actual), target.title, limit, remedy);
        findings.append(f);
    };
    const qsizetype vertices = md2VertexCount(model);
    if (vertices > limits.vertices)
        add(TargetFinding::Kind::TotalVertices, tr("%1 vertices in an MD2").arg(limits.vertices), limits.vertices,
            vertices, tr("Distinct vertex positions"),
            tr("simplify the meshes until at most %1 positions remain").arg(limits.vertices));
    const qsizetype triangles = model.triangleCount();
    if (triangles > limits.triangles)
        add(TargetFinding::Kind::MeshTriangles, tr("%1 triangles in an MD2").arg(limits.triangles), limits.triangles,
            triangles, tr("Triangles in all meshes"),
            tr("simplify the meshes until at most %1 triangles remain").arg(limits.triangles));
    const qsizetype frames = md2FrameCount(model, player);
    if (frames > limits.frames)
        add(TargetFinding::Kind::Frames, tr("%1 frames in an MD2").arg(limits.frames), limits.frames, frames,
            tr("Frames at 10 a second"), tr("export fewer or shorter animations"));
    return findings;
}

} // namespace quarry
