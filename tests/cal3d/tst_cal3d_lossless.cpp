// The real Cal3D avatars of ../shared/corpus/real/cal3d (paladin and cally,
// binary version 700 files): every binary file read and written again, and
// the whole avatar opened from its .cfg and saved unchanged, compared byte
// for byte; and a .cfg written on Windows (backslashes, another letter case,
// folders relative to the program) found as Cal3D's loader finds it.
#include "io/Formats.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/xmf/CalCfg.h"
#include "io/xmf/CalCfgFormat.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

const QString kReal = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

// "name: byte N differs (A expected, B written)", or empty when equal.
QString firstDifference(const QString &name, const QByteArray &expected, const QByteArray &actual)
{
    const qsizetype n = std::min(expected.size(), actual.size());
    qsizetype at = 0;
    while (at < n && expected[at] == actual[at])
        ++at;
    if (at == n && expected.size() == actual.size())
        return {};
    if (at == n)
        return QStringLiteral("%1: %2 bytes expected, %3 written, the first %4 equal")
            .arg(name)
            .arg(expected.size())
            .arg(actual.size())
            .arg(n);
    return QStringLiteral("%1: byte %2 differs (%3 expected, %4 written)")
        .arg(name)
        .arg(at)
        .arg(quint8(expected[at]))
        .arg(quint8(actual[at]));
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestCal3dLossless : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(kReal + QStringLiteral("/paladin/paladin.cfg")))
            QSKIP("../shared/corpus/real/cal3d is not there");
    }

    // Each binary file (skeleton, meshes, animations) read and written by
    // its own reader and writer.
    void binaryFilesBack()
    {
        int files = 0, same = 0;
        QStringList differ;
        for (const char *avatar : {"paladin", "cally"}) {
            const QDir dir(kReal + QLatin1Char('/') + QLatin1String(avatar));
            const QString csfName = QLatin1String(avatar) + QStringLiteral(".csf");
            QList<int> map;
            const QByteArray csf = bytesOf(dir.filePath(csfName));
            const ReadResult s = readCsfSkeleton(csfName, csf, &map);
            QVERIFY2(s.ok(), qPrintable(errorText(s)));
            ++files;
            const QString d = firstDifference(csfName, csf, writeCsfSkeleton(s.model, csfName).data);
            d.isEmpty() ? void(++same) : differ.append(d);
            for (const QString &name : dir.entryList({QStringLiteral("*.cmf")}, QDir::Files)) {
                const QByteArray cmf = bytesOf(dir.filePath(name));
                const ReadResult m = readCmfMesh(name, cmf, &map);
                QVERIFY2(m.ok(), qPrintable(errorText(m)));
                ++files;
                const QString md = firstDifference(name, cmf, writeCmfMesh(m.model, name).data);
                md.isEmpty() ? void(++same) : differ.append(md);
            }
            for (const QString &name : dir.entryList({QStringLiteral("*.caf")}, QDir::Files)) {
                const QByteArray caf = bytesOf(dir.filePath(name));
                const ReadResult a = readCafAnimation(name, caf, map);
                QVERIFY2(a.ok(), qPrintable(errorText(a)));
                Model animated = s.model;
                animated.animations = a.model.animations;
                ++files;
                const QString ad = firstDifference(name, caf, writeCafAnimation(animated, 0, name).data);
                ad.isEmpty() ? void(++same) : differ.append(ad);
            }
        }
        qInfo("Cal3D binary files (version 700): %d, byte for byte %d", files, same);
        for (const QString &d : std::as_const(differ))
            qInfo("  %s", qPrintable(d));
        QCOMPARE(files, 36);
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char('\n'))));
    }

    // The avatar opened from its .cfg and saved unchanged as a .cfg: every
    // file it names (and the list) written again, compared with the one
    // read; then one material's texture edited: that material's file alone
    // changes.
    void avatarSavedUnchanged()
    {
        QMap<QString, QPair<int, int>> bySuffix; // suffix -> (files, byte for byte)
        QStringList differ;
        for (const char *avatar : {"paladin", "cally"}) {
            const QDir dir(kReal + QLatin1Char('/') + QLatin1String(avatar));
            const QString cfg = dir.filePath(QLatin1String(avatar) + QStringLiteral(".cfg"));
            const ReadResult r = readModelFile(cfg);
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            QTemporaryDir out;
            const QString saved = out.filePath(QFileInfo(cfg).fileName());
            const WriteResult w = encodeModelFile(r.model, saved, QStringLiteral("cfg"));
            QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
            QList<FileBytes> files = w.siblings;
            files.prepend(FileBytes{saved, w.data});
            for (const FileBytes &f : std::as_const(files)) {
                const QString name = QDir(out.path()).relativeFilePath(f.path);
                const QString suffix = QFileInfo(name).suffix().toLower();
                ++bySuffix[suffix].first;
                const QString d = firstDifference(QLatin1String(avatar) + QLatin1Char('/') + name,
                                                  bytesOf(dir.filePath(name)), f.data);
                if (d.isEmpty())
                    ++bySuffix[suffix].second;
                else
                    differ << d;
            }

            // One texture path edited (cally's materials have none: one
            // is given a texture).
            Model edited = r.model;
            QVERIFY(!edited.materials.isEmpty());
            const auto textured = std::find_if(edited.materials.begin(), edited.materials.end(),
                                               [](const Material &m) { return !m.maps.isEmpty(); });
            if (textured != edited.materials.end())
                textured->maps[0].path = QStringLiteral("edited_texture.tga");
            else
                edited.materials[0].maps.append(
                    TextureMap{QStringLiteral("diffuse"), QStringLiteral("edited_texture.tga")});
            const WriteResult e = encodeModelFile(edited, saved, QStringLiteral("cfg"));
            QVERIFY2(e.ok(), qPrintable(e.error ? e.error->toString() : QString()));
            QCOMPARE(e.data, w.data);
            QCOMPARE(e.siblings.size(), w.siblings.size());
            int changed = 0;
            for (qsizetype i = 0; i < e.siblings.size(); ++i) {
                QCOMPARE(e.siblings[i].path, w.siblings[i].path);
                if (e.siblings[i].data == w.siblings[i].data)
                    continue;
                ++changed;
                QVERIFY2(e.siblings[i].path.endsWith(QStringLiteral(".xrf")), qPrintable(e.siblings[i].path));
                QVERIFY(e.siblings[i].data.contains("edited_texture.tga"));
            }
            QCOMPARE(changed, 1);
        }
        int total = 0, same = 0;
        for (auto it = bySuffix.cbegin(); it != bySuffix.cend(); ++it) {
            qInfo("Cal3D avatars saved unchanged, .%s: %d files, byte for byte %d", qPrintable(it.key()),
                  it.value().first, it.value().second);
            total += it.value().first;
            same += it.value().second;
        }
        for (const QString &d : std::as_const(differ))
            qInfo("  %s", qPrintable(d));
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char('\n'))));
        QCOMPARE(same, total);
        QCOMPARE(total, 2 + 2 + 8 + 20 + 23); // lists, skeletons, listed animations, meshes, materials
    }

    // Without the kept files (a model from elsewhere), the same avatar is
    // written by the writers alone: what they do not give back as read is
    // counted here.
    void avatarWrittenAnew()
    {
        int total = 0, same = 0;
        QMap<QString, int> differ;
        for (const char *avatar : {"paladin", "cally"}) {
            const QDir dir(kReal + QLatin1Char('/') + QLatin1String(avatar));
            const QString cfg = dir.filePath(QLatin1String(avatar) + QStringLiteral(".cfg"));
            ReadResult r = readModelFile(cfg);
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            QVERIFY(r.model.extras.contains(QLatin1String(kCalKeptFiles)));
            r.model.extras.remove(QLatin1String(kCalKeptFiles));
            QTemporaryDir out;
            const QString saved = out.filePath(QFileInfo(cfg).fileName());
            const WriteResult w = encodeModelFile(r.model, saved, QStringLiteral("cfg"));
            QVERIFY(w.ok());
            QList<FileBytes> files = w.siblings;
            files.prepend(FileBytes{saved, w.data});
            for (const FileBytes &f : std::as_const(files)) {
                const QString name = QDir(out.path()).relativeFilePath(f.path);
                ++total;
                if (bytesOf(dir.filePath(name)) == f.data)
                    ++same;
                else
                    ++differ[QFileInfo(name).suffix() + QStringLiteral(" (") + QLatin1String(avatar)
                             + QLatin1Char(')')];
            }
        }
        qInfo("Cal3D avatars written anew: %d files, byte for byte %d", total, same);
        for (auto it = differ.cbegin(); it != differ.cend(); ++it)
            qInfo("  differ: .%s: %d", qPrintable(it.key()), it.value());
        QVERIFY(same < total); // else the kept files would not be needed
    }

    // A .cfg written on Windows: backslashes, names in another letter case,
    // a path relative to the program (data\models\...) where the file is in
    // a folder beside the .cfg, a drive path; each found, with a note that
    // says which rule found it. Cal3D's loader reads it (letter case is
    // ignored on Windows).
    void windowsPaths()
    {
        const QDir paladin(kReal + QStringLiteral("/paladin"));
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("Hero/Paladin.csf")),
                          bytesOf(paladin.filePath(QStringLiteral("paladin.csf")))));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("paladin_body.cmf")),
                          bytesOf(paladin.filePath(QStringLiteral("paladin_body.cmf")))));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("paladin_idle.caf")),
                          bytesOf(paladin.filePath(QStringLiteral("paladin_idle.caf")))));
        const QByteArray cfg = "scale=0.5\r\n"
                               "skeleton=data\\models\\hero\\PALADIN.CSF\r\n"
                               "mesh=Paladin_Body.CMF\r\n"
                               "animation=C:\\art\\paladin_idle.caf\r\n";
        const QString cfgPath = dir.filePath(QStringLiteral("hero.cfg"));
        QVERIFY(writeFile(cfgPath, cfg));
        const ReadResult r = readModelFile(cfgPath);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.isEmpty(), false);
        QCOMPARE(r.model.animations.size(), 1);
        QVERIFY(!r.model.skeleton.joints.isEmpty());
        QStringList notes;
        for (const Diagnostic &d : r.notes)
            notes << d.toString();
        const QString all = notes.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("hero.cfg:2: data\\models\\hero\\PALADIN.CSF found as Hero/Paladin.csf, "
                                            "relative to the .cfg's folder without its leading folders data/models")),
                 qPrintable(all));
        QVERIFY2(
            all.contains(QLatin1String("hero.cfg:3: Paladin_Body.CMF found as paladin_body.cmf, letter case ignored")),
            qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("hero.cfg:4: C:\\art\\paladin_idle.caf found as paladin_idle.caf, by its "
                                            "file name alone in the .cfg's folder")),
                 qPrintable(all));

        // Saved in place: each file where it was found, byte for byte, and
        // the list as written.
        const WriteResult w = encodeModelFile(r.model, cfgPath, QStringLiteral("cfg"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QCOMPARE(w.data, cfg);
        QStringList paths;
        for (const FileBytes &f : w.siblings) {
            paths << QDir(dir.path()).relativeFilePath(f.path);
            QVERIFY2(bytesOf(f.path) == f.data, qPrintable(f.path));
        }
        paths.sort();
        QCOMPARE(paths, (QStringList{QStringLiteral("Hero/Paladin.csf"), QStringLiteral("paladin_body.cmf"),
                                     QStringLiteral("paladin_idle.caf")}));

        // A name found as written needs no note; one found nowhere is still
        // an error naming the line.
        QString rule;
        QCOMPARE(resolveCalCfgPath(QDir(dir.path()), QStringLiteral("paladin_body.cmf"), &rule),
                 dir.filePath(QStringLiteral("paladin_body.cmf")));
        QVERIFY(rule.isEmpty());
        QVERIFY(writeFile(cfgPath, "skeleton=Hero/paladin.csf\nmesh=missing\\nowhere.cmf\n"));
        const ReadResult missing = readModelFile(cfgPath);
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error->line, 2);
    }
};

QTEST_GUILESS_MAIN(TestCal3dLossless)
#include "tst_cal3d_lossless.moc"
