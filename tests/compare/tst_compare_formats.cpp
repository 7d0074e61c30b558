// The corpus avatar against its own IQM, IQE, XMF and glTF conversions:
// each within the default tolerance (its encoding steps are far smaller).
#include "io/Export.h"
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/ops/Compare.h"
#include "model/ops/Resample.h"
#include "model/ops/SampleModel.h"

#include <QtTest>

using namespace quarry;

namespace {

const QString kAvatar = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
// The same avatar as Cal3D ships it: binary files, scaled by the .cfg to a
// hundredth (3.75 cm tall), where many joints sit under a millimetre from
// their parents.
const QString kScaledAvatar = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg");

ReadResult readWithCompanions(const QString &path)
{
    ReadOptions options;
    if (path.endsWith(QLatin1String(".xmf")) || path.endsWith(QLatin1String(".cmf")))
        options.companions = findAvatarCompanions(path).toCompanions();
    return readModelFile(path, options);
}

// An MD3 conversion test's source: the sample model (`source` empty) or a
// corpus file, read (a failed read is said and gives false).
bool md3Source(const QString &source, Model &model)
{
    if (source.isEmpty()) {
        model = makeSampleModel();
        return true;
    }
    const ReadResult r = readModelFile(source);
    if (!r.ok()) {
        qWarning("%s", qPrintable(r.error->toString()));
        return false;
    }
    model = r.model;
    return true;
}

} // namespace

class TestCompareFormats : public QObject
{
    Q_OBJECT

private slots:
    void avatarAgainstItsConversions_data()
    {
        QTest::addColumn<QString>("extension");
        for (const char *ext : {"iqm", "iqe", "xmf", "glb"})
            QTest::newRow(ext) << QString::fromLatin1(ext);
    }

