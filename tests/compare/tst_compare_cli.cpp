// `quarry compare` as a user runs it: exit status, text and --json.
#include "CliRunner.h"
#include "io/Formats.h"
#include "io/Md3RealFiles.h"
#include "model/ops/Compare.h"
#include "model/ops/CompareDeviation.h"
#include "model/ops/SampleModel.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace quarry;
using namespace quarry::test;

class TestCompareCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_a, m_same, m_moved;

    static bool write(const Model &model, const QString &path)
    {
        const FormatHandler *handler = formatHandler(formatForWriting(path));
        return handler && handler->write && writeModelFile(model, path, formatForWriting(path)).ok();
    }

private slots:
    void initTestCase()
    {
        Model model = makeSampleModel();
        m_a = m_dir.filePath(QStringLiteral("a.iqe"));
        m_same = m_dir.filePath(QStringLiteral("same.iqm"));
        m_moved = m_dir.filePath(QStringLiteral("moved.iqe"));
        QVERIFY(write(model, m_a));
        QVERIFY(write(model, m_same));
        model.meshes[0].positions[20] += QVector3D(0.1f, 0, 0);
        QVERIFY(write(model, m_moved));
    }

    void withinToleranceExitsZero()
    {
        const CliRun run = runQuarry({QStringLiteral("compare"), m_a, m_same});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("Within tolerance")), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("Animation \"")));
    }

    // An MD3 made with --framegroups reads back with its source's clips and
    // rates: compared as it is, no --fps 15 needed; the note says where the
    // rates came from.
    void md3WithFramegroupsMatchesItsSource()
    {
        const QString md3 = m_dir.filePath(QStringLiteral("clips.md3"));
        const CliRun convert = runQuarry({QStringLiteral("convert"), m_a, md3, QStringLiteral("--framegroups")});
        QVERIFY2(convert.exitCode == 0, qPrintable(convert.err));
        const CliRun run = runQuarry({QStringLiteral("compare"), m_a, md3});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("Within tolerance")), qPrintable(run.out));
        QVERIFY2(!run.out.contains(QStringLiteral("frames a second in A")), qPrintable(run.out));
        QVERIFY2(run.err.contains(QStringLiteral("clips and frame rates from clips.md3.framegroups")),
                 qPrintable(run.err));
        QVERIFY(QFile::remove(md3 + QStringLiteral(".framegroups")));
        const CliRun alone = runQuarry({QStringLiteral("compare"), m_a, md3});
        QVERIFY2(alone.exitCode == 1, qPrintable(alone.out + alone.err));
    }

    void beyondToleranceExitsOne()
    {
        const CliRun run = runQuarry({QStringLiteral("compare"), m_a, m_moved});
        QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains(QStringLiteral("NOT within tolerance")), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("vertex 20")));
        const CliRun loose = runQuarry(
            {QStringLiteral("compare"), m_a, m_moved, QStringLiteral("--tolerance"), QStringLiteral("0.05")});
        QCOMPARE(loose.exitCode, 0);
    }

    void fitScaleScalesBToAsHeight()
    {
        const QString big = m_dir.filePath(QStringLiteral("big.iqm"));
        QVERIFY(write(scaledModel(makeSampleModel(), 3.0), big));
        QCOMPARE(runQuarry({QStringLiteral("compare"), m_a, big}).exitCode, 1);
        const CliRun run = runQuarry(
            {QStringLiteral("compare"), m_a, big, QStringLiteral("--fit-scale"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("fit_scale")).toBool(), true);
        QVERIFY(std::abs(json.value(QStringLiteral("scale")).toDouble() - 1.0 / 3.0) < 1e-5);
        const CliRun text = runQuarry({QStringLiteral("compare"), m_a, big, QStringLiteral("--fit-scale")});
        QVERIFY2(text.out.contains(QStringLiteral("B scaled by 0.333")), qPrintable(text.out));
    }

    // A shipped vertex-animated MD3 with 10 vertices moved 3 units in every
    // frame (the stored bytes edited here): same meshes, vertex counts and
    // triangles, so the vertices pair by index; compare reports those 10
    // vertices alone, nothing unmatched, 3 units as the largest deviation,
    // and the Deviation view colours the same 10 by the same distance.
    void movedVerticesOfAShippedMd3PairByIndex()
    {
        const QString original = shippedAnimatedMd3(m_dir.path());
        if (original.isEmpty())
            QSKIP("neither openarena-081-players nor ../shared/corpus/real is there");
        QByteArray bytes = fileBytes(original);
        const int surface = surfaceWithVertices(bytes, 10);
        QVERIFY(surface >= 0);
        moveStoredVertices(bytes, surface, 10, 192);
        const QString moved = m_dir.filePath(QStringLiteral("moved.md3"));
        {
            QFile f(moved);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
        }
        const CliRun run = runQuarry({QStringLiteral("compare"), original, moved, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const double height = o.value(QStringLiteral("height")).toDouble();
        QVERIFY(height > 0);
        const QJsonObject matched = o.value(QStringLiteral("matched")).toObject();
        QCOMPARE(matched.value(QStringLiteral("unmatched_a")).toInt(-1), 0);
        QCOMPARE(matched.value(QStringLiteral("unmatched_b")).toInt(-1), 0);
        const QJsonObject surfaceDeviation = o.value(QStringLiteral("surface")).toObject();
        QVERIFY2(std::abs(surfaceDeviation.value(QStringLiteral("largest")).toDouble() - 3.0 / height) < 1e-5,
                 qPrintable(run.out.left(2000)));
        QCOMPARE(surfaceDeviation.value(QStringLiteral("mesh_index")).toInt(), surface);
        QVERIFY(surfaceDeviation.value(QStringLiteral("vertex")).toInt(-1) >= 0);
        QVERIFY(surfaceDeviation.value(QStringLiteral("vertex")).toInt() < 10);
        QCOMPARE(surfaceDeviation.value(QStringLiteral("vertex_b")).toInt(),
                 surfaceDeviation.value(QStringLiteral("vertex")).toInt());
        QCOMPARE(o.value(QStringLiteral("texcoords")).toObject().value(QStringLiteral("largest")).toDouble(), 0.0);

        // The Deviation view: every frame of every clip (the first 40 frames of each).
        const ReadResult a = readModelFile(original), b = readModelFile(moved);
        QVERIFY(a.ok() && b.ok());
        const VertexDeviationField field(a.model, b.model);
        QVERIFY(!a.model.animations.isEmpty());
        int framesSeen = 0;
        for (int i = 0; i < a.model.animations.size(); ++i) {
            const Animation &clip = a.model.animations[i];
            for (int frame = 0; frame < std::min(clip.frameCount(), 40); ++frame) {
                const QList<QList<float>> d = field.at(i, field.animationB(i), frame / clip.fps);
                for (int m = 0; m < d.size(); ++m)
                    for (int v = 0; v < d[m].size(); ++v) {
                        const bool isMoved = m == surface && v < 10;
                        const float expected = isMoved ? float(3.0 / height) : 0.0f;
                        QVERIFY2(std::abs(d[m][v] - expected) < 1e-5f,
                                 qPrintable(QStringLiteral("clip %1 frame %2 mesh %3 vertex %4: %5, expected %6")
                                                .arg(i)
                                                .arg(frame)
                                                .arg(m)
                                                .arg(v)
                                                .arg(d[m][v])
                                                .arg(expected)));
                    }
                ++framesSeen;
            }
        }
        QVERIFY(framesSeen > 1);
    }

    void unreadableExitsTwo()
    {
        const CliRun run = runQuarry({QStringLiteral("compare"), m_a, m_dir.filePath(QStringLiteral("none.iqm"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
        QCOMPARE(runQuarry({QStringLiteral("compare"), m_a}).exitCode, 2);
        QCOMPARE(runQuarry({QStringLiteral("compare"), m_a, m_same, QStringLiteral("--frames"), QStringLiteral("0")})
                     .exitCode,
                 2);
    }

    void jsonFields()
    {
        const CliRun run = runQuarry({QStringLiteral("compare"), m_a, m_moved, QStringLiteral("--json"),
                                      QStringLiteral("--frames"), QStringLiteral("5")});
        QCOMPARE(run.exitCode, 1);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(run.out));
        QCOMPARE(o.value(QStringLiteral("within_tolerance")).toBool(true), false);
        QCOMPARE(o.value(QStringLiteral("tolerance")).toDouble(), 0.005);
        QCOMPARE(o.value(QStringLiteral("a")).toString(), m_a);
        const double height = o.value(QStringLiteral("height")).toDouble();
        QVERIFY(height > 2);
        const QJsonObject bind = o.value(QStringLiteral("bind_surface")).toObject();
        QVERIFY(qAbs(bind.value(QStringLiteral("largest")).toDouble() - 0.1 / height) < 1e-5);
        QCOMPARE(bind.value(QStringLiteral("vertex")).toInt(), 20);
        QCOMPARE(bind.value(QStringLiteral("mesh_index")).toInt(), 0);
        const QJsonObject surface = o.value(QStringLiteral("surface")).toObject();
        QCOMPARE(surface.value(QStringLiteral("vertex")).toInt(), 20);
        QVERIFY(surface.contains(QStringLiteral("time")));
        QVERIFY(surface.contains(QStringLiteral("animation")));
        QVERIFY(o.value(QStringLiteral("joints")).toObject().contains(QStringLiteral("largest")));
        const QJsonArray animations = o.value(QStringLiteral("animations")).toArray();
        QCOMPARE(animations.size(), 1);
        QCOMPARE(animations[0].toObject().value(QStringLiteral("times")).toInt(), 5);
        const QJsonObject matched = o.value(QStringLiteral("matched")).toObject();
        QCOMPARE(matched.value(QStringLiteral("unmatched_a")).toInt(-1), 0);
        QVERIFY(o.value(QStringLiteral("structure")).isArray());
        QVERIFY(o.value(QStringLiteral("texcoords")).toObject().contains(QStringLiteral("largest")));
        QVERIFY(o.value(QStringLiteral("normals")).toObject().contains(QStringLiteral("largest")));
    }

    void avatarWithCompanionsAgainstItsIqm()
    {
        const QString avatar = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
        if (!QFileInfo::exists(avatar))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this test needs ../shared/corpus/xmf/dokuro");
        const QString iqm = m_dir.filePath(QStringLiteral("dokuro.iqm"));
        const CliRun convert = runQuarry({QStringLiteral("convert"), avatar, iqm}, CliOptions().withTimeout(120000));
        QVERIFY2(convert.exitCode == 0, qPrintable(convert.err));
        const QString dir = QFileInfo(avatar).path();
        const CliRun run = runQuarry({QStringLiteral("compare"), avatar, iqm, QStringLiteral("--skeleton"),
                                      dir + QStringLiteral("/DokuroChan.xsf"), QStringLiteral("--animation"),
                                      dir + QStringLiteral("/DokuroChan_test_bone.xaf"), QStringLiteral("--frames"),
                                      QStringLiteral("20"), QStringLiteral("--json")},
                                     CliOptions().withTimeout(120000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("matched")).toObject().value(QStringLiteral("joints")).toInt(), 99);
        QCOMPARE(o.value(QStringLiteral("animations")).toArray().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_compare_cli.moc"
