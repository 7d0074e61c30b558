// MD2: a hand-written file read field by field and written back byte for
// byte; detection by content; a changed model written afresh (GL commands
// that draw every triangle once, aligned offsets) and read back; Quake's
// MDL corpus converted to MD2; damaged files; Assimp's MD2 importer reading
// what Quarry writes.
#include "DarkPlacesCheck.h"
#include "Md2Fixture.h"

#include "io/Formats.h"
#include "io/md2/Md2GlCommands.h"
#include "io/md2/Md2Reader.h"
#include "io/md2/Md2Writer.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"
#include "model/MorphWeights.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;
using quake::readF32;
using quake::readI16;
using quake::readI32;

namespace {

// A triangle as text, rotated to start at its smallest corner (winding kept).
QString triangleKey(std::array<qint64, 3> t)
{
    while (t[0] > t[1] || t[0] > t[2])
        t = {t[1], t[2], t[0]};
    return QStringLiteral("%1 %2 %3").arg(t[0]).arg(t[1]).arg(t[2]);
}

// The file's triangles by (xyz << 16 | st) corners, and those its GL
// commands draw (st found from the command's s, t): both must be the same,
// each once.
void checkGlCommands(const QByteArray &file)
{
    const char *d = file.constData();
    const qint32 w = readI32(d + 8), h = readI32(d + 12), numSt = readI32(d + 28), numTris = readI32(d + 32),
                 numGl = readI32(d + 36), ofsSt = readI32(d + 48), ofsTris = readI32(d + 52), ofsGl = readI32(d + 60);
    QMultiHash<QString, int> expected;
    for (qint32 t = 0; t < numTris; ++t) {
        const char *p = d + ofsTris + 12 * t;
        std::array<qint64, 3> c{};
        for (int k = 0; k < 3; ++k)
            c[k] = (qint64(readI16(p + 2 * k)) << 16) | quint16(readI16(p + 6 + 2 * k));
        expected.insert(triangleKey(c), t);
    }
    auto stOf = [&](float s, float t) {
        for (qint32 i = 0; i < numSt; ++i)
            if (qAbs((readI16(d + ofsSt + 4 * i) + 0.5f) / w - s) < 1e-6f
                && qAbs((readI16(d + ofsSt + 4 * i + 2) + 0.5f) / h - t) < 1e-6f)
                return i;
        return -1;
    };
    QStringList drawn;
    qint64 at = ofsGl;
    for (;;) {
        const qint32 count = readI32(d + at);
        at += 4;
        if (count == 0)
            break;
        QList<qint64> corners;
        for (qint32 i = 0; i < qAbs(count); ++i, at += 12)
            corners.append((qint64(readI32(d + at + 8)) << 16) | stOf(readF32(d + at), readF32(d + at + 4)));
        for (qsizetype i = 0; i + 2 < corners.size(); ++i) {
            if (count < 0)
                drawn << triangleKey({corners[0], corners[i + 1], corners[i + 2]});
            else if (i % 2 == 0)
                drawn << triangleKey({corners[i], corners[i + 1], corners[i + 2]});
            else
                drawn << triangleKey({corners[i + 1], corners[i], corners[i + 2]});
        }
    }
    QCOMPARE((at - ofsGl) / 4, qint64(numGl));
    QCOMPARE(drawn.size(), expected.size());
    QStringList keys = expected.keys();
    keys.sort();
    drawn.sort();
    QCOMPARE(drawn, keys);
}

} // namespace

class TestMd2 : public QObject
{
    Q_OBJECT

private slots:
    void readsTheFixture()
    {
        const QByteArray file = md2Fixture();
        QVERIFY(probeMd2(file));
        const ReadResult r = readMd2(QStringLiteral("tank.md2"), file);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const Mesh &mesh = r.model.meshes[0];
        QCOMPARE(mesh.name, QStringLiteral("tank"));
        QCOMPARE(mesh.vertexCount(), 4);
        QCOMPARE(mesh.triangles[1], (Triangle{0, 2, 3}));
        QCOMPARE(mesh.positions[1], QVector3D(4, 0, 1));
        QCOMPARE(mesh.normals[2], quake::normal(5));
        QCOMPARE(mesh.texcoords[0][2], QVector2D(15.5f / 16, 7.5f / 8));
        QCOMPARE(mesh.morphs.size(), 1);
        QCOMPARE(mesh.morphs[0].vertices, (QList<quint32>{3}));
        QCOMPARE(mesh.morphs[0].positions[0], QVector3D(-4, 8, 9));
        QCOMPARE(r.model.materials.size(), 1);
        QCOMPARE(r.model.materials[0].texturePath(), QStringLiteral("models/test/skin.pcx"));
        QCOMPARE(r.model.animations.size(), 1);
        QCOMPARE(r.model.animations[0].name, QStringLiteral("run"));
        QCOMPARE(r.model.animations[0].frameCount(), 2);
        QCOMPARE(r.warnings.size(), 0);
        checkGlCommands(file);
    }

