// A Quake III player written as IQM parts fitted to ioquake3's hunk: the
// estimate of what R_LoadIQM takes (tr_model_iqm.c: per vertex, per
// triangle, per joint, per joint per frame a pose, per frame the bounds)
// checked against a count by hand, the file estimate against files
// written, and the sample avatar DokuroChan (a 162 s capture at 30 frames
// a second, whose IQM and MD3 players together ran the game's 128 MB hunk
// out) within half the hunk once fitted, the export saying so; with --fps
// the rate is kept and the export warns.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/md3/Md3PlayerFrames.h"
#include "io/md3/Md3PlayerIqmFit.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kDokuro = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg");

// A part's size and frames as its written IQM's header gives them; the
// file's size in `fileBytes`.
Quake3PartSize iqmPartSize(const QString &path, qint64 *frames, qint64 *fileBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray data = file.readAll();
    if (data.size() < 124 || !data.startsWith("INTERQUAKEMODEL"))
        return {};
    auto word = [&data](qsizetype at) { return qFromLittleEndian<quint32>(data.constData() + at); };
    auto field = [&word](int i) { return word(16 + 4 * i); };
    Quake3PartSize size;
    size.meshes = field(5);
    size.levelVertices = field(8);
    size.levelTriangles = field(10);
    size.joints = int(field(13));
    const quint32 ofsText = field(4), ofsJoints = field(14), ofsArrays = field(9);
    for (int j = 0; j < size.joints; ++j) {
        const quint32 name = word(ofsJoints + 48 * qsizetype(j));
        size.jointNameBytes += qstrlen(data.constData() + ofsText + name) + 1;
    }
    for (quint32 a = 0; a < field(7); ++a)
        size.colors = size.colors || word(ofsArrays + 20 * qsizetype(a)) == 6; // IQM_COLOR
    *frames = field(19);
    *fileBytes = data.size();
    return size;
}

} // namespace

class TestTargetPlayerIqmFit : public QObject
{
    Q_OBJECT

private slots:
    // A box of 8 vertices and 12 triangles on two joints ("root", "arm"),
    // 10 frames, as R_LoadIQM allocates it.
    void estimateByHand()
    {
        Quake3PartSize box;
        box.meshes = 1;
        box.levelVertices = 8;
        box.levelTriangles = 12;
        box.joints = 2;
        box.jointNameBytes = 5 + 4; // "root\0", "arm\0"
        const qint64 hand = 256 // iqmData_t
                            + 1 * (112 + 64) // srfIQModel_t and srfVaoIQModel_t
                            + 12 * 3 * 4 // triangles
                            + 8 * (3 * 4 + 2 * 4 + 3 * 4 + 4 * 4) // positions, texcoords, normals, tangents
                            + 8 * 4 + 8 * (4 + 4) // influences, their blend indexes and weights (bytes)
                            + 9 + 2 * 4 + 2 * 12 * 4 * 2 // joint names, parents, bind and inverse bind matrices
                            + 2 * 10 * 80 // poses per joint per frame (iqmTransform_t, as the game keeps it)
                            + 10 * 6 * 4; // bounds
        QCOMPARE(hand, qint64(3105));
        QCOMPARE(quake3IqmKeptBytes(box, 10), hand);
        // Colours: four bytes a vertex more.
        box.colors = true;
        QCOMPARE(quake3IqmKeptBytes(box, 10), hand + 8 * 4);
        // Each frame more: a pose per joint and the bounds.
        box.colors = false;
        QCOMPARE(quake3IqmKeptBytes(box, 11) - quake3IqmKeptBytes(box, 10), qint64(2 * 80 + 24));
    }

