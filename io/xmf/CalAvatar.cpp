#include "io/xmf/CalAvatar.h"

#include "io/cal3d/Cal3dFiles.h"
#include "io/xmf/CalCommon.h"
#include "io/xmf/CalParts.h"
#include "io/xmf/MaterialIds.h"
#include "io/xmf/XmfMesh.h"
#include "model/Parallel.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <future>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

bool cancelled(const ReadOptions &options, double fraction)
{
    return options.progress && !options.progress(fraction);
}

// A part's warnings, notes and error go to the avatar's result.
void carry(ReadResult &into, const ReadResult &from)
{
    into.warnings.append(from.warnings);
    into.notes.append(from.notes);
    if (from.error)
        into.error = from.error;
}

QString nameAt(const QStringList &names, qsizetype i, const QString &path)
{
    return i < names.size() && !names[i].isEmpty() ? names[i] : QFileInfo(path).fileName();
}

void noteMaterialRule(ReadResult &result, const QString &path, const MaterialIds &ids)
{
    if (ids.rule == MaterialIds::Rule::FileNumbers) {
        result.notes.append(
            Diagnostic{path, -1, -1,
                       tr("material ids taken from the numbers in the material file names (%1 … %2)")
                           .arg(QFileInfo(ids.files.first()).fileName(), QFileInfo(ids.files.last()).fileName())});
    } else if (ids.rule == MaterialIds::Rule::GivenOrder) {
        const QString order = tr("material ids follow the order the %1 material files were given in (first %2)")
                                  .arg(ids.files.size())
                                  .arg(QFileInfo(ids.files.first()).fileName());
        result.notes.append(Diagnostic{
            path, -1, -1,
            ids.reason.isEmpty() ? order : tr("%1, not the numbers in their names: %2").arg(order, ids.reason)});
    }
}

} // namespace

