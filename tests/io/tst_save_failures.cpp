// Saving where the bytes cannot go: a full disk (a 64 KiB tmpfs) and a
// read-only folder (a tmpfs remounted read-only, or a folder without write
// permission when not run as root). Every failure is reported in words
// and leaves the file that was there byte for byte as it was, with no
// temporary file beside it.
#include "io/Export.h"
#include "io/Formats.h"
#include "model/ops/SampleModel.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace quarry;

namespace {

bool run(const QStringList &args)
{
    QProcess p;
    p.start(args.first(), args.mid(1));
    return p.waitForFinished(20000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// A tiny tmpfs mounted on a temporary folder for the life of the object.
class SmallDisk
{
public:
    explicit SmallDisk(const QString &size)
    {
        if (geteuid() == 0 && m_dir.isValid())
            m_mounted = run({QStringLiteral("mount"), QStringLiteral("-t"), QStringLiteral("tmpfs"),
                             QStringLiteral("-o"), QStringLiteral("size=") + size, QStringLiteral("quarry-test"),
                             m_dir.path()});
    }
    ~SmallDisk()
    {
        if (m_mounted)
            run({QStringLiteral("umount"), m_dir.path()});
    }
    bool mounted() const { return m_mounted; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    bool makeReadOnly() const
    {
        return run({QStringLiteral("mount"), QStringLiteral("-o"), QStringLiteral("remount,ro"), m_dir.path()});
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// A model whose IQE text is far over 64 KiB.
Model largeModel()
{
    return makeTiledSampleModel(20000);
}

} // namespace

class TestSaveFailures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("format");
        QTest::newRow("iqe") << QStringLiteral("model.iqe") << QStringLiteral("iqe");
        QTest::newRow("iqm") << QStringLiteral("model.iqm") << QStringLiteral("iqm");
        QTest::newRow("xmf") << QStringLiteral("model.xmf") << QStringLiteral("xmf");
    }
    void fullDiskKeepsTheOldFile()
    {
        QFETCH(QString, name);
        QFETCH(QString, format);
        const SmallDisk disk(QStringLiteral("64k"));
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root): the full-disk case is not checked");
        const QString path = disk.filePath(name);
        const WriteResult first = writeModelFile(makeSampleModel(), path, format);
        QVERIFY2(first.ok(), qPrintable(first.error ? first.error->toString() : QString()));
        const QByteArray before = contents(path);
        QVERIFY(!before.isEmpty());

        const WriteResult second = writeModelFile(largeModel(), path, format);
        QVERIFY(!second.ok());
        const QString message = second.error->toString();
        QVERIFY2(message.contains(path), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("No space left on device")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("unchanged")), qPrintable(message));
        QCOMPARE(contents(path), before);
        QCOMPARE(entries(disk.path()), QStringList{name});
        // The old file still reads as the model it was.
        QVERIFY(readModelFile(path).ok());
    }

    void fullDiskThroughExport()
    {
        const SmallDisk disk(QStringLiteral("64k"));
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root): the full-disk case is not checked");
        const QString path = disk.filePath(QStringLiteral("model.iqe"));
        ExportOptions options;
        options.format = QStringLiteral("iqe");
        options.framegroups = true;
        QVERIFY(exportModel(makeSampleModel(), path, options).ok());
        const QByteArray before = contents(path);
        const ExportResult r = exportModel(largeModel(), path, options);
        QVERIFY(!r.ok());
        QVERIFY(r.error);
        QVERIFY2(r.error->toString().contains(QStringLiteral("No space left on device")),
                 qPrintable(r.error->toString()));
        QCOMPARE(contents(path), before);
        QCOMPARE(entries(disk.path()),
                 (QStringList{QStringLiteral("model.iqe"), QStringLiteral("model.iqe.framegroups")}));
    }

