// Splitting a player model back into its parts and saving them
// (io/md3/Md3PlayerModel.h).
#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Layout.h"
#include "io/md3/Md3PlayerModel.h"
#include "io/md3/Md3PlayerParts.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Sidecar.h"
#include "io/md3/Md3Writer.h"
#include "io/md3/Quake3Animations.h"
#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>
#include <QtEndian>

#include <algorithm>
#include <limits>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

int partOf(const QVariantMap &extras)
{
    bool ok = false;
    const int k = extras.value(QLatin1String(kPlayerPartKey)).toInt(&ok);
    return ok && k >= 0 && k < kPlayerPartCount ? k : -1;
}

QString withoutPrefix(const QString &name, int part)
{
    const QString prefix = playerPartName(part) + QLatin1Char('/');
    return name.startsWith(prefix) ? name.mid(prefix.size()) : name;
}

// The mesh back in its part's space: `world` is where the player model
// placed it (its tag in the bind pose).
void detachMesh(Mesh &mesh, const QMatrix4x4 &world)
{
    const QMatrix4x4 inverse = world.inverted();
    const QMatrix3x3 normalMatrix = inverse.normalMatrix();
    auto normal = [&](const QVector3D &n) {
        const float *m = normalMatrix.constData();
        return QVector3D(m[0] * n.x() + m[3] * n.y() + m[6] * n.z(), m[1] * n.x() + m[4] * n.y() + m[7] * n.z(),
                         m[2] * n.x() + m[5] * n.y() + m[8] * n.z())
            .normalized();
    };
    for (QVector3D &p : mesh.positions)
        p = inverse.map(p);
    for (QVector3D &n : mesh.normals)
        n = normal(n);
    for (MorphTarget &t : mesh.morphs) {
        for (QVector3D &p : t.positions)
            p = inverse.map(p);
        for (QVector3D &n : t.normals)
            n = normal(n);
    }
}

bool isQuake3Slot(const QString &name)
{
    for (const char *slot : quake3::kAnimationNames)
        if (name == QLatin1String(slot))
            return true;
    return false;
}

} // namespace

