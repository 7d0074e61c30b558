#include "io/xmf/XmfAvatar.h"

#include "io/Formats.h"
#include "io/cal3d/Cal3dFiles.h"
#include "io/xmf/CalAvatar.h"
#include "io/xmf/CalCfg.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/CalParts.h"
#include "io/xmf/CalXml.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

// The kind of a companion: by extension, else by content.
QByteArray companionKind(const QString &path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("xsf"))
        return "XSF";
    if (ext == QLatin1String("xaf"))
        return "XAF";
    if (ext == QLatin1String("xrf"))
        return "XRF";
    if (ext == QLatin1String("xmf"))
        return "XMF";
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return calxml::sniff(file.read(4096));
}

// Names with numbers in numeric order: run9 before run10.
bool naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            const QString na = a.mid(i, ei - i), nb = b.mid(j, ej - j);
            const QString ta = na.size() > 1 ? QString(na).remove(QRegularExpression(QStringLiteral("^0+"))) : na;
            const QString tb = nb.size() > 1 ? QString(nb).remove(QRegularExpression(QStringLiteral("^0+"))) : nb;
            if (ta.size() != tb.size())
                return ta.size() < tb.size();
            if (ta != tb)
                return ta < tb;
            i = ei;
            j = ej;
            continue;
        }
        const QChar ca = a[i].toLower(), cb = b[j].toLower();
        if (ca != cb)
            return ca < cb;
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

void sortNatural(QStringList &list)
{
    std::stable_sort(list.begin(), list.end(), naturalLess);
}

QString fileNameSafe(const QString &name)
{
    QString s = name;
    static const QRegularExpression bad(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    s.replace(bad, QStringLiteral("_"));
    return s.isEmpty() ? QStringLiteral("animation") : s;
}

} // namespace

QStringList AvatarFiles::toCompanions() const
{
    QStringList list;
    if (!skeleton.isEmpty())
        list << skeleton;
    list << animations << materials;
    return list;
}

AvatarFiles findAvatarCompanions(const QString &xmfPath)
{
    AvatarFiles files;
    const QFileInfo info(xmfPath);
    const QDir dir = info.absoluteDir();
    const QString base = info.completeBaseName();
    // A .cfg list: <base>.cfg, else one whose mesh= names this file.
    QString cfgPath = dir.absoluteFilePath(base + QStringLiteral(".cfg"));
    if (!QFileInfo::exists(cfgPath)) {
        cfgPath.clear();
        const QStringList cfgs = dir.entryList({QStringLiteral("*.cfg")}, QDir::Files, QDir::Name);
        for (const QString &name : cfgs) {
            const CalCfgList cfg = readCalCfg(dir.absoluteFilePath(name));
            for (const QString &mesh : cfg.meshes)
                if (QFileInfo(mesh).absoluteFilePath() == info.absoluteFilePath()
                    || QFileInfo(mesh).completeBaseName() == base)
                    cfgPath = dir.absoluteFilePath(name);
            if (!cfgPath.isEmpty())
                break;
        }
    }
    CalCfgList cfg;
    if (!cfgPath.isEmpty()) {
        cfg = readCalCfg(cfgPath);
        files.cfg = cfgPath;
    }
    // Each part in either form: XML (.xsf, .xaf, .xrf) or binary (.csf, .caf, .crf).
    auto beside = [&dir](const QString &stem, const char *xml, const char *binary) {
        for (const char *ext : {xml, binary}) {
            const QString p = dir.absoluteFilePath(stem + QLatin1Char('.') + QLatin1String(ext));
            if (QFileInfo::exists(p))
                return p;
        }
        return QString();
    };
    // The names the other companions start with: the mesh's, and where the
    // skeleton is the only one in the folder under a name of its own
    // ("variant.xmf" beside "hero.xsf"), the skeleton's too.
    QStringList bases{base};
    const QString skeleton = beside(base, "xsf", "csf");
    const QStringList skeletons = dir.entryList({QStringLiteral("*.xsf"), QStringLiteral("*.csf")}, QDir::Files);
    if (!skeleton.isEmpty()) {
        files.skeleton = skeleton;
    } else if (!cfg.skeleton.isEmpty() && QFileInfo::exists(cfg.skeleton)) {
        files.skeleton = cfg.skeleton;
    } else if (skeletons.size() == 1) {
        files.skeleton = dir.absoluteFilePath(skeletons[0]);
        bases << QFileInfo(skeletons[0]).completeBaseName();
    }
    for (const QString &a : std::as_const(cfg.animations)) {
        const QString ext = QFileInfo(a).suffix().toLower();
        if (QFileInfo::exists(a) && (ext == QLatin1String("xaf") || ext == QLatin1String("caf")))
            files.animations << a;
    }
    for (qsizetype b = 0; b < bases.size() && files.animations.isEmpty(); ++b) {
        QStringList names = dir.entryList({bases[b] + QStringLiteral("*.xaf"), bases[b] + QStringLiteral("*.caf"),
                                           bases[b] + QStringLiteral("*.xpf"), bases[b] + QStringLiteral("*.cpf")},
                                          QDir::Files);
        sortNatural(names);
        for (const QString &name : std::as_const(names))
            files.animations << dir.absoluteFilePath(name);
    }
    for (const QString &m : std::as_const(cfg.materials))
        if (QFileInfo::exists(m))
            files.materials << m;
    for (qsizetype b = 0; b < bases.size() && files.materials.isEmpty(); ++b) {
        // <base>_N.xrf (or .crf) by N; no gaps (a gap would shift every later index).
        for (int n = 0;; ++n) {
            const QString m = beside(QStringLiteral("%1_%2").arg(bases[b]).arg(n), "xrf", "crf");
            if (m.isEmpty())
                break;
            files.materials << m;
        }
    }
    return files;
}

