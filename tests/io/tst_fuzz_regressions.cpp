// Replays every input kept in tests/fuzz/regressions (what the fuzz targets
// once crashed on, one folder per reader) through every reader, not only the
// one it was found with: each must end with a model or an error that says
// something. Under `./build.sh test-asan` the sanitizers check the rest.
#include "io/Framegroups.h"
#include "io/gltf/GltfReader.h"
#include "io/iqe/IqeReader.h"
#include "io/iqm/IqmReader.h"
#include "io/md3/Md3Sidecar.h"
#include "io/md3/Quake3Animations.h"
#include "io/qm/QmReader.h"
#include "io/targets/AnimationMap.h"
#include "io/xmf/CalCfg.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <numeric>

using namespace quarry;

namespace {

const char *const kReaders[] = {"iqe", "iqm", "qm",          "xmf",          "xsf",          "xaf",
                                "xrf", "cfg", "framegroups", "animationcfg", "animationmap", "gltf"};

QString describe(const ReadResult &r)
{
    return r.ok() ? QStringLiteral("read") : r.error->toString();
}

// Reads `data` with the reader named `reader`; false when it ended with an
// error that says nothing. `what` gets the outcome.
bool readWith(const QString &reader, const QByteArray &data, QString *what)
{
    const QString path = QStringLiteral("regression");
    QList<int> joints(64);
    std::iota(joints.begin(), joints.end(), 0);
    ReadResult r;
    if (reader == QLatin1String("iqe")) {
        r = readIqe(path, data);
    } else if (reader == QLatin1String("iqm")) {
        r = readIqm(path, data);
    } else if (reader == QLatin1String("qm")) {
        r = readQm(path, data, {});
    } else if (reader == QLatin1String("xmf")) {
        r = readXmfMesh(path, data);
        if (r.ok() || !r.error->message.isEmpty())
            r = readXmfMesh(path, data, &joints);
    } else if (reader == QLatin1String("xsf")) {
        QList<int> map;
        r = readXsfSkeleton(path, data, &map);
    } else if (reader == QLatin1String("xaf")) {
        r = readXafAnimation(path, data, joints);
    } else if (reader == QLatin1String("gltf")) {
        r = readGltf(path, data);
    } else if (reader == QLatin1String("xrf")) {
        r = readXrfMaterial(path, data);
    } else if (reader == QLatin1String("cfg")) {
        const CalCfgList cfg = parseCalCfg(data, QDir(QStringLiteral("/nonexistent-regression-dir")));
        *what = QStringLiteral("%1 meshes").arg(cfg.meshes.size());
        return true;
    } else if (reader == QLatin1String("animationcfg")) {
        // As the sidecar of each player part of 300 frames.
        constexpr qint64 kFrames = 300;
        qsizetype clips = 0;
        for (Quake3PlayerPart part : {Quake3PlayerPart::Lower, Quake3PlayerPart::Upper, Quake3PlayerPart::Head,
                                      Quake3PlayerPart::NonSegmented}) {
            const Md3Sidecar s = md3ClipsFromAnimationConfig(path, data, part, kFrames);
            for (const Md3Clip &c : s.clips)
                if (c.first < 0 || c.count < 1 || c.first + c.count > kFrames)
                    return false;
            for (const Diagnostic &w : s.warnings)
                if (w.message.isEmpty())
                    return false;
            clips += s.clips.size();
        }
        *what = QStringLiteral("%1 clips").arg(clips);
        return true;
    } else if (reader == QLatin1String("animationmap")) {
        QList<AnimationSlot> order;
        for (const char *name : quake3::kAnimationNames)
            order.append({QString::fromLatin1(name), {}, -1});
        Model model;
        for (const char *name : {"idle", "run"}) {
            Animation a;
            a.name = QString::fromLatin1(name);
            model.animations.append(a);
        }
        const AnimationMapResult m = readAnimationMap(path, data, order, model);
        *what = m.error ? m.error->toString() : QStringLiteral("mapped");
        return !m.error || !m.error->message.isEmpty();
    } else {
        const FramegroupsResult g = readFramegroups(path, data);
        *what = g.error ? g.error->toString() : QStringLiteral("%1 groups").arg(g.groups.size());
        return !g.error || !g.error->message.isEmpty();
    }
    *what = describe(r);
    return r.ok() || !r.error->message.isEmpty();
}

} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyInputThroughEveryReader_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("reader");
        const QString root = QStringLiteral(QUARRY_SOURCE_DIR "/tests/fuzz/regressions");
        QStringList files;
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        for (const QString &file : std::as_const(files))
            for (const char *reader : kReaders)
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 as %2").arg(file.mid(root.size() + 1), QLatin1String(reader))))
                    << file << QString::fromLatin1(reader);
    }
    void everyInputThroughEveryReader()
    {
        QFETCH(QString, file);
        QFETCH(QString, reader);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QString what;
        QVERIFY2(readWith(reader, data, &what), qPrintable(what));
    }

    void regressionsAreKept()
    {
        // The folder exists with a README even before the first find; each
        // reader's folder holds the inputs its target once failed on.
        QVERIFY(QFile::exists(QStringLiteral(QUARRY_SOURCE_DIR "/tests/fuzz/regressions/README.md")));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
