// Morph animation files' tracks to and from an animation's morph tracks,
// and the XPF/CPF readers and writers at the level of a model.
#include "io/MappedFile.h"
#include "io/xmf/CalAvatar.h"
#include "io/xmf/CalCfgFormat.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/CalParts.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMap>

#include <algorithm>
#include <cstring>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// Animation extras: tracks of the file that key no target of the model,
// kept to be written back (QVariantList of maps, "at" their file index);
// names as the file wrote them where a track matched its target only with
// IMVU's suffix left off ("mesh/target" -> name).
const QString kUnresolved = QStringLiteral("cal3d.morphUnresolved");
const QString kWrittenNames = QStringLiteral("cal3d.morphNames");
const QString kDialect = QStringLiteral("cal3d.morphDialect");

// IMVU's blend-mode suffixes, part of a target's name.
QString withoutSuffix(const QString &name)
{
    for (const char *s : {".Clamped", ".Average", ".Exclusive", ".Additive"})
        if (name.endsWith(QLatin1String(s)))
            return name.left(name.size() - qsizetype(std::strlen(s)));
    return name;
}

QVariantMap trackToVariant(const CalMorphFileTrack &t, int at)
{
    QVariantList keys, submeshes;
    for (const FloatKey &k : t.keys)
        keys << QVariant(QVariantList{k.time, k.value});
    for (int s : t.submeshes)
        submeshes << s;
    return {{QStringLiteral("at"), at},
            {QStringLiteral("name"), t.name},
            {QStringLiteral("morphId"), t.morphId},
            {QStringLiteral("meshId"), t.meshId},
            {QStringLiteral("submeshes"), submeshes},
            {QStringLiteral("keys"), keys}};
}

CalMorphFileTrack trackFromVariant(const QVariantMap &m)
{
    CalMorphFileTrack t;
    t.name = m.value(QStringLiteral("name")).toString();
    t.morphId = m.value(QStringLiteral("morphId"), -1).toInt();
    t.meshId = m.value(QStringLiteral("meshId"), -1).toInt();
    for (const QVariant &s : m.value(QStringLiteral("submeshes")).toList())
        t.submeshes << s.toInt();
    for (const QVariant &k : m.value(QStringLiteral("keys")).toList()) {
        const QVariantList pair = k.toList();
        if (pair.size() == 2)
            t.keys.append(FloatKey{pair[0].toFloat(), pair[1].toFloat()});
    }
    return t;
}

QString pairKey(int mesh, int target)
{
    return QStringLiteral("%1/%2").arg(mesh).arg(target);
}

} // namespace

QList<QPair<int, int>> calMeshLayout(const Model &model)
{
    QStringList files = model.extras.value(QLatin1String(kCalMeshFiles)).toStringList();
    QList<QPair<int, int>> layout;
    QHash<int, int> submeshes;
    for (const Mesh &mesh : model.meshes) {
        const QString file = mesh.extras.value(QLatin1String(kCalMeshFile)).toString();
        int core = 0;
        if (!file.isEmpty()) {
            core = int(files.indexOf(file));
            if (core < 0) {
                files << file;
                core = int(files.size() - 1);
            }
        }
        layout.append({core, submeshes[core]++});
    }
    return layout;
}

