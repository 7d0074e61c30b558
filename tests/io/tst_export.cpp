// The one export pipeline (io/Export) behind `quarry convert` and File >
// Export: shapes become triangles before the conversion, the format's
// limits apply, validation, companions and framegroups, progress and
// cancelling.
#include "io/Export.h"
#include "io/Formats.h"
#include "io/Framegroups.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

Model cubeAndLight()
{
    Model model;
    Shape cube;
    cube.kind = Shape::Kind::Cube;
    cube.name = QStringLiteral("box");
    Shape light;
    light.kind = Shape::Kind::Light;
    light.name = QStringLiteral("lamp");
    model.shapes = {cube, light};
    return model;
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shapesBecomeTrianglesBeforeTheConversion()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("box.iqe"));
        ExportOptions options;
        options.format = QStringLiteral("iqe");
        options.conversion.height = 10;
        const ExportResult r = exportModel(cubeAndLight(), out, options);
        QVERIFY(r.ok());
        QCOMPARE(r.shapeWarnings.size(), 1); // the light
        QVERIFY(r.shapeWarnings.first().contains(QStringLiteral("lamp")));
        const ReadResult back = readModelFile(out);
        QVERIFY(back.ok());
        QVERIFY(back.model.shapes.isEmpty());
        QCOMPARE(back.model.meshes.size(), 1);
        // The unit cube was scaled with the rest: 10 tall.
        QVERIFY(qAbs(modelBounds(back.model).size().z() - 10.0f) < 1e-3f);
    }

    void qmKeepsShapes()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("box.qm"));
        ExportOptions options;
        options.format = QStringLiteral("qm");
        const ExportResult r = exportModel(cubeAndLight(), out, options);
        QVERIFY(r.ok());
        QVERIFY(r.shapeWarnings.isEmpty());
        const ReadResult back = readModelFile(out);
        QVERIFY(back.ok());
        QCOMPARE(back.model.shapes.size(), 2);
    }

    void formatLimitsApply()
    {
        // IQM takes at most 255 joints: the conversion refuses more.
        Model model = makeSampleModel();
        while (model.skeleton.joints.size() <= 255) {
            Joint j;
            j.name = QStringLiteral("extra%1").arg(model.skeleton.joints.size());
            model.skeleton.joints.append(j);
        }
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("many.iqm"));
        ExportOptions options;
        options.format = QStringLiteral("iqm");
        const ExportResult r = exportModel(model, out, options);
        QVERIFY(!r.ok());
        QVERIFY(!r.conversionError.isEmpty());
        QVERIFY(!QFile::exists(out));
    }

    void conversionErrorWritesNothing()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("empty.iqe"));
        ExportOptions options;
        options.format = QStringLiteral("iqe");
        options.conversion.height = 5; // nothing has an extent
        const ExportResult r = exportModel(Model(), out, options);
        QVERIFY(!r.conversionError.isEmpty());
        QVERIFY(!QFile::exists(out));
    }

    void validationAndCompanions()
    {
        Model model = makeSampleModel();
        QVERIFY(!model.meshes.isEmpty());
        model.meshes[0].triangles.append(Triangle{0, 0, 0}); // degenerate
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("avatar.xmf"));
        ExportOptions options;
        options.format = QStringLiteral("xmf");
        options.validate = true;
        options.framegroups = true;
        const ExportResult r = exportModel(model, out, options);
        QVERIFY2(r.ok(), r.error ? qPrintable(r.error->toString()) : "");
        bool degenerate = false;
        for (const Finding &f : r.findings)
            degenerate = degenerate || f.check == Finding::Check::DegenerateTriangle;
        QVERIFY(degenerate);
        QVERIFY(QFile::exists(out));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("avatar.xsf"))));
        QVERIFY(QFile::exists(framegroupsPath(out)));
    }

    void progressAndCancel()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("sample.iqm"));
        ExportOptions options;
        options.format = QStringLiteral("iqm");
        QList<double> seen;
        const ExportResult r = exportModel(makeSampleModel(), out, options, [&](double f) {
            seen << f;
            return true;
        });
        QVERIFY(r.ok());
        // The conversion's share first, then the writer's, never going back.
        QCOMPARE(seen.first(), 0.05);
        QVERIFY(seen.size() >= 2);
        for (qsizetype i = 1; i < seen.size(); ++i)
            QVERIFY(seen[i] >= seen[i - 1] && seen[i] <= 1);

        const QString cancelled = dir.filePath(QStringLiteral("cancelled.iqm"));
        const ExportResult c = exportModel(makeSampleModel(), cancelled, options, [](double) { return false; });
        QVERIFY(c.cancelled);
        QVERIFY(!c.ok());
        QVERIFY(!QFile::exists(cancelled));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