ReadResult readCalAvatar(const CalAvatarSources &sources, const ReadOptions &options)
{
    ReadResult result;
    if (sources.meshes.isEmpty() && sources.skeleton.isEmpty())
        return ReadResult::failure(QString(), tr("an avatar needs a skeleton or a mesh"));
    const QString path = sources.meshes.isEmpty() ? sources.skeleton : sources.meshes.first();
    QList<int> jointMap;
    if (!sources.skeleton.isEmpty()) {
        ReadResult s = readCalSkeletonFile(sources.skeleton, &jointMap);
        carry(result, s);
        if (!s.ok())
            return result;
        result.model.skeleton = std::move(s.model.skeleton);
        result.model.extras.insert(s.model.extras);
    }
    if (cancelled(options, 0.1))
        return ReadResult::failure(path, cancelledMessage());
    if (!sources.animations.isEmpty() && sources.skeleton.isEmpty())
        return ReadResult::failure(sources.animations[0],
                                   tr("an animation needs its skeleton: give the .xsf file too"));
    // The animations are read on a second thread while this one reads the
    // meshes (after them, where this conversion has one core: in a batch).
    const QStringList &animations = sources.animations;
    auto readAnimations = [&animations, &jointMap]() {
        QList<ReadResult> results;
        for (const QString &a : animations) {
            results.append(readCalAnimationFile(a, jointMap));
            if (!results.last().ok())
                break;
        }
        return results;
    };
    std::future<QList<ReadResult>> animationResults = std::async(
        threadsFor(1, 0) > 1 ? std::launch::async : std::launch::deferred, readAnimations);
    const QList<int> *map = sources.skeleton.isEmpty() ? nullptr : &jointMap;
    const bool several = sources.meshes.size() > 1;
    for (qsizetype i = 0; i < sources.meshes.size(); ++i) {
        const QString &file = sources.meshes[i];
        ReadResult m = i == 0 && !sources.firstMeshData.isNull() ? readCal3dMesh(file, sources.firstMeshData, map)
                                                                 : readCalMeshFile(file, map);
        carry(result, m);
        if (!m.ok()) {
            animationResults.wait();
            return result;
        }
        const QString base = QFileInfo(file).completeBaseName();
        for (Mesh &mesh : m.model.meshes) {
            if (several) {
                mesh.name = QStringLiteral("%1_%2").arg(base, mesh.name);
                mesh.extras.insert(QLatin1String(kCalMeshFile), nameAt(sources.meshNames, i, file));
            } else if (i < sources.meshNames.size()) {
                mesh.extras.insert(QLatin1String(kCalMeshFile), nameAt(sources.meshNames, i, file));
            }
            result.model.meshes.append(std::move(mesh));
        }
        // The first file's dialect is the avatar's.
        for (auto it = m.model.extras.cbegin(); it != m.model.extras.cend(); ++it)
            if (!result.model.extras.contains(it.key()))
                result.model.extras.insert(it.key(), it.value());
        if (cancelled(options, 0.1 + 0.6 * double(i + 1) / double(sources.meshes.size()))) {
            animationResults.wait();
            return ReadResult::failure(path, cancelledMessage());
        }
    }
    const QList<ReadResult> animationRead = animationResults.get();
    if (sources.skeleton.isEmpty()) {
        bool skinned = false;
        for (const Mesh &mesh : result.model.meshes)
            skinned = skinned || mesh.isSkinned();
        if (skinned)
            result.warnings.append(Diagnostic{path, -1, -1,
                                              tr("the mesh has bone influences, but no skeleton (.xsf) was found "
                                                 "beside it or given (on the command line: --skeleton FILE): "
                                                 "opened as a static mesh")});
    }
    for (qsizetype i = 0; i < animationRead.size(); ++i) {
        const ReadResult &r = animationRead[i];
        carry(result, r);
        if (!r.ok())
            return result;
        for (Animation a : r.model.animations) {
            if (i < sources.animationNames.size())
                a.extras.insert(QLatin1String(kCalFile), nameAt(sources.animationNames, i, animations[i]));
            result.model.animations.append(std::move(a));
        }
    }
    for (qsizetype i = 0; i < sources.morphAnimations.size(); ++i) {
        const QString &file = sources.morphAnimations[i];
        ReadResult r = readCalMorphAnimationFile(file, result.model);
        carry(result, r);
        if (!r.ok())
            return result;
        for (Animation a : r.model.animations) {
            if (i < sources.morphAnimationNames.size())
                a.extras.insert(QLatin1String(kCalFile), nameAt(sources.morphAnimationNames, i, file));
            result.model.animations.append(std::move(a));
        }
    }
    if (cancelled(options, 0.9))
        return ReadResult::failure(path, cancelledMessage());
    // Material ids: the order of a .cfg list, else the N of <base>_N names,
    // else the order given.
    MaterialIds ids;
    if (sources.materialsInGivenOrder) {
        ids.files = sources.materials;
        ids.rule = sources.materials.isEmpty() ? MaterialIds::Rule::None : MaterialIds::Rule::GivenOrder;
    } else {
        ids = materialIds(sources.materials);
        noteMaterialRule(result, path, ids);
    }
    for (const QString &x : std::as_const(ids.files)) {
        ReadResult r = readCalMaterialFile(x);
        carry(result, r);
        if (!r.ok())
            return result;
        const qsizetype given = sources.materials.indexOf(x);
        for (Material material : r.model.materials) {
            if (given >= 0 && given < sources.materialNames.size())
                material.extras.insert(QLatin1String(kCalFile), nameAt(sources.materialNames, given, x));
            result.model.materials.append(std::move(material));
        }
    }
    // Submesh MATERIAL indexes refer to the material list.
    for (Mesh &mesh : result.model.meshes) {
        const int index = mesh.extras.value(calcommon::kMaterial, -1).toInt();
        if (index >= 0 && index < result.model.materials.size())
            mesh.material = index;
        else if (!result.model.materials.isEmpty() && index >= 0)
            result.warnings.append(Diagnostic{path, -1, -1,
                                              tr("%1 refers to material %2, but %3 materials were given")
                                                  .arg(mesh.name)
                                                  .arg(index)
                                                  .arg(result.model.materials.size())});
    }
    return result;
}

} // namespace quarry
