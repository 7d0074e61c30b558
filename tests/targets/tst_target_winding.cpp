// Engine exports turn the triangles the game would draw inside out
// (io/targets/FaceWinding): the engines draw clockwise fronts, Quarry's
// (c - a) x (b - a). A cube wound counter-clockwise outward comes out
// clockwise outward (its IQM, MDL and MD2 read back); one with half its
// triangles reversed comes out whole; one without normals is turned by its
// volume; Cal3D's paladin (wound counter-clockwise) comes out facing its
// normals and cally (mixed) too; a model already right (mrfixit.iqm) keeps
// its winding. --keep-winding keeps the winding, --flip-winding reverses
// it after; plain conversion never changes it; `quarry check --target`
// reports what the export turns.
#include "CliRunner.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/FaceWinding.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// A unit cube of flat faces (four vertices and one normal each), every
// triangle wound counter-clockwise seen from outside: (b - a) x (c - a)
// points out, the engines' front (c - a) x (b - a) in.
Model ccwCube(bool withNormals = true)
{
    const QVector3D axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    Mesh mesh;
    mesh.name = QStringLiteral("cube");
    for (int axis = 0; axis < 3; ++axis)
        for (float sign : {1.0f, -1.0f}) {
            const QVector3D n = sign * axes[axis];
            const QVector3D u = axes[(axis + 1) % 3] * sign, v = axes[(axis + 2) % 3];
            const quint32 base = quint32(mesh.positions.size());
            for (const auto &[du, dv] : {std::pair{-1.0f, -1.0f}, {1.0f, -1.0f}, {1.0f, 1.0f}, {-1.0f, 1.0f}}) {
                mesh.positions << n + du * u + dv * v;
                if (withNormals)
                    mesh.normals << n;
            }
            // u x v = n: base, base+1, base+2 runs counter-clockwise about n.
            mesh.triangles << Triangle{base, base + 1, base + 2} << Triangle{base, base + 2, base + 3};
        }
    Model model;
    model.meshes << mesh;
    return model;
}

// Six times the volume the engines' fronts enclose: > 0 when they face out.
double frontVolume(const Model &model)
{
    double volume = 0;
    for (const Mesh &mesh : model.meshes)
        for (const Triangle &t : mesh.triangles) {
            const QVector3D a = mesh.positions[t[0]], b = mesh.positions[t[1]], c = mesh.positions[t[2]];
            volume += double(QVector3D::dotProduct(a, QVector3D::crossProduct(c - a, b - a)));
        }
    return volume;
}

// The share of triangles whose front (c - a) x (b - a) agrees with the sum
// of their vertex normals.
double agreeing(const Model &model)
{
    qsizetype agree = 0, all = 0;
    for (const Mesh &mesh : model.meshes) {
        if (mesh.normals.size() != mesh.positions.size())
            continue;
        for (const Triangle &t : mesh.triangles) {
            const QVector3D a = mesh.positions[t[0]], b = mesh.positions[t[1]], c = mesh.positions[t[2]];
            const QVector3D n = mesh.normals[t[0]] + mesh.normals[t[1]] + mesh.normals[t[2]];
            ++all;
            if (QVector3D::dotProduct(QVector3D::crossProduct(c - a, b - a), n) > 0)
                ++agree;
        }
    }
    return all > 0 ? double(agree) / double(all) : 0.0;
}

struct Exported
{
    TargetExportResult result;
    Model model; // the written model read back
};

Exported exportAndRead(const Model &model, const QString &targetId, const QString &dir,
                       TargetExportOptions options = {})
{
    Exported e;
    const EngineTarget *chosen = findEngineTarget(targetId);
    if (!chosen)
        return e;
    options.outputDirectory = dir;
    options.name = QStringLiteral("thing");
    e.result = exportForTarget(model, *chosen, options);
    if (!e.result.ok())
        return e;
    const QString path = QDir(dir).filePath(targetModelPath(targetForExport(*chosen, options), options.name));
    ReadResult read = readModelFile(path);
    if (read.ok())
        e.model = read.model;
    else
        e.result.error = read.error->toString();
    return e;
}

bool hasKind(const QList<TargetFinding> &findings, TargetFinding::Kind kind)
{
    return std::any_of(findings.begin(), findings.end(), [kind](const TargetFinding &f) { return f.kind == kind; });
}

QString fixesOf(const TargetExportResult &result)
{
    return result.fixes.join(QLatin1Char('\n'));
}

} // namespace

