#include "io/xmf/CalCfgFormat.h"

#include "io/xmf/CalAvatar.h"
#include "io/xmf/CalCfg.h"
#include "io/xmf/CalParts.h"
#include "io/xmf/CalXmlKept.h"
#include "model/LocaleNumbers.h"
#include "model/Translate.h"
#include "model/ops/ModelTransform.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// The file a line names, as a reader can take it: the file itself, else
// its XML twin (hero.cmf -> hero.xmf beside it) where the named file is
// missing or no reader takes it. Empty with *error set when neither will do.
QString readableFile(const QString &cfgPath, const CalCfgEntry &e, ReadResult &result, std::optional<Diagnostic> *error)
{
    QString why;
    if (!QFileInfo(e.path).isFile()) {
        if (calXmlTwin(e.path).isEmpty()) {
            *error = Diagnostic{cfgPath, e.line, -1, tr("%1=%2: no such file").arg(e.key, e.value)};
            return {};
        }
    } else if (calPartReader(e.path, &why)) {
        return e.path;
    }
    if (const QString twin = calXmlTwin(e.path); !twin.isEmpty() && calPartReader(twin, &why)) {
        result.notes.append(
            Diagnostic{cfgPath, e.line, -1, tr("read %1 in place of %2").arg(QFileInfo(twin).fileName(), e.value)});
        return twin;
    }
    *error = Diagnostic{cfgPath, e.line, -1, tr("%1=%2: %3").arg(e.key, e.value, why)};
    return {};
}

// Keeps the list and the files it names as read, each with the
// fingerprint of what the writer makes of the model as read.
void keepCalFiles(Model &model, const QString &cfgPath, QByteArrayView cfgBytes, const CalCfgFile &cfg)
{
    const WriteResult written = writeCalCfgFile(model, cfgPath, {});
    if (!written.ok())
        return;
    auto fingerprint = [](const QByteArray &bytes) {
        return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    };
    const QDir dir = QFileInfo(cfgPath).absoluteDir();
    QHash<QString, QString> readFrom; // name as the list gives it -> the file read
    for (const CalCfgEntry &e : cfg.entries) {
        readFrom.insert(QDir::cleanPath(e.value), e.path);
        readFrom.insert(QDir::cleanPath(dir.relativeFilePath(e.path)), e.path);
    }
    QVariantMap kept;
    kept.insert(QString(), QVariantList{cfgBytes.toByteArray(), fingerprint(written.data)});
    for (const FileBytes &f : written.siblings) {
        const QString name = QDir::cleanPath(dir.relativeFilePath(f.path));
        QFile file(readFrom.value(name));
        // A part file is at most what its reader takes; 512 MiB bounds them all.
        if (readFrom.value(name).isEmpty() || !file.open(QIODevice::ReadOnly) || file.size() > (qint64(512) << 20))
            continue;
        kept.insert(name, QVariantList{file.readAll(), fingerprint(f.data)});
    }
    model.extras.insert(QLatin1String(kCalKeptFiles), kept);
}

} // namespace

void replayCalFiles(const Model &model, const QString &cfgPath, WriteResult &result)
{
    const QVariantMap kept = model.extras.value(QLatin1String(kCalKeptFiles)).toMap();
    if (kept.isEmpty())
        return;
    auto replay = [&](const QString &name, const QString &path, QByteArray &data) {
        const QVariantList entry = kept.value(name).toList();
        if (entry.size() != 2)
            return;
        if (QCryptographicHash::hash(data, QCryptographicHash::Sha256) == entry[1].toByteArray())
            data = entry[0].toByteArray();
        else if (std::optional<QByteArray> spliced = spliceCalXmlFile(path, entry[0].toByteArray(), data))
            data = std::move(*spliced); // an edited XML file: only the elements the edit touched rewritten
    };
    replay(QString(), cfgPath, result.data);
    const QDir dir = QFileInfo(cfgPath).absoluteDir();
    for (FileBytes &f : result.siblings)
        replay(QDir::cleanPath(dir.relativeFilePath(f.path)), f.path, f.data);
}

bool probeCalCfg(QByteArrayView head)
{
    return looksLikeCalCfg(head);
}

