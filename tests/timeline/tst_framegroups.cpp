#include "CliRunner.h"
#include "io/Formats.h"
#include "io/Framegroups.h"
#include "model/ops/SampleModel.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

class TestFramegroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneLinePerClip()
    {
        Model model = makeSampleModel(); // sway: 25 frames at 24 fps, looping
        Animation walk;
        walk.name = QStringLiteral("walk fast");
        walk.fps = 12.5;
        walk.loop = false;
        walk.duration = 9 / 12.5; // 10 frames
        model.animations.append(walk);
        Animation empty; // no frames: no line
        model.animations.append(empty);
        Animation idle;
        idle.name = QStringLiteral("idle");
        idle.fps = 30;
        idle.duration = 0; // one frame
        idle.tracks.append(JointTrack{0, {{0.0f, {}}}, {}, {}});
        model.animations.append(idle);
        QCOMPARE(framegroupsText(model), QByteArray("0 25 24 1 // sway\n"
                                                    "25 10 12.5 0 // walk fast\n"
                                                    "35 1 30 0 // idle\n"));
    }

    void writesBesideTheModel()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString model = dir.filePath(QStringLiteral("figure.iqm"));
        QCOMPARE(framegroupsPath(model), model + QStringLiteral(".framegroups"));
        const WriteResult r = writeFramegroups(makeSampleModel(), model);
        QVERIFY(r.ok());
        QVERIFY(r.warnings.isEmpty());
        QFile f(framegroupsPath(model));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("0 25 24 1 // sway\n"));
        // No clips: an empty file and a warning.
        const WriteResult none = writeFramegroups(Model(), model);
        QVERIFY(none.ok());
        QCOMPARE(none.warnings.size(), 1);
    }

    void reportsAnUnwritablePath()
    {
        const WriteResult r = writeFramegroups(makeSampleModel(), QStringLiteral("/nonexistent-dir/x.iqm"));
        QVERIFY(!r.ok());
        QVERIFY(r.error->file.endsWith(QStringLiteral("x.iqm.framegroups")));
    }

    void convertWritesFramegroupsOnRequest()
    {
        const QString input = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFile::exists(input))
            QSKIP("corpus file iqm/mrfixit.iqm is absent");
        const FormatHandler *iqm = formatHandler(QStringLiteral("iqm"));
        QVERIFY2(iqm && iqm->read && iqm->write, "the format table has an IQM reader and writer");
        QTemporaryDir dir;
        const QString output = dir.filePath(QStringLiteral("out.iqm"));
        const CliRun run = runQuarry({QStringLiteral("convert"), input, output, QStringLiteral("--fps"),
                                      QStringLiteral("12"), QStringLiteral("--framegroups")});
        QCOMPARE(run.exitCode, 0);
        const ReadResult written = readModelFile(output);
        QVERIFY(written.ok());
        QFile f(framegroupsPath(output));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        int first = 0;
        qsizetype clip = 0;
        for (const QByteArray &line : lines) {
            if (line.isEmpty())
                continue;
            const QList<QByteArray> fields = line.split(' ');
            QVERIFY(fields.size() >= 4);
            QCOMPARE(fields[0].toInt(), first);
            QVERIFY(clip < written.model.animations.size());
            QCOMPARE(fields[1].toInt(), written.model.animations[clip].frameCount());
            QCOMPARE(fields[2].toDouble(), 12.0);
            first += fields[1].toInt();
            ++clip;
        }
        QCOMPARE(clip, written.model.animations.size());
        // Without the option, no file.
        const QString plain = dir.filePath(QStringLiteral("plain.iqm"));
        QCOMPARE(runQuarry({QStringLiteral("convert"), input, plain}).exitCode, 0);
        QVERIFY(!QFile::exists(framegroupsPath(plain)));
    }
};

QTEST_GUILESS_MAIN(TestFramegroups)
#include "tst_framegroups.moc"