QList<Model> splitQuake3PlayerModel(const Model &model, QString *error)
{
    const QVariantList stored = model.extras.value(QLatin1String(kMd3PlayerParts)).toMap().value("parts").toList();
    if (stored.size() != kPlayerPartCount) {
        *error = tr("the model no longer holds a player's three parts");
        return {};
    }
    QList<Model> parts(kPlayerPartCount);
    for (int k = 0; k < kPlayerPartCount; ++k)
        parts[k].extras = stored[k].toMap().value(QStringLiteral("extras")).toMap();

    QList<int> jointIndex(model.skeleton.size(), -1), jointPart(model.skeleton.size(), -1);
    for (int j = 0; j < model.skeleton.size(); ++j) {
        Joint joint = model.skeleton.joints[j];
        const int k = partOf(joint.extras);
        if (k < 0) {
            *error = tr("joint \"%1\" belongs to none of the player's parts").arg(joint.name);
            return {};
        }
        jointPart[j] = k;
        // Added under a scaled tag by the player model: in no part.
        if (joint.extras.value(QLatin1String(kPlayerAttachKey)).toBool())
            continue;
        jointIndex[j] = int(parts[k].skeleton.size());
        joint.name = withoutPrefix(joint.name, k);
        joint.parent = joint.parent >= 0 && jointPart[joint.parent] == k ? jointIndex[joint.parent] : -1;
        joint.extras.remove(QLatin1String(kPlayerPartKey));
        parts[k].skeleton.joints.append(joint);
    }
    QList<int> materialIndex(model.materials.size(), -1);
    for (int i = 0; i < model.materials.size(); ++i) {
        Material material = model.materials[i];
        const int k = std::max(0, partOf(material.extras));
        material.extras.remove(QLatin1String(kPlayerPartKey));
        materialIndex[i] = int(parts[k].materials.size());
        parts[k].materials.append(material);
    }
    const QList<QMatrix4x4> bindWorld = model.skeleton.bindWorldMatrices();
    QList<int> meshIndex(model.meshes.size(), -1), meshPart(model.meshes.size(), -1);
    QList<std::optional<Model>> asRead(kPlayerPartCount);
    for (int i = 0; i < model.meshes.size(); ++i) {
        Mesh mesh = model.meshes[i];
        const int k = partOf(mesh.extras);
        if (k < 0) {
            *error = tr("mesh \"%1\" belongs to none of the player's parts").arg(mesh.name);
            return {};
        }
        meshPart[i] = k;
        meshIndex[i] = int(parts[k].meshes.size());
        const bool unchanged = mesh.extras.value(QLatin1String(kPlayerMeshKey)).toULongLong() == md3MeshKey(mesh);
        const int attached = mesh.isSkinned() ? int(mesh.blendIndexes.value(0)) : -1;
        if (attached >= 0 && attached < bindWorld.size() && jointPart[attached] != k) {
            // The vertices as the part stores them: as read where no edit
            // touched them, else taken back out of the tag's place.
            const Model *part = nullptr;
            if (unchanged) {
                if (!asRead[k]) {
                    ReadOptions options;
                    options.options.insert(QStringLiteral("md3.sidecar"), false);
                    const QByteArray source = parts[k].extras.value(QStringLiteral("md3.source")).toByteArray();
                    ReadResult read = readMd3(QString(), source, options);
                    asRead[k] = read.ok() ? std::move(read.model) : Model();
                }
                part = &*asRead[k];
            }
            const qsizetype n = meshIndex[i];
            if (part && n < part->meshes.size() && part->meshes[n].vertexCount() == mesh.vertexCount()) {
                mesh.positions = part->meshes[n].positions;
                mesh.normals = part->meshes[n].normals;
                mesh.morphs = part->meshes[n].morphs;
            } else {
                detachMesh(mesh, bindWorld[attached]);
            }
            mesh.influencesPerVertex = 0;
            mesh.blendIndexes.clear();
            mesh.blendWeights.clear();
        }
        mesh.name = withoutPrefix(mesh.name, k);
        mesh.material = mesh.material >= 0 && mesh.material < materialIndex.size() ? materialIndex[mesh.material] : -1;
        mesh.extras.remove(QLatin1String(kPlayerPartKey));
        mesh.extras.remove(QLatin1String(kPlayerMeshKey));
        parts[k].meshes.append(mesh);
    }
    // The clips: each part's in the order it read them, new ones after.
    QList<QList<std::pair<qint64, Animation>>> clips(kPlayerPartCount);
    for (const Animation &animation : model.animations) {
        const QVariantMap own = animation.extras.value(QLatin1String(kPlayerPartKey)).toMap();
        for (int k = 0; k < kPlayerPartCount; ++k) {
            const QString name = playerPartName(k);
            Animation a;
            a.name = withoutPrefix(animation.name, k);
            a.fps = animation.fps;
            a.loop = animation.loop;
            a.duration = animation.duration;
            a.extras = animation.extras;
            a.extras.remove(QLatin1String(kPlayerPartKey));
            for (JointTrack t : animation.tracks)
                if (t.joint >= 0 && t.joint < jointPart.size() && jointPart[t.joint] == k && jointIndex[t.joint] >= 0) {
                    t.joint = jointIndex[t.joint];
                    a.tracks.append(t);
                }
            for (MorphTrack t : animation.morphTracks)
                if (t.mesh >= 0 && t.mesh < meshPart.size() && meshPart[t.mesh] == k) {
                    t.mesh = meshIndex[t.mesh];
                    a.morphTracks.append(t);
                }
            if (own.contains(name)) {
                const QVariantMap part = own.value(name).toMap();
                const QVariantMap read = part.value(QStringLiteral("extras")).toMap();
                if (read.contains(QStringLiteral("md3.clip")))
                    a.extras.insert(QStringLiteral("md3.clip"), read.value(QStringLiteral("md3.clip")));
                clips[k].append({part.value(QStringLiteral("index")).toLongLong(), a});
            } else if (own.isEmpty() && (!a.tracks.isEmpty() || !a.morphTracks.isEmpty())) {
                clips[k].append({std::numeric_limits<qint64>::max(), a});
            }
        }
    }
    for (int k = 0; k < kPlayerPartCount; ++k) {
        std::stable_sort(clips[k].begin(), clips[k].end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (auto &c : clips[k])
            parts[k].animations.append(std::move(c.second));
    }
    return parts;
}

WriteResult writeQuake3PlayerModel(const Model &model, const QString &path, const WriteOptions &options)
{
    QString error;
    QList<Model> parts = splitQuake3PlayerModel(model, &error);
    if (!error.isEmpty())
        return WriteResult::failure(path, error);
    const QVariantMap player = model.extras.value(QLatin1String(kMd3PlayerParts)).toMap();
    const QVariantList stored = player.value(QStringLiteral("parts")).toList();
    const QDir dir = QFileInfo(path).absoluteDir();
    const QString configName = player.value(QStringLiteral("config")).toString();
    QStringList files;
    int saved = -1;
    for (int k = 0; k < kPlayerPartCount; ++k) {
        files << stored[k].toMap().value(QStringLiteral("file")).toString();
        if (QFileInfo(path).fileName().compare(files[k], Qt::CaseInsensitive) == 0)
            saved = k;
    }
    if (saved < 0)
        return WriteResult::failure(
            path, tr("a player is saved as its parts: name the file %1, %2 or %3").arg(files[0], files[1], files[2]));
    auto setSidecar = [&parts](int k, const QString &key, const QVariant &value) {
        QVariantMap sidecar = parts[k].extras.value(QStringLiteral("md3.sidecar")).toMap();
        if (sidecar.isEmpty())
            return;
        sidecar.insert(key, value);
        parts[k].extras.insert(QStringLiteral("md3.sidecar"), sidecar);
    };
    // Clips that go after the stored frames start at the same frame in both
    // animated parts (their BOTH_ lines number the frames of both).
    qint64 appendAt = -1;
    for (int k = 0; k < 2; ++k)
        if (const std::optional<Md3Layout> layout = md3EditedClipLayout(parts[k]))
            appendAt = std::max(appendAt, layout->appendedFrom);
    for (int k = 0; k < 2; ++k) {
        setSidecar(k, QStringLiteral("player"), true);
        if (appendAt >= 0)
            setSidecar(k, QStringLiteral("appendAt"), appendAt);
    }
    WriteResult result;
    QByteArray config;
    QList<QByteArray> written(kPlayerPartCount);
    for (int k = 0; k < kPlayerPartCount; ++k) {
        Model &part = parts[k];
        if (!config.isEmpty())
            setSidecar(k, QStringLiteral("text"), config);
        WriteOptions partOptions = options;
        partOptions.progress = {};
        const QString partPath = dir.filePath(files[k]);
        WriteResult r = writeMd3(part, partPath, partOptions);
        if (!r.ok())
            return r;
        result.warnings << r.warnings;
        result.notes << r.notes;
        for (FileBytes &f : r.siblings) {
            if (QFileInfo(f.path).fileName().compare(configName, Qt::CaseInsensitive) == 0)
                config = std::move(f.data);
            else
                result.siblings.append(std::move(f));
        }
        written[k] = r.data;
        if (k == saved)
            result.data = std::move(r.data);
        else
            result.siblings.append(FileBytes{partPath, std::move(r.data)});
        if (options.progress && !options.progress(double(k + 1) / kPlayerPartCount))
            return WriteResult::failure(path, cancelledMessage());
    }
    // Unchanged, it is still written where the parts go (a save in another
    // folder); a file that already holds these bytes is left alone.
    for (int k = 0; k < 2 && config.isEmpty(); ++k)
        config =
            parts[k].extras.value(QStringLiteral("md3.sidecar")).toMap().value(QStringLiteral("text")).toByteArray();
    if (config.isEmpty())
        return result;
    // The game reads each part's frames through the one animation.cfg:
    // every clip must be found where the part now stores it.
    const QString configPath = dir.filePath(configName);
    for (int k = 0; k < 2; ++k) {
        const qint64 frames = written[k].size() >= 80 ? qFromLittleEndian<qint32>(written[k].constData() + 76) : 0;
        const Md3Sidecar read = md3ClipsFromAnimationConfig(
            configPath, config, k == 0 ? Quake3PlayerPart::Lower : Quake3PlayerPart::Upper, frames);
        for (const FrameGroup &g : md3FrameGroups(parts[k])) {
            const auto clip = std::find_if(read.clips.cbegin(), read.clips.cend(),
                                           [&g](const Md3Clip &c) { return c.name == g.name; });
            if (!isQuake3Slot(g.name)
                || (clip != read.clips.cend() && g.first == clip->first && g.count == clip->count
                    && std::abs(g.fps - clip->fps) < 1e-4 * std::max(1.0, clip->fps)))
                continue;
            return WriteResult::failure(configPath,
                                        tr("%1 is stored at frames %2 to %3 of %4, where the saved animation.cfg does "
                                           "not find it: the edit cannot be saved in one animation.cfg")
                                            .arg(g.name)
                                            .arg(g.first)
                                            .arg(g.first + g.count - 1)
                                            .arg(files[k]));
        }
    }
    result.siblings.append(FileBytes{configPath, std::move(config)});
    return result;
}

} // namespace quarry
