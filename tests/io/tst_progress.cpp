// Progress as a fraction from every writer and from the IQE reader (which
// reads large files in two halves at once): reported often, never going
// back, from the calling thread only; Cancel stops the work at the next
// report and nothing is reported after it.
#include "TestMeshes.h"
#include "io/Export.h"
#include "io/Formats.h"
#include "io/Progress.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace quarry;

namespace {

// A skinned sphere of about 200,000 vertices with a 60-frame animation.
Model bigModel()
{
    Model model = test::sphereModel(400, 500);
    Mesh &mesh = model.meshes[0];
    mesh.texcoords.append(QList<QVector2D>(mesh.positions.size(), QVector2D(0.25f, 0.5f)));
    mesh.influencesPerVertex = 2;
    for (const QVector3D &p : std::as_const(mesh.positions)) {
        const float w = std::clamp(0.5f + 0.5f * p.z(), 0.0f, 1.0f);
        mesh.blendIndexes << 0 << 1;
        mesh.blendWeights << 1.0f - w << w;
    }
    model.skeleton.joints.resize(2);
    model.skeleton.joints[0].name = QStringLiteral("root");
    model.skeleton.joints[1].name = QStringLiteral("top");
    model.skeleton.joints[1].parent = 0;
    Animation a;
    a.name = QStringLiteral("bend");
    a.fps = 30;
    a.duration = 59.0 / 30.0;
    a.tracks.resize(2);
    for (int j = 0; j < 2; ++j) {
        a.tracks[j].joint = j;
        for (int f = 0; f < 60; ++f) {
            const float t = float(f) / 30.0f;
            a.tracks[j].translations.append({t, QVector3D(0, 0, float(j) * 0.5f)});
            a.tracks[j].rotations.append({t, QQuaternion::fromAxisAndAngle(1, 0, 0, float(j * f))});
            a.tracks[j].scales.append({t, QVector3D(1, 1, 1)});
        }
    }
    model.animations.append(a);
    return model;
}

// Records what a ProgressFn was told, and cancels at a chosen fraction.
struct Recorder
{
    QList<double> fractions;
    bool otherThread = false;
    double cancelAt = 2.0;
    bool calledAfterCancel = false;
    bool cancelled = false;

    ProgressFn fn()
    {
        QThread *const caller = QThread::currentThread();
        return [this, caller](double f) {
            otherThread = otherThread || QThread::currentThread() != caller;
            calledAfterCancel = calledAfterCancel || cancelled;
            fractions.append(f);
            if (f >= cancelAt)
                cancelled = true;
            return !cancelled;
        };
    }
    bool steady(double largestStep, QString *why) const
    {
        double last = 0;
        for (double f : fractions) {
            if (f < last - 1e-12 || f > 1.0 || f - last > largestStep) {
                *why = QStringLiteral("%1 after %2").arg(f).arg(last);
                return false;
            }
            last = f;
        }
        return true;
    }
};

} // namespace

class TestProgress : public QObject
{
    Q_OBJECT

    Model m_model = bigModel();
    QTemporaryDir m_dir;

private slots:
    void meterReportsInSteps()
    {
        Recorder r;
        ProgressMeter meter(r.fn(), 1000);
        for (int i = 0; i < 1000; ++i)
            QVERIFY(meter.advance(1));
        QVERIFY2(r.fractions.size() >= 150 && r.fractions.size() <= 201,
                 qPrintable(QString::number(r.fractions.size())));
        QString why;
        QVERIFY2(r.steady(0.01, &why), qPrintable(why));
        QCOMPARE(r.fractions.last(), 1.0);

        Recorder c;
        c.cancelAt = 0.3;
        ProgressMeter cancelling(c.fn(), 1000);
        int stoppedAt = -1;
        for (int i = 0; i < 1000 && stoppedAt < 0; ++i)
            if (!cancelling.advance(1))
                stoppedAt = i;
        QVERIFY(stoppedAt >= 299 && stoppedAt <= 310);
        QVERIFY(!cancelling.advance(1000));
        QVERIFY(!c.calledAfterCancel);
    }