    // Quake II's player frames (game/m_player.h) group as its animations:
    // pain101-104, pain201-204 and pain301-304 are three, death101-106 …
    // three more, stand01-40 and run1-6 lose their numbers.
    void groupsQuake2PlayerFrameNames()
    {
        const QList<std::pair<QByteArray, int>> table = {
            {"stand", 40},  {"run", 6},     {"attack", 8},  {"pain1", 4},  {"pain2", 4},  {"pain3", 4},   {"jump", 6},
            {"flip", 12},   {"salute", 11}, {"taunt", 17},  {"wave", 11},  {"point", 12}, {"crstnd", 19}, {"crwalk", 6},
            {"crattak", 9}, {"crpain", 4},  {"crdeath", 5}, {"death1", 6}, {"death2", 6}, {"death3", 8}};
        // m_player.h pads the two-digit series (stand01, flip01) and the
        // three-digit ones (pain101), not the others (run1, crpain1).
        const QList<QByteArray> padded = {"stand", "flip", "salute", "taunt", "wave", "point", "crstnd"};
        QList<QByteArray> names;
        for (const auto &[name, count] : table)
            for (int k = 1; k <= count; ++k) {
                const bool series = name.back() >= '0' && name.back() <= '9';
                names << name
                             + (series || padded.contains(name) ? QByteArray::number(k).rightJustified(2, '0')
                                                                : QByteArray::number(k));
            }
        QCOMPARE(names.size(), 198);
        QCOMPARE(names[54], QByteArray("pain101"));
        QCOMPARE(names[197], QByteArray("death308"));
        const ReadResult r = readMd2(QStringLiteral("tris.md2"), md2Fixture(names));
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.animations.size(), table.size());
        for (qsizetype a = 0; a < table.size(); ++a) {
            QCOMPARE(r.model.animations[a].name, QString::fromLatin1(table[a].first));
            QCOMPARE(r.model.animations[a].frameCount(), table[a].second);
        }
    }

    // Quake's frames as modelgen's .qc names them, and numbers that count on
    // past 99 or are zero-padded to three digits, stay one animation each.
    void groupsFramesCountingOn()
    {
        QList<QByteArray> names;
        for (int k = 1; k <= 120; ++k)
            names << "walk" + QByteArray::number(k);
        for (int k = 1; k <= 12; ++k)
            names << "frame" + QByteArray::number(k).rightJustified(3, '0');
        names << "deathc1"
              << "deathc2"
              << "axatt1"
              << "axatt2"
              << "axattb1"
              << "axattb2";
        const ReadResult r = readMd2(QStringLiteral("quake.md2"), md2Fixture(names));
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QStringList found;
        for (const Animation &a : r.model.animations)
            found << QStringLiteral("%1 %2").arg(a.name).arg(a.frameCount());
        QCOMPARE(found, (QStringList{QStringLiteral("walk 120"), QStringLiteral("frame 12"), QStringLiteral("deathc 2"),
                                     QStringLiteral("axatt 2"), QStringLiteral("axattb 2")}));
    }

    void writesTheFixtureBackByteForByte()
    {
        const ReadResult r = readMd2(QStringLiteral("tank.md2"), md2Fixture());
        QVERIFY(r.ok());
        const WriteResult w = writeMd2(r.model, QStringLiteral("out.md2"));
        QVERIFY(w.ok());
        QCOMPARE(w.data, md2Fixture());
        // Read to be looked at or written in another format: no copy, no
        // fingerprint, the same model otherwise.
        const ReadResult looked = readMd2(QStringLiteral("tank.md2"), md2Fixture(), withoutSaveBack({}));
        QVERIFY(looked.ok());
        QVERIFY(!looked.model.extras.contains(QStringLiteral("md2.source")));
        QVERIFY(!looked.model.extras.contains(QStringLiteral("md2.key")));
        Model kept = r.model;
        kept.extras.remove(QStringLiteral("md2.source"));
        kept.extras.remove(QStringLiteral("md2.key"));
        QVERIFY(looked.model == kept);
    }

    void detectsByContentUnderAnotherName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tank.md3"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(md2Fixture());
        out.close();
        QCOMPARE(detectFormat(path), QStringLiteral("md2"));
        QVERIFY(readModelFile(path).ok());
    }

    void rewritesAChangedModel()
    {
        const ReadResult r = readMd2(QStringLiteral("tank.md2"), md2Fixture());
        QVERIFY(r.ok());
        Model m = r.model;
        m.meshes[0].positions[0] += QVector3D(0, 0, 0.25f);
        WriteOptions options;
        options.options.insert(QStringLiteral("md2.skinPath"), QStringLiteral("models/other/"));
        const WriteResult w = writeMd2(m, QStringLiteral("out.md2"), options);
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QVERIFY(w.data != md2Fixture());
        const char *d = w.data.constData();
        QCOMPARE(readI32(d + 16), 40 + 4 * readI32(d + 24));
        for (int field = 44; field <= 64; field += 4)
            QCOMPARE(readI32(d + field) % 4, 0);
        QCOMPARE(readI32(d + 64), qint32(w.data.size()));
        QCOMPARE(QByteArray(d + 68), QByteArray("models/other/skin.pcx"));
        checkGlCommands(w.data);
        const ReadResult back = readMd2(QStringLiteral("out.md2"), w.data);
        QVERIFY(back.ok());
        const Mesh &mesh = back.model.meshes[0];
        QCOMPARE(mesh.vertexCount(), 4);
        QCOMPARE(mesh.morphs.size(), 1);
        QCOMPARE(back.model.animations[0].name, QStringLiteral("run"));
        for (qsizetype v = 0; v < 4; ++v)
            QVERIFY((mesh.positions[v] - m.meshes[0].positions[v]).length() < 0.05f);
        QCOMPARE(mesh.texcoords[0], m.meshes[0].texcoords[0]);
    }

    void stripsAndFansCoverAGrid()
    {
        // A 6 × 5 grid of quads: every triangle drawn once, in fewer
        // commands than triangles.
        QList<std::array<quint32, 3>> triangles;
        auto at = [](quint32 x, quint32 y) { return y * 7 + x; };
        for (quint32 y = 0; y < 5; ++y)
            for (quint32 x = 0; x < 6; ++x) {
                triangles.append({at(x, y), at(x + 1, y + 1), at(x + 1, y)});
                triangles.append({at(x, y), at(x, y + 1), at(x + 1, y + 1)});
            }
        const QList<md2::GlCommand> commands = md2::buildGlCommands(triangles);
        QSet<QString> drawn;
        qsizetype count = 0;
        for (const md2::GlCommand &c : commands)
            for (qsizetype i = 0; i + 2 < c.corners.size(); ++i) {
                std::array<qint64, 3> t = c.fan
                                              ? std::array<qint64, 3>{c.corners[0], c.corners[i + 1], c.corners[i + 2]}
                                          : i % 2 == 0
                                              ? std::array<qint64, 3>{c.corners[i], c.corners[i + 1], c.corners[i + 2]}
                                              : std::array<qint64, 3>{c.corners[i + 1], c.corners[i], c.corners[i + 2]};
                drawn.insert(triangleKey(t));
                ++count;
            }
        QCOMPARE(count, triangles.size());
        for (const auto &t : std::as_const(triangles))
            QVERIFY(drawn.contains(triangleKey({t[0], t[1], t[2]})));
        QVERIFY2(commands.size() * 3 < triangles.size(), qPrintable(QString::number(commands.size())));
        // A row of quads: the first triangle is second in the chain of
        // neighbours, so a strip from it takes the 11 after it (a fan takes
        // three at most), and the one before is drawn alone.
        const QList<std::array<quint32, 3>> row = triangles.mid(0, 12);
        const QList<md2::GlCommand> strip = md2::buildGlCommands(row);
        QCOMPARE(strip.size(), 2);
        QVERIFY(!strip[0].fan);
        QCOMPARE(strip[0].corners.size(), 13);
    }

    void convertsQuakeModels()
    {
        const QStringList files = mdlCorpusFiles();
        if (files.isEmpty())
            QSKIP("corpus real/mdl/block-quake not found (QUARRY_CORPUS_DIR)");
        for (const QString &name : files) {
            const ReadResult r = readModelFile(QDir(mdlCorpusDir()).filePath(name));
            QVERIFY(r.ok());
            WriteOptions options;
            options.options.insert(QStringLiteral("md2.limits"), false);
            const WriteResult w = writeMd2(r.model, QStringLiteral("x.md2"), options);
            QVERIFY2(w.ok(), qPrintable(name + (w.error ? w.error->toString() : QString())));
            checkGlCommands(w.data);
            const ReadResult back = readMd2(QStringLiteral("x.md2"), w.data);
            QVERIFY2(back.ok(), qPrintable(name));
            QCOMPARE(back.model.meshes[0].morphs.size(), r.model.meshes[0].morphs.size());
            QCOMPARE(back.model.meshes[0].triangles.size() <= r.model.meshes[0].triangles.size(), true);
        }
    }

    void flippedBytesGiveAModelOrAnError()
    {
        // Seeded byte flips of the fixture: every one reads or says why.
        QRandomGenerator random(45);
        const QByteArray file = md2Fixture();
        for (int i = 0; i < 3000; ++i) {
            QByteArray bad = file;
            for (int k = 0, n = 1 + int(random.bounded(4)); k < n; ++k)
                bad[random.bounded(bad.size())] = char(random.bounded(256));
            const ReadResult r = readMd2(QStringLiteral("flipped"), bad);
            QVERIFY(r.ok() || !r.error->message.isEmpty());
        }
    }

    void damagedFilesGiveErrors()
    {
        const QByteArray file = md2Fixture();
        for (qsizetype n = 0; n < file.size(); ++n) {
            const ReadResult r = readMd2(QStringLiteral("cut.md2"), file.first(n));
            QVERIFY2(!r.ok(), qPrintable(QStringLiteral("%1 bytes").arg(n)));
            QVERIFY(!r.error->message.isEmpty());
        }
        QByteArray bad = file;
        const qint32 ofsTris = readI32(file.constData() + 52);
        bad[ofsTris + 2] = 9; // triangle 0's second vertex
        const ReadResult r = readMd2(QStringLiteral("bad.md2"), bad);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->offset, qint64(ofsTris + 2));
    }

    void assimpReadsWhatQuarryWrites()
    {
        const QString assimp = QStandardPaths::findExecutable(QStringLiteral("assimp"));
        if (assimp.isEmpty())
            QSKIP("assimp (assimp-utils) not installed");
        QTemporaryDir dir;
        QList<QPair<QString, Model>> models;
        Model fixture = readMd2(QStringLiteral("tank.md2"), md2Fixture()).model;
        fixture.extras.remove(QStringLiteral("md2.source"));
        models.append({QStringLiteral("tank"), fixture});
        const QStringList files = mdlCorpusFiles();
        for (const QString &name : files.mid(0, 3))
            models.append(
                {QFileInfo(name).completeBaseName(), readModelFile(QDir(mdlCorpusDir()).filePath(name)).model});
        for (const auto &[name, model] : std::as_const(models)) {
            const QString path = dir.filePath(name + QStringLiteral(".md2"));
            const WriteResult w = writeModelFile(model, path, QStringLiteral("md2"));
            QVERIFY2(w.ok(), qPrintable(name + (w.error ? w.error->toString() : QString())));
            QProcess p;
            p.start(assimp, {QStringLiteral("info"), path});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 0);
            const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            const QRegularExpressionMatch faces = QRegularExpression(QStringLiteral("Faces:\\s+(\\d+)")).match(out);
            QVERIFY2(faces.hasMatch(), qPrintable(out));
            QCOMPARE(faces.captured(1).toInt(), readI32(bytes.constData() + 32));
        }
    }

    void darkPlacesLoadsWhatQuarryWrites()
    {
        const QString server = darkPlacesServer();
        if (server.isEmpty())
            QSKIP("darkplaces-server not installed");
        QList<QPair<QString, QByteArray>> files;
        Model fixture = readMd2(QStringLiteral("tank.md2"), md2Fixture()).model;
        fixture.meshes[0].positions[0] += QVector3D(0, 0, 0.25f);
        files.append({QStringLiteral("tank"), writeMd2(fixture, QStringLiteral("tank.md2")).data});
        const QStringList names = mdlCorpusFiles();
        for (const QString &name : names.mid(0, 3))
            files.append(
                {QFileInfo(name).completeBaseName(),
                 writeMd2(readModelFile(QDir(mdlCorpusDir()).filePath(name)).model, QStringLiteral("x.md2")).data});
        for (const auto &[name, bytes] : std::as_const(files)) {
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            const DarkPlacesLoad load = loadInDarkPlaces(server, name + QStringLiteral(".md2"), bytes);
            QVERIFY2(load.loaded, qPrintable(load.output));
            QCOMPARE(load.faces, readI32(bytes.constData() + 32));
        }
    }
};

QTEST_GUILESS_MAIN(TestMd2)
#include "tst_md2.moc"
