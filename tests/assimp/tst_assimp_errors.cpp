// Import through Assimp when it goes wrong: Assimp's own message for a file it
// cannot read, a reader that crashes in its child process, the process serving
// file after file, points and lines left out, a missing file and Cancel.
#include "AssimpChecks.h"
#include "AssimpScenes.h"

#include "io/Formats.h"
#include "io/assimp/AssimpImporter.h"
#include "model/Pose.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <assimp/Exporter.hpp>
#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>

using namespace quarry;
using namespace quarry::test;

class TestAssimpErrors : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void garbageGivesAssimpsMessage()
    {
        const QString path = m_dir.filePath(QStringLiteral("garbage.glb"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray junk(300, '\0');
        for (int i = 0; i < junk.size(); ++i)
            junk[i] = char((i * 73 + 11) % 251);
        f.write(junk);
        f.close();
        Assimp::Importer importer;
        QVERIFY(!importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags));
        const QString assimpMessage = QString::fromUtf8(importer.GetErrorString()).trimmed();
        QVERIFY(!assimpMessage.isEmpty());

        const ReadResult r = readModelFile(path);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->file, path);
        QVERIFY2(r.error->message.contains(assimpMessage), qPrintable(r.error->message + " / " + assimpMessage));
        QVERIFY(r.error->toString().startsWith(path));
    }

    // Assimp 5.2's MD5 reader writes out of bounds on a vertex index past
    // the vertex count; the read happens in a child process, so that costs
    // an error, not the program. (Quarry reads MD5 itself now, taking the
    // vertices in order as Doom 3 does: the file goes to Assimp directly.)
    void readerCrashIsAnError()
    {
        const QString path = m_dir.filePath(QStringLiteral("hostile.md5mesh"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("MD5Version 10\ncommandline \"\"\n\nnumJoints 1\nnumMeshes 1\n\n"
                "joints {\n\t\"root\" -1 ( 0 0 0 ) ( 0 0 0 )\n}\n\n"
                "mesh {\n\tshader \"skin\"\n\tnumverts 3\n"
                "\tvert 0 ( 0 0 ) 0 1\n\tvert 1 ( 1 0 ) 0 1\n\tvert 3000000000 ( 0 1 ) 0 1\n"
                "\tnumtris 1\n\ttri 0 0 1 2\n\tnumweights 1\n\tweight 0 0 1 ( 1 2 3 )\n}\n");
        f.close();
        const ReadResult r = readAssimp(path, {}, ReadOptions{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error->file, path);
        QVERIFY2(r.error->message.contains(QLatin1String("Assimp")), qPrintable(r.error->message));
        // The program goes on reading.
        const auto cube = makeCubeScene();
        const QString good = exportScene(*cube, m_dir.path(), "obj", QStringLiteral("after.obj"));
        const ReadResult after = readModelFile(good);
        QVERIFY2(after.ok(), qPrintable(errorText(after)));
        QCOMPARE(after.model.triangleCount(), 12);
    }

    // The reader process serves one file after another, and one that fails
    // (the process ends) does not keep the next from reading.
    void readerProcessServesManyFiles()
    {
        const auto cube = makeCubeScene();
        const QString good = exportScene(*cube, m_dir.path(), "obj", QStringLiteral("many.obj"));
        const QString bad = m_dir.filePath(QStringLiteral("many-bad.glb"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(64, 'x'));
        f.close();
        const ReadResult firstRead = readModelFile(good);
        QVERIFY2(firstRead.ok(), qPrintable(errorText(firstRead)));
        for (int i = 0; i < 3; ++i) {
            const ReadResult again = readModelFile(good);
            QVERIFY2(again.ok(), qPrintable(errorText(again)));
            QVERIFY(again.model == firstRead.model);
            const ReadResult failed = readModelFile(bad);
            QVERIFY(!failed.ok());
            QCOMPARE(failed.error->file, bad);
        }
        const ReadResult last = readModelFile(good);
        QVERIFY2(last.ok(), qPrintable(errorText(last)));
        QVERIFY(last.model == firstRead.model);
    }

    // Points and lines are not what a model editor edits: they are left out
    // with a warning, and a file of nothing else is an error.
    void pointsAndLinesAreLeftOut()
    {
        auto scene = makeCubeScene();
        aiMesh *mesh = scene->mMeshes[0];
        // Turn the first two triangles into a point and a line.
        mesh->mFaces[0].mNumIndices = 1;
        mesh->mFaces[1].mNumIndices = 2;
        const ReadResult mixed = importAssimpScene(*scene, QStringLiteral("mixed.scene"));
        QVERIFY2(mixed.ok(), qPrintable(errorText(mixed)));
        QCOMPARE(mixed.model.triangleCount(), 10);
        QCOMPARE(mixed.warnings.size(), 1);
        QVERIFY(mixed.warnings.first().message.contains(QLatin1String("2 faces")));

        for (unsigned f = 0; f < mesh->mNumFaces; ++f)
            mesh->mFaces[f].mNumIndices = 1;
        const ReadResult points = importAssimpScene(*scene, QStringLiteral("points.scene"));
        QVERIFY(!points.ok());
        QCOMPARE(points.error->file, QStringLiteral("points.scene"));
        QVERIFY2(points.error->message.contains(QLatin1String("no triangles")), qPrintable(points.error->message));
    }

    void missingFileIsAnError()
    {
        const QString path = m_dir.filePath(QStringLiteral("absent.fbx"));
        const ReadResult viaTable = readModelFile(path);
        QVERIFY(!viaTable.ok());
        QCOMPARE(viaTable.error->file, path);
        const ReadResult direct = readAssimp(path, {}, {});
        QVERIFY(!direct.ok());
        QCOMPARE(direct.error->file, path);
        QVERIFY2(direct.error->message.contains(QLatin1String("Assimp")), qPrintable(direct.error->message));
    }

    void cancelStopsTheImport()
    {
        const auto source = makeSkinnedScene();
        const QString path = exportScene(*source, m_dir.path(), "gltf2", QStringLiteral("cancel.gltf"));
        ReadOptions options;
        options.progress = [](double) { return false; };
        const ReadResult r = readModelFile(path, options);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->message, cancelledMessage());
    }
};

QTEST_GUILESS_MAIN(TestAssimpErrors)
#include "tst_assimp_errors.moc"