bool hasAvatarCompanions(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("xmf") || suffix == QLatin1String("cmf");
}

ReadResult readXmfAvatar(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    CalAvatarSources sources;
    sources.meshes << path;
    sources.firstMeshData = data;
    for (const QString &c : options.companions) {
        QByteArray kind = companionKind(c);
        if (kind.isEmpty()) {
            // Another encoding of the parts (CalParts.h), by its detected format.
            QString why;
            const CalPartFormat *f = calPartReader(c, &why);
            if (!f)
                return ReadResult::failure(c, tr("not a skeleton (.xsf), mesh (.xmf), animation (.xaf) or material "
                                                 "(.xrf) file: %1")
                                                  .arg(why));
            static const char *const kinds[] = {"XSF", "XMF", "XAF", "XRF", "XPF"};
            kind = kinds[int(f->part)];
        }
        if (kind == "XSF") {
            if (!sources.skeleton.isEmpty())
                return ReadResult::failure(c, tr("a second skeleton (the first is %1)").arg(sources.skeleton));
            sources.skeleton = c;
        } else if (kind == "XAF") {
            sources.animations << c;
        } else if (kind == "XRF") {
            sources.materials << c;
        } else if (kind == "XMF") {
            // Several meshes join one avatar on the skeleton.
            sources.meshes << c;
        } else if (kind == "XPF") {
            sources.morphAnimations << c;
        } else {
            return ReadResult::failure(c, tr("not a skeleton (.xsf), animation (.xaf) or material (.xrf) file"));
        }
    }
    return readCalAvatar(sources, options);
}

AvatarFiles avatarCompanionPaths(const Model &model, const QString &xmfPath)
{
    AvatarFiles files;
    const QFileInfo info(xmfPath);
    const QDir dir = info.absoluteDir();
    const QString base = info.completeBaseName();
    if (!model.skeleton.isEmpty())
        files.skeleton = dir.absoluteFilePath(base + QStringLiteral(".xsf"));
    QSet<QString> used;
    for (const Animation &a : model.animations) {
        QString name = fileNameSafe(a.name);
        if (!name.startsWith(base))
            name = base + QLatin1Char('_') + name;
        QString candidate = name;
        for (int n = 2; used.contains(candidate); ++n)
            candidate = QStringLiteral("%1_%2").arg(name).arg(n);
        used.insert(candidate);
        // A morph animation (read from XPF or CPF) goes to an .xpf.
        const bool morph = a.extras.value(QLatin1String(kCalMorphAnimation)).toBool() && a.tracks.isEmpty();
        files.animations << dir.absoluteFilePath(candidate + (morph ? QStringLiteral(".xpf") : QStringLiteral(".xaf")));
    }
    for (qsizetype i = 0; i < model.materials.size(); ++i)
        files.materials << dir.absoluteFilePath(QStringLiteral("%1_%2.xrf").arg(base).arg(i));
    return files;
}

