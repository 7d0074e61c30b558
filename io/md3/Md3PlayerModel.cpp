#include "io/md3/Md3PlayerModel.h"

#include "io/md3/Md3PlayerParts.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Writer.h"
#include "io/md3/Quake3Animations.h"
#include "model/Translate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// The file in `dir` named `name`, case-insensitively as the game's
// archives are read; empty when none.
QString fileIn(const QDir &dir, const QString &name)
{
    if (dir.exists(name))
        return dir.filePath(name);
    const QStringList found = dir.entryList({name}, QDir::Files);
    return found.isEmpty() ? QString() : dir.filePath(found.first());
}

// Places a part's mesh where `world` (its tag in the bind pose) holds it,
// bound wholly to joint `joint`.
void attachMesh(Mesh &mesh, int joint, const QMatrix4x4 &world)
{
    const QMatrix3x3 normalMatrix = world.normalMatrix();
    auto normal = [&](const QVector3D &n) {
        const float *m = normalMatrix.constData();
        const QVector3D r(m[0] * n.x() + m[3] * n.y() + m[6] * n.z(), m[1] * n.x() + m[4] * n.y() + m[7] * n.z(),
                          m[2] * n.x() + m[5] * n.y() + m[8] * n.z());
        return r.normalized();
    };
    for (QVector3D &p : mesh.positions)
        p = world.map(p);
    for (QVector3D &n : mesh.normals)
        n = normal(n);
    for (MorphTarget &t : mesh.morphs) {
        for (QVector3D &p : t.positions)
            p = world.map(p);
        for (QVector3D &n : t.normals)
            n = normal(n);
    }
    const qsizetype n = mesh.vertexCount();
    mesh.influencesPerVertex = 1;
    mesh.blendIndexes = QList<quint32>(n, quint32(joint));
    mesh.blendWeights = QList<float>(n, 1.0f);
}

// The joint the next part hangs on, under `tag` of part `part`: the tag
// itself, or where the tag is scaled in the bind pose or any clip, a joint
// that cancels the scale at every key (R_LerpTag normalises the axes the
// game attaches with), so the part hangs on the tag's origin and rotation.
int attachJoint(Model &model, int tag, int part)
{
    const auto inverse = [](const QVector3D &s) { return QVector3D(1.0f / s.x(), 1.0f / s.y(), 1.0f / s.z()); };
    const Joint joint = model.skeleton.joints[tag];
    bool scaled = joint.bind.scale != QVector3D(1, 1, 1);
    for (const Animation &a : std::as_const(model.animations))
        for (const JointTrack &t : a.tracks)
            scaled = scaled || (t.joint == tag && !t.scales.isEmpty());
    if (!scaled)
        return tag;
    Joint attach;
    attach.name = joint.name + QStringLiteral(".attach");
    attach.parent = tag;
    attach.bind.scale = inverse(joint.bind.scale);
    attach.extras.insert(QLatin1String(kPlayerPartKey), part);
    attach.extras.insert(QLatin1String(kPlayerAttachKey), true);
    const int index = int(model.skeleton.size());
    model.skeleton.joints.append(attach);
    for (Animation &a : model.animations) {
        QList<JointTrack> added;
        for (const JointTrack &t : std::as_const(a.tracks)) {
            if (t.joint != tag || t.scales.isEmpty())
                continue;
            JointTrack cancel;
            cancel.joint = index;
            for (const Vec3Key &key : t.scales)
                cancel.scales.append(Vec3Key{key.time, inverse(key.value), key.interpolation});
            added.append(cancel);
        }
        a.tracks << added;
    }
    return index;
}

int slotOf(const QString &name)
{
    for (int s = 0; s < quake3::kAnimations; ++s)
        if (name == QLatin1String(quake3::kAnimationNames[s]))
            return s;
    return -1;
}

} // namespace

Quake3PlayerPaths quake3PlayerPaths(const QString &partPath)
{
    const QFileInfo info(partPath);
    const QString name = info.fileName().toLower();
    if (name != QLatin1String("lower.md3") && name != QLatin1String("upper.md3") && name != QLatin1String("head.md3"))
        return {};
    const QDir dir = info.absoluteDir();
    return {fileIn(dir, QStringLiteral("lower.md3")), fileIn(dir, QStringLiteral("upper.md3")),
            fileIn(dir, QStringLiteral("head.md3")), fileIn(dir, QStringLiteral("animation.cfg"))};
}

bool isQuake3PlayerModel(const Model &model)
{
    return model.extras.contains(QLatin1String(kMd3PlayerParts));
}

