// Weights edited by hand survive every writer: the sample with automatic
// weights and a hand-assigned joint, written as IQE, IQM and XMF (with its
// skeleton) and read back, has the same influences per vertex within the
// format's precision. QuickModel has no skeletons: its writer says so.
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/WeightEdit.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace quarry;

namespace {

Model editedSample()
{
    ReadResult read = readModelFile(QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"));
    Document doc;
    doc.resetModel(read.model);
    runOperation(doc, QStringLiteral("autoWeights"), {{QStringLiteral("max_influences"), 3}});
    Selection s;
    s.mode = Selection::Mode::Vertices;
    s.vertices = {{0, {0, 1, 2, 3}}};
    doc.setSelection(s);
    runOperation(doc, QStringLiteral("assignWeights"),
                 {{QStringLiteral("joint"), 2},
                  {QStringLiteral("weight"), 0.3},
                  {QStringLiteral("mode"), QStringLiteral("add")}});
    return doc.model();
}

// Empty when every vertex has the same weight per joint within `tolerance`.
QString compareWeights(const Model &expected, const Model &actual, float tolerance)
{
    if (expected.meshes.size() != actual.meshes.size())
        return QStringLiteral("%1 meshes, expected %2").arg(actual.meshes.size()).arg(expected.meshes.size());
    for (int m = 0; m < expected.meshes.size(); ++m) {
        const Mesh &a = expected.meshes[m], &b = actual.meshes[m];
        if (a.vertexCount() != b.vertexCount())
            return QStringLiteral("mesh %1: %2 vertices, expected %3").arg(m).arg(b.vertexCount()).arg(a.vertexCount());
        for (quint32 v = 0; v < quint32(a.vertexCount()); ++v) {
            const Influences want = vertexInfluences(a, v);
            for (const Influence &i : want)
                if (std::abs(jointWeight(b, v, i.joint) - i.weight) > tolerance)
                    return QStringLiteral("mesh %1 vertex %2 joint %3: %4, expected %5")
                        .arg(m)
                        .arg(v)
                        .arg(i.joint)
                        .arg(jointWeight(b, v, i.joint))
                        .arg(i.weight);
            if (std::abs(weightSum(vertexInfluences(b, v)) - weightSum(want)) > tolerance * want.size())
                return QStringLiteral("mesh %1 vertex %2: other joints weigh it").arg(m).arg(v);
        }
    }
    return {};
}

} // namespace

class TestWeightsIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editedWeightsReadBackEqual_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<float>("tolerance");
        QTest::newRow("iqe") << QStringLiteral("iqe") << 1e-5f;
        QTest::newRow("iqm") << QStringLiteral("iqm") << 1.0f / 255; // weights in bytes
        QTest::newRow("xmf") << QStringLiteral("xmf") << 1e-5f;
    }

    void editedWeightsReadBackEqual()
    {
        QFETCH(QString, format);
        QFETCH(float, tolerance);
        const Model model = editedSample();
        QCOMPARE(model.meshes[0].influencesPerVertex, 3);
        QVERIFY(vertexInfluences(model.meshes[0], 0).size() >= 2);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("edited.") + format);
        const WriteResult written = writeModelFile(model, path, format);
        QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error->toString()));
        ReadOptions options;
        if (format == QLatin1String("xmf")) {
            QString error;
            writeAvatarCompanions(model, path, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            options.companions = avatarCompanionPaths(model, path).toCompanions();
        }
        const ReadResult read = readModelFile(path, options);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->toString()));
        QCOMPARE(read.model.skeleton.joints.size(), model.skeleton.joints.size());
        const QString difference = compareWeights(model, read.model, tolerance);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    void quickModelSaysItDropsTheSkeleton()
    {
        QTemporaryDir dir;
        const WriteResult written = writeModelFile(editedSample(), dir.filePath(QStringLiteral("edited.qm")),
                                                   QStringLiteral("qm"));
        QVERIFY(written.ok());
        bool said = false;
        for (const Diagnostic &d : written.warnings)
            said = said || d.message.contains(QLatin1String("skeleton"));
        QVERIFY(said);
    }
};

QTEST_GUILESS_MAIN(TestWeightsIo)
#include "tst_weights_io.moc"