QList<Diagnostic> encodeAvatarCompanions(const Model &model, const QString &xmfPath, QList<FileBytes> *files,
                                         QString *error)
{
    QList<Diagnostic> warnings;
    const AvatarFiles paths = avatarCompanionPaths(model, xmfPath);
    auto add = [&](const QString &path, WriteResult r) {
        warnings.append(r.warnings);
        if (!r.ok()) {
            if (error)
                *error = r.error->toString();
            return false;
        }
        files->append(FileBytes{path, std::move(r.data)});
        return true;
    };
    if (!paths.skeleton.isEmpty() && !add(paths.skeleton, writeXsfSkeleton(model, paths.skeleton)))
        return warnings;
    for (qsizetype i = 0; i < paths.animations.size(); ++i) {
        const QString &a = paths.animations[i];
        const bool morph = a.endsWith(QLatin1String(".xpf"));
        if (!add(a, morph ? writeXpfMorphAnimation(withOneMeshFile(model), int(i), a)
                          : writeXafAnimation(model, int(i), a)))
            return warnings;
    }
    for (qsizetype i = 0; i < paths.materials.size(); ++i)
        if (!add(paths.materials[i], writeXrfMaterial(model, int(i), paths.materials[i])))
            return warnings;
    return warnings;
}

QList<Diagnostic> writeAvatarCompanions(const Model &model, const QString &xmfPath, QString *error,
                                        QStringList *written)
{
    QList<FileBytes> files;
    QString encodeError;
    const QList<Diagnostic> warnings = encodeAvatarCompanions(model, xmfPath, &files, &encodeError);
    if (!encodeError.isEmpty()) {
        if (error)
            *error = encodeError;
        return warnings;
    }
    QString failedPath;
    const QString e = saveAllBytes(files, {}, &failedPath);
    if (!e.isEmpty()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(failedPath, e);
        return warnings;
    }
    if (written)
        for (const FileBytes &f : std::as_const(files))
            written->append(f.path);
    return warnings;
}

bool probeXmf(QByteArrayView head)
{
    return calxml::sniff(head) == "XMF";
}
bool probeXsf(QByteArrayView head)
{
    return calxml::sniff(head) == "XSF";
}
bool probeXaf(QByteArrayView head)
{
    return calxml::sniff(head) == "XAF";
}
bool probeXrf(QByteArrayView head)
{
    return calxml::sniff(head) == "XRF";
}

WriteResult writeXmfFile(const Model &model, const QString &path, const WriteOptions &options)
{
    return writeXmfMesh(model, path, options.progress);
}

ReadResult readXsfFile(const QString &path, QByteArrayView data, const ReadOptions &)
{
    return readXsfSkeleton(path, data);
}

WriteResult writeXsfFile(const Model &model, const QString &path, const WriteOptions &)
{
    if (model.skeleton.isEmpty())
        return WriteResult::failure(path, tr("the model has no skeleton to write"));
    return writeXsfSkeleton(model, path);
}

ReadResult readXafFile(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return readAnimationWithSkeleton(path, data, options,
                                     tr("an XAF animation needs its skeleton: give the .xsf file "
                                        "(quarry: --skeleton FILE)"));
}

WriteResult writeXafFile(const Model &model, const QString &path, const WriteOptions &)
{
    WriteResult r = writeXafAnimation(model, 0, path);
    if (r.ok() && model.animations.size() > 1)
        r.warnings.append(
            Diagnostic{path, -1, -1,
                       tr("an XAF file holds one animation: only \"%1\" was written").arg(model.animations[0].name)});
    return r;
}

ReadResult readXrfFile(const QString &path, QByteArrayView data, const ReadOptions &)
{
    return readXrfMaterial(path, data);
}

WriteResult writeXrfFile(const Model &model, const QString &path, const WriteOptions &)
{
    WriteResult r = writeXrfMaterial(model, 0, path);
    if (r.ok() && model.materials.size() > 1)
        r.warnings.append(Diagnostic{
            path, -1, -1, tr("an XRF file holds one material: only \"%1\" was written").arg(model.materials[0].name)});
    return r;
}

} // namespace quarry
