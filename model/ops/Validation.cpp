#include "model/ops/Validation.h"

#include "model/MaterialNames.h"
#include "model/Translate.h"
#include "model/ops/FlatTriangles.h"
#include "model/ops/JointNameCheck.h"
#include "model/ops/TextureLookup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

bool finite3(const QVector3D &v)
{
    return std::isfinite(v.x()) && std::isfinite(v.y()) && std::isfinite(v.z());
}

void checkMesh(const Model &model, int index, const ValidationOptions &options, QList<Finding> &findings)
{
    const Mesh &mesh = model.meshes[index];
    const QString name = mesh.name.isEmpty() ? tr("mesh %1").arg(index) : QStringLiteral("\"%1\"").arg(mesh.name);
    auto finding = [&](Finding::Check check, const QString &message, const QList<quint32> &vertices,
                       const QList<quint32> &faces) {
        Finding f{check, message, {}};
        f.selection.meshes = {index};
        if (!vertices.isEmpty()) {
            f.selection.mode = Selection::Mode::Vertices;
            f.selection.vertices.insert(index, vertices.mid(0, options.maxElements));
        }
        if (!faces.isEmpty()) {
            f.selection.mode = Selection::Mode::Faces;
            f.selection.faces.insert(index, faces.mid(0, options.maxElements));
        }
        findings.append(f);
    };
    const QString broken = mesh.validate();
    if (!broken.isEmpty()) {
        finding(Finding::Check::BrokenStreams, tr("Mesh %1: %2").arg(name, broken), {}, {});
        return; // the other checks index the streams
    }
    const qsizetype n = mesh.vertexCount();
    QList<quint32> nans;
    for (qsizetype v = 0; v < n; ++v) {
        bool bad = !finite3(mesh.positions[v]) || (!mesh.normals.isEmpty() && !finite3(mesh.normals[v]));
        for (const auto &set : mesh.texcoords)
            bad = bad || !std::isfinite(set[v].x()) || !std::isfinite(set[v].y());
        for (int j = 0; j < mesh.influencesPerVertex && !bad && !mesh.blendWeights.isEmpty(); ++j)
            bad = !std::isfinite(mesh.blendWeights[v * mesh.influencesPerVertex + j]);
        if (bad)
            nans.append(quint32(v));
    }
    if (!nans.isEmpty())
        finding(Finding::Check::NotANumber,
                tr("Mesh %1: %n vertices with values that are not numbers", nullptr, int(nans.size())).arg(name), nans,
                {});

    QList<quint32> degenerate;
    QList<bool> used(n, false);
    const FlatTriangles flat = findFlatTriangles(mesh);
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
        for (quint32 i : mesh.triangles[t])
            used[i] = true;
        if (flat.degenerate[t])
            degenerate.append(quint32(t));
    }
    if (!degenerate.isEmpty()) {
        QString message =
            flat.frames > 1
                ? tr("Mesh %1: %n degenerate triangles (repeated corners, or no area in any of its %2 frames)", nullptr,
                     int(degenerate.size()))
                      .arg(name)
                      .arg(flat.frames)
                : tr("Mesh %1: %n degenerate triangles (repeated corners or no area)", nullptr, int(degenerate.size()))
                      .arg(name);
        if (flat.flatInSomeFrames > 0)
            message += tr("; %n more are flat in some frames only and are kept", nullptr, int(flat.flatInSomeFrames));
        finding(Finding::Check::DegenerateTriangle, message, {}, degenerate);
    }
    QList<quint32> unused;
    for (qsizetype v = 0; v < n; ++v)
        if (!used[v])
            unused.append(quint32(v));
    if (!unused.isEmpty())
        finding(Finding::Check::UnusedVertex,
                tr("Mesh %1: %n vertices no triangle uses", nullptr, int(unused.size())).arg(name), unused, {});

    if (mesh.isSkinned()) {
        const int k = mesh.influencesPerVertex;
        QList<quint32> badSum, tooMany;
        for (qsizetype v = 0; v < n; ++v) {
            float sum = 0;
            int count = 0;
            for (int j = 0; j < k; ++j) {
                const float w = mesh.blendWeights[v * k + j];
                sum += w;
                count += w != 0.0f;
            }
            if (!(std::abs(sum - 1.0f) <= options.weightTolerance))
                badSum.append(quint32(v));
            if (count > options.maxInfluences)
                tooMany.append(quint32(v));
        }
        if (!badSum.isEmpty())
            finding(Finding::Check::WeightSum,
                    tr("Mesh %1: %n vertices whose weights do not sum to one", nullptr, int(badSum.size())).arg(name),
                    badSum, {});
        if (!tooMany.isEmpty())
            finding(Finding::Check::TooManyInfluences,
                    tr("Mesh %1: %n vertices with more than %2 influences", nullptr, int(tooMany.size()))
                        .arg(name)
                        .arg(options.maxInfluences),
                    tooMany, {});
    }
}

} // namespace

QList<Finding> validateModel(const Model &model, const ValidationOptions &options)
{
    QList<Finding> findings;
    for (int i = 0; i < model.meshes.size(); ++i)
        checkMesh(model, i, options, findings);
    if (model.skeleton.joints.size() > options.maxJoints) {
        Finding f{Finding::Check::TooManyJoints,
                  tr("%1 joints: more than the %2 that IQM and Quake-family engines take")
                      .arg(model.skeleton.joints.size())
                      .arg(options.maxJoints),
                  {}};
        f.selection.mode = Selection::Mode::Joints;
        for (int j = options.maxJoints; j < model.skeleton.joints.size(); ++j)
            f.selection.joints.append(j);
        findings.append(f);
    }
    if (!options.baseDirectory.isEmpty()) {
        const QDir base(options.baseDirectory);
        // The lookup starts in the folder of the model's file; any name in it.
        const QString modelPath = base.absoluteFilePath(QStringLiteral("model"));
        const QVariantMap embedded = model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
        for (int m = 0; m < model.materials.size(); ++m) {
            const Material &material = model.materials[m];
            // A material without maps is named after its texture (IQE, IQM)
            // where its name looks like a file name.
            QStringList paths;
            for (const TextureMap &map : material.maps)
                paths << map.path;
            if (material.maps.isEmpty() && looksLikeFileName(material.name))
                paths << material.name;
            for (const QString &texture : std::as_const(paths)) {
                if (texture.trimmed().isEmpty())
                    continue;
                const MaterialTexture found = checkTextureFile(texture, modelPath, embedded);
                if (found.loaded())
                    continue;
                const bool missing = found.status != MaterialTexture::Status::Unreadable;
                Finding f{missing ? Finding::Check::MissingTexture : Finding::Check::UnreadableTexture,
                          missing ? tr("Material \"%1\": texture %2 not found in %3")
                                        .arg(material.name, texture, QDir::toNativeSeparators(base.absolutePath()))
                                  : tr("Material \"%1\": texture %2 cannot be read: %3")
                                        .arg(material.name, QDir::toNativeSeparators(found.file), found.problem),
                          {}};
                f.selection.materials = {m};
                findings.append(f);
            }
        }
    }
    checkDuplicateJointNames(model, findings);
    return findings;
}

} // namespace quarry
