// MDL: a hand-written file read field by field and written back byte for
// byte; detection by content (an MDL named .md3); a changed model written
// afresh and read back; the engine limits; damaged files; the corpus
// (block-quake's twelve models) byte for byte and rewritten; Assimp's MDL
// importer reading what Quarry writes.
#include "DarkPlacesCheck.h"
#include "MdlFixture.h"

#include "io/EmbeddedTextures.h"
#include "io/Formats.h"
#include "io/mdl/MdlReader.h"
#include "io/mdl/MdlWriter.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// The model's positions at an animation's time.
QList<QVector3D> posed(const Model &model, int animation, float time)
{
    const MorphWeights w = animationMorphWeights(model, model.animations[animation], time);
    return morphedPositions(model.meshes[0], w.value(0));
}

Model withoutSource(Model model)
{
    model.extras.remove(QStringLiteral("mdl.source"));
    model.extras.remove(QStringLiteral("mdl.key"));
    return model;
}

} // namespace

class TestMdl : public QObject
{
    Q_OBJECT

private slots:
    void readsTheFixture()
    {
        const QByteArray file = mdlFixture();
        QVERIFY(probeMdl(file));
        const ReadResult r = readMdl(QStringLiteral("fixture.mdl"), file);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const Model &m = r.model;
        QCOMPARE(m.meshes.size(), 1);
        const Mesh &mesh = m.meshes[0];
        QCOMPARE(mesh.name, QStringLiteral("fixture"));
        // Four vertices and the seam vertex's copy for the back triangle.
        QCOMPARE(mesh.vertexCount(), 5);
        QCOMPARE(mesh.triangles[0], (Triangle{0, 1, 2}));
        QCOMPARE(mesh.triangles[1], (Triangle{4, 3, 2}));
        QCOMPARE(mesh.positions[1], QVector3D(10 * 0.5f - 8, 2, 0));
        QCOMPARE(mesh.positions[4], mesh.positions[1]);
        QCOMPARE(mesh.positions[3], QVector3D(-8, 20 * 0.25f + 2, 4));
        QCOMPARE(mesh.normals[0], quake::normal(5));
        QCOMPARE(mesh.normals[3], quake::normal(6));
        // Texel centres; the copy half the skin's width to the right.
        QCOMPARE(mesh.texcoords[0][1], QVector2D(3.5f / 8, 1.5f / 4));
        QCOMPARE(mesh.texcoords[0][4], QVector2D(7.5f / 8, 1.5f / 4));
        // Five poses: four morph targets; only vertex 3 moves.
        QCOMPARE(mesh.morphs.size(), 4);
        QCOMPARE(mesh.morphs[0].vertices, (QList<quint32>{3}));
        QCOMPARE(mesh.morphs[3].positions[0], QVector3D(-8, 7, 8));
        // Skins: a material each, the group's images with their intervals.
        QCOMPARE(m.materials.size(), 3);
        QCOMPARE(m.materials[1].name, QStringLiteral("skin1_0"));
        QCOMPARE(m.materials[2].extras.value(QStringLiteral("mdl.skin")).toInt(), 1);
        QCOMPARE(m.materials[2].extras.value(QStringLiteral("mdl.interval")).toFloat(), 0.2f);
        const QVariantMap embedded = m.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
        QCOMPARE(embedded.size(), 3);
        const QImage skin = QImage::fromData(
            embedded.value(m.materials[0].texturePath()).toMap().value(QStringLiteral("data")).toByteArray());
        QCOMPARE(skin.size(), QSize(8, 4));
        QCOMPARE(skin.format(), QImage::Format_Indexed8);
        QCOMPARE(skin.pixelIndex(3, 1), 11);
        QCOMPARE(skin.color(11), quake::quakeColorTable()[11]);
        // Animations: the single frames by name, the group at its intervals.
        QCOMPARE(m.animations.size(), 2);
        QCOMPARE(m.animations[0].name, QStringLiteral("stand"));
        QCOMPARE(m.animations[0].frameCount(), 2);
        QCOMPARE(m.animations[1].name, QStringLiteral("run"));
        QVERIFY(m.animations[1].extras.value(QStringLiteral("mdl.group")).toBool());
        QCOMPARE(m.animations[1].duration, double(0.25f));
        QCOMPARE(posed(m, 0, 0.0f)[3].z(), 4.0f);
        QCOMPARE(posed(m, 0, 0.1f)[3].z(), 5.0f);
        QCOMPARE(posed(m, 1, 0.0f)[3].z(), 6.0f);
        QCOMPARE(posed(m, 1, 0.1f)[3].z(), 7.0f);
        QCOMPARE(posed(m, 1, 0.25f)[3].z(), 8.0f);
        QCOMPARE(m.extras.value(QStringLiteral("mdl.flags")).toInt(), 0x4108);
        QCOMPARE(m.extras.value(QStringLiteral("mdl.synctype")).toInt(), 1);
    }

