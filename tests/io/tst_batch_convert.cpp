// `quarry convert IN... --out-dir DIR --to FORMAT [-j N] [--json]` through
// the real binary: good files written beside a broken one, which is named;
// XMF meshes finding their companions with no options; the JSON report.
#include "CliRunner.h"
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

class TestBatchConvert : public QObject
{
    Q_OBJECT

private:
    static CliRun run(const QStringList &args)
    {
        return runQuarry(args, CliOptions().withoutDisplay().withTimeout(120000));
    }

    static QString sample() { return QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"); }
    static QString corpus(const QString &name) { return QStringLiteral(QUARRY_CORPUS_DIR "/") + name; }

    static QByteArray bytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static bool write(const QString &path, const QByteArray &data)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
    }
    // The single-file conversion of `input`, as the reference a batch must match.
    static QByteArray convertedAlone(const QString &input, const QString &output, const QStringList &options = {})
    {
        const CliRun r = run(QStringList{QStringLiteral("convert"), input, output} + options);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return bytes(output);
    }

private Q_SLOTS:
    void brokenFileAmongGoodOnes()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.iqe")), b = dir.filePath(QStringLiteral("b.iqe"));
        const QString broken = dir.filePath(QStringLiteral("broken.iqe"));
        QVERIFY(QFile::copy(sample(), a));
        QVERIFY(QFile::copy(QFile::exists(corpus(QStringLiteral("iqm/mrfixit.iqe")))
                                ? corpus(QStringLiteral("iqm/mrfixit.iqe"))
                                : sample(),
                            b));
        QVERIFY(write(broken, "# Inter-Quake Export\nmesh m\nvp 0 0 zero\n"));
        const QString out = dir.filePath(QStringLiteral("out"));