ReadResult readCalCfgFile(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    ReadResult result;
    if (data.size() > (1 << 20))
        return ReadResult::failure(path, tr("%1 bytes is too large for a .cfg list of files").arg(data.size()));
    const CalCfgFile cfg = parseCalCfgFile(data, QFileInfo(path).absoluteDir());
    for (const CalCfgProblem &p : cfg.problems)
        result.warnings.append(Diagnostic{path, p.line, -1, p.message});
    CalAvatarSources sources;
    sources.materialsInGivenOrder = true;
    QStringList meshFiles;
    for (const CalCfgEntry &e : cfg.entries) {
        if (!e.rule.isEmpty())
            result.notes.append(Diagnostic{path, e.line, -1, e.rule});
        std::optional<Diagnostic> error;
        const QString file = readableFile(path, e, result, &error);
        if (error) {
            result.error = error;
            return result;
        }
        if (e.key == QLatin1String("skeleton")) {
            if (!sources.skeleton.isEmpty())
                return ReadResult::failure(path, tr("a second skeleton= line (Cal3D takes one skeleton)"), e.line);
            sources.skeleton = file;
            result.model.extras.insert(QLatin1String(kCalSkeletonFile), e.value);
        } else if (e.key == QLatin1String("mesh")) {
            sources.meshes << file;
            sources.meshNames << e.value;
            meshFiles << e.value;
        } else if (e.key == QLatin1String("animation")) {
            sources.animations << file;
            sources.animationNames << e.value;
        } else if (e.key == QLatin1String("material")) {
            sources.materials << file;
            sources.materialNames << e.value;
        } else if (e.key == QLatin1String("morphanim")) {
            sources.morphAnimations << file;
            sources.morphAnimationNames << e.value;
        }
    }
    // Files given beside the list join what it names.
    for (const QString &c : options.companions) {
        QString why;
        const CalPartFormat *f = calPartReader(c, &why);
        if (!f)
            return ReadResult::failure(c, why);
        if (f->part == CalPart::Skeleton) {
            if (!sources.skeleton.isEmpty())
                return ReadResult::failure(c, tr("a second skeleton (the list names %1)").arg(sources.skeleton));
            sources.skeleton = c;
        } else if (f->part == CalPart::Mesh) {
            sources.meshes << c;
        } else if (f->part == CalPart::Animation) {
            sources.animations << c;
        } else if (f->part == CalPart::MorphAnimation) {
            sources.morphAnimations << c;
        } else {
            sources.materials << c;
        }
    }
    if (sources.meshes.isEmpty() && sources.skeleton.isEmpty())
        return ReadResult::failure(path, tr("the list names no skeleton and no mesh"));
    ReadResult avatar = readCalAvatar(sources, options);
    avatar.warnings = result.warnings + avatar.warnings;
    avatar.notes = result.notes + avatar.notes;
    if (!avatar.ok())
        return avatar;
    avatar.model.extras.insert(result.model.extras);
    if (!cfg.header.isEmpty())
        avatar.model.extras.insert(QLatin1String(kCalCfgHeader), cfg.header);
    if (!meshFiles.isEmpty())
        avatar.model.extras.insert(QLatin1String(kCalMeshFiles), meshFiles);
    if (cfg.scale) {
        const double s = *cfg.scale;
        avatar.model.extras.insert(QLatin1String(kCalScale), s);
        if (s != 1.0 && avatar.model.skeleton.isEmpty()) {
            // CalCoreModel::scale scales nothing without a skeleton.
            avatar.warnings.append(Diagnostic{path, cfg.scaleLine, -1,
                                              tr("scale=%1 is not applied: Cal3D scales an avatar only with its "
                                                 "skeleton")
                                                  .arg(localNumber(s))});
        } else if (s != 1.0) {
            // What CalCoreModel::scale scales: bone translations (relative
            // and bone space), vertex positions (and the morph targets' with
            // them) and animation key translations; rotations and normals stay.
            Similarity scale;
            scale.scale = float(s);
            transformModel(avatar.model, scale);
            avatar.notes.append(Diagnostic{path, cfg.scaleLine, -1,
                                           tr("scaled by %1, as the list's scale= line makes Cal3D scale the avatar "
                                              "when it loads: bone translations, vertex and morph target positions "
                                              "and animation translations")
                                               .arg(localNumber(s))});
        }
    }
    QVariantMap foundAs;
    const QDir dir = QFileInfo(path).absoluteDir();
    for (const CalCfgEntry &e : cfg.entries)
        if (!e.rule.isEmpty())
            foundAs.insert(e.value, dir.relativeFilePath(e.path));
    if (!foundAs.isEmpty())
        avatar.model.extras.insert(QLatin1String(kCalFoundAs), foundAs);
    keepCalFiles(avatar.model, path, data, cfg);
    return avatar;
}

} // namespace quarry