    // An avatar is several files: a disk that fills up at a companion (here
    // an animation too long for it) once left the new mesh beside the old
    // companions. Now every file is written before any is renamed: all the
    // old ones stay, byte for byte, and no temporary file is left.
    void fullDiskKeepsEveryAvatarFile()
    {
        // Room for the old files and a new mesh, not for the long clip.
        const SmallDisk disk(QStringLiteral("512k"));
        if (!disk.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root): the full-disk case is not checked");
        const QString path = disk.filePath(QStringLiteral("avatar.xmf"));
        ExportOptions options;
        options.format = QStringLiteral("xmf");
        options.framegroups = true;
        const Model sample = makeSampleModel();
        QVERIFY(!sample.skeleton.joints.isEmpty() && !sample.animations.isEmpty()
                && !sample.animations[0].tracks.isEmpty());
        const ExportResult first = exportModel(sample, path, options);
        QVERIFY2(first.ok(), qPrintable(first.error ? first.error->toString() : first.conversionError));
        const QStringList names = entries(disk.path());
        QVERIFY2(names.size() >= 4, qPrintable(names.join(QLatin1Char(' ')))); // mesh, skeleton, clip(s), framegroups
        QMap<QString, QByteArray> before;
        for (const QString &name : names)
            before.insert(name, contents(disk.filePath(name)));

        // The mesh moved (a new .xmf that fits) and the first clip far too
        // long for the disk.
        Model changed = sample;
        for (QVector3D &p : changed.meshes[0].positions)
            p += QVector3D(1, 0, 0);
        Animation &clip = changed.animations[0];
        JointTrack &track = clip.tracks[0];
        track.rotations.clear();
        for (int k = 0; k < 40000; ++k)
            track.rotations.append(QuatKey{float(k) / 30.0f, QQuaternion::fromEulerAngles(float(k % 360), 0, 0)});
        clip.duration = 40000 / 30.0;
        const ExportResult r = exportModel(changed, path, options);
        QVERIFY(!r.ok());
        QVERIFY(r.error);
        const QString message = r.error->toString();
        QVERIFY2(message.contains(QStringLiteral("No space left on device")), qPrintable(message));
        QCOMPARE(entries(disk.path()), names);
        for (const QString &name : names)
            QVERIFY2(contents(disk.filePath(name)) == before.value(name),
                     qPrintable(name + QStringLiteral(" changed")));
        QVERIFY2(message.contains(QStringLiteral("none of the")), qPrintable(message));
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        const QString name = QStringLiteral("model.iqe");
        QByteArray before;
        QString path, folder;
        // Root writes through permissions: a tmpfs remounted read-only
        // refuses it too. Anyone else gets a folder without write permission.
        std::unique_ptr<SmallDisk> disk;
        QTemporaryDir plain;
        if (geteuid() == 0) {
            disk = std::make_unique<SmallDisk>(QStringLiteral("1m"));
            if (!disk->mounted())
                QSKIP("cannot mount a tmpfs here: the read-only case is not checked");
            folder = disk->path();
        } else {
            folder = plain.path();
        }
        path = QDir(folder).filePath(name);
        QVERIFY(writeModelFile(makeSampleModel(), path, QStringLiteral("iqe")).ok());
        before = contents(path);
        if (disk)
            QVERIFY(disk->makeReadOnly());
        else
            QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));

        Model changed = makeSampleModel();
        changed.meshes.first().name = QStringLiteral("changed");
        const WriteResult r = writeModelFile(changed, path, QStringLiteral("iqe"));
        if (!disk)
            QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!r.ok());
        const QString message = r.error->toString();
        QVERIFY2(message.contains(path) && message.contains(QStringLiteral("unchanged")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("Read-only file system"))
                     || message.contains(QStringLiteral("Permission denied"))
                     || message.contains(QStringLiteral("is not writable")),
                 qPrintable(message));
        QCOMPARE(contents(path), before);
        QCOMPARE(entries(folder), QStringList{name});
    }
};

QTEST_GUILESS_MAIN(TestSaveFailures)
#include "tst_save_failures.moc"