class TestTargetWinding : public QObject
{
    Q_OBJECT

private slots:
    void cubeComesOutClockwiseOutward_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("singleModel");
        QTest::addColumn<QString>("title");
        QTest::newRow("xonotic") << QStringLiteral("xonotic") << false << QStringLiteral("Xonotic");
        QTest::newRow("darkplaces") << QStringLiteral("darkplaces") << false << QStringLiteral("DarkPlaces");
        QTest::newRow("ioquake3") << QStringLiteral("ioquake3") << true << QString();
        QTest::newRow("quakespasm (MDL)") << QStringLiteral("quakespasm") << false << QString();
        QTest::newRow("yquake2 (MD2)") << QStringLiteral("yquake2") << true << QString();
    }
    void cubeComesOutClockwiseOutward()
    {
        QFETCH(QString, target);
        QFETCH(bool, singleModel);
        QFETCH(QString, title);
        const Model source = ccwCube();
        QVERIFY(frontVolume(source) < 0);
        QCOMPARE(agreeing(source), 0.0);
        QTemporaryDir dir;
        TargetExportOptions options;
        options.singleModel = singleModel;
        const Exported e = exportAndRead(source, target, dir.path(), options);
        QVERIFY2(e.result.ok(), qPrintable(e.result.error));
        QVERIFY2(frontVolume(e.model) > 0, qPrintable(QString::number(frontVolume(e.model))));
        QCOMPARE(agreeing(e.model), 1.0);
        QVERIFY2(fixesOf(e.result).contains(QLatin1String("12 of 12 triangles turned to face outward for ") + title),
                 qPrintable(fixesOf(e.result)));
        QVERIFY(hasKind(e.result.findings, TargetFinding::Kind::FaceWinding));
    }

    // Every other triangle reversed: only those are turned.
    void mixedCubeComesOutWhole()
    {
        Model source = ccwCube();
        for (qsizetype i = 0; i < source.meshes[0].triangles.size(); i += 2)
            std::swap(source.meshes[0].triangles[i][1], source.meshes[0].triangles[i][2]);
        QCOMPARE(agreeing(source), 0.5);
        QTemporaryDir dir;
        const Exported e = exportAndRead(source, QStringLiteral("xonotic"), dir.path());
        QVERIFY2(e.result.ok(), qPrintable(e.result.error));
        QCOMPARE(agreeing(e.model), 1.0);
        QVERIFY(frontVolume(e.model) > 0);
        QVERIFY2(fixesOf(e.result).contains(QLatin1String("6 of 12 triangles turned to face outward for Xonotic")),
                 qPrintable(fixesOf(e.result)));
    }

    // No normals: a closed part by its volume, an open one by the vote of
    // its faces against the direction from its centre.
    void withoutNormalsByParts()
    {
        const Model closed = ccwCube(false);
        const FaceWindingReport closedReport = inwardFaces(closed);
        QCOMPARE(closedReport.inward, qsizetype(12));
        Model turned = closed;
        orientFacesOutward(turned);
        QVERIFY(frontVolume(turned) > 0);
        // Two cubes apart in one mesh, one wound each way: only the inward
        // one turns.
        Model two = ccwCube(false);
        Mesh &mesh = two.meshes[0];
        const quint32 offset = quint32(mesh.positions.size());
        const qsizetype first = mesh.triangles.size();
        for (qsizetype v = 0; v < offset; ++v)
            mesh.positions << mesh.positions[v] + QVector3D(5, 0, 0);
        for (qsizetype i = 0; i < first; ++i)
            mesh.triangles << Triangle{mesh.triangles[i][0] + offset, mesh.triangles[i][2] + offset,
                                       mesh.triangles[i][1] + offset};
        QCOMPARE(inwardFaces(two).inward, first);
        // An open bowl (the cube without its top) wound inward.
        Model bowl = ccwCube(false);
        bowl.meshes[0].triangles.remove(0, 2);
        QCOMPARE(inwardFaces(bowl).inward, qsizetype(10));
    }

    // --keep-winding keeps it; --flip-winding reverses after the turn.
    void keepAndFlip()
    {
        QTemporaryDir dir;
        TargetExportOptions keep;
        keep.keepWinding = true;
        const Exported kept = exportAndRead(ccwCube(), QStringLiteral("xonotic"), dir.filePath("keep"), keep);
        QVERIFY2(kept.result.ok(), qPrintable(kept.result.error));
        QVERIFY(frontVolume(kept.model) < 0);
        QVERIFY(!fixesOf(kept.result).contains(QLatin1String("turned to face outward")));
        QVERIFY(!hasKind(kept.result.findings, TargetFinding::Kind::FaceWinding));

        TargetExportOptions flip;
        flip.conversion.flipWinding = true;
        const Exported flipped = exportAndRead(ccwCube(), QStringLiteral("xonotic"), dir.filePath("flip"), flip);
        QVERIFY(frontVolume(flipped.model) < 0);
        QVERIFY2(fixesOf(flipped.result).contains(QLatin1String("(--flip-winding)")),
                 qPrintable(fixesOf(flipped.result)));

        flip.keepWinding = true; // the old way: the source's winding reversed
        const Exported both = exportAndRead(ccwCube(), QStringLiteral("xonotic"), dir.filePath("both"), flip);
        QVERIFY(frontVolume(both.model) > 0);
    }

    // The command line: check reports, convert --target turns, plain
    // convert keeps every triangle as read.
    void commandLine()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("cube.iqm"));
        QVERIFY(writeModelFile(ccwCube(), source, QStringLiteral("iqm")).ok());
        const CliRun check = runQuarry(
            {QStringLiteral("check"), source, QStringLiteral("--target"), QStringLiteral("xonotic")});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.out.contains(QLatin1String("fixed on export: 12 of 12 triangles face inward as Xonotic draws "
                                                  "them")),
                 qPrintable(check.out));
        const CliRun keep = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                       QStringLiteral("xonotic"), QStringLiteral("--keep-winding")});
        QVERIFY2(!keep.out.contains(QLatin1String("face inward")), qPrintable(keep.out));

        const CliRun convert = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--target"),
                                          QStringLiteral("xonotic"), QStringLiteral("--out-dir"),
                                          dir.filePath(QStringLiteral("game"))});
        QCOMPARE(convert.exitCode, 0);
        QVERIFY2((convert.out + convert.err).contains(QLatin1String("12 of 12 triangles turned to face outward")),
                 qPrintable(convert.out + convert.err));

        // Several inputs (a batch): --keep-winding reaches each export.
        const QString second = dir.filePath(QStringLiteral("second.iqm"));
        QVERIFY(QFile::copy(source, second));
        for (const bool keep : {false, true}) {
            const QString out = dir.filePath(keep ? QStringLiteral("kept") : QStringLiteral("turned"));
            QStringList arguments{
                QStringLiteral("convert"),   source, second, QStringLiteral("--target"), QStringLiteral("xonotic"),
                QStringLiteral("--out-dir"), out};
            if (keep)
                arguments << QStringLiteral("--keep-winding");
            const CliRun batch = runQuarry(arguments);
            QCOMPARE(batch.exitCode, 0);
            int models = 0;
            for (QDirIterator it(out, {QStringLiteral("*.iqm")}, QDir::Files, QDirIterator::Subdirectories);
                 it.hasNext();) {
                const ReadResult written = readModelFile(it.next());
                QVERIFY(written.ok());
                QVERIFY2(keep ? frontVolume(written.model) < 0 : frontVolume(written.model) > 0,
                         qPrintable(it.filePath()));
                ++models;
            }
            QCOMPARE(models, 2);
        }

        const QString plain = dir.filePath(QStringLiteral("plain.iqm"));
        const CliRun copy = runQuarry({QStringLiteral("convert"), source, plain});
        QCOMPARE(copy.exitCode, 0);
        const ReadResult read = readModelFile(plain);
        QVERIFY(read.ok());
        QCOMPARE(read.model.meshes[0].triangles, ccwCube().meshes[0].triangles);
    }

    // Cal3D's paladin winds counter-clockwise: drawn inside out unless turned.
    void paladinFacesItsNormals_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("paladin") << QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");
        QTest::newRow("cally") << QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/cally/cally.cfg");
    }
    void paladinFacesItsNormals()
    {
        QFETCH(QString, path);
        if (!QFileInfo::exists(path))
            QSKIP(qPrintable(path + QStringLiteral(" is absent")));
        const ReadResult read = readModelFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        const double before = agreeing(read.model);
        QTemporaryDir dir;
        TargetExportOptions keep;
        keep.keepWinding = true;
        const Exported kept = exportAndRead(read.model, QStringLiteral("xonotic"), dir.filePath("keep"), keep);
        QVERIFY2(kept.result.ok(), qPrintable(kept.result.error));
        const Exported e = exportAndRead(read.model, QStringLiteral("xonotic"), dir.filePath("game"));
        QVERIFY2(e.result.ok(), qPrintable(e.result.error));
        const double after = agreeing(e.model);
        qInfo("%s: %.3f of the triangles face their normals as read, %.3f exported with --keep-winding, %.3f "
              "exported",
              qPrintable(QTest::currentDataTag()), before, agreeing(kept.model), after);
        QVERIFY2(after > 0.95, qPrintable(QString::number(after)));
        if (QLatin1String(QTest::currentDataTag()) == QLatin1String("paladin")) {
            QVERIFY2(before < 0.5, qPrintable(QString::number(before)));
            QVERIFY2(agreeing(kept.model) < 0.5, qPrintable(QString::number(agreeing(kept.model))));
        }
        QVERIFY2(fixesOf(e.result).contains(QLatin1String("triangles turned to face outward for Xonotic")),
                 qPrintable(fixesOf(e.result)));
    }

    // A model already wound as the engines draw keeps its winding.
    void mrfixitKeepsItsWinding()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFileInfo::exists(path))
            QSKIP("mrfixit.iqm is absent");
        const ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        QCOMPARE(inwardFaces(read.model).inward, qsizetype(0));
        QTemporaryDir dir;
        const Exported e = exportAndRead(read.model, QStringLiteral("xonotic"), dir.path());
        QVERIFY2(e.result.ok(), qPrintable(e.result.error));
        QVERIFY2(!fixesOf(e.result).contains(QLatin1String("turned to face outward")), qPrintable(fixesOf(e.result)));
        QVERIFY(!hasKind(e.result.findings, TargetFinding::Kind::FaceWinding));
        QCOMPARE(agreeing(e.model), agreeing(read.model));
        QVERIFY(agreeing(e.model) > 0.95);
    }
};

QTEST_GUILESS_MAIN(TestTargetWinding)
#include "tst_target_winding.moc"