        const CliRun r = run({QStringLiteral("convert"), a, broken, b, QStringLiteral("--out-dir"), out,
                              QStringLiteral("--to"), QStringLiteral("iqm"), QStringLiteral("-j"),
                              QStringLiteral("2")});
        QCOMPARE(r.exitCode, 1);
        // One line per file with a count, the broken one named with its line.
        QCOMPARE(r.out.count(QStringLiteral("/3]")), 3);
        QVERIFY2(r.out.contains(QStringLiteral("FAILED ") + broken + QStringLiteral(":3:")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("converted 2 of 3 files")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("failed: ") + broken), qPrintable(r.out));
        QVERIFY(!QFile::exists(QDir(out).filePath(QStringLiteral("broken.iqm"))));
        // The good ones are written, each as a conversion of it alone writes it.
        const QByteArray batchA = bytes(QDir(out).filePath(QStringLiteral("a.iqm")));
        const QByteArray batchB = bytes(QDir(out).filePath(QStringLiteral("b.iqm")));
        QVERIFY(!batchA.isEmpty() && !batchB.isEmpty());
        QCOMPARE(batchA, convertedAlone(a, dir.filePath(QStringLiteral("alone_a.iqm"))));
        QCOMPARE(batchB, convertedAlone(b, dir.filePath(QStringLiteral("alone_b.iqm"))));
        QVERIFY(readModelFile(QDir(out).filePath(QStringLiteral("b.iqm"))).ok());
    }

    void jsonReport()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.iqe")), broken = dir.filePath(QStringLiteral("broken.iqm"));
        QVERIFY(QFile::copy(sample(), a));
        QVERIFY(write(broken, QByteArray("INTERQUAKEMODEL\0", 16) + QByteArray(8, '\x02')));
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliRun r = run({QStringLiteral("convert"), a, broken, QStringLiteral("--out-dir"), out,
                              QStringLiteral("--to"), QStringLiteral("iqe"), QStringLiteral("--json"),
                              QStringLiteral("-j"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1);
        QJsonParseError error;
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(r.out));
        QCOMPARE(report.value(QStringLiteral("converted")).toInt(), 1);
        QCOMPARE(report.value(QStringLiteral("failed")).toInt(), 1);
        const QJsonArray files = report.value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 2);
        QCOMPARE(files[0].toObject().value(QStringLiteral("input")).toString(), a);
        QCOMPARE(files[0].toObject().value(QStringLiteral("output")).toString(),
                 QDir(out).filePath(QStringLiteral("a.iqe")));
        QVERIFY(files[0].toObject().value(QStringLiteral("ok")).toBool());
        QVERIFY(!files[1].toObject().value(QStringLiteral("ok")).toBool());
        QVERIFY(files[1].toObject().value(QStringLiteral("error")).toString().startsWith(broken));
        QVERIFY(QFile::exists(QDir(out).filePath(QStringLiteral("a.iqe"))));
        // The per-file lines went to standard error, out of the report's way.
        QVERIFY2(r.err.contains(QStringLiteral("[2/2]")), qPrintable(r.err));
    }

    // What the conversion did ("changed 2 texture paths") is a line of its
    // own, as for one file, not a warning; the report lists it as a note.
    void conversionStepsAreNotWarnings()
    {
        QTemporaryDir dir;
        QByteArray text = bytes(sample());
        QVERIFY(!text.isEmpty());
        text.replace("material \"body\"", "material \"textures/dir/body.tga\"");
        const QString a = dir.filePath(QStringLiteral("a.iqe")), b = dir.filePath(QStringLiteral("b.iqe"));
        QVERIFY(write(a, text) && write(b, text));
        const QString out = dir.filePath(QStringLiteral("out"));
        const QStringList args{QStringLiteral("convert"),
                               a,
                               b,
                               QStringLiteral("--out-dir"),
                               out,
                               QStringLiteral("--to"),
                               QStringLiteral("iqm"),
                               QStringLiteral("--strip-texture-dirs"),
                               QStringLiteral("-j"),
                               QStringLiteral("1")};
        const CliRun r = run(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains(QLatin1String("warning: changed")), qPrintable(r.err));
        const QStringList lines = r.err.split(QLatin1Char('\n'));
        QCOMPARE(lines.filter(QStringLiteral("changed 1 texture path")).size(), 2);
        for (const QString &line : lines.filter(QStringLiteral("changed 1 texture path")))
            QCOMPARE(line, QStringLiteral("  changed 1 texture path"));
        const CliRun json = run(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray files =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 2);
        const QJsonObject first = files[0].toObject();
        QCOMPARE(first.value(QStringLiteral("notes")).toArray().first().toString(),
                 QStringLiteral("changed 1 texture path"));
        QVERIFY(first.value(QStringLiteral("warnings")).toArray().isEmpty());
    }

    void sameOutputNameIsRefused()
    {
        QTemporaryDir dir;
        const QString iqe = dir.filePath(QStringLiteral("m.iqe")), iqm = dir.filePath(QStringLiteral("m.iqm"));
        QVERIFY(QFile::copy(sample(), iqe));
        QCOMPARE(run({QStringLiteral("convert"), iqe, iqm}).exitCode, 0);
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliRun r = run({QStringLiteral("convert"), iqe, iqm, QStringLiteral("--out-dir"), out,
                              QStringLiteral("--to"), QStringLiteral("iqe")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("would overwrite the output of ") + iqe), qPrintable(r.out));
        QCOMPARE(bytes(QDir(out).filePath(QStringLiteral("m.iqe"))),
                 convertedAlone(iqe, dir.filePath(QStringLiteral("again.iqe"))));
    }

    void badJobCount()
    {
        const CliRun r = run({QStringLiteral("convert"), sample(), QStringLiteral("--out-dir"), QDir::tempPath(),
                              QStringLiteral("--to"), QStringLiteral("iqm"), QStringLiteral("-j"),
                              QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("-j")));
    }

    void companionsFoundWithoutOptions()
    {
        const QString dokuro = corpus(QStringLiteral("xmf/dokuro/"));
        if (!QFile::exists(dokuro + QStringLiteral("DokuroChan.xmf")))
            QSKIP("corpus avatar xmf/dokuro not found (QUARRY_CORPUS_DIR)");
        QTemporaryDir dir;
        const QStringList names = QDir(dokuro).entryList(QDir::Files);
        for (const QString &name : names)
            QVERIFY(QFile::copy(dokuro + name, dir.filePath(name)));
        const QString xmf = dir.filePath(QStringLiteral("DokuroChan.xmf"));
        QStringList materials;
        for (int n = 0; QFile::exists(dir.filePath(QStringLiteral("DokuroChan_%1.xrf").arg(n))); ++n)
            materials << QStringLiteral("--material") << dir.filePath(QStringLiteral("DokuroChan_%1.xrf").arg(n));
        QVERIFY(materials.size() > 2);
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliRun r = run({QStringLiteral("convert"), xmf, QStringLiteral("--out-dir"), out, QStringLiteral("--to"),
                              QStringLiteral("iqm"), QStringLiteral("--fps"), QStringLiteral("10")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QByteArray batch = bytes(QDir(out).filePath(QStringLiteral("DokuroChan.iqm")));
        const QByteArray alone = convertedAlone(
            xmf, dir.filePath(QStringLiteral("alone.iqm")),
            QStringList{QStringLiteral("--skeleton"), dir.filePath(QStringLiteral("DokuroChan.xsf")),
                        QStringLiteral("--animation"), dir.filePath(QStringLiteral("DokuroChan_test_bone.xaf")),
                        QStringLiteral("--fps"), QStringLiteral("10")}
                + materials);
        QVERIFY(!alone.isEmpty());
        QCOMPARE(batch, alone);
        const ReadResult read = readModelFile(QDir(out).filePath(QStringLiteral("DokuroChan.iqm")));
        QVERIFY(read.ok());
        QCOMPARE(read.model.skeleton.joints.size(), 99);
        QCOMPARE(read.model.animations.size(), 1);

        // Renamed so that nothing matches by name, a .cfg beside the mesh
        // lists its skeleton, animation and materials.
        QVERIFY(
            QFile::rename(dir.filePath(QStringLiteral("DokuroChan.xsf")), dir.filePath(QStringLiteral("bones.xsf"))));
        QVERIFY(QFile::rename(dir.filePath(QStringLiteral("DokuroChan_test_bone.xaf")),
                              dir.filePath(QStringLiteral("moves.xaf"))));
        QByteArray cfg = "skeleton=bones.xsf\nanimation=moves.xaf\nmesh=DokuroChan.xmf\n";
        for (int n = 0; n + 1 < materials.size(); n += 2)
            cfg += "material=" + QFileInfo(materials[n + 1]).fileName().toUtf8() + '\n';
        QVERIFY(write(dir.filePath(QStringLiteral("DokuroChan.cfg")), cfg));
        const QString out2 = dir.filePath(QStringLiteral("out2"));
        const CliRun r2 = run({QStringLiteral("convert"), xmf, QStringLiteral("--out-dir"), out2,
                               QStringLiteral("--to"), QStringLiteral("iqm"), QStringLiteral("--fps"),
                               QStringLiteral("10")});
        QVERIFY2(r2.exitCode == 0, qPrintable(r2.err + r2.out));
        const QByteArray viaCfg = bytes(QDir(out2).filePath(QStringLiteral("DokuroChan.iqm")));
        // The same avatar (its animation named after its file, so not the same bytes).
        const ReadResult cfgRead = readModelFile(QDir(out2).filePath(QStringLiteral("DokuroChan.iqm")));
        QVERIFY(cfgRead.ok());
        QCOMPARE(cfgRead.model.skeleton.joints.size(), 99);
        QCOMPARE(cfgRead.model.animations.size(), 1);
        QCOMPARE(cfgRead.model.animations[0].frameCount(), read.model.animations[0].frameCount());
        QCOMPARE(cfgRead.model.meshes.size(), read.model.meshes.size());
        QVERIFY(!viaCfg.isEmpty());
        QCOMPARE(cfgRead.model.materials.size(), read.model.materials.size());
        for (qsizetype m = 0; m < read.model.meshes.size(); ++m)
            QCOMPARE(cfgRead.model.meshes[m].triangles, read.model.meshes[m].triangles);

        // --skeleton still overrides what is found.
        const CliRun r3 = run({QStringLiteral("convert"), xmf, QStringLiteral("--out-dir"),
                               dir.filePath(QStringLiteral("out3")), QStringLiteral("--to"), QStringLiteral("iqm"),
                               QStringLiteral("--skeleton"), dir.filePath(QStringLiteral("missing.xsf"))});
        QCOMPARE(r3.exitCode, 1);
        QVERIFY2(r3.out.contains(QStringLiteral("missing.xsf")), qPrintable(r3.out));
    }

    // "variant.xmf" beside "DokuroChan.xsf": the folder's only skeleton is
    // its skeleton, with the materials and animation named after it. With
    // no skeleton at all, the warning names --skeleton and the mesh is
    // written static, with no error about joints that are not there.
    void skeletonOfAnotherName()
    {
        const QString dokuro = corpus(QStringLiteral("xmf/dokuro/"));
        if (!QFile::exists(dokuro + QStringLiteral("DokuroChan.xmf")))
            QSKIP("corpus avatar xmf/dokuro not found (QUARRY_CORPUS_DIR)");
        QTemporaryDir dir;
        for (const QString &name : QDir(dokuro).entryList(QDir::Files))
            QVERIFY(QFile::copy(
                dokuro + name,
                dir.filePath(name == QLatin1String("DokuroChan.xmf") ? QStringLiteral("variant.xmf") : name)));
        const QString xmf = dir.filePath(QStringLiteral("variant.xmf"));
        const AvatarFiles found = findAvatarCompanions(xmf);
        QCOMPARE(QFileInfo(found.skeleton).fileName(), QStringLiteral("DokuroChan.xsf"));
        QCOMPARE(found.animations.size(), 1);
        QCOMPARE(found.materials.size(), 32);

        const QString out = dir.filePath(QStringLiteral("out"));
        const CliRun r = run({QStringLiteral("convert"), xmf, QStringLiteral("--out-dir"), out, QStringLiteral("--to"),
                              QStringLiteral("iqm")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(!(r.err + r.out).contains(QLatin1String("static mesh")), qPrintable(r.err + r.out));
        const ReadResult read = readModelFile(QDir(out).filePath(QStringLiteral("variant.iqm")));
        QVERIFY(read.ok());
        QCOMPARE(read.model.skeleton.joints.size(), 99);
        QCOMPARE(read.model.animations.size(), 1);
        // The materials named after the skeleton (DokuroChan_N.xrf): every mesh has one.
        QVERIFY(read.model.materials.size() > 1);
        for (const Mesh &mesh : read.model.meshes)
            QVERIFY2(mesh.material >= 0 && !read.model.materials[mesh.material].name.isEmpty(), qPrintable(mesh.name));

        // Two skeletons: neither is taken.
        QVERIFY(QFile::copy(dir.filePath(QStringLiteral("DokuroChan.xsf")), dir.filePath(QStringLiteral("other.xsf"))));
        QVERIFY(findAvatarCompanions(xmf).skeleton.isEmpty());
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("other.xsf"))));
        // None: said so, naming --skeleton; a static mesh is written.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("DokuroChan.xsf"))));
        const QString out2 = dir.filePath(QStringLiteral("out2"));
        const CliRun none = run({QStringLiteral("convert"), xmf, QStringLiteral("--out-dir"), out2,
                                 QStringLiteral("--to"), QStringLiteral("iqm")});
        const QString said = none.err + none.out;
        QVERIFY2(none.exitCode == 0, qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("--skeleton")) && said.contains(QLatin1String("static mesh")),
                 qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("bound to joint")), qPrintable(said));
        const ReadResult staticRead = readModelFile(QDir(out2).filePath(QStringLiteral("variant.iqm")));
        QVERIFY(staticRead.ok());
        QCOMPARE(staticRead.model.skeleton.joints.size(), 0);
        for (const Mesh &mesh : staticRead.model.meshes)
            QVERIFY(!mesh.isSkinned());
    }
};

QTEST_GUILESS_MAIN(TestBatchConvert)
#include "tst_batch_convert.moc"