ReadResult readQuake3PlayerModel(const QString &partPath, const ReadOptions &options)
{
    const Quake3PlayerPaths paths = quake3PlayerPaths(partPath);
    if (!paths.complete())
        return ReadResult{{},
                          {},
                          Diagnostic{partPath, -1, -1,
                                     tr("not a player part with lower.md3, upper.md3, head.md3 and animation.cfg "
                                        "beside it")},
                          {}};
    ReadResult result;
    Model &out = result.model;
    const QString files[kPlayerPartCount] = {paths.lower, paths.upper, paths.head};
    QVariantList stored;
    QList<int> jointOffset;
    // The tag each part hangs on: lower.md3's tag_torso, upper.md3's tag_head.
    int attach = -1;
    // Per slot name: the animation in `out`.
    QHash<QString, int> slotClips;
    for (int k = 0; k < kPlayerPartCount; ++k) {
        QFile file(files[k]);
        if (!file.open(QIODevice::ReadOnly))
            return ReadResult{{}, result.warnings, Diagnostic{files[k], -1, -1, file.errorString()}, {}};
        const QByteArray bytes = file.readAll();
        ReadOptions partOptions = options;
        partOptions.options.remove(QLatin1String(kMd3PlayerOption));
        partOptions.progress = {};
        ReadResult part = readMd3(files[k], bytes, partOptions);
        result.warnings << part.warnings;
        result.notes << part.notes;
        if (!part.ok())
            return ReadResult{{}, result.warnings, part.error, {}};
        Model &m = part.model;
        const QString prefix = playerPartName(k) + QLatin1Char('/');
        const int joints = int(out.skeleton.size());
        const int meshes = int(out.meshes.size());
        const int materials = int(out.materials.size());
        jointOffset.append(joints);
        for (Joint joint : std::as_const(m.skeleton.joints)) {
            joint.name = prefix + joint.name;
            joint.parent = joint.parent >= 0 ? joint.parent + joints : attach;
            joint.extras.insert(QLatin1String(kPlayerPartKey), k);
            out.skeleton.joints.append(joint);
        }
        const QMatrix4x4 world = attach >= 0 ? out.skeleton.bindWorldMatrices()[attach] : QMatrix4x4();
        for (Material material : std::as_const(m.materials)) {
            material.extras.insert(QLatin1String(kPlayerPartKey), k);
            out.materials.append(material);
        }
        for (Mesh mesh : std::as_const(m.meshes)) {
            mesh.name = prefix + mesh.name;
            if (mesh.material >= 0)
                mesh.material += materials;
            if (attach >= 0)
                attachMesh(mesh, attach, world);
            mesh.extras.insert(QLatin1String(kPlayerPartKey), k);
            mesh.extras.insert(QLatin1String(kPlayerMeshKey), md3MeshKey(mesh));
            out.meshes.append(mesh);
        }
        for (qsizetype a = 0; a < m.animations.size(); ++a) {
            Animation animation = m.animations[a];
            for (JointTrack &t : animation.tracks)
                t.joint += joints;
            for (MorphTrack &t : animation.morphTracks)
                t.mesh += meshes;
            const QVariantMap own{{QStringLiteral("index"), a}, {QStringLiteral("extras"), animation.extras}};
            const bool slot = slotOf(animation.name) >= 0;
            auto it = slot ? slotClips.constFind(animation.name) : slotClips.cend();
            if (it != slotClips.cend()) {
                // A BOTH_ slot: one clip of both parts' frames.
                Animation &both = out.animations[it.value()];
                both.tracks << animation.tracks;
                both.morphTracks << animation.morphTracks;
                both.duration = std::max(both.duration, animation.duration);
                QVariantMap parts = both.extras.value(QLatin1String(kPlayerPartKey)).toMap();
                parts.insert(playerPartName(k), own);
                both.extras.insert(QLatin1String(kPlayerPartKey), parts);
                continue;
            }
            if (!slot)
                animation.name = prefix + animation.name;
            animation.extras.remove(QStringLiteral("md3.clip"));
            animation.extras.insert(QLatin1String(kPlayerPartKey), QVariantMap{{playerPartName(k), own}});
            if (slot)
                slotClips.insert(animation.name, int(out.animations.size()));
            out.animations.append(animation);
        }
        stored.append(QVariantMap{{QStringLiteral("file"), QFileInfo(files[k]).fileName()},
                                  {QStringLiteral("extras"), m.extras}});
        if (k == kPlayerPartCount - 1)
            continue;
        attach = m.skeleton.indexOf(k == 0 ? QStringLiteral("tag_torso") : QStringLiteral("tag_head"));
        if (attach >= 0)
            attach = attachJoint(out, attach + joints, k);
        else
            result.warnings.append(
                Diagnostic{files[k], -1, -1,
                           tr("no %1: the next part is drawn at the origin")
                               .arg(k == 0 ? QStringLiteral("tag_torso") : QStringLiteral("tag_head"))});
    }
    // The slotClips in the game's order, then the frames no slot holds.
    std::stable_sort(out.animations.begin(), out.animations.end(), [](const Animation &a, const Animation &b) {
        const int sa = slotOf(a.name), sb = slotOf(b.name);
        return (sa < 0 ? quake3::kAnimations : sa) < (sb < 0 ? quake3::kAnimations : sb);
    });
    out.extras.insert(
        QLatin1String(kMd3PlayerParts),
        QVariantMap{{QStringLiteral("parts"), stored}, {QStringLiteral("config"), QFileInfo(paths.config).fileName()}});
    return result;
}

ReadResult readMd3File(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    if (options.options.value(QLatin1String(kMd3PlayerOption)).toBool() && quake3PlayerPaths(path).complete())
        return readQuake3PlayerModel(path, options);
    return readMd3(path, data, options);
}

WriteResult writeMd3File(const Model &model, const QString &path, const WriteOptions &options)
{
    if (isQuake3PlayerModel(model))
        return writeQuake3PlayerModel(model, path, options);
    return writeMd3(model, path, options);
}

} // namespace quarry
