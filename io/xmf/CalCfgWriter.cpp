// Writing an avatar as a Cal3D .cfg list with every file it names
// (writeCalCfgFile, declared in CalCfgFormat.h).
#include "io/xmf/CalAvatar.h"
#include "io/xmf/CalCfgFormat.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/CalParts.h"
#include "model/Translate.h"
#include "model/ops/ModelTransform.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

QString fileNameSafe(const QString &name)
{
    QString s = name;
    static const QRegularExpression bad(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    s.replace(bad, QStringLiteral("_"));
    return s;
}

// The names the list gives its files, each once, never the list itself.
class Names
{
public:
    Names(const QString &cfgPath, const QVariantMap &foundAs, WriteResult &result)
        : m_dir(QFileInfo(cfgPath).absoluteDir())
        , m_cfg(QFileInfo(cfgPath).absoluteFilePath())
        , m_foundAs(foundAs)
        , m_result(result)
    { }

    // `wanted` as the list will name it: a name a writer of `part` takes
    // (the XML twin where none writes the named form), relative to the
    // list, unique. `fallback` where nothing is wanted.
    QString take(CalPart part, QString wanted, const QString &fallback)
    {
        if (wanted.isEmpty())
            wanted = fallback;
        // A name the list gave otherwise (another letter case, a Windows
        // path): the file where it was found, relative to the list.
        wanted = m_foundAs.value(wanted, wanted).toString();
        if (QFileInfo(wanted).isAbsolute()) {
            // Written beside the list, never over files elsewhere.
            const QString beside = QFileInfo(wanted).fileName();
            m_result.warnings.append(
                Diagnostic{m_cfg, -1, -1, tr("%1 written as %2, beside the list").arg(wanted, beside)});
            wanted = beside;
        }
        if (!calPartWriter(part, wanted)) {
            const QFileInfo info(wanted);
            const QString dir = info.path() == QLatin1String(".") ? QString() : info.path() + QLatin1Char('/');
            const QString xml = dir + info.completeBaseName() + QLatin1Char('.') + calXmlExtension(part);
            m_result.warnings.append(
                Diagnostic{m_cfg, -1, -1, tr("%1 written as %2: Quarry does not write that form").arg(wanted, xml)});
            wanted = xml;
        }
        QString name = wanted;
        const QFileInfo info(wanted);
        const QString stem = (info.path() == QLatin1String(".") ? QString() : info.path() + QLatin1Char('/'))
                             + info.completeBaseName();
        for (int n = 2; m_used.contains(key(name)); ++n)
            name = QStringLiteral("%1_%2.%3").arg(stem).arg(n).arg(info.suffix());
        m_used.insert(key(name));
        return name;
    }
    QString pathOf(const QString &name) const { return QDir::cleanPath(m_dir.absoluteFilePath(name)); }

private:
    QString key(const QString &name) const { return pathOf(name); }

    QDir m_dir;
    QString m_cfg;
    QVariantMap m_foundAs;
    WriteResult &m_result;
    QSet<QString> m_used{m_cfg};
};

bool addPart(WriteResult &result, const QString &path, WriteResult part)
{
    result.warnings.append(part.warnings);
    if (!part.ok()) {
        result.error = part.error;
        return false;
    }
    result.siblings.append(FileBytes{path, std::move(part.data)});
    return true;
}

} // namespace