Animation morphAnimationFromFile(const CalMorphFile &file, const Model &model, const QString &path,
                                 QList<Diagnostic> *warnings)
{
    Animation animation;
    animation.name = QFileInfo(path).completeBaseName();
    animation.duration = file.duration;
    animation.extras.insert(QLatin1String(kCalMorphAnimation), true);
    animation.extras.insert(QLatin1String(kCalMorphIndexed), file.indexed);
    const QList<QPair<int, int>> layout = calMeshLayout(model);
    QVariantList unresolved;
    QVariantMap writtenNames;
    QStringList missing;
    for (qsizetype i = 0; i < file.tracks.size(); ++i) {
        const CalMorphFileTrack &t = file.tracks[i];
        qsizetype found = 0;
        if (file.indexed) {
            for (int m = 0; m < model.meshes.size(); ++m) {
                if (layout[m].first != t.meshId || (!t.submeshes.isEmpty() && !t.submeshes.contains(layout[m].second)))
                    continue;
                if (t.morphId < 0 || t.morphId >= model.meshes[m].morphs.size())
                    continue;
                animation.morphTracks.append(MorphTrack{m, t.morphId, t.keys});
                ++found;
            }
        } else {
            // The name as written; else the name without IMVU's suffix on either side.
            for (int pass = 0; pass < 2 && found == 0; ++pass) {
                const QString wanted = pass == 0 ? t.name : withoutSuffix(t.name);
                for (int m = 0; m < model.meshes.size(); ++m) {
                    const QList<MorphTarget> &morphs = model.meshes[m].morphs;
                    for (int k = 0; k < morphs.size(); ++k) {
                        const QString name = pass == 0 ? morphs[k].name : withoutSuffix(morphs[k].name);
                        if (name != wanted)
                            continue;
                        animation.morphTracks.append(MorphTrack{m, k, t.keys});
                        if (morphs[k].name != t.name)
                            writtenNames.insert(pairKey(m, k), t.name);
                        ++found;
                    }
                }
            }
        }
        if (found == 0) {
            unresolved << trackToVariant(t, int(i));
            missing << (file.indexed ? QStringLiteral("MESHID %1 MORPHID %2").arg(t.meshId).arg(t.morphId) : t.name);
        }
    }
    if (!unresolved.isEmpty()) {
        animation.extras.insert(kUnresolved, unresolved);
        if (warnings)
            warnings->append(
                Diagnostic{path, -1, -1,
                           tr("%n track(s) key no morph target of the meshes (kept, to be written back): %1", nullptr,
                              int(missing.size()))
                               .arg(missing.mid(0, 5).join(QStringLiteral(", ")))});
    }
    if (!writtenNames.isEmpty())
        animation.extras.insert(kWrittenNames, writtenNames);
    return animation;
}

bool morphAnimationSurvivesByName(const Model &model, int index)
{
    if (index < 0 || index >= model.animations.size())
        return true;
    const Animation &animation = model.animations[index];
    QList<Diagnostic> ignored;
    const Animation back = morphAnimationFromFile(morphFileFromAnimation(animation, model, false), model, QString(),
                                                  &ignored);
    auto keyed = [](const Animation &a) {
        QMap<QPair<int, int>, QList<FloatKey>> tracks;
        for (const MorphTrack &t : a.morphTracks)
            tracks.insert({t.mesh, t.target}, t.weights);
        return tracks;
    };
    return keyed(back) == keyed(animation);
}

Model withOneMeshFile(const Model &model)
{
    Model one = model;
    one.extras.remove(QLatin1String(kCalMeshFiles));
    for (Mesh &mesh : one.meshes)
        mesh.extras.remove(QLatin1String(kCalMeshFile));
    return one;
}

CalMorphFile morphFileFromAnimation(const Animation &animation, const Model &model, bool indexed)
{
    CalMorphFile file;
    file.duration = float(animation.duration);
    file.indexed = indexed;
    const QList<QPair<int, int>> layout = calMeshLayout(model);
    const QVariantMap writtenNames = animation.extras.value(kWrittenNames).toMap();
    for (const MorphTrack &mt : animation.morphTracks) {
        if (mt.mesh < 0 || mt.mesh >= model.meshes.size() || mt.target < 0
            || mt.target >= model.meshes[mt.mesh].morphs.size())
            continue;
        if (indexed) {
            const int core = layout[mt.mesh].first, sub = layout[mt.mesh].second;
            // A track read for several submeshes comes back as one.
            if (!file.tracks.isEmpty()) {
                CalMorphFileTrack &last = file.tracks.last();
                if (last.morphId == mt.target && last.meshId == core && last.keys == mt.weights
                    && !last.submeshes.contains(sub)) {
                    last.submeshes << sub;
                    continue;
                }
            }
            CalMorphFileTrack t;
            t.morphId = mt.target;
            t.meshId = core;
            t.submeshes = {sub};
            t.keys = mt.weights;
            file.tracks << t;
        } else {
            const QString name = writtenNames
                                     .value(pairKey(mt.mesh, mt.target), model.meshes[mt.mesh].morphs[mt.target].name)
                                     .toString();
            // A track read for every target of its name comes back as one.
            bool same = false;
            for (const CalMorphFileTrack &t : std::as_const(file.tracks))
                same = same || (t.name == name && t.keys == mt.weights);
            if (same)
                continue;
            CalMorphFileTrack t;
            t.name = name;
            t.keys = mt.weights;
            file.tracks << t;
        }
    }
    for (const QVariant &v : animation.extras.value(kUnresolved).toList()) {
        const QVariantMap m = v.toMap();
        const qsizetype at = std::clamp<qsizetype>(m.value(QStringLiteral("at")).toInt(), 0, file.tracks.size());
        file.tracks.insert(at, trackFromVariant(m));
    }
    return file;
}