    void writesTheFixtureBackByteForByte()
    {
        const QByteArray file = mdlFixture();
        const ReadResult r = readMdl(QStringLiteral("fixture.mdl"), file);
        QVERIFY(r.ok());
        const WriteResult w = writeMdl(r.model, QStringLiteral("out.mdl"));
        QVERIFY(w.ok());
        QCOMPARE(w.data, file);
        // A header field changed through the extras is patched in.
        Model flags = r.model;
        flags.extras.insert(QStringLiteral("mdl.flags"), 0x1008);
        const WriteResult f = writeMdl(flags, QStringLiteral("out.mdl"));
        QCOMPARE(quake::readI32(f.data.constData() + 76), 0x08);
        QCOMPARE(f.data.size(), file.size());
    }

    void detectsByContentUnderAnotherName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("model.md3"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(mdlFixture());
        out.close();
        QCOMPARE(detectFormat(path), QStringLiteral("mdl"));
        for (const QString &pattern : {QStringLiteral("*.mdl"), QStringLiteral("*.md2")}) {
            QVERIFY(readFilters().join(QLatin1Char(' ')).contains(pattern));
            QVERIFY(writeFilters().join(QLatin1Char(' ')).contains(pattern));
        }
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes[0].morphs.size(), 4);
        // Saving an MDL keeps its skins inside it: the written file is the same.
        const QString again = dir.filePath(QStringLiteral("again.mdl"));
        QVERIFY(writeModelFile(r.model, again, QStringLiteral("mdl")).ok());
        QFile in(again);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), mdlFixture());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("again_skin0.png"))));
    }

    void readsAnMd3NamedMdlByItsHeader()
    {
        QTemporaryDir dir;
        const ReadResult r = readMdl(QStringLiteral("fixture.mdl"), mdlFixture());
        QVERIFY(r.ok());
        const QString md3 = dir.filePath(QStringLiteral("model.md3"));
        QVERIFY(writeModelFile(withoutSource(r.model), md3, QStringLiteral("md3")).ok());
        const QString named = dir.filePath(QStringLiteral("model.mdl"));
        QVERIFY(QFile::rename(md3, named));
        QCOMPARE(detectFormat(named), QStringLiteral("md3"));
        const ReadResult back = readModelFile(named);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        QCOMPARE(back.model.meshes[0].triangles.size(), 2);
        // Neither: the reason names the format the extension says.
        QFile junk(dir.filePath(QStringLiteral("junk.mdl")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not a model at all");
        junk.close();
        QString why;
        QCOMPARE(detectFormat(junk.fileName(), &why), QString());
        QVERIFY2(why.contains(QStringLiteral("not an MDL file")), qPrintable(why));
    }

    void groupIntervalsThatDoNotRiseAreRead()
    {
        // The run group's second interval (0.25) set to 0.05, below the first.
        QByteArray file = mdlFixture();
        const qsizetype second = file.size() - 3 * (24 + 16) - 8;
        QCOMPARE(quake::readF32(file.constData() + second), 0.25f);
        quake::writeF32(file.data() + second, 0.05f);
        const ReadResult r = readMdl(QStringLiteral("f.mdl"), file);
        QVERIFY(r.ok());
        QVERIFY(!r.warnings.isEmpty());
        QCOMPARE(r.warnings[0].offset, second);
        const Animation &run = r.model.animations[1];
        QCOMPARE(run.frameCount(), 3);
        QCOMPARE(run.duration, double(0.2f));
        for (const MorphTrack &t : run.morphTracks)
            for (qsizetype k = 1; k < t.weights.size(); ++k)
                QVERIFY(t.weights[k].time > t.weights[k - 1].time);
        QCOMPARE(posed(r.model, 1, 0.2f)[3].z(), 8.0f);
    }

    void refusesOtherVersions()
    {
        QByteArray file = mdlFixture();
        file[4] = 7;
        QVERIFY(!probeMdl(file));
        QVERIFY(mdlRefusal(file).contains(QStringLiteral("version 7")));
        const ReadResult r = readMdl(QStringLiteral("x.mdl"), file);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->offset, qint64(4));
    }

    void rewritesAChangedModel()
    {
        const ReadResult r = readMdl(QStringLiteral("fixture.mdl"), mdlFixture());
        QVERIFY(r.ok());
        Model m = r.model;
        m.meshes[0].positions[0] += QVector3D(0, 0, 0.5f);
        const WriteResult w = writeMdl(m, QStringLiteral("out.mdl"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QVERIFY(w.data != mdlFixture());
        const ReadResult back = readMdl(QStringLiteral("out.mdl"), w.data);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        const Mesh &mesh = back.model.meshes[0];
        // No onseam: a vertex per position and texel, five of them.
        QCOMPARE(mesh.vertexCount(), 5);
        QCOMPARE(mesh.triangles.size(), 2);
        QCOMPARE(mesh.morphs.size(), 4);
        // Skins kept, the group too.
        QCOMPARE(back.model.materials.size(), 3);
        QCOMPARE(back.model.materials[2].extras.value(QStringLiteral("mdl.interval")).toFloat(), 0.2f);
        QCOMPARE(back.model.animations.size(), 2);
        QCOMPARE(back.model.animations[0].name, QStringLiteral("stand"));
        QCOMPARE(back.model.animations[1].extras.value(QStringLiteral("mdl.intervals")).toList().size(), 3);
        QCOMPARE(back.model.animations[1].duration, double(0.25f));
        // Only bits 0-7 of the flags unless asked.
        QCOMPARE(back.model.extras.value(QStringLiteral("mdl.flags")).toInt(), 0x08);
        QVERIFY(!w.warnings.isEmpty());
        WriteOptions all;
        all.options.insert(QStringLiteral("mdl.allFlags"), true);
        const ReadResult kept = readMdl(QStringLiteral("out.mdl"), writeMdl(m, QStringLiteral("out.mdl"), all).data);
        QCOMPARE(kept.model.extras.value(QStringLiteral("mdl.flags")).toInt(), 0x4108);
        // Positions within half a step of the quantisation, every frame.
        for (int a = 0; a < 2; ++a)
            for (float t : {0.0f, 0.1f}) {
                const QList<QVector3D> was = posed(m, a, t);
                const QList<QVector3D> now = posed(back.model, a, t);
                for (qsizetype v = 0; v < now.size(); ++v) {
                    qsizetype match = -1;
                    for (qsizetype u = 0; u < was.size(); ++u)
                        if (m.meshes[0].texcoords[0][u] == mesh.texcoords[0][v])
                            match = u;
                    QVERIFY(match >= 0);
                    QVERIFY2((was[match] - now[v]).length() < 0.1f,
                             qPrintable(QStringLiteral("vertex %1 at %2").arg(v).arg(t)));
                }
            }
    }

    void writesTheSeamWhenAsked()
    {
        const ReadResult r = readMdl(QStringLiteral("fixture.mdl"), mdlFixture());
        QVERIFY(r.ok());
        Model m = r.model;
        m.meshes[0].positions[0] += QVector3D(0, 0, 0.5f);
        // By default a vertex per position and texel: the seam's copy too.
        const WriteResult plain = writeMdl(m, QStringLiteral("out.mdl"));
        QCOMPARE(quake::readI32(plain.data.constData() + 60), 5);
        WriteOptions options;
        options.options.insert(QStringLiteral("mdl.onseam"), true);
        const WriteResult w = writeMdl(m, QStringLiteral("out.mdl"), options);
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const char *d = w.data.constData();
        QCOMPARE(quake::readI32(d + 60), 4);
        const qsizetype stverts = 84 + 4 + 32 + 4 + 4 + 8 + 64;
        QCOMPARE(quake::readI32(d + stverts + 12), 0x20); // vertex 1 on the seam, s = 3
        QCOMPARE(quake::readI32(d + stverts + 16), 3);
        QCOMPARE(quake::readI32(d + stverts), 0);
        const qsizetype tris = stverts + 4 * 12;
        QCOMPARE(quake::readI32(d + tris), 1);
        QCOMPARE(quake::readI32(d + tris + 16), 0);
        // Read back: the same mesh as the one written.
        const ReadResult back = readMdl(QStringLiteral("out.mdl"), w.data);
        QVERIFY(back.ok());
        const Mesh &a = m.meshes[0], &b = back.model.meshes[0];
        QCOMPARE(b.vertexCount(), a.vertexCount());
        QCOMPARE(b.triangles, a.triangles);
        QCOMPARE(b.texcoords, a.texcoords);
        for (qsizetype v = 0; v < a.vertexCount(); ++v)
            QVERIFY((a.positions[v] - b.positions[v]).length() < 0.05f);
        // A triangle using both the left-hand texel and the right-hand
        // copy of the seam vertex: no front and back halves, no seam.
        Model mixed = m;
        mixed.meshes[0].triangles[1] = {4, 3, 1};
        const WriteResult x = writeMdl(mixed, QStringLiteral("out.mdl"), options);
        QVERIFY(x.ok());
        QCOMPARE(quake::readI32(x.data.constData() + 60), 5);
        QVERIFY(!x.warnings.isEmpty());
    }

    void quantisesTruecolourSkins()
    {
        // A 30 × 20 truecolour texture: a gradient, and a block in the
        // palette's brightest fullbright yellow.
        QImage image(30, 20, QImage::Format_RGB32);
        const QList<QRgb> palette = quake::quakeColorTable();
        for (int y = 0; y < 20; ++y)
            for (int x = 0; x < 30; ++x)
                image.setPixel(x, y, x >= 24 && y >= 14 ? palette[254] : qRgb(x * 8, 120, 200 - y * 9));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        Model m;
        Mesh mesh;
        mesh.positions = {QVector3D(0, 0, 0), QVector3D(1, 0, 0), QVector3D(0, 1, 0)};
        mesh.texcoords = {{QVector2D(0, 0), QVector2D(1, 0), QVector2D(0, 1)}};
        mesh.triangles = {Triangle{0, 1, 2}};
        mesh.material = 0;
        m.meshes.append(mesh);
        Material material;
        material.name = QStringLiteral("skin");
        material.maps.append(TextureMap{QStringLiteral("diffuse"), QStringLiteral("*0")});
        m.materials.append(material);
        m.extras.insert(
            QLatin1String(kEmbeddedTextures),
            QVariantMap{{QStringLiteral("*0"), QVariantMap{{QStringLiteral("data"), png},
                                                           {QStringLiteral("format"), QStringLiteral("png")}}}});
        auto skinOf = [](const QByteArray &file) {
            const int w = quake::readI32(file.constData() + 52), h = quake::readI32(file.constData() + 56);
            return QByteArray(file.constData() + 84 + 4, qsizetype(w) * h);
        };
        const WriteResult w = writeMdl(m, QStringLiteral("q.mdl"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        // The width padded to a multiple of 4.
        QCOMPARE(quake::readI32(w.data.constData() + 52), 32);
        QCOMPARE(quake::readI32(w.data.constData() + 56), 20);
        const QByteArray skin = skinOf(w.data);
        // Every pixel outside the fullbright, shirt and pants ranges; the
        // colour of each 5 × 5 block (what the eye sees of a dithered
        // image) closer to the source than the nearest allowed colour of
        // each pixel gives.
        auto nearest = [&](QRgb c) {
            int best = 0, bestDistance = INT_MAX;
            for (int i = 0; i < quake::kFullbrightFirst; ++i) {
                if ((i >= quake::kShirtFirst && i <= quake::kShirtLast)
                    || (i >= quake::kPantsFirst && i <= quake::kPantsLast))
                    continue;
                const int dr = qRed(c) - qRed(palette[i]), dg = qGreen(c) - qGreen(palette[i]),
                          db = qBlue(c) - qBlue(palette[i]);
                if (dr * dr + dg * dg + db * db < bestDistance) {
                    bestDistance = dr * dr + dg * dg + db * db;
                    best = i;
                }
            }
            return best;
        };
        double dithered = 0, plain = 0;
        for (int by = 0; by < 20; by += 5)
            for (int bx = 0; bx < 20; bx += 5) {
                double source[3] = {}, written[3] = {}, near[3] = {};
                for (int y = by; y < by + 5; ++y)
                    for (int x = bx; x < bx + 5; ++x) {
                        const int i = quint8(skin[y * 32 + x]);
                        QVERIFY2(i < quake::kFullbrightFirst, qPrintable(QString::number(i)));
                        QVERIFY(!(i >= quake::kShirtFirst && i <= quake::kShirtLast));
                        QVERIFY(!(i >= quake::kPantsFirst && i <= quake::kPantsLast));
                        const QRgb a = image.pixel(x, y), b = palette[i], c = palette[nearest(a)];
                        const int as[3] = {qRed(a), qGreen(a), qBlue(a)}, bs[3] = {qRed(b), qGreen(b), qBlue(b)},
                                  cs[3] = {qRed(c), qGreen(c), qBlue(c)};
                        for (int k = 0; k < 3; ++k) {
                            source[k] += as[k];
                            written[k] += bs[k];
                            near[k] += cs[k];
                        }
                    }
                for (int k = 0; k < 3; ++k) {
                    dithered += std::abs(source[k] - written[k]) / 25;
                    plain += std::abs(source[k] - near[k]) / 25;
                }
            }
        QVERIFY2(dithered < plain, qPrintable(QStringLiteral("%1 against %2").arg(dithered).arg(plain)));
        WriteOptions bright;
        bright.options.insert(QStringLiteral("mdl.fullbrights"), true);
        const QByteArray lit = skinOf(writeMdl(m, QStringLiteral("q.mdl"), bright).data);
        QCOMPARE(quint8(lit[17 * 32 + 27]), quint8(254));
    }

    void checksTheEngineLimits()
    {
        Model m;
        Mesh mesh;
        // 2,100 distinct points of a 20 × 20 × 6 grid, three to a triangle.
        for (int i = 0; i < 2100; ++i)
            mesh.positions << QVector3D(float(i % 20), float(i / 20 % 20), float(i / 400));
        for (quint32 b = 0; b < 2100; b += 3)
            mesh.triangles.append({b, b + 1, b + 2});
        m.meshes.append(mesh);
        const WriteResult w = writeMdl(m, QStringLiteral("big.mdl"));
        QVERIFY(!w.ok());
        QVERIFY(w.error->message.contains(QStringLiteral("2000")));
        WriteOptions unlimited;
        unlimited.options.insert(QStringLiteral("mdl.limits"), false);
        const WriteResult u = writeMdl(m, QStringLiteral("big.mdl"), unlimited);
        QVERIFY(u.ok());
        const ReadResult r = readMdl(QStringLiteral("big.mdl"), u.data);
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes[0].vertexCount(), 2100);
        bool warned = false;
        for (const Diagnostic &d : r.warnings)
            warned = warned || d.message.contains(QStringLiteral("2000"));
        QVERIFY(warned);
        // Without a texture, a blank 64 × 64 skin.
        QCOMPARE(quake::readI32(u.data.constData() + 52), 64);
    }

    void flippedBytesGiveAModelOrAnError()
    {
        // Seeded byte flips of the fixture: every one reads or says why.
        QRandomGenerator random(45);
        const QByteArray file = mdlFixture();
        for (int i = 0; i < 3000; ++i) {
            QByteArray bad = file;
            for (int k = 0, n = 1 + int(random.bounded(4)); k < n; ++k)
                bad[random.bounded(bad.size())] = char(random.bounded(256));
            const ReadResult r = readMdl(QStringLiteral("flipped"), bad);
            QVERIFY(r.ok() || !r.error->message.isEmpty());
        }
    }

    void damagedFilesGiveErrors()
    {
        const QByteArray file = mdlFixture();
        for (qsizetype n = 0; n < file.size(); ++n) {
            const ReadResult r = readMdl(QStringLiteral("cut.mdl"), file.first(n));
            QVERIFY2(!r.ok(), qPrintable(QStringLiteral("%1 bytes").arg(n)));
            QVERIFY(!r.error->message.isEmpty());
        }
        QByteArray bad = file;
        // Triangle 0's first vertex index past the vertices.
        const qsizetype tris = 84 + 4 + 32 + 4 + 4 + 8 + 64 + 4 * 12;
        quake::writeI32(bad.data() + tris + 4, 9);
        const ReadResult r = readMdl(QStringLiteral("bad.mdl"), bad);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->offset, qint64(tris + 4));
        QByteArray huge = file;
        quake::writeI32(huge.data() + 60, 0x7fffffff);
        QVERIFY(!readMdl(QStringLiteral("huge.mdl"), huge).ok());
    }

    void corpusRoundTripsByteForByte()
    {
        const QStringList files = mdlCorpusFiles();
        if (files.isEmpty())
            QSKIP("corpus real/mdl/block-quake not found (QUARRY_CORPUS_DIR)");
        QCOMPARE(files.size(), 12);
        for (const QString &name : files) {
            const QString path = QDir(mdlCorpusDir()).filePath(name);
            const ReadResult r = readModelFile(path);
            QVERIFY2(r.ok(), qPrintable(name + (r.error ? r.error->toString() : QString())));
            QFile in(path);
            QVERIFY(in.open(QIODevice::ReadOnly));
            const WriteResult w = writeMdl(r.model, path);
            QVERIFY(w.ok());
            QVERIFY2(w.data == in.readAll(), qPrintable(name));
        }
    }

    void corpusRewrittenAfresh()
    {
        const QStringList files = mdlCorpusFiles();
        if (files.isEmpty())
            QSKIP("corpus real/mdl/block-quake not found (QUARRY_CORPUS_DIR)");
        int agreeing = 0;
        for (const QString &name : files) {
            const ReadResult r = readModelFile(QDir(mdlCorpusDir()).filePath(name));
            QVERIFY(r.ok());
            const Model m = withoutSource(r.model);
            WriteOptions options;
            options.options.insert(QStringLiteral("mdl.limits"), false);
            const WriteResult w = writeMdl(m, name, options);
            QVERIFY2(w.ok(), qPrintable(name + (w.error ? w.error->toString() : QString())));
            const ReadResult back = readMdl(name, w.data);
            QVERIFY2(back.ok(), qPrintable(name));
            const Model &b = back.model;
            QCOMPARE(b.meshes[0].triangles.size() <= m.meshes[0].triangles.size(), true);
            QCOMPARE(b.meshes[0].morphs.size(), m.meshes[0].morphs.size());
            QCOMPARE(b.animations.size(), m.animations.size());
            QCOMPARE(b.materials.size(), m.materials.size());
            // The skins' indices are kept exactly.
            const QVariantMap was = m.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
            const QVariantMap now = b.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
            for (auto it = was.cbegin(); it != was.cend(); ++it) {
                const QImage a = QImage::fromData(it->toMap().value(QStringLiteral("data")).toByteArray());
                const QImage c = QImage::fromData(
                    now.value(it.key()).toMap().value(QStringLiteral("data")).toByteArray());
                QCOMPARE(c.size(), a.size());
                for (int y = 0; y < a.height(); y += 7)
                    for (int x = 0; x < a.width(); x += 5)
                        QCOMPARE(c.pixelIndex(x, y), a.pixelIndex(x, y));
            }
            // The normals chosen for the faces agree with the file's own.
            {
                const Mesh &x = m.meshes[0], &y = b.meshes[0];
                double sum = 0;
                for (qsizetype v = 0; v < y.vertexCount(); ++v) {
                    qsizetype best = -1;
                    float bestDistance = INFINITY;
                    for (qsizetype u = 0; u < x.vertexCount(); ++u)
                        if (x.texcoords[0][u] == y.texcoords[0][v]
                            && (x.positions[u] - y.positions[v]).length() < bestDistance) {
                            bestDistance = (x.positions[u] - y.positions[v]).length();
                            best = u;
                        }
                    QVERIFY(best >= 0);
                    sum += QVector3D::dotProduct(x.normals[best], y.normals[v]);
                }
                const double mean = sum / double(y.vertexCount());
                // demon.mdl's own normals agree with its faces' at a mean
                // cosine of 0.24 (its maker chose them otherwise); the
                // others' at 0.8 and more.
                if (mean > 0.85)
                    ++agreeing;
            }
            // Every frame's bounds within a quantisation step of the source.
            const QVector3D step(quake::readF32(w.data.constData() + 8), quake::readF32(w.data.constData() + 12),
                                 quake::readF32(w.data.constData() + 16));
            for (int a = 0; a < m.animations.size(); ++a) {
                const int frames = std::max(1, m.animations[a].frameCount());
                for (int f = 0; f < frames; f += 3) {
                    const float t = float(f / m.animations[a].fps);
                    Bounds x, y;
                    for (const QVector3D &p : posed(m, a, t))
                        x.add(p);
                    for (const QVector3D &p : posed(b, a, t))
                        y.add(p);
                    for (int k = 0; k < 3; ++k)
                        QVERIFY2(std::abs(x.min[k] - y.min[k]) <= step[k] * 0.5f + 1e-3f
                                     && std::abs(x.max[k] - y.max[k]) <= step[k] * 0.5f + 1e-3f,
                                 qPrintable(QStringLiteral("%1 %2 %3").arg(name).arg(a).arg(f)));
                }
            }
        }
        QCOMPARE(agreeing, 11);
    }

    void assimpReadsWhatQuarryWrites()
    {
        const QString assimp = QStandardPaths::findExecutable(QStringLiteral("assimp"));
        if (assimp.isEmpty())
            QSKIP("assimp (assimp-utils) not installed");
        QTemporaryDir dir;
        QList<QPair<QString, Model>> models;
        const ReadResult fixture = readMdl(QStringLiteral("fixture.mdl"), mdlFixture());
        models.append({QStringLiteral("fixture"), withoutSource(fixture.model)});
        for (const QString &name : mdlCorpusFiles().mid(0, 4)) {
            const ReadResult r = readModelFile(QDir(mdlCorpusDir()).filePath(name));
            QVERIFY(r.ok());
            models.append({name, withoutSource(r.model)});
        }
        for (const auto &[name, model] : std::as_const(models)) {
            const QString path = dir.filePath(QFileInfo(name).completeBaseName() + QStringLiteral(".mdl"));
            WriteOptions options;
            options.options.insert(QStringLiteral("mdl.limits"), false);
            const WriteResult w = writeModelFile(model, path, QStringLiteral("mdl"), options);
            QVERIFY2(w.ok(), qPrintable(name));
            QProcess p;
            p.start(assimp, {QStringLiteral("info"), path});
            QVERIFY(p.waitForFinished(60000));
            const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
            QCOMPARE(p.exitCode(), 0);
            const ReadResult back = readMdl(path, [&] {
                QFile f(path);
                f.open(QIODevice::ReadOnly);
                return f.readAll();
            }());
            QVERIFY(back.ok());
            const QRegularExpression faces(QStringLiteral("Faces:\\s+(\\d+)"));
            const QRegularExpressionMatch match = faces.match(out);
            QVERIFY2(match.hasMatch(), qPrintable(out));
            QCOMPARE(qsizetype(match.captured(1).toLongLong()), back.model.meshes[0].triangles.size());
        }
    }

    void darkPlacesLoadsWhatQuarryWrites()
    {
        const QString server = darkPlacesServer();
        if (server.isEmpty())
            QSKIP("darkplaces-server not installed");
        QList<QPair<QString, Model>> models;
        models.append({QStringLiteral("fixture"), withoutSource(readMdl(QStringLiteral("f.mdl"), mdlFixture()).model)});
        for (const QString &name : mdlCorpusFiles().mid(0, 3))
            models.append({QFileInfo(name).completeBaseName(),
                           withoutSource(readModelFile(QDir(mdlCorpusDir()).filePath(name)).model)});
        for (const auto &[name, model] : std::as_const(models)) {
            const WriteResult w = writeMdl(model, name + QStringLiteral(".mdl"));
            QVERIFY2(w.ok(), qPrintable(name));
            const DarkPlacesLoad load = loadInDarkPlaces(server, name + QStringLiteral(".mdl"), w.data);
            QVERIFY2(load.loaded, qPrintable(load.output));
            QCOMPARE(load.faces, quake::readI32(w.data.constData() + 64));
        }
    }
};

QTEST_GUILESS_MAIN(TestMdl)
#include "tst_mdl.moc"