    // The file estimate against the parts written for the figure: never
    // under the file, and not far over it.
    void fileEstimateAgainstWritten()
    {
        Model model = biped();
        Animation sway = swayAnimation(int(model.skeleton.size()), 4.0);
        sway.fps = 30;
        model.animations = {sway};
        QTemporaryDir dir;
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("hero");
        options.playerFormat = QStringLiteral("iqm");
        const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")),
                                                          options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const char *part : {"lower", "upper", "head"}) {
            qint64 frames = 0, bytes = 0;
            const Quake3PartSize size = iqmPartSize(
                dir.filePath(QStringLiteral("models/players/hero/%1.iqm").arg(QLatin1String(part))), &frames, &bytes);
            QVERIFY2(size.levelVertices > 0 && frames > 0, part);
            const qint64 estimate = quake3IqmFileBytes(size, frames);
            qInfo("%s.iqm: %lld bytes, estimated %lld (%lld frames, %d joints)", part, bytes, estimate, frames,
                  size.joints);
            QVERIFY2(estimate >= bytes && estimate < 3 * bytes, part);
        }
    }

    // The sample avatar: at its own 30 frames a second its parts would
    // take more than half the game's hunk; the export lowers the rate, says
    // so, and the parts written are estimated within the budget. With
    // --fps 30 the rate is kept and the export warns.
    void dokuroChanFitted()
    {
        if (!QFileInfo::exists(kDokuro))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(kDokuro);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        auto exportAt = [&read](const QString &dir, double fps) {
            TargetExportOptions options;
            options.outputDirectory = dir;
            options.name = QStringLiteral("hero");
            options.playerFormat = QStringLiteral("iqm");
            options.conversion.fps = fps;
            return exportForTarget(read.model, *findEngineTarget(QStringLiteral("ioquake3")), options);
        };
        auto hunkOf = [](const QString &dir) {
            std::array<Quake3PartSize, 3> sizes;
            std::array<qint64, 3> frames{};
            int i = 0;
            for (const char *part : {"lower", "upper", "head"}) {
                qint64 bytes = 0;
                sizes[size_t(i)] = iqmPartSize(
                    QDir(dir).filePath(QStringLiteral("models/players/hero/%1.iqm").arg(QLatin1String(part))),
                    &frames[size_t(i)], &bytes);
                qInfo("%s.iqm: %lld bytes, %lld frames, %d joints, %lld vertices, kept %lld", part, bytes,
                      frames[size_t(i)], sizes[size_t(i)].joints, qint64(sizes[size_t(i)].levelVertices),
                      quake3IqmKeptBytes(sizes[size_t(i)], frames[size_t(i)]));
                ++i;
            }
            return quake3IqmPlayerHunkBytes(sizes[0], frames[0], sizes[1], frames[1], sizes[2]);
        };
        QTemporaryDir dir;
        const TargetExportResult result = exportAt(dir.path(), 0);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const qint64 fitted = hunkOf(dir.path());
        qInfo("DokuroChan's IQM player, fitted: about %lld MB of the hunk", fitted >> 20);
        const QString fixes = result.fixes.filter(QLatin1String("fitted")).join(QLatin1Char('\n'));
        qInfo("%s", qPrintable(fixes));
        QVERIFY2(fixes.contains(QLatin1String("frames fitted to ioquake3's memory: animations at")), qPrintable(fixes));
        QVERIFY2(fixes.contains(QLatin1String("lower.iqm")), qPrintable(fixes));
        QVERIFY2(fitted > 0 && fitted <= kQuake3PlayerHunkBudget, qPrintable(QString::number(fitted)));

        QTemporaryDir given;
        const TargetExportResult kept = exportAt(given.path(), 30);
        QVERIFY2(kept.ok(), qPrintable(kept.error));
        const QString warnings = kept.warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QLatin1String("past the 64 MB it can spare of its 128 MB hunk")),
                 qPrintable(warnings));
        const qint64 whole = hunkOf(given.path());
        qInfo("DokuroChan's IQM player at --fps 30: about %lld MB of the hunk", whole >> 20);
        QVERIFY2(whole > kQuake3PlayerHunkBudget, qPrintable(QString::number(whole)));
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerIqmFit)
#include "tst_target_player_iqm_fit.moc"
