// Cal3D material ids: the N of <base>_N.xrf names, else the order the
// files were given in; the corpus avatar's 32 materials in any order, read
// and on the command line.
#include "io/Formats.h"
#include "io/xmf/CalXml.h"
#include "io/xmf/MaterialIds.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Pose.h"
#include "model/ops/Conversion.h"
#include "model/ops/SampleModel.h"

#include "CliRunner.h"
#include "XmfFixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

using namespace quarry;
using namespace quarry::test;
using namespace xmffixtures;
class TestXmfMaterialIds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void materialIdRule()
    {
        // Numbered names: N is the id, whatever the order.
        MaterialIds ids = materialIds(
            {QStringLiteral("d/a_2.xrf"), QStringLiteral("d/a_0.xrf"), QStringLiteral("d/a_1.xrf")});
        QCOMPARE(ids.rule, MaterialIds::Rule::FileNumbers);
        QCOMPARE(ids.files,
                 QStringList({QStringLiteral("d/a_0.xrf"), QStringLiteral("d/a_1.xrf"), QStringLiteral("d/a_2.xrf")}));
        // Names without numbers, a gap, a repeated number, two bases: the given order, with the reason.
        const QList<QStringList> given = {
            {QStringLiteral("skin.xrf"), QStringLiteral("eyes.xrf")},
            {QStringLiteral("a_2.xrf"), QStringLiteral("a_0.xrf")},
            {QStringLiteral("a_1.xrf"), QStringLiteral("x/a_1.xrf")},
            {QStringLiteral("a_1.xrf"), QStringLiteral("b_0.xrf")},
            {QStringLiteral("a_1.xrf"), QStringLiteral("skin.xrf")},
        };
        for (const QStringList &files : given) {
            ids = materialIds(files);
            QCOMPARE(ids.rule, MaterialIds::Rule::GivenOrder);
            QCOMPARE(ids.files, files);
            QCOMPARE(ids.reason.isEmpty(), files[0] == QLatin1String("skin.xrf"));
        }
        QCOMPARE(materialIds({}).rule, MaterialIds::Rule::None);
    }

    // The corpus avatar's 32 materials given shuffled, as a multi-selection
    // or a shell glob gives them: each id still gets its own file.
    void corpusMaterialIdsFromNames()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");
        if (!QFileInfo::exists(dir + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): xmf/dokuro");
        const QStringList shuffled = shuffledDokuroMaterials(dir);
        ReadOptions options;
        options.companions << dir + QStringLiteral("/DokuroChan.xsf") << shuffled;
        const ReadResult r = readModelFile(dir + QStringLiteral("/DokuroChan.xmf"), options);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.materials.size(), 32);
        for (int n = 0; n < 32; ++n)
            QCOMPARE(r.model.materials[n], dokuroMaterial(dir, n));
        QCOMPARE(r.model.meshes[0].extras.value(QStringLiteral("xmf.material")).toInt(), 18);
        QCOMPARE(r.model.meshes[0].material, 18);
        QCOMPARE(r.model.materials[r.model.meshes[0].material].maps[0].path, QStringLiteral("L_body.bmp.tga"));
        for (const Mesh &mesh : r.model.meshes)
            QCOMPARE(mesh.material, mesh.extras.value(QStringLiteral("xmf.material")).toInt());
        QCOMPARE(r.notes.size(), 1);
        QVERIFY2(r.notes[0].message.contains(QLatin1String("numbers in the material file names")),
                 qPrintable(r.notes[0].message));
        // Names that do not all carry a number: the given order, and the note says so.
        QTemporaryDir tmp;
        const QString renamed = tmp.filePath(QStringLiteral("skin.xrf"));
        QVERIFY(QFile::copy(shuffled[0], renamed));
        QStringList mixed = shuffled;
        mixed[0] = renamed;
        options.companions = QStringList{dir + QStringLiteral("/DokuroChan.xsf")} + mixed;
        const ReadResult given = readModelFile(dir + QStringLiteral("/DokuroChan.xmf"), options);
        QVERIFY(given.ok());
        for (int n = 0; n < 32; ++n)
            QCOMPARE(given.model.materials[n], readModelFile(mixed[n]).model.materials[0]);
        QCOMPARE(given.notes.size(), 1);
        QVERIFY2(given.notes[0].message.contains(QLatin1String("order the 32 material files were given in")),
                 qPrintable(given.notes[0].message));
    }

    void corpusMaterialIdsOnTheCommandLine()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");
        if (!QFileInfo::exists(dir + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): xmf/dokuro");
        const QStringList shuffled = shuffledDokuroMaterials(dir);
        // As a shell expands "--material DokuroChan_*.xrf": the option takes
        // the first file, the others follow as arguments.
        const QStringList materials = QStringList{QStringLiteral("--material")} + shuffled;
        const QString xmf = dir + QStringLiteral("/DokuroChan.xmf");
        const CliRun info = runQuarry(QStringList{QStringLiteral("info"), xmf, QStringLiteral("--json")} + materials,
                                      CliOptions().withoutDisplay().withTimeout(30000));
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QVERIFY2(info.err.contains(QLatin1String("note: ")) && info.err.contains(QLatin1String("material file names")),
                 qPrintable(info.err));
        const QJsonObject json = QJsonDocument::fromJson(info.out.toUtf8()).object();
        const QJsonArray names = json.value(QStringLiteral("materials")).toArray();
        QCOMPARE(names.size(), 32);
        for (int n = 0; n < 32; ++n)
            QCOMPARE(names[n].toObject().value(QStringLiteral("name")).toString(), dokuroMaterial(dir, n).name);
        QCOMPARE(
            json.value(QStringLiteral("meshes")).toArray()[0].toObject().value(QStringLiteral("material")).toString(),
            QStringLiteral("L_body.bmp.tga"));

        // convert writes material N as <out>_N.xrf: each must be the avatar's own N.
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("dokuro.xmf"));
        const CliRun convert = runQuarry(QStringList{QStringLiteral("convert"), xmf, out, QStringLiteral("--skeleton"),
                                                     dir + QStringLiteral("/DokuroChan.xsf")}
                                             + materials,
                                         CliOptions().withoutDisplay().withTimeout(30000));
        QVERIFY2(convert.exitCode == 0, qPrintable(convert.err));
        QVERIFY2(convert.err.contains(QLatin1String("material file names")), qPrintable(convert.err));
        for (int n = 0; n < 32; ++n) {
            const ReadResult written = readModelFile(tmp.filePath(QStringLiteral("dokuro_%1.xrf").arg(n)));
            QVERIFY2(written.ok(), qPrintable(errorText(written)));
            // Name and extras follow the new file's name; the contents must be material n's.
            const Material &got = written.model.materials[0];
            const Material expected = dokuroMaterial(dir, n);
            QCOMPARE(got.maps, expected.maps);
            QCOMPARE(got.ambient, expected.ambient);
            QCOMPARE(got.diffuse, expected.diffuse);
            QCOMPARE(got.specular, expected.specular);
            QCOMPARE(got.shininess, expected.shininess);
        }
        // A quoted pattern is expanded by quarry itself.
        const CliRun pattern = runQuarry({QStringLiteral("info"), xmf, QStringLiteral("--json"),
                                          QStringLiteral("--material"), dir + QStringLiteral("/DokuroChan_*.xrf")},
                                         CliOptions().withoutDisplay().withTimeout(30000));
        QVERIFY2(pattern.exitCode == 0, qPrintable(pattern.err));
        QCOMPARE(QJsonDocument::fromJson(pattern.out.toUtf8()).object().value(QStringLiteral("materials")).toArray(),
                 names);
    }

private:
    static Material dokuroMaterial(const QString &dir, int n)
    {
        const ReadResult r = readModelFile(dir + QStringLiteral("/DokuroChan_%1.xrf").arg(n));
        return r.ok() && r.model.materials.size() == 1 ? r.model.materials[0] : Material{};
    }

    // The 32 material files in a fixed shuffled order in which neither
    // DokuroChan_18 nor DokuroChan_26 (the same texture) is 18th.
    static QStringList shuffledDokuroMaterials(const QString &dir)
    {
        QStringList files;
        for (int n = 0; n < 32; ++n)
            files << dir + QStringLiteral("/DokuroChan_%1.xrf").arg(n);
        QRandomGenerator random(13);
        for (qsizetype i = files.size() - 1; i > 0; --i)
            files.swapItemsAt(i, random.bounded(int(i) + 1));
        auto at18 = [&files] { return QFileInfo(files[18]).completeBaseName(); };
        while (at18() == QLatin1String("DokuroChan_18") || at18() == QLatin1String("DokuroChan_26"))
            files.move(18, 0);
        return files;
    }
};

QTEST_GUILESS_MAIN(TestXmfMaterialIds)
#include "tst_xmf_material_ids.moc"
