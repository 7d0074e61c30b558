// Shipped MD3 files made by other tools (../shared/corpus/real, and the
// players of Debian's openarena-081-players where it is installed): each
// opened and saved with no edit is the same file, byte for byte; a texture
// path fixed changes only its shader names' bytes; a vertex moved changes
// only its records and the bounds of the frames it moved in. Tag axes keep
// their length (the scale the game draws weapons at); a surface over the
// caps is saved as one. A failure names the file and the first differing
// byte with the field it belongs to (Md3RealFiles.h, not Quarry's reader).
#include "Md3RealFiles.h"

#include "io/Formats.h"
#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Reader.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Normals.h"

#include <QtTest>

using namespace quarry;
using namespace quarry::test;

class TestMd3Real : public QObject, private Md3RealFiles
{
    Q_OBJECT

private slots:
    void initTestCase() { extract(); }

    void unchangedSaveIsTheSameFile_data() { addRows(); }
    void unchangedSaveIsTheSameFile()
    {
        QFETCH(QString, path);
        const QByteArray stored = fileBytes(path);
        const ReadResult read = readModelFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        const WriteResult written = encodeModelFile(read.model, path, QStringLiteral("md3"));
        QVERIFY2(written.ok(), qPrintable(written.error ? written.error->toString() : QString()));
        const QString difference = firstDifference(stored, written.data);
        QVERIFY2(difference.isEmpty(), qPrintable(path + QStringLiteral(": ") + difference));
    }

    void texturePathFixChangesOnlyShaderNames_data() { addRows(); }
    void texturePathFixChangesOnlyShaderNames()
    {
        QFETCH(QString, path);
        const QByteArray stored = fileBytes(path);
        ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        if (read.model.materials.isEmpty())
            QSKIP("no shaders");
        Material &material = read.model.materials[0];
        const QString fixed = QStringLiteral("fixed/skin.png");
        if (material.maps.isEmpty())
            material.maps.append(TextureMap{QStringLiteral("diffuse"), fixed});
        else
            material.maps[0].path = fixed;
        const WriteResult written = encodeModelFile(read.model, path, QStringLiteral("md3"));
        QVERIFY(written.ok());
        QCOMPARE(written.data.size(), stored.size());
        const QList<Field> fields = md3Fields(stored);
        int changedShaders = 0;
        for (qint64 i = 0; i < stored.size(); ++i) {
            if (stored[i] == written.data[i])
                continue;
            const QString field = fieldAt(fields, i);
            QVERIFY2(field.contains(QLatin1String("shader")) && field.endsWith(QLatin1String("name")),
                     qPrintable(QStringLiteral("%1: byte %2 (%3) changed").arg(path).arg(i).arg(field)));
            ++changedShaders;
        }
        QVERIFY2(changedShaders > 0, "the texture path did not reach the file");
        // The new name as the engine reads it: every surface of material 0.
        const ReadResult again = readMd3(QString(), written.data);
        QVERIFY(again.ok());
        for (qsizetype m = 0; m < again.model.meshes.size(); ++m)
            if (read.model.meshes[m].material == 0)
                QCOMPARE(again.model.materials[again.model.meshes[m].material].name, fixed);
    }

    void movedVertexChangesOnlyItsRecords_data() { addRows(); }
    void movedVertexChangesOnlyItsRecords()
    {
        QFETCH(QString, path);
        const QByteArray stored = fileBytes(path);
        ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        if (read.model.meshes.isEmpty() || read.model.meshes[0].positions.isEmpty())
            QSKIP("no vertices");
        // Vertex 0 of surface 0 moved one unit along X in the bind pose:
        // every frame that does not store it apart moves with it.
        Mesh &mesh = read.model.meshes[0];
        mesh.positions[0] += QVector3D(1, 0, 0);
        const WriteResult written = encodeModelFile(read.model, path, QStringLiteral("md3"));
        QVERIFY(written.ok());
        QCOMPARE(written.data.size(), stored.size());
        const QList<Field> fields = md3Fields(stored);
        const qint64 surface = i32(stored, 100);
        const qint64 xyz = surface + i32(stored, surface + 100);
        const qint32 verts = i32(stored, surface + 80);
        for (qint64 i = 0; i < stored.size(); ++i) {
            if (stored[i] == written.data[i])
                continue;
            const QString field = fieldAt(fields, i);
            const bool vertexZero = i >= xyz && (i - xyz) % (qint64(verts) * 8) < 6;
            QVERIFY2(vertexZero || field.contains(QLatin1String("bounds")),
                     qPrintable(QStringLiteral("%1: byte %2 (%3) changed").arg(path).arg(i).arg(field)));
        }
        const qint16 x0 = qint16(i32(stored, xyz) & 0xffff);
        const qint16 x1 = qint16(i32(written.data, xyz) & 0xffff);
        QCOMPARE(int(x1), int(x0) + 64);
    }

