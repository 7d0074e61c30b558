// The native glTF reader on damaged files: a clear error naming the file
// and, for a GLB, the byte offset; never a crash. And the variable that
// sends glTF files back to Assimp.
#include "CliRunner.h"

#include "io/Formats.h"
#include "io/gltf/GltfReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace quarry;
using namespace quarry::test;

namespace {

void pad(QByteArray &b, char with)
{
    while (b.size() % 4)
        b.append(with);
}

// A GLB of one triangle; `count` is what its position accessor claims.
QByteArray triangleGlb(int count = 3)
{
    QByteArray bin;
    for (float v : {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 5.0f, 0.0f})
        bin.append(reinterpret_cast<const char *>(&v), sizeof v);
    QByteArray json = QStringLiteral(
                          R"({"asset":{"version":"2.0"},"scene":0,"scenes":[{"nodes":[0]}],)"
                          R"("nodes":[{"mesh":0}],"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],)"
                          R"("accessors":[{"bufferView":0,"componentType":5126,"count":%1,"type":"VEC3"}],)"
                          R"("bufferViews":[{"buffer":0,"byteLength":36}],"buffers":[{"byteLength":36}]})")
                          .arg(count)
                          .toUtf8();
    pad(json, ' ');
    QByteArray glb("glTF", 4);
    auto u32 = [&glb](quint32 v) {
        char b[4];
        qToLittleEndian(v, b);
        glb.append(b, 4);
    };
    u32(2);
    u32(quint32(12 + 8 + json.size() + 8 + bin.size()));
    u32(quint32(json.size()));
    glb.append("JSON", 4);
    glb += json;
    u32(quint32(bin.size()));
    glb.append("BIN\0", 4);
    glb += bin;
    return glb;
}

} // namespace

class TestGltfErrors : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void wholeTriangleReads()
    {
        const QByteArray glb = triangleGlb();
        QVERIFY(probeGltf(glb));
        const ReadResult r = readGltf(QStringLiteral("t.glb"), glb);
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes.size(), 1);
        QCOMPARE(r.model.meshes.first().name, QStringLiteral("meshes[0]"));
        QCOMPARE(r.model.meshes.first().triangles.size(), 1);
    }

    // Cut anywhere, the file gives an error that names it (and, when the
    // GLB's layout is what is cut, the byte), never a crash.
    void truncatedGlb()
    {
        const QByteArray glb = triangleGlb();
        const QString path = QStringLiteral("cut.glb");
        for (qsizetype size = 0; size < glb.size(); ++size) {
            const ReadResult r = readGltf(path, glb.first(size));
            QVERIFY2(!r.ok(), qPrintable(QString::number(size)));
            QCOMPARE(r.error->file, path);
            QVERIFY(!r.error->message.isEmpty());
            if (size >= 4)
                QVERIFY2(r.error->offset >= 0, qPrintable(r.error->toString()));
        }
        // Cut inside the binary chunk: the header's length is the first
        // thing wrong; with that mended, the chunk (its start is named).
        const ReadResult header = readGltf(path, glb.first(glb.size() - 10));
        QVERIFY(!header.ok());
        QCOMPARE(header.error->offset, glb.size() - 10);
        QByteArray cut = glb.first(glb.size() - 10);
        qToLittleEndian(quint32(cut.size()), cut.data() + 8);
        const ReadResult r = readGltf(path, cut);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->offset, glb.size() - 36 - 8);
        QVERIFY2(r.error->toString().startsWith(QStringLiteral("cut.glb: byte %1: ").arg(glb.size() - 44)),
                 qPrintable(r.error->toString()));
        QVERIFY2(r.error->message.contains(QStringLiteral("chunk 1")), qPrintable(r.error->message));
    }

    // An accessor that claims more than its buffer view holds.
    void accessorPastItsData()
    {
        const QByteArray glb = triangleGlb(1000);
        const ReadResult r = readGltf(QStringLiteral("long.glb"), glb);
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(QStringLiteral("accessor 0")), qPrintable(r.error->message));
        // The binary chunk's data starts 36 bytes from the end.
        QCOMPARE(r.error->offset, glb.size() - 36);
    }

    void notGltf_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("not JSON") << QByteArray("{ \"asset\": [");
        QTest::newRow("no version") << QByteArray(R"({"asset":{}})");
        QTest::newRow("node cycle") << QByteArray(R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],)"
                                                  R"("nodes":[{"children":[1]},{"children":[0]}]})");
        QTest::newRow("no geometry") << QByteArray(
            R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],"nodes":[{}]})");
        QTest::newRow("GLB version 1") << QByteArray("glTF\x01\0\0\0\x14\0\0\0", 12);
    }
    void notGltf()
    {
        QFETCH(QByteArray, bytes);
        const ReadResult r = readGltf(QStringLiteral("bad.gltf"), bytes);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->file, QStringLiteral("bad.gltf"));
        QVERIFY(!r.error->message.isEmpty());
    }

    // QUARRY_GLTF_READER=assimp reads the file through Assimp (in
    // quarry-editor) with the same result.
    void assimpOnRequest()
    {
        const QString path = m_dir.filePath(QStringLiteral("t.glb"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(triangleGlb());
        file.close();
        CliOptions assimp;
        assimp.environment.append({QStringLiteral("QUARRY_GLTF_READER"), QStringLiteral("assimp")});
        const CliRun viaAssimp = runQuarry({QStringLiteral("info"), QStringLiteral("--json"), path}, assimp);
        const CliRun native = runQuarry({QStringLiteral("info"), QStringLiteral("--json"), path});
        QCOMPARE(native.exitCode, 0);
        QCOMPARE(viaAssimp.exitCode, 0);
        QCOMPARE(native.out, viaAssimp.out);
        QVERIFY(native.out.contains(QStringLiteral("\"triangles\"")));
        // Which reader it was shows in the error of a cut file.
        const QString cut = m_dir.filePath(QStringLiteral("cut.glb"));
        QFile cutFile(cut);
        QVERIFY(cutFile.open(QIODevice::WriteOnly));
        cutFile.write(triangleGlb().first(100));
        cutFile.close();
        const CliRun cutNative = runQuarry({QStringLiteral("info"), cut});
        const CliRun cutAssimp = runQuarry({QStringLiteral("info"), cut}, assimp);
        QVERIFY(cutNative.exitCode != 0 && cutAssimp.exitCode != 0);
        QVERIFY2(cutNative.err.contains(QStringLiteral("byte 100")), qPrintable(cutNative.err));
        QVERIFY2(cutAssimp.err.contains(QStringLiteral("Assimp")), qPrintable(cutAssimp.err));
    }
};

QTEST_GUILESS_MAIN(TestGltfErrors)
#include "tst_gltf_errors.moc"