WriteResult writeCalCfgFile(const Model &source, const QString &path, const WriteOptions &)
{
    WriteResult result;
    const QString base = QFileInfo(path).completeBaseName();
    Names names(path, source.extras.value(QLatin1String(kCalFoundAs)).toMap(), result);
    // Files hold the avatar before the list's scale, which Cal3D applies
    // when it loads them.
    const double scale = source.extras.value(QLatin1String(kCalScale), 1.0).toDouble();
    Model model = source;
    if (scale > 0 && scale != 1.0 && !model.skeleton.isEmpty()) {
        Similarity unscale;
        unscale.scale = float(1.0 / scale);
        transformModel(model, unscale);
    }
    QStringList lines = source.extras.value(QLatin1String(kCalCfgHeader)).toStringList();
    if (source.extras.contains(QLatin1String(kCalScale)))
        lines << QStringLiteral("scale=%1").arg(QString::number(scale, 'g', 9));
    if (!model.skeleton.isEmpty()) {
        const QString name = names.take(CalPart::Skeleton,
                                        source.extras.value(QLatin1String(kCalSkeletonFile)).toString(),
                                        base + QStringLiteral(".xsf"));
        if (!addPart(result, names.pathOf(name),
                     calPartWriter(CalPart::Skeleton, name)->writeSkeleton(model, names.pathOf(name))))
            return result;
        lines << QStringLiteral("skeleton=") + name;
    }
    // Joint animations as animation= lines, then morph animations (read
    // from XPF/CPF, or the morph tracks of any animation) as morphanim=.
    // A Cal3D animation needs its skeleton (Cal3D and Quarry refuse a list
    // naming one without it): without joints, the joint animations are left
    // out, their morph tracks kept.
    QStringList morphLines;
    qsizetype unlisted = 0;
    for (qsizetype i = 0; i < model.animations.size(); ++i) {
        const Animation &animation = model.animations[i];
        const bool morphFile = animation.extras.value(QLatin1String(kCalMorphAnimation)).toBool();
        QString fallback = fileNameSafe(animation.name);
        if (!fallback.startsWith(base))
            fallback = base + QLatin1Char('_') + fallback;
        const QString file = animation.extras.value(QLatin1String(kCalFile)).toString();
        if (!morphFile && model.skeleton.isEmpty()) {
            ++unlisted;
        } else if (!morphFile) {
            const QString name = names.take(CalPart::Animation, file, fallback + QStringLiteral(".xaf"));
            const CalPartFormat *w = calPartWriter(CalPart::Animation, name);
            if (!addPart(result, names.pathOf(name), w->writeAnimation(model, int(i), names.pathOf(name))))
                return result;
            lines << QStringLiteral("animation=") + name;
        }
        if (morphFile || !animation.morphTracks.isEmpty()) {
            const QString name = names.take(CalPart::MorphAnimation, morphFile ? file : QString(),
                                            fallback + QStringLiteral(".xpf"));
            const CalPartFormat *w = calPartWriter(CalPart::MorphAnimation, name);
            if (!addPart(result, names.pathOf(name), w->writeMorphAnimation(model, int(i), names.pathOf(name))))
                return result;
            morphLines << QStringLiteral("morphanim=") + name;
        }
    }
    lines << morphLines;
    if (unlisted > 0)
        result.warnings.append(Diagnostic{path, -1, -1,
                                          tr("the model has no skeleton: its %1 joint animations are not written "
                                             "(a Cal3D animation needs its skeleton)")
                                              .arg(unlisted)});
    // Meshes by the file they came from, in the list's order; meshes from
    // no file of the list go to <base>.xmf.
    QStringList files = source.extras.value(QLatin1String(kCalMeshFiles)).toStringList();
    QList<QList<Mesh>> groups(files.size());
    QList<Mesh> loose;
    for (const Mesh &mesh : std::as_const(model.meshes)) {
        const QString file = mesh.extras.value(QLatin1String(kCalMeshFile)).toString();
        if (file.isEmpty()) {
            loose.append(mesh);
            continue;
        }
        qsizetype at = files.indexOf(file);
        if (at < 0) {
            files << file;
            groups.append(QList<Mesh>());
            at = files.size() - 1;
        }
        groups[at].append(mesh);
    }
    if (!loose.isEmpty()) {
        files << QString();
        groups.append(loose);
    }
    for (qsizetype i = 0; i < files.size(); ++i) {
        if (groups[i].isEmpty())
            continue; // every mesh of that file was deleted
        const QString name = names.take(CalPart::Mesh, files[i], base + QStringLiteral(".xmf"));
        Model part = model;
        part.meshes = groups[i];
        const CalPartFormat *w = calPartWriter(CalPart::Mesh, name);
        if (!addPart(result, names.pathOf(name), w->writeMesh(part, names.pathOf(name), {})))
            return result;
        lines << QStringLiteral("mesh=") + name;
    }
    for (qsizetype i = 0; i < model.materials.size(); ++i) {
        const QString name = names.take(CalPart::Material,
                                        model.materials[i].extras.value(QLatin1String(kCalFile)).toString(),
                                        QStringLiteral("%1_%2.xrf").arg(base).arg(i));
        const CalPartFormat *w = calPartWriter(CalPart::Material, name);
        if (!addPart(result, names.pathOf(name), w->writeMaterial(model, int(i), names.pathOf(name))))
            return result;
        lines << QStringLiteral("material=") + name;
    }
    if (model.skeleton.isEmpty() && files.isEmpty())
        return WriteResult::failure(path, tr("the model has no skeleton and no mesh to list"));
    result.data = lines.join(QLatin1Char('\n')).toUtf8() + '\n';
    replayCalFiles(source, path, result);
    return result;
}

} // namespace quarry