    // OpenArena's sarge holds its weapon at tag axes 1.414 long: kept as
    // the tag joint's scale, and written back as stored.
    void tagScaleIsKept()
    {
        if (!m_haveOpenArena)
            QSKIP("openarena-081-players is not installed");
        const QString path = m_openarena.filePath(QStringLiteral("models/players/sarge/upper.md3"));
        QVERIFY(QFileInfo::exists(path));
        const ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        const int weapon = read.model.skeleton.indexOf(QStringLiteral("tag_weapon"));
        QVERIFY(weapon >= 0);
        const QByteArray d = fileBytes(path);
        const qint64 tags = i32(d, 96);
        const qint32 numTags = i32(d, 80);
        qint64 at = -1;
        for (qint32 t = 0; t < numTags; ++t)
            if (QByteArray(d.constData() + tags + t * 112) == "tag_weapon")
                at = tags + t * 112 + 64;
        QVERIFY(at > 0);
        const QVector3D axis(f32(d, at + 12), f32(d, at + 16), f32(d, at + 20));
        QVERIFY2(std::abs(axis.length() - 1.0f) > 0.1f, "sarge's tag_weapon is no longer scaled in this data");
        QCOMPARE(read.model.skeleton.joints[weapon].bind.scale.x(), axis.length());
        // Written from the model (the layout changed: a triangle deleted),
        // the tag keeps its scale too.
        Model edited = read.model;
        edited.meshes[0].triangles.removeLast();
        const WriteResult written = encodeModelFile(edited, path, QStringLiteral("md3"));
        QVERIFY(written.ok());
        const qint64 writtenTags = i32(written.data, 96);
        for (qint32 t = 0; t < numTags; ++t)
            if (QByteArray(written.data.constData() + writtenTags + t * 112) == "tag_weapon") {
                const qint64 p = writtenTags + t * 112 + 64;
                const QVector3D written0(f32(written.data, p + 12), f32(written.data, p + 16),
                                         f32(written.data, p + 20));
                QVERIFY2(std::abs(written0.length() - axis.length()) < 1e-3f,
                         qPrintable(QStringLiteral("tag_weapon axis %1 long, stored %2")
                                        .arg(written0.length())
                                        .arg(axis.length())));
            }
    }

    // A surface over the renderers' 999-vertex cap is saved as it was,
    // with a warning, even when the layout changes; --split-at-caps splits.
    void surfaceOverTheCapsIsNotSplitOnSave()
    {
        QString big;
        for (const QString &path : files()) {
            const ReadResult read = readModelFile(path);
            if (!read.ok())
                continue;
            for (const Mesh &m : read.model.meshes)
                if (m.vertexCount() > 999 && m.triangles.size() > 1)
                    big = path;
            if (!big.isEmpty())
                break;
        }
        if (big.isEmpty())
            QSKIP("no MD3 with a surface over 999 vertices here");
        ReadResult read = readModelFile(big);
        QVERIFY(read.ok());
        const qsizetype surfaces = read.model.meshes.size();
        read.model.meshes[0].triangles.removeLast();
        WriteResult written = encodeModelFile(read.model, big, QStringLiteral("md3"));
        QVERIFY(written.ok());
        QCOMPARE(qsizetype(i32(written.data, 84)), surfaces);
        WriteOptions split;
        split.options.insert(QStringLiteral("md3.splitAtCaps"), true);
        written = encodeModelFile(read.model, big, QStringLiteral("md3"), split);
        QVERIFY(written.ok());
        QVERIFY(qsizetype(i32(written.data, 84)) > surfaces);
    }
};

QTEST_GUILESS_MAIN(TestMd3Real)
#include "tst_md3_real.moc"
