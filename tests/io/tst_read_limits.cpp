// The stated read limits (io/ReadLimits.h, io/xmf/CalXml.h) on hand-made
// hostile files: counts a tiny file cannot hold, models many times larger
// than their file, deeply nested and huge XML. Each is refused with an
// error that names the file, before anything large is allocated.
#include "IqmFixture.h"

#include "io/Framegroups.h"
#include "io/ReadLimits.h"
#include "io/iqm/IqmReader.h"
#include "io/qm/QmReader.h"
#include "io/xmf/CalXml.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"

#include <QTest>

#include <sys/mman.h>

using namespace quarry;
using namespace iqmfixture;

namespace {

// One pose that no frame stores a channel of, and one animation over
// `frames` frames of it: no frame data at all in the file.
QByteArray iqmWithEmptyFrames(quint32 frames)
{
    Builder b;
    QByteArray pose = i32s({-1}) + u32s({0});
    pose += f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}) + f32s({0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    b.table(NumPoses, 1, OfsPoses, pose);
    const quint32 name = b.str("idle");
    b.table(NumAnims, 1, OfsAnims, u32s({name, 0, frames}) + f32s({30}) + u32s({0}));
    b.set(NumFrames, frames);
    b.set(NumFrameChannels, 0);
    return b.bytes();
}

// `meshes` meshes that all use the same `vertices` vertices.
QByteArray iqmWithSharedVertices(quint32 vertices, quint32 meshes)
{
    Builder b;
    QByteArray positions;
    for (quint32 v = 0; v < vertices; ++v)
        positions += f32s({float(v), 0, 0});
    const quint32 positionsAt = b.add(positions);
    b.table(NumVertexArrays, 1, OfsVertexArrays, u32s({Position, 0, Float, 3, positionsAt}));
    b.set(NumVertexes, vertices);
    QByteArray records;
    for (quint32 m = 0; m < meshes; ++m)
        records += u32s({0, 0, 0, vertices, 0, 0});
    b.table(NumMeshes, meshes, OfsMeshes, records);
    return b.bytes();
}

// An anonymous mapping of `size` bytes that is never touched: a view of a
// huge file without the memory for it.
class Reserved
{
public:
    explicit Reserved(size_t size)
        : m_size(size)
    {
        m_data = mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    }
    ~Reserved()
    {
        if (m_data != MAP_FAILED)
            munmap(m_data, m_size);
    }
    bool ok() const { return m_data != MAP_FAILED; }
    QByteArrayView view() const { return QByteArrayView(static_cast<const char *>(m_data), qsizetype(m_size)); }

private:
    void *m_data;
    size_t m_size;
};

} // namespace

class TestReadLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void iqmFramesWithoutDataAreBounded()
    {
        // A few hundred bytes asking for 2^31 frames: 100 GB of keys.
        const QByteArray file = iqmWithEmptyFrames(0x7fffffffu);
        const ReadResult r = readIqm(QStringLiteral("frames.iqm"), file);
        QVERIFY(!r.ok());
        QVERIFY2(r.error->toString().startsWith(QStringLiteral("frames.iqm")), qPrintable(r.error->toString()));
        QVERIFY2(r.error->message.contains(QStringLiteral("refused")), qPrintable(r.error->toString()));
        QVERIFY(r.error->offset > 0 && r.error->offset < file.size());
        // The same file with a sensible length reads.
        const ReadResult fine = readIqm(QStringLiteral("frames.iqm"), iqmWithEmptyFrames(100));
        QVERIFY2(fine.ok(), qPrintable(fine.error ? fine.error->toString() : QString()));
        QCOMPARE(fine.model.animations.first().tracks.first().rotations.size(), 100);
    }

    void iqmSharedVerticesAreBounded()
    {
        // 12 KB of vertices used by 20000 meshes: 560 MB of mesh streams.
        const QByteArray file = iqmWithSharedVertices(1000, 20000);
        QVERIFY(quint64(file.size()) < 512 * 1024);
        const ReadResult r = readIqm(QStringLiteral("shared.iqm"), file);
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(QStringLiteral("refused")), qPrintable(r.error->toString()));
        QVERIFY2(r.error->message.contains(QStringLiteral("mesh")), qPrintable(r.error->toString()));
        // A few meshes sharing vertices are fine.
        QVERIFY(readIqm(QStringLiteral("shared.iqm"), iqmWithSharedVertices(1000, 3)).ok());
    }

    void iqmCountsPastTheFile()
    {
        Builder b;
        b.table(NumJoints, 1, OfsJoints, QByteArray(kJointSize, '\0'));
        QByteArray file = b.bytes();
        putU32(file, headerFieldOffset(NumJoints), 0x10000000u);
        const ReadResult r = readIqm(QStringLiteral("joints.iqm"), file);
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(QStringLiteral("past the end")), qPrintable(r.error->toString()));
    }

    void xmlCountsPastTheFile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("reader");
        QTest::addColumn<QString>("attribute");
        QTest::newRow("xsf bones") << QByteArray("<SKELETON NUMBONES=\"200000000\"></SKELETON>") << 0 << "NUMBONES";
        QTest::newRow("xmf submeshes") << QByteArray("<MESH NUMSUBMESH=\"200000000\"></MESH>") << 1 << "NUMSUBMESH";
        QTest::newRow("xmf vertices") << QByteArray(
            "<MESH NUMSUBMESH=\"1\"><SUBMESH NUMVERTICES=\"100000000\" NUMFACES=\"1\" NUMLODSTEPS=\"0\" "
            "NUMSPRINGS=\"0\" NUMTEXCOORDS=\"1\" MATERIAL=\"0\"></SUBMESH></MESH>")
                                      << 1 << "NUMVERTICES";
        QTest::newRow("xaf tracks") << QByteArray("<ANIMATION DURATION=\"1\" NUMTRACKS=\"100000000\"></ANIMATION>") << 2
                                    << "NUMTRACKS";
        QTest::newRow("xrf maps") << QByteArray("<MATERIAL NUMMAPS=\"100000000\"></MATERIAL>") << 3 << "NUMMAPS";
    }
    void xmlCountsPastTheFile()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, reader);
        QFETCH(QString, attribute);
        const QString path = QStringLiteral("hostile.xml");
        ReadResult r;
        QList<int> map(64, 0);
        switch (reader) {
        case 0: r = readXsfSkeleton(path, text); break;
        case 1: r = readXmfMesh(path, text); break;
        case 2: r = readXafAnimation(path, text, map); break;
        default: r = readXrfMaterial(path, text); break;
        }
        QVERIFY(!r.ok());
        QVERIFY2(r.error->toString().startsWith(path + QLatin1String(":1:")), qPrintable(r.error->toString()));
        QVERIFY2(r.error->message.contains(attribute), qPrintable(r.error->toString()));
    }

    void deeplyNestedXmlIsRefused()
    {
        QByteArray text = "<MESH NUMSUBMESH=\"1\">";
        for (int i = 0; i < 5000; ++i)
            text += "<SUBMESH>";
        const ReadResult r = readXmfMesh(QStringLiteral("deep.xmf"), text);
        QVERIFY(!r.ok());
        QVERIFY2(r.error->toString().startsWith(QStringLiteral("deep.xmf:")), qPrintable(r.error->toString()));
        QVERIFY2(r.error->message.contains(QStringLiteral("nested deeper than 100")), qPrintable(r.error->toString()));
    }

    void hugeXmlIsRefused()
    {
        const Reserved huge(size_t(calxml::kMaxXmlBytes) + 4096);
        if (!huge.ok())
            QSKIP("cannot reserve the address space for a view of a huge file");
        const ReadResult r = readXsfSkeleton(QStringLiteral("huge.xsf"), huge.view());
        QVERIFY(!r.ok());
        QVERIFY2(r.error->toString().startsWith(QStringLiteral("huge.xsf: ")), qPrintable(r.error->toString()));
        QVERIFY2(r.error->message.contains(QStringLiteral("over 512 MiB are refused")),
                 qPrintable(r.error->toString()));
    }

    void qmSurfaceCountPastTheFile()
    {
        const QByteArray text = "model {\n surface( 30000, 30000 ); { CV(0,0,0,1); }\n}\n";
        const ReadResult r = readQm(QStringLiteral("big.qm"), text, {});
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(QStringLiteral("more than the file can hold")),
                 qPrintable(r.error->toString()));
    }

    void framegroupsOutOfRange()
    {
        const FramegroupsResult r = readFramegroups(QStringLiteral("m.framegroups"),
                                                    "0 10 30 1\n2147483640 100 30 0\n");
        QVERIFY(r.groups.isEmpty());
        QVERIFY(r.error);
        QCOMPARE(r.error->line, 2);
        const FramegroupsResult bad = readFramegroups(QStringLiteral("m.framegroups"), "0 ten 30 1\n");
        QVERIFY(bad.error);
        QCOMPARE(bad.error->line, 1);
    }

    void framegroupsRoundTrip()
    {
        const QByteArray text = "0 10 30 1 // idle\n// comment\n\n10 5 24.5 0 // run fast\n15 1 10 0 single\n";
        const FramegroupsResult r = readFramegroups(QStringLiteral("m.framegroups"), text);
        QVERIFY(!r.error);
        QCOMPARE(r.groups.size(), 3);
        QCOMPARE(r.groups[0].name, QStringLiteral("idle"));
        QCOMPARE(r.groups[0].count, 10);
        QVERIFY(r.groups[0].loop);
        QCOMPARE(r.groups[1].first, 10);
        QCOMPARE(r.groups[1].fps, 24.5);
        QCOMPARE(r.groups[1].name, QStringLiteral("run fast"));
        QCOMPARE(r.groups[2].name, QStringLiteral("single"));
    }
};

QTEST_GUILESS_MAIN(TestReadLimits)
#include "tst_read_limits.moc"