    void avatarAgainstItsConversions()
    {
        QFETCH(QString, extension);
        if (!QFileInfo::exists(kAvatar))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this test needs ../shared/corpus/xmf/dokuro");
        const QString format = formatForWriting(QStringLiteral("x.") + extension);
        if (format.isEmpty())
            QSKIP("no writer for this extension in this build");
        const ReadResult source = readWithCompanions(kAvatar);
        QVERIFY2(source.ok(), source.ok() ? "" : qPrintable(source.error->toString()));
        QCOMPARE(source.model.animations.size(), 1);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("DokuroChan.") + extension);
        ExportOptions options;
        options.format = format;
        const ExportResult written = exportModel(source.model, path, options);
        QVERIFY2(written.ok(), written.error ? qPrintable(written.error->toString()) : "conversion");
        const ReadResult back = readWithCompanions(path);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));

        CompareOptions compare;
        compare.frames = 60;
        const CompareReport r = compareModels(source.model, back.model, compare);
        qInfo("%s: joints largest %g mean %g; surface largest %g mean %g; uv %g; normals %g deg; %d differences",
              qPrintable(extension), r.joints.largest, r.joints.mean, r.surface.largest, r.surface.mean,
              r.texcoords.largest, r.normals.largest, int(r.differences.size()));
        QCOMPARE(r.animations.size(), 1);
        QCOMPARE(r.animations[0].timeCount, 60);
        QCOMPARE(r.jointsMatched, 99);
        QCOMPARE(r.unmatchedA, 0);
        QCOMPARE(r.unmatchedB, 0);
        QCOMPARE(r.verticesMatched, source.model.vertexCount());
        QVERIFY(r.surface.samples > 0);
        QVERIFY2(r.withinTolerance(), qPrintable(compareReportText(r, source.model, back.model)));
        // Far within: the encoding steps (IQM's quantized frames, text
        // decimals) are a small part of the tolerance.
        QVERIFY(r.joints.largest < 0.001 && r.surface.largest < 0.001);
    }

    void scaledAvatarAgainstItsConversions_data()
    {
        QTest::addColumn<QString>("extension");
        for (const char *ext : {"iqm", "iqe", "xmf", "cmf", "glb", "gltf", "dae"})
            QTest::newRow(ext) << QString::fromLatin1(ext);
    }

    void scaledAvatarAgainstItsConversions()
    {
        QFETCH(QString, extension);
        if (!QFileInfo::exists(kScaledAvatar))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this test needs ../shared/corpus/cal3d");
        const QString format = formatForWriting(QStringLiteral("x.") + extension);
        if (format.isEmpty())
            QSKIP("no writer for this extension in this build");
        const ReadResult source = readModelFile(kScaledAvatar);
        QVERIFY2(source.ok(), source.ok() ? "" : qPrintable(source.error->toString()));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("DokuroChan.") + extension);
        ExportOptions options;
        options.format = format;
        const ExportResult written = exportModel(source.model, path, options);
        QVERIFY2(written.ok(), written.error ? qPrintable(written.error->toString()) : "conversion");
        const ReadResult back = readWithCompanions(path);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));

        CompareOptions compare;
        compare.frames = 60;
        const CompareReport r = compareModels(source.model, back.model, compare);
        qInfo("%s: joints largest %g mean %g; surface largest %g mean %g", qPrintable(extension), r.joints.largest,
              r.joints.mean, r.surface.largest, r.surface.mean);
        QCOMPARE(r.jointsMatched, 99);
        QVERIFY(r.surface.samples > 0);
        QVERIFY2(r.withinTolerance(), qPrintable(compareReportText(r, source.model, back.model)));
        QVERIFY(r.joints.largest < 0.001 && r.surface.largest < 0.001);
        // The facial morph animation too, where the format holds it.
        QCOMPARE(source.model.animations.size(), 2);
        const bool holdsMorphs = QStringList{QStringLiteral("xmf"), QStringLiteral("cmf"), QStringLiteral("glb"),
                                             QStringLiteral("gltf")}
                                     .contains(extension);
        QCOMPARE(back.model.animations.size(), holdsMorphs ? 2 : 1);
        QCOMPARE(r.animations.size(), back.model.animations.size());
    }

    // An MD3 holds no skeleton and no bind pose, only frames: its vertices
    // are found where the first animation starts, both models posed there,
    // and it then moves like the model it was made from, within MD3's step
    // of 1/64 unit (two steps at most; far within the tolerance).
    void md3Conversion_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("sample") << QString();
        QTest::newRow("mrfixit") << QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
    }

    void md3Conversion()
    {
        QFETCH(QString, source);
        if (!source.isEmpty() && !QFileInfo::exists(source))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this row needs ../shared/corpus/iqm");
        Model model;
        QVERIFY(md3Source(source, model));
        QVERIFY(!model.animations.isEmpty() && !model.skeleton.isEmpty());
        // At the rate the file is read back at (MD3 keeps no rate: the game's
        // animation.cfg gives it), so that the two are compared at one time
        // and differ only by MD3's encoding.
        for (Animation &animation : model.animations)
            animation = resampleAnimation(animation, 15);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("converted.md3"));
        ExportOptions options;
        options.format = QStringLiteral("md3");
        const ExportResult written = exportModel(model, path, options);
        QVERIFY2(written.ok(), written.error ? qPrintable(written.error->toString()) : "conversion");
        const ReadResult back = readModelFile(path);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        QVERIFY(back.model.skeleton.isEmpty());

        CompareOptions compare;
        compare.frames = 30;
        const CompareReport r = compareModels(model, back.model, compare);
        qInfo("surface largest %g mean %g of the height", r.surface.largest, r.surface.mean);
        QCOMPARE(r.matchedAtAnimation, 0);
        QCOMPARE(r.unmatchedA, 0);
        QCOMPARE(r.unmatchedB, 0);
        QCOMPARE(r.bindSurface.samples, 0);
        QVERIFY(r.surface.samples > 0);
        QVERIFY2(r.withinTolerance(), qPrintable(compareReportText(r, model, back.model)));
        QVERIFY(r.surface.largest * r.height <= 2.0 / 64); // within two of MD3's steps
        QVERIFY(compareReportText(r, model, back.model).contains(QStringLiteral("no bind pose")));
        // B against A: the same matching from the other side.
        const CompareReport reverse = compareModels(back.model, model, compare);
        QCOMPARE(reverse.matchedAtAnimation, 0);
        QCOMPARE(reverse.unmatchedA, 0);
        QVERIFY(reverse.withinTolerance());
    }

    // Written with its .framegroups, an MD3 reads back with the clips'
    // names and rates: it compares with its source as it is, at the
    // source's own rates (no resampling to the 15 frames a second an MD3
    // alone is read at).
    void md3WithFramegroups_data() { md3Conversion_data(); }

    void md3WithFramegroups()
    {
        QFETCH(QString, source);
        if (!source.isEmpty() && !QFileInfo::exists(source))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this row needs ../shared/corpus/iqm");
        Model model;
        QVERIFY(md3Source(source, model));
        QVERIFY(!model.animations.isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("converted.md3"));
        ExportOptions options;
        options.format = QStringLiteral("md3");
        options.framegroups = true;
        const ExportResult written = exportModel(model, path, options);
        QVERIFY2(written.ok(), written.error ? qPrintable(written.error->toString()) : "conversion");
        const ReadResult back = readModelFile(path);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        QCOMPARE(back.model.animations.size(), model.animations.size());
        for (qsizetype a = 0; a < model.animations.size(); ++a) {
            QCOMPARE(back.model.animations[a].name, model.animations[a].name);
            QCOMPARE(back.model.animations[a].fps, model.animations[a].fps);
            QCOMPARE(back.model.animations[a].frameCount(), model.animations[a].frameCount());
        }
        CompareOptions compare;
        compare.frames = 30;
        const CompareReport r = compareModels(model, back.model, compare);
        QVERIFY2(r.withinTolerance(), qPrintable(compareReportText(r, model, back.model)));
        QVERIFY(r.surface.samples > 0);
        QVERIFY(r.surface.largest * r.height <= 2.0 / 64);
        // Without its .framegroups the times do not meet.
        ReadOptions alone;
        alone.options.insert(QStringLiteral("md3.sidecar"), false);
        const CompareReport apart = compareModels(model, readModelFile(path, alone).model, compare);
        QVERIFY(!apart.withinTolerance());
    }
};

QTEST_GUILESS_MAIN(TestCompareFormats)
#include "tst_compare_formats.moc"