    void rangeMapsIntoItsShare()
    {
        QList<double> seen;
        const ProgressFn inner = progressRange(
            [&](double f) {
                seen << f;
                return true;
            },
            0.2, 0.6);
        inner(0);
        inner(0.5);
        inner(1);
        inner(7);
        QCOMPARE(seen, (QList<double>{0.2, 0.4, 0.6, 0.6}));
        QVERIFY(!progressRange({}, 0, 1));
    }

    void writersReportOftenAndInOrder_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("iqm") << QStringLiteral("iqm");
        QTest::newRow("iqe") << QStringLiteral("iqe");
        QTest::newRow("xmf") << QStringLiteral("xmf");
        QTest::newRow("qm") << QStringLiteral("qm");
    }
    void writersReportOftenAndInOrder()
    {
        QFETCH(QString, format);
        const FormatHandler *h = formatHandler(format);
        QVERIFY(h && h->write);
        Recorder r;
        WriteOptions options;
        options.progress = r.fn();
        const WriteResult w = h->write(m_model, QStringLiteral("big.") + format, options);
        QVERIFY2(w.ok(), w.error ? qPrintable(w.error->toString()) : "");
        QVERIFY2(r.fractions.size() >= 20, qPrintable(QString::number(r.fractions.size())));
        QString why;
        QVERIFY2(r.steady(0.25, &why), qPrintable(why));
        QVERIFY2(r.fractions.last() >= 0.75, qPrintable(QString::number(r.fractions.last())));
        QVERIFY(!r.otherThread);
    }

    void writersStopAtCancel_data() { writersReportOftenAndInOrder_data(); }
    void writersStopAtCancel()
    {
        QFETCH(QString, format);
        Recorder r;
        r.cancelAt = 0.3;
        WriteOptions options;
        options.progress = r.fn();
        const WriteResult w = formatHandler(format)->write(m_model, QStringLiteral("big.") + format, options);
        QVERIFY(!w.ok());
        QCOMPARE(w.error->message, cancelledMessage());
        QVERIFY(r.cancelled);
        QVERIFY(!r.calledAfterCancel);
    }

    void exportGoesFromConversionToTheEnd()
    {
        Recorder r;
        ExportOptions options;
        options.format = QStringLiteral("iqm");
        const ExportResult e = exportModel(m_model, m_dir.filePath(QStringLiteral("e.iqm")), options, r.fn());
        QVERIFY(e.ok());
        QString why;
        QVERIFY2(r.steady(0.25, &why), qPrintable(why));
        QCOMPARE(r.fractions.first(), 0.05);
        QVERIFY(r.fractions.size() >= 20);
    }

    // A file over 4 MB is read in two halves on two threads: the progress
    // still comes from the calling thread, in order, and Cancel stops both.
    void iqeReadInHalves()
    {
        const QString path = m_dir.filePath(QStringLiteral("big.iqe"));
        QVERIFY(writeModelFile(m_model, path, QStringLiteral("iqe")).ok());
        QVERIFY(QFileInfo(path).size() > (qint64(8) << 20));
        Recorder r;
        ReadOptions options;
        options.progress = r.fn();
        const ReadResult read = readModelFile(path, options);
        QVERIFY(read.ok());
        QCOMPARE(read.model.meshes[0].vertexCount(), m_model.meshes[0].vertexCount());
        QVERIFY2(r.fractions.size() >= 10, qPrintable(QString::number(r.fractions.size())));
        QString why;
        QVERIFY2(r.steady(0.25, &why), qPrintable(why));
        QVERIFY(!r.otherThread);

        Recorder c;
        c.cancelAt = 0.4;
        options.progress = c.fn();
        const ReadResult cancelled = readModelFile(path, options);
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error->message, cancelledMessage());
        QVERIFY(!c.calledAfterCancel);
    }
};

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"