namespace {

bool isMorphAnimation(const Animation &a)
{
    return a.extras.value(QLatin1String(kCalMorphAnimation)).toBool() || !a.morphTracks.isEmpty();
}

ReadResult readMorph(const QString &path, QByteArrayView data, const Model &model, bool binary)
{
    CalMorphFile file;
    QVariantMap dialect;
    ReadResult result = binary ? parseCpf(path, data, &file, &dialect) : parseXpf(path, data, &file, &dialect);
    if (!result.ok())
        return result;
    Animation animation = morphAnimationFromFile(file, model, path, &result.warnings);
    animation.extras.insert(kDialect, dialect);
    result.model.animations.append(std::move(animation));
    return result;
}

WriteResult writeMorph(const Model &model, int index, const QString &path, bool binary)
{
    if (index < 0 || index >= model.animations.size())
        return WriteResult::failure(path, tr("the model has no animation to write"));
    const Animation &animation = model.animations[index];
    const bool indexed = animation.extras.value(QLatin1String(kCalMorphIndexed)).toBool();
    const QVariantMap dialect = animation.extras.value(kDialect).toMap();
    WriteResult result;
    if (binary) {
        result.data = encodeCpf(morphFileFromAnimation(animation, model, false), dialect);
        if (indexed)
            result.warnings.append(Diagnostic{path, -1, -1,
                                              tr("a CPF file names morph targets: the tracks by MORPHID were "
                                                 "written by their targets' names")});
    } else {
        result.data = encodeXpf(morphFileFromAnimation(animation, model, indexed), dialect);
    }
    return result;
}

ReadResult readMorphFile(const QString &path, const ReadOptions &options)
{
    // The meshes (and skeleton, animations, materials) come as companions.
    ReadOptions rest = options;
    rest.companions.clear();
    QStringList meshes;
    for (const QString &c : options.companions) {
        const CalPartFormat *f = calPartReader(c);
        if (f && f->part == CalPart::Mesh)
            meshes << c;
        else
            rest.companions << c;
    }
    if (meshes.isEmpty())
        return ReadResult::failure(path, tr("a morph animation needs the meshes it plays on: open the mesh "
                                            "(.xmf, .cmf) or the .cfg list with it"));
    rest.companions << meshes.mid(1) << path;
    MappedFile bytes;
    QString error;
    if (!bytes.open(meshes[0], error))
        return ReadResult::failure(meshes[0], error);
    return readXmfAvatar(meshes[0], bytes.bytes(), rest);
}

WriteResult writeFirstMorph(const Model &model, const QString &path, bool binary)
{
    for (int i = 0; i < model.animations.size(); ++i)
        if (isMorphAnimation(model.animations[i]))
            return writeMorph(model, i, path, binary);
    return WriteResult::failure(path, tr("the model has no morph animation to write"));
}

} // namespace

ReadResult readXpfMorphAnimation(const QString &path, QByteArrayView data, const Model &model)
{
    return readMorph(path, data, model, false);
}

ReadResult readCpfMorphAnimation(const QString &path, QByteArrayView data, const Model &model)
{
    return readMorph(path, data, model, true);
}

WriteResult writeXpfMorphAnimation(const Model &model, int index, const QString &path)
{
    return writeMorph(model, index, path, false);
}

WriteResult writeCpfMorphAnimation(const Model &model, int index, const QString &path)
{
    return writeMorph(model, index, path, true);
}

ReadResult readXpfFile(const QString &path, QByteArrayView, const ReadOptions &options)
{
    return readMorphFile(path, options);
}

ReadResult readCpfFile(const QString &path, QByteArrayView, const ReadOptions &options)
{
    return readMorphFile(path, options);
}

WriteResult writeXpfFile(const Model &model, const QString &path, const WriteOptions &)
{
    return writeFirstMorph(model, path, false);
}

WriteResult writeCpfFile(const Model &model, const QString &path, const WriteOptions &)
{
    return writeFirstMorph(model, path, true);
}

} // namespace quarry
