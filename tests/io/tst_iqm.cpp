// IQM reader and writer: hand-built files for every part of the format,
// the writer's choices, and the model round trip.
#include "IqmFixture.h"

#include "io/Formats.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Weights.h"
#include "model/Parallel.h"

#include <QSet>
#include <QTest>

#include <bit>
#include <cmath>
#include <limits>

using namespace quarry;
using namespace iqmfixture;

namespace {

// One triangle mesh: three vertices with float positions, plus whatever
// the caller adds.
Builder triangleFile(const QList<QByteArray> &extraArrays = {}, const QList<QByteArray> &extraData = {})
{
    Builder b;
    const quint32 name = b.str("tri"), material = b.str("skin.tga");
    b.table(NumMeshes, 1, OfsMeshes, u32s({name, material, 0, 3, 0, 1}));
    b.table(NumTriangles, 1, OfsTriangles, u32s({0, 1, 2}));
    b.set(NumVertexes, 3);
    const quint32 pos = b.add(f32s({0, 0, 0, 1, 0, 0, 0, 1, 0}));
    QByteArray records = u32s({Position, 0, Float, 3, pos});
    for (qsizetype i = 0; i < extraArrays.size(); ++i) {
        const QByteArray &rec = extraArrays[i];
        const quint32 at = b.add(extraData[i], 8);
        records.append(rec);
        putU32(records, records.size() - 4, at);
    }
    b.table(NumVertexArrays, quint32(records.size() / kVertexArraySize), OfsVertexArrays, records);
    return b;
}

template<typename R>
QString errorText(const R &r)
{
    return r.error ? r.error->toString() : QString();
}

ReadResult readBytes(const QByteArray &bytes)
{
    return readIqm(QStringLiteral("test.iqm"), bytes);
}

QByteArray writeBytes(const Model &model, QList<Diagnostic> *warnings = nullptr)
{
    const WriteResult w = writeIqm(model, QStringLiteral("out.iqm"));
    if (!w.ok())
        qWarning() << w.error->toString();
    if (warnings)
        *warnings = w.warnings;
    return w.data;
}

// Joint world positions of an animation at a frame.
QList<QVector3D> jointPositions(const Model &model, int animation, double time)
{
    const QList<QMatrix4x4> world = worldMatrices(model.skeleton, localPose(model, animation, time));
    QList<QVector3D> out;
    for (const QMatrix4x4 &m : world)
        out.append(m.map(QVector3D()));
    return out;
}

QString corpus(const char *file)
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/iqm/") + QLatin1String(file);
}

} // namespace

// A model of `meshes` meshes of `side` x `side` vertices each (positions,
// normals, one texture set) over as many triangles: big enough, at 12 x
// 120 x 120, for the reader to read its meshes on several threads.
Model gridMeshes(int meshes, int side)
{
    Model model;
    for (int m = 0; m < meshes; ++m) {
        Mesh mesh;
        mesh.name = QStringLiteral("grid%1").arg(m);
        QList<QVector2D> uvs;
        for (int y = 0; y < side; ++y)
            for (int x = 0; x < side; ++x) {
                mesh.positions.append(QVector3D(float(x), float(y), float(m)));
                mesh.normals.append(QVector3D(0, 0, 1));
                uvs.append(QVector2D(float(x) / float(side), float(y + m) / float(side)));
            }
        mesh.texcoords.append(uvs);
        for (int y = 0; y + 1 < side; ++y)
            for (int x = 0; x + 1 < side; ++x) {
                const quint32 v = quint32(y * side + x);
                mesh.triangles.append({v, v + 1, v + quint32(side)});
                mesh.triangles.append({v + 1, v + quint32(side) + 1, v + quint32(side)});
            }
        model.meshes.append(mesh);
    }
    return model;
}

// Where mesh `m`'s vertex `v` has its position, and its triangle `t` its
// first corner, in an IQM file.
quint64 positionAt(const QByteArray &file, int m, quint32 v)
{
    const quint64 mesh = field(file, OfsMeshes) + quint64(m) * kMeshSize;
    for (quint32 a = 0; a < field(file, NumVertexArrays); ++a) {
        const quint64 record = field(file, OfsVertexArrays) + quint64(a) * kVertexArraySize;
        if (u32At(file, record) == Position)
            return u32At(file, record + 16) + (quint64(u32At(file, mesh + 8)) + v) * 12;
    }
    return 0;
}
quint64 triangleAt(const QByteArray &file, int m, quint32 t)
{
    const quint64 mesh = field(file, OfsMeshes) + quint64(m) * kMeshSize;
    return field(file, OfsTriangles) + (quint64(u32At(file, mesh + 16)) + t) * kTriangleSize;
}


class TestIqm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Meshes read side by side give what a read in order gives: the same
    // model, and of several faults the first in file order (a stream's, a
    // triangle's, a mesh record's after them); Cancel is heard.
    void meshesReadSideBySideAsInOrder()
    {
        const WriteResult written = writeIqm(gridMeshes(12, 120), QStringLiteral("grid.iqm"));
        QVERIFY(written.ok());
        const QByteArray file = written.data;
        auto inOrder = [](const QByteArray &data) {
            parallel::CoreBudget oneCore;
            const BudgetScope inOrder(oneCore);
            return readIqm(QStringLiteral("grid.iqm"), data);
        };
        const ReadResult shared = readIqm(QStringLiteral("grid.iqm"), file);
        QVERIFY(shared.ok());
        QCOMPARE(shared.model.meshes.size(), 12);
        QVERIFY(shared.model == inOrder(file).model);
        QCOMPARE(shared.model.meshes, gridMeshes(12, 120).meshes);

        QByteArray damaged = file;
        putF32(damaged, positionAt(damaged, 9, 5) + 4, std::numeric_limits<float>::quiet_NaN());
        putU32(damaged, triangleAt(damaged, 4, 7), 99999999);
        putU32(damaged, field(damaged, OfsMeshes) + 10 * kMeshSize, 0xffffff00u);  // mesh 10's name
        const ReadResult bad = readIqm(QStringLiteral("grid.iqm"), damaged);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error->message.startsWith(QLatin1String("mesh 4: triangle ")), qPrintable(bad.error->toString()));
        QCOMPARE(bad.error->offset, qint64(triangleAt(damaged, 4, 7)));
        QCOMPARE(bad.error->toString(), inOrder(damaged).error->toString());
        putU32(damaged, triangleAt(damaged, 4, 7), u32At(file, triangleAt(file, 4, 7)));
        const ReadResult nan = readIqm(QStringLiteral("grid.iqm"), damaged);
        QVERIFY(!nan.ok());
        QCOMPARE(nan.error->offset, qint64(positionAt(damaged, 9, 5) + 4));
        QCOMPARE(nan.error->toString(), inOrder(damaged).error->toString());
        putF32(damaged, positionAt(damaged, 9, 5) + 4, 1.0f);
        const ReadResult record = readIqm(QStringLiteral("grid.iqm"), damaged);
        QVERIFY(!record.ok());
        QCOMPARE(record.error->offset, qint64(field(damaged, OfsMeshes) + 10 * kMeshSize));
        QCOMPARE(record.error->toString(), inOrder(damaged).error->toString());

        ReadOptions cancelling;
        int calls = 0;
        cancelling.progress = [&calls](double) { return ++calls < 2; };
        const ReadResult cancelled = readIqm(QStringLiteral("grid.iqm"), file, cancelling);
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error->message, cancelledMessage());
    }

    void probeAndRegistration()
    {
        QVERIFY(probeIqm(triangleFile().bytes()));
        QVERIFY(!probeIqm(QByteArrayView("INTERQUAKEMODEX\0", 16)));
        const FormatHandler *h = formatHandler(QStringLiteral("iqm"));
        QVERIFY(h);
        QVERIFY(h->extensions.contains(QStringLiteral("iqm")));
        QVERIFY(h->read && h->write && h->probe);
    }

    void minimalTriangle()
    {
        const ReadResult r = readBytes(triangleFile().bytes());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 1);
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.name, QStringLiteral("tri"));
        QCOMPARE(m.positions, (QList<QVector3D>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}));
        QCOMPARE(m.triangles, (QList<Triangle>{{0, 1, 2}}));
        QCOMPARE(r.model.materials.size(), 1);
        QCOMPARE(r.model.materials[0].name, QStringLiteral("skin.tga"));
        QCOMPARE(r.model.materials[0].texturePath(), QStringLiteral("skin.tga"));
        QVERIFY(r.model.skeleton.isEmpty());
    }

    void componentFormats_data()
    {
        QTest::addColumn<quint32>("format");
        QTest::addColumn<QByteArray>("data");  // 3 vertices x 1 component
        QTest::addColumn<QList<float>>("normalized");
        QTest::addColumn<QList<double>>("rawValues");
        QTest::newRow("byte") << quint32(Byte) << raw<qint8>({127, -128, 0}) << QList<float>{1, -1, 1.0f / 255}
                              << QList<double>{127, -128, 0};
        QTest::newRow("ubyte") << quint32(UByte) << raw<quint8>({255, 0, 51}) << QList<float>{1, 0, 0.2f}
                               << QList<double>{255, 0, 51};
        QTest::newRow("short") << quint32(Short) << raw<qint16>({32767, -32768, 0})
                               << QList<float>{1, -1, 1.0f / 65535} << QList<double>{32767, -32768, 0};
        QTest::newRow("ushort") << quint32(UShort) << raw<quint16>({65535, 0, 13107}) << QList<float>{1, 0, 0.2f}
                                << QList<double>{65535, 0, 13107};
        QTest::newRow("int") << quint32(Int) << raw<qint32>({2147483647, -2147483647 - 1, 0})
                             << QList<float>{1, -1, float(1.0 / 4294967295.0)}
                             << QList<double>{2147483647, -2147483648.0, 0};
        QTest::newRow("uint") << quint32(UInt) << raw<quint32>({4294967295u, 0, 858993459u})
                              << QList<float>{1, 0, 0.2f} << QList<double>{4294967295.0, 0, 858993459.0};
        QTest::newRow("half") << quint32(Half) << raw<quint16>({0x3C00, 0xC000, 0x3800})
                              << QList<float>{1, -2, 0.5f} << QList<double>{1, -2, 0.5};
        QTest::newRow("float") << quint32(Float) << f32s({1.5f, -2.25f, 3}) << QList<float>{1.5f, -2.25f, 3}
                               << QList<double>{1.5, -2.25, 3};
        QTest::newRow("double") << quint32(Double) << raw<double>({1.5, -2.25, 1e300})
                                << QList<float>{1.5f, -2.25f, INFINITY} << QList<double>{1.5, -2.25, 1e300};
    }

    void componentFormats()
    {
        QFETCH(quint32, format);
        QFETCH(QByteArray, data);
        QFETCH(QList<float>, normalized);
        QFETCH(QList<double>, rawValues);
        // The same data as a one-component texcoord array (normalized) and a
        // custom array (raw); double data that does not fit a float is only
        // valid in the custom array. "heat" is the third string of the file.
        const bool fitsFloat = std::isfinite(normalized[2]);
        QList<QByteArray> recs, datas;
        if (fitsFloat) {
            recs << u32s({TexCoord, 0, format, 1, 0});
            datas << data;
        }
        recs << u32s({Custom + 14, 0, format, 1, 0});
        datas << data;
        Builder file = triangleFile(recs, datas);
        QCOMPARE(file.str("heat"), 14u);
        const QByteArray bytes = file.bytes();
        const ReadResult r = readBytes(bytes);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Mesh &m = r.model.meshes[0];
        if (fitsFloat) {
            QCOMPARE(m.texcoords.size(), 1);
            for (int v = 0; v < 3; ++v) {
                QVERIFY2(std::abs(m.texcoords[0][v].x() - normalized[v]) <= 1e-6f,
                         qPrintable(QStringLiteral("%1 vs %2").arg(m.texcoords[0][v].x()).arg(normalized[v])));
                QCOMPARE(m.texcoords[0][v].y(), 0.0f);  // missing component
            }
        }
        QCOMPARE(m.customs.size(), 1);
        QCOMPARE(m.customs[0].name, QStringLiteral("heat"));
        QCOMPARE(int(m.customs[0].type), int(format));
        QCOMPARE(m.customs[0].components, 1);
        QCOMPARE(m.customs[0].values, rawValues);

        // Written back: the custom array keeps its format and numbers.
        const QByteArray written = writeBytes(r.model);
        QVERIFY(!written.isEmpty());
        const ReadResult again = readBytes(written);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.meshes[0].customs, m.customs);
        QCOMPARE(writeBytes(again.model), written);
    }

    void standardArraysAndDefaults()
    {
        // Normals as bytes, tangent with 3 components (w defaults to 1),
        // colors as 3 ubytes (alpha defaults to 1), skinning with 2 slots.
        Builder b;
        const quint32 bone = b.str("bone");
        b.table(NumMeshes, 1, OfsMeshes, u32s({0, 0, 0, 3, 0, 1}));
        b.table(NumTriangles, 1, OfsTriangles, u32s({2, 1, 0}));
        b.set(NumVertexes, 3);
        QByteArray records;
        auto array = [&](quint32 type, quint32 format, quint32 size, const QByteArray &data) {
            records.append(u32s({type, 0, format, size, b.add(data, 8)}));
        };
        array(Position, Float, 3, f32s({0, 0, 0, 1, 0, 0, 0, 1, 0}));
        array(Normal, Byte, 3, raw<qint8>({0, 0, 127, 0, 0, 127, 0, 0, -128}));
        array(Tangent, Float, 3, f32s({1, 0, 0, 1, 0, 0, 1, 0, 0}));
        array(BlendIndexes, UByte, 2, raw<quint8>({0, 1, 1, 0, 0, 0}));
        array(BlendWeights, UByte, 2, raw<quint8>({128, 127, 255, 0, 255, 0}));
        array(Color, UByte, 3, raw<quint8>({255, 0, 0, 0, 255, 0, 0, 0, 255}));
        b.table(NumVertexArrays, 6, OfsVertexArrays, records);
        b.table(NumJoints, 2, OfsJoints,
                u32s({bone, quint32(-1)}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1})
                    + u32s({bone, 0}) + f32s({0, 0, 1, 0, 0, 0, 1, 1, 1, 1}));
        const ReadResult r = readBytes(b.bytes());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.material, -1);
        QCOMPARE(m.triangles, (QList<Triangle>{{2, 1, 0}}));  // winding as stored
        QCOMPARE(m.normals[0], QVector3D(1.0f / 255, 1.0f / 255, 1));
        QCOMPARE(m.normals[2].z(), -1.0f);
        QCOMPARE(m.tangents[1], QVector4D(1, 0, 0, 1));
        QCOMPARE(m.colors[1], QVector4D(0, 1, 0, 1));
        QCOMPARE(m.influencesPerVertex, 2);
        QCOMPARE(m.blendIndexes, (QList<quint32>{0, 1, 1, 0, 0, 0}));
        QCOMPARE(m.blendWeights[0], 128.0f / 255);
        QCOMPARE(m.blendWeights[2], 1.0f);
        QCOMPARE(r.model.skeleton.joints[1].parent, 0);
        QCOMPARE(r.model.skeleton.joints[1].bind.translation, QVector3D(0, 0, 1));
    }

    void meshesBecomeLocal()
    {
        // Two meshes over one vertex array; the second mesh's triangles use
        // file-wide indexes 3..5. Both share a material.
        Builder b;
        const quint32 a = b.str("a"), c = b.str("c"), mat = b.str("m.tga");
        b.table(NumMeshes, 2, OfsMeshes, u32s({a, mat, 0, 3, 0, 1, c, mat, 3, 3, 1, 2}));
        b.table(NumTriangles, 3, OfsTriangles, u32s({0, 1, 2, 3, 4, 5, 5, 4, 3}));
        b.set(NumVertexes, 6);
        const quint32 pos = b.add(f32s({0, 0, 0, 1, 0, 0, 0, 1, 0, 5, 0, 0, 6, 0, 0, 5, 1, 0}));
        b.table(NumVertexArrays, 1, OfsVertexArrays, u32s({Position, 0, Float, 3, pos}));
        const ReadResult r = readBytes(b.bytes());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 2);
        QCOMPARE(r.model.materials.size(), 1);
        QCOMPARE(r.model.meshes[1].material, 0);
        QCOMPARE(r.model.meshes[1].positions[0], QVector3D(5, 0, 0));
        QCOMPARE(r.model.meshes[1].triangles, (QList<Triangle>{{0, 1, 2}, {2, 1, 0}}));

        // Written: meshes contiguous, adjacency generated: triangles 1 and 2
        // share all three edges with each other? No: they are the same
        // triangle reversed, so each edge has exactly two users.
        const QByteArray out = writeBytes(r.model);
        QCOMPARE(field(out, NumTriangles), 3u);
        const quint32 adj = field(out, OfsAdjacency);
        QVERIFY(adj != 0);
        for (int e = 0; e < 3; ++e) {
            QCOMPARE(u32At(out, adj + e * 4), 0xFFFFFFFFu);       // triangle 0: no neighbours
            QCOMPARE(u32At(out, adj + 12 + e * 4), 2u);           // triangle 1 meets 2
            QCOMPARE(u32At(out, adj + 24 + e * 4), 1u);
        }
        const quint32 meshes = field(out, OfsMeshes);
        QCOMPARE(u32At(out, meshes + 24 + 8), 3u);   // second mesh's first vertex
        QCOMPARE(u32At(out, meshes + 24 + 16), 1u);  // and first triangle
        QCOMPARE(u32At(out, field(out, OfsTriangles) + 12), 3u);  // global index again
        QCOMPARE(u32At(out, meshes + 4), u32At(out, meshes + 24 + 4));  // one string for the material
    }

    void framesAndAnimations()
    {
        // Two joints; pose 0 animates translation x and rotation w, pose 1
        // only scale z. Two frames at 10 fps, looping.
        Builder b;
        const quint32 root = b.str("root"), tip = b.str("tip"), walk = b.str("walk");
        b.table(NumJoints, 2, OfsJoints,
                u32s({root, quint32(-1)}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1})
                    + u32s({tip, 0}) + f32s({0, 0, 1, 0, 0, 0, 1, 1, 1, 1}));
        QByteArray poses = i32s({-1}) + u32s({(1u << 0) | (1u << 6)})
                           + f32s({2, 0, 0, 0, 0, 0, -1, 1, 1, 1}) + f32s({0.5f, 0, 0, 0, 0, 0, 1.0f / 65535, 0, 0, 0});
        poses += i32s({0}) + u32s({1u << 9}) + f32s({0, 0, 1, 0, 0, 0, 1, 1, 1, 1})
                 + f32s({0, 0, 0, 0, 0, 0, 0, 0, 0, 0.25f});
        b.table(NumPoses, 2, OfsPoses, poses);
        b.set(NumFrames, 2);
        b.set(NumFrameChannels, 3);
        b.set(OfsFrames, b.add(raw<quint16>({0, 0, 0, 4, 65535, 4})));
        b.table(NumAnims, 1, OfsAnims, u32s({walk, 0, 2}) + f32s({10}) + u32s({Loop}));
        const ReadResult r = readBytes(b.bytes());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.animations.size(), 1);
        const Animation &a = r.model.animations[0];
        QCOMPARE(a.name, QStringLiteral("walk"));
        QCOMPARE(a.fps, 10.0);
        QVERIFY(a.loop);
        QCOMPARE(a.frameCount(), 2);
        QCOMPARE(a.tracks.size(), 2);
        const JointTrack &t0 = a.tracks[0];
        QCOMPARE(t0.translations.size(), 2);
        QCOMPARE(t0.translations[1].time, 0.1f);
        QCOMPARE(t0.translations[0].value, QVector3D(2, 0, 0));
        QCOMPARE(t0.translations[1].value, QVector3D(4, 0, 0));  // 2 + 0.5 * 4
        QCOMPARE(t0.rotations[0].value.scalar(), -1.0f);
        QVERIFY(std::abs(t0.rotations[1].value.scalar()) < 1e-6f);  // -1 + 65535 * (1 / 65535)
        const JointTrack &t1 = a.tracks[1];
        QCOMPARE(t1.scales[0].value, QVector3D(1, 1, 1));
        QCOMPARE(t1.scales[1].value, QVector3D(1, 1, 2));
        QCOMPARE(t1.translations[1].value, QVector3D(0, 0, 1));  // unset channel: its offset

        // Written back with the stored quantization: same frames and poses.
        const QByteArray out = writeBytes(r.model);
        const ReadResult again = readBytes(out);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.animations, r.model.animations);
        QCOMPARE(field(out, NumFrameChannels), 3u);
        QCOMPARE(writeBytes(again.model), out);
        QCOMPARE(field(out, OfsBounds), 0u);  // no vertices, no bounds
    }

    void animationOnlyFile()
    {
        // Poses, frames and an animation; no joints, no meshes.
        Builder b;
        const quint32 name = b.str("wave");
        QByteArray poses = i32s({-1}) + u32s({1u << 2}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1})
                           + f32s({0, 0, 1.0f / 65535, 0, 0, 0, 0, 0, 0, 0});
        poses += i32s({0}) + u32s({0}) + f32s({0, 1, 0, 0, 0, 0, 1, 1, 1, 1}) + f32s({0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        b.table(NumPoses, 2, OfsPoses, poses);
        b.set(NumFrames, 3);
        b.set(NumFrameChannels, 1);
        b.set(OfsFrames, b.add(raw<quint16>({0, 32768, 65535, 0})));
        b.table(NumAnims, 1, OfsAnims, u32s({name, 0, 3}) + f32s({30}) + u32s({0}));
        const QByteArray file = b.bytes();
        const ReadResult r = readBytes(file);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(r.model.meshes.isEmpty());
        QVERIFY(r.model.extras.value(QLatin1String(kAnimationOnly)).toBool());
        QCOMPARE(r.model.skeleton.joints.size(), 2);
        QCOMPARE(r.model.skeleton.joints[1].parent, 0);
        QVERIFY(r.model.skeleton.joints[0].name.isEmpty());
        QCOMPARE(r.model.animations[0].tracks[0].translations[2].value, QVector3D(0, 0, 1));
        QCOMPARE(r.model.animations[0].tracks[1].translations[1].value, QVector3D(0, 1, 0));

        const QByteArray out = writeBytes(r.model);
        QCOMPARE(field(out, NumJoints), 0u);
        QCOMPARE(field(out, NumMeshes), 0u);
        QCOMPARE(field(out, NumPoses), 2u);
        QCOMPARE(field(out, NumFrames), 3u);
        QCOMPARE(field(out, NumFrameChannels), 1u);
        const ReadResult again = readBytes(out);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model, r.model);
        QCOMPARE(writeBytes(again.model), out);
        // The frames are the file's own numbers.
        QCOMPARE(qFromLittleEndian<quint16>(out.constData() + field(out, OfsFrames) + 2), quint16(32768));
    }

    void commentAndExtensions()
    {
        Builder b = triangleFile();
        const quint32 e1 = b.str("FTE_MESH"), e2 = b.str("vendor");
        b.table(NumComment, 9, OfsComment, QByteArray("made by x", 9));
        const quint32 d1 = b.add(QByteArray("\x01\x02\x03", 3));
        const quint32 d2 = b.add(QByteArray("payload!", 8));
        // A linked list in reverse file order: the second record first.
        Builder c = b;
        const quint32 second = c.add(u32s({e2, 8, d2, 0}));
        const quint32 first = c.add(u32s({e1, 3, d1, second}));
        c.set(NumExtensions, 2);
        c.set(OfsExtensions, first);
        const QByteArray fileBytes = c.bytes();
        const ReadResult r = readBytes(fileBytes);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.extras.value(QStringLiteral("iqm.comment")).toString(), QStringLiteral("made by x"));
        const QVariantList ext = r.model.extras.value(QStringLiteral("iqm.extensions")).toList();
        QCOMPARE(ext.size(), 2);
        QCOMPARE(ext[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("FTE_MESH"));
        QCOMPARE(ext[0].toMap().value(QStringLiteral("data")).toByteArray(), QByteArray("\x01\x02\x03", 3));
        QCOMPARE(ext[1].toMap().value(QStringLiteral("data")).toByteArray(), QByteArray("payload!"));

        const QByteArray out = writeBytes(r.model);
        const ReadResult again = readBytes(out);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.extras, r.model.extras);
        QCOMPARE(writeBytes(again.model), out);
    }

    void writerFormatsAndRoundTrip()
    {
        Model model = makeSampleModel();
        QList<Diagnostic> warnings;
        const QByteArray out = writeBytes(model, &warnings);
        QVERIFY(!out.isEmpty());
        QCOMPARE(field(out, FileSize), quint32(out.size()));
        const ReadResult r = readBytes(out);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), model.meshes.size());
        QCOMPARE(r.model.skeleton.joints.size(), model.skeleton.joints.size());
        // Byte-identical on the second round.
        QCOMPARE(writeBytes(r.model), out);

        // Vertex arrays in the recommended formats; offsets aligned.
        const quint32 arrays = field(out, OfsVertexArrays);
        quint32 weightsAt = 0;
        for (quint32 i = 0; i < field(out, NumVertexArrays); ++i) {
            const quint32 at = arrays + i * kVertexArraySize;
            const quint32 type = u32At(out, at), format = u32At(out, at + 8);
            QCOMPARE(u32At(out, at + 16) % 4, 0u);
            if (type == Position || type == Normal || type == Tangent || type == TexCoord)
                QCOMPARE(format, quint32(Float));
            if (type == BlendIndexes || type == BlendWeights || type == Color)
                QCOMPARE(format, quint32(UByte));
            if (type == BlendWeights)
                weightsAt = u32At(out, at + 16);
        }
        QVERIFY(weightsAt);
        for (quint32 v = 0; v < field(out, NumVertexes); ++v) {
            int sum = 0;
            for (int j = 0; j < 4; ++j)
                sum += quint8(out[weightsAt + v * 4 + j]);
            QVERIFY2(sum == 255 || sum == 0, qPrintable(QString::number(sum)));
        }

        // The string table has no duplicates.
        const QByteArray text = out.mid(field(out, OfsText), field(out, NumText));
        const QList<QByteArray> strings = text.split('\0');
        QSet<QByteArray> unique;
        for (qsizetype i = 1; i + 1 < strings.size(); ++i) {
            QVERIFY2(!unique.contains(strings[i]), strings[i].constData());
            unique.insert(strings[i]);
        }

        // One bounds record per frame, holding the skinned mesh (the
        // joints' moved boxes: a little larger than the mesh, see
        // tst_iqm_bounds; within a fifth of its size here).
        QCOMPARE(field(out, NumFrames), quint32(model.animations[0].frameCount()));
        const quint32 boundsAt = field(out, OfsBounds);
        QVERIFY(boundsAt);
        for (int f = 0; f < model.animations[0].frameCount(); ++f) {
            const Bounds expected = poseBounds(model, 0, f / model.animations[0].fps);
            const float size = expected.size().length();
            for (int c = 0; c < 3; ++c) {
                const float low = f32At(out, boundsAt + f * 32 + c * 4), high = f32At(out, boundsAt + f * 32 + 12 + c * 4);
                QVERIFY(low <= expected.min[c] + 1e-3f && low >= expected.min[c] - 0.2f * size);
                QVERIFY(high >= expected.max[c] - 1e-3f && high <= expected.max[c] + 0.2f * size);
            }
        }

        // Channels: constant ones are masked out, the others keep their
        // values within half a quantization step of their range.
        const quint32 posesAt = field(out, OfsPoses);
        int masked = 0;
        for (qsizetype j = 0; j < model.skeleton.joints.size(); ++j)
            masked += 10 - std::popcount(u32At(out, posesAt + j * kPoseSize + 4));
        QVERIFY(masked > 0);
        const Animation &src = model.animations[0];
        const Animation &back = r.model.animations[0];
        for (const JointTrack &t : src.tracks) {
            const JointTrack *u = back.track(t.joint);
            QVERIFY(u);
            for (qsizetype f = 0; f < t.rotations.size(); ++f) {
                const float step = 2.0f / 65535;  // quaternion components span at most [-1, 1]
                for (int c = 0; c < 4; ++c)
                    QVERIFY(std::abs(t.rotations[f].value.toVector4D()[c] - u->rotations[f].value.toVector4D()[c]) <= step);
            }
        }
        for (int f = 0; f < src.frameCount(); ++f) {
            const auto a = jointPositions(model, 0, f / src.fps), b = jointPositions(r.model, 0, f / src.fps);
            for (qsizetype j = 0; j < a.size(); ++j)
                QVERIFY((a[j] - b[j]).length() < 1e-3f);
        }
    }

    void moreThanFourInfluences()
    {
        Model model = makeSampleModel();
        Mesh &m = model.meshes[0];
        const int k = m.influencesPerVertex;
        QVERIFY(k > 0 && k < 6);
        // Six slots per vertex; vertex 0 gets six real influences.
        QList<quint32> idx;
        QList<float> w;
        for (qsizetype v = 0; v < m.vertexCount(); ++v) {
            for (int j = 0; j < 6; ++j) {
                idx.append(j < k ? m.blendIndexes[v * k + j] : 0);
                w.append(j < k ? m.blendWeights[v * k + j] : 0.0f);
            }
        }
        const int joints = int(model.skeleton.joints.size());
        for (int j = 0; j < 6; ++j) {
            idx[j] = quint32(j % joints);
            w[j] = 0.1f + 0.05f * j;
        }
        m.influencesPerVertex = 6;
        m.blendIndexes = idx;
        m.blendWeights = w;
        QList<Diagnostic> warnings;
        const QByteArray out = writeBytes(model, &warnings);
        QVERIFY(!out.isEmpty());
        bool warned = false;
        for (const Diagnostic &d : warnings)
            warned = warned || (d.message.contains(QLatin1String("1 vertices")) && d.message.contains(QLatin1String("4")));
        QVERIFY2(warned, warnings.isEmpty() ? "no warning" : qPrintable(warnings[0].message));
        const ReadResult r = readBytes(out);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes[0].influencesPerVertex, 4);
        // The four largest of vertex 0 (weights 0.2 .. 0.35) remain.
        const QList<float> kept = r.model.meshes[0].blendWeights.mid(0, 4);
        QVERIFY(!kept.contains(0.0f));
        QVERIFY(std::abs(kept[0] * 255 - std::round(0.35 / 1.1 * 255)) <= 1);
        QCOMPARE(model.meshes[0].influencesPerVertex, 6);  // the model itself is untouched
    }

    void influenceSlotsKept()
    {
        // IQM has four slots a vertex; a mesh with fewer reads back with the
        // slots it uses, its weights in their order.
        for (const int slotCount : {1, 2, 3}) {
            Model model = makeSampleModel();
            Mesh &m = model.meshes[0];
            const int k = m.influencesPerVertex;
            QVERIFY(k > 0);
            const int joints = int(model.skeleton.joints.size());
            QVERIFY(joints >= 3);
            const qsizetype n = m.vertexCount();
            QList<quint32> idx(n * slotCount, 0);
            QList<float> w(n * slotCount, 0.0f);
            for (qsizetype v = 0; v < n; ++v) {
                // Vertex 1 uses every slot; the others only the first.
                const int used = v == 1 ? slotCount : 1;
                for (int j = 0; j < used; ++j) {
                    idx[v * slotCount + j] = quint32((v + j) % joints);
                    w[v * slotCount + j] = 1.0f / float(used);
                }
            }
            m.influencesPerVertex = slotCount;
            m.blendIndexes = idx;
            m.blendWeights = w;
            const ReadResult r = readBytes(writeBytes(model));
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            const Mesh &back = r.model.meshes[0];
            QCOMPARE(back.influencesPerVertex, slotCount);
            QCOMPARE(back.blendIndexes, idx);
            for (qsizetype e = 0; e < w.size(); ++e)
                QVERIFY(std::abs(back.blendWeights[e] - w[e]) <= 1.0f / 255);
        }
        // Four slots of which the last two hold nothing anywhere: two kept.
        Model model = makeSampleModel();
        Mesh &m = model.meshes[0];
        const qsizetype n = m.vertexCount();
        m.influencesPerVertex = 4;
        m.blendIndexes = QList<quint32>(n * 4, 0);
        m.blendWeights = QList<float>(n * 4, 0.0f);
        for (qsizetype v = 0; v < n; ++v) {
            m.blendWeights[v * 4] = 0.5f;
            m.blendWeights[v * 4 + 1] = 0.5f;
            m.blendIndexes[v * 4 + 1] = 1;
        }
        const ReadResult r = readBytes(writeBytes(model));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes[0].influencesPerVertex, 2);
    }

    void irregularAnimationIsResampled()
    {
        Model model = makeSampleModel();
        Animation &a = model.animations[0];
        a.tracks[0].rotations.removeAt(3);
        QList<Diagnostic> warnings;
        const QByteArray out = writeBytes(model, &warnings);
        QVERIFY(!warnings.isEmpty());
        const ReadResult r = readBytes(out);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.animations[0].frameCount(), a.frameCount());
        QCOMPARE(r.model.animations[0].tracks[0].rotations.size(), qsizetype(a.frameCount()));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<QString>("words");

        const QByteArray good = triangleFile().bytes();
        auto patched = [&](quint64 at, quint32 v) {
            QByteArray b = good;
            putU32(b, at, v);
            return b;
        };
        QByteArray magic = good;
        magic[3] = 'x';
        QTest::newRow("magic") << magic << qint64(0) << QStringLiteral("not an IQM file");
        QTest::newRow("version") << patched(headerFieldOffset(Version), 1) << qint64(headerFieldOffset(Version))
                                 << QStringLiteral("version 1");
        QTest::newRow("header cut") << good.left(100) << qint64(100) << QStringLiteral("header");
        QTest::newRow("truncated") << good.left(good.size() - 4) << qint64(good.size() - 4)
                                   << QStringLiteral("truncated");
        QTest::newRow("meshes past end") << patched(headerFieldOffset(OfsMeshes), quint32(good.size() - 8))
                                         << qint64(headerFieldOffset(OfsMeshes)) << QStringLiteral("past the end");
        QTest::newRow("offset into header") << patched(headerFieldOffset(OfsTriangles), 8)
                                            << qint64(headerFieldOffset(OfsTriangles)) << QStringLiteral("header");
        QTest::newRow("overflowing vertex count")
            << patched(headerFieldOffset(NumVertexes), 0xFFFFFFFFu)
            << qint64(field(good, OfsVertexArrays) + 16) << QStringLiteral("past the end");
        QTest::newRow("overflowing triangle count")
            << patched(headerFieldOffset(NumTriangles), 0x80000000u)
            << qint64(headerFieldOffset(OfsTriangles)) << QStringLiteral("past the end");
        QTest::newRow("mesh range") << patched(field(good, OfsMeshes) + 12, 0xFFFFFFFFu)
                                    << qint64(field(good, OfsMeshes) + 8) << QStringLiteral("vertices");
        QTest::newRow("triangle index") << patched(field(good, OfsTriangles) + 4, 3)
                                        << qint64(field(good, OfsTriangles) + 4) << QStringLiteral("vertex 3");
        QTest::newRow("name outside text") << patched(field(good, OfsMeshes), 5000)
                                           << qint64(field(good, OfsMeshes)) << QStringLiteral("text table");
        const quint32 posAt = u32At(good, field(good, OfsVertexArrays) + 16);
        QByteArray nan = good;
        putF32(nan, posAt + 16, NAN);
        QTest::newRow("NaN position") << nan << qint64(posAt + 16) << QStringLiteral("finite");
        QByteArray inf = good;
        putF32(inf, posAt + 32, INFINITY);
        QTest::newRow("infinite position") << inf << qint64(posAt + 32) << QStringLiteral("finite");
        QTest::newRow("component count") << patched(field(good, OfsVertexArrays) + 12, 7)
                                         << qint64(field(good, OfsVertexArrays) + 12) << QStringLiteral("components");
        QTest::newRow("component format") << patched(field(good, OfsVertexArrays) + 8, 9)
                                          << qint64(field(good, OfsVertexArrays) + 8) << QStringLiteral("format");

        // Skeleton and animation errors on a skinned file.
        Builder b = triangleFile({u32s({BlendIndexes, 0, UByte, 4, 0}), u32s({BlendWeights, 0, UByte, 4, 0})},
                                 {raw<quint8>({0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}),
                                  raw<quint8>({255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0})});
        const quint32 j = b.str("j");
        b.table(NumJoints, 2, OfsJoints,
                u32s({j, quint32(-1)}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1})
                    + u32s({j, 0}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}));
        b.table(NumPoses, 2, OfsPoses,
                i32s({-1}) + u32s({1}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}) + f32s({1, 0, 0, 0, 0, 0, 0, 0, 0, 0})
                    + i32s({0}) + u32s({0}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}) + f32s({0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
        b.set(NumFrames, 2);
        b.set(NumFrameChannels, 1);
        b.set(OfsFrames, b.add(raw<quint16>({0, 1})));
        const quint32 anim = b.str("a");
        b.table(NumAnims, 1, OfsAnims, u32s({anim, 0, 2}) + f32s({24}) + u32s({0}));
        const QByteArray rigged = b.bytes();
        QVERIFY(readBytes(rigged).ok());
        auto rig = [&](quint64 at, quint32 v) {
            QByteArray r = rigged;
            putU32(r, at, v);
            return r;
        };
        const quint32 jointsAt = field(rigged, OfsJoints);
        QTest::newRow("parent after joint") << rig(jointsAt + 4, 1) << qint64(jointsAt + 4) << QStringLiteral("parent 1");
        QByteArray jointNan = rigged;
        putF32(jointNan, jointsAt + kJointSize + 8 + 12, NAN);
        QTest::newRow("NaN joint") << jointNan << qint64(jointsAt + kJointSize + 8 + 12) << QStringLiteral("finite");
        const quint32 indexesAt = u32At(rigged, field(rigged, OfsVertexArrays) + kVertexArraySize + 16);
        QByteArray badIndex = rigged;
        badIndex[indexesAt + 4] = char(9);
        QTest::newRow("blend index") << badIndex << qint64(indexesAt + 4) << QStringLiteral("joint 9");
        QTest::newRow("pose count") << rig(headerFieldOffset(NumPoses), 1) << qint64(headerFieldOffset(NumPoses))
                                    << QStringLiteral("poses");
        QTest::newRow("channel count") << rig(headerFieldOffset(NumFrameChannels), 2)
                                       << qint64(headerFieldOffset(NumFrameChannels)) << QStringLiteral("channels");
        const quint32 animsAt = field(rigged, OfsAnims);
        QTest::newRow("anim frames") << rig(animsAt + 8, 3) << qint64(animsAt + 4) << QStringLiteral("frames");
        QTest::newRow("frames past end") << rig(headerFieldOffset(NumFrames), 0x7FFFFFFF)
                                         << qint64(headerFieldOffset(OfsFrames)) << QStringLiteral("past the end");
        QByteArray rateNan = rigged;
        putF32(rateNan, animsAt + 12, NAN);
        QTest::newRow("NaN frame rate") << rateNan << qint64(animsAt + 12) << QStringLiteral("frame rate");
        const quint32 posesAt = field(rigged, OfsPoses);
        QByteArray scaleInf = rigged;
        putF32(scaleInf, posesAt + 8 + 40, INFINITY);
        QTest::newRow("infinite channel scale") << scaleInf << qint64(posesAt + 48) << QStringLiteral("finite");
        QByteArray frameInf = rigged;
        putF32(frameInf, posesAt + 8, 3e38f);  // finite offset and scale, infinite sum
        putF32(frameInf, posesAt + 8 + 40, 3e38f);
        QTest::newRow("frame value overflows") << frameInf << qint64(field(rigged, OfsFrames) + 2)
                                               << QStringLiteral("finite");
        QTest::newRow("adjacency past end") << rig(headerFieldOffset(OfsAdjacency), quint32(rigged.size() - 4))
                                            << qint64(headerFieldOffset(OfsAdjacency)) << QStringLiteral("adjacency");
        QByteArray extensions = rigged;
        putU32(extensions, headerFieldOffset(NumExtensions), 0x40000000u);
        QTest::newRow("extension count") << extensions << qint64(headerFieldOffset(NumExtensions))
                                         << QStringLiteral("extensions");
        {
            Builder e = b;
            const quint32 rec = e.add(u32s({0, 0, 0, 0}));
            e.set(NumExtensions, 2);
            e.set(OfsExtensions, rec);
            const QByteArray ext = e.bytes();
            QTest::newRow("extension list short") << ext << qint64(rec + 12) << QStringLiteral("ends after 1");
            QByteArray loop = ext;
            putU32(loop, rec + 12, rec);  // a cycle: stops after the count
            QVERIFY(readBytes(loop).ok());
            QByteArray far = ext;
            putU32(far, rec + 12, 0xFFFFFFF0u);
            QTest::newRow("extension pointer") << far << qint64(rec + 12) << QStringLiteral("past the end");
        }
    }

    void errors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, offset);
        QFETCH(QString, words);
        const ReadResult r = readBytes(bytes);
        QVERIFY(!r.ok());
        QVERIFY(r.model.isEmpty());
        QCOMPARE(r.error->file, QStringLiteral("test.iqm"));
        QVERIFY2(r.error->message.contains(words), qPrintable(errorText(r)));
        QCOMPARE(r.error->offset, offset);
        QVERIFY(r.error->toString().contains(QStringLiteral("byte %1").arg(offset)));
    }

    void adjacencyIsMadeAgain()
    {
        // Adjacency naming a triangle that does not exist is derived data
        // the model does not keep: the file reads, and the written file
        // holds adjacency computed from the triangles.
        Builder b = triangleFile();
        b.set(OfsAdjacency, b.add(u32s({0xFFFFFFFFu, 7, 0xFFFFFFFFu})));
        const ReadResult r = readBytes(b.bytes());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const QByteArray out = writeBytes(r.model);
        for (int e = 0; e < 3; ++e)
            QCOMPARE(u32At(out, field(out, OfsAdjacency) + e * 4), 0xFFFFFFFFu);
    }

    void commentFromIqe()
    {
        Model model = makeSampleModel();
        model.extras.insert(QStringLiteral("iqe.comment"), QStringLiteral("exported\nby hand"));
        const ReadResult r = readBytes(writeBytes(model));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.extras.value(QStringLiteral("iqm.comment")).toString(), QStringLiteral("exported\nby hand"));
    }

    void animationsWithoutJoints()
    {
        Model model = makeSampleModel();
        model.skeleton.joints.clear();
        for (Mesh &m : model.meshes) {
            m.influencesPerVertex = 0;
            m.blendIndexes.clear();
            m.blendWeights.clear();
        }
        QList<Diagnostic> warnings;
        const QByteArray out = writeBytes(model, &warnings);
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings[0].message.contains(QLatin1String("no joints")));
        const ReadResult r = readBytes(out);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(r.model.animations.isEmpty());
        QCOMPARE(r.model.meshes.size(), model.meshes.size());
    }

    void progressAndCancel()
    {
        const QByteArray bytes = writeBytes(makeSampleModel());
        ReadOptions options;
        QList<double> seen;
        options.progress = [&](double f) {
            seen.append(f);
            return true;
        };
        QVERIFY(readIqm(QStringLiteral("p.iqm"), bytes, options).ok());
        QVERIFY(seen.size() >= 2);
        QCOMPARE(seen.last(), 1.0);
        QVERIFY(std::is_sorted(seen.cbegin(), seen.cend()));
        options.progress = [](double) { return false; };
        const ReadResult r = readIqm(QStringLiteral("p.iqm"), bytes, options);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->message, cancelledMessage());
        QVERIFY(r.model.isEmpty());
    }

    void shortBoundsTableIsAWarning()
    {
        const QByteArray out = writeBytes(makeSampleModel());
        QByteArray cut = out;
        putU32(cut, headerFieldOffset(OfsBounds), quint32(out.size() - 40));
        const ReadResult r = readBytes(cut);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].offset, qint64(headerFieldOffset(OfsBounds)));
    }

    void corpusMrFixit()
    {
        QFile file(corpus("mrfixit.iqm"));
        if (!file.open(QIODevice::ReadOnly))
            QSKIP("corpus file mrfixit.iqm is absent");
        const QByteArray bytes = file.readAll();
        const ReadResult r = readModelFile(file.fileName());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(r.warnings.isEmpty());
        const Model &m = r.model;
        QCOMPARE(m.meshes.size(), 2);
        QCOMPARE(m.meshes[0].name, QStringLiteral("Body"));
        QCOMPARE(m.meshes[1].name, QStringLiteral("Head"));
        QCOMPARE(m.materials[m.meshes[0].material].name, QStringLiteral("Body.tga"));
        QCOMPARE(m.materials[m.meshes[1].material].name, QStringLiteral("Head.tga"));
        QCOMPARE(m.vertexCount(), 1861);
        QCOMPARE(m.triangleCount(), 2988);
        QCOMPARE(m.skeleton.joints.size(), 75);
        QCOMPARE(m.animations.size(), 1);
        QCOMPARE(m.animations[0].name, QStringLiteral("idle"));
        QCOMPARE(m.animations[0].fps, 24.0);
        QCOMPARE(m.animations[0].frameCount(), 101);
        for (const Mesh &mesh : m.meshes) {
            QVERIFY(mesh.validate().isEmpty());
            // The slots the model uses (IQM stores four).
            const int k = mesh.influencesPerVertex;
            QVERIFY(k >= 1 && k <= 4);
            bool lastSlotUsed = false;
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
                lastSlotUsed = lastSlotUsed || mesh.blendWeights[v * k + k - 1] != 0.0f;
            QVERIFY(lastSlotUsed);
            QCOMPARE(mesh.texcoords.size(), 1);
            QCOMPARE(mesh.normals.size(), mesh.vertexCount());
            QCOMPARE(mesh.tangents.size(), mesh.vertexCount());
        }
        QVERIFY(m.skeleton.isTopologicallyOrdered());

        // Written: adjacency as the format's converter made it; bounds
        // close to the original's; the poses' quantization the original's own.
        const QByteArray out = writeBytes(m);
        QCOMPARE(field(out, NumFrames), field(bytes, NumFrames));
        QCOMPARE(field(out, NumFrameChannels), field(bytes, NumFrameChannels));
        // (The stored numbers may differ where several decode to one float:
        // the values are compared below, through the reader.)
        QCOMPARE(out.mid(field(out, OfsPoses), 75 * kPoseSize), bytes.mid(field(bytes, OfsPoses), 75 * kPoseSize));
        QCOMPARE(out.mid(field(out, OfsTriangles), 2988 * 12), bytes.mid(field(bytes, OfsTriangles), 2988 * 12));
        // Adjacency: every link is mutual and joins two triangles over an
        // edge with the same end positions (the file's own adjacency joins
        // by vertex index, which leaves seams open).
        const quint32 adjAt = field(out, OfsAdjacency), triAt = field(out, OfsTriangles);
        const quint32 posAt = u32At(out, field(out, OfsVertexArrays) + 16);
        auto corner = [&](quint32 t, int c) {
            const quint32 v = u32At(out, triAt + (t * 3 + quint32(c) % 3) * 4);
            return QVector3D(f32At(out, posAt + v * 12), f32At(out, posAt + v * 12 + 4), f32At(out, posAt + v * 12 + 8));
        };
        int links = 0;
        for (quint32 t = 0; t < 2988; ++t) {
            for (int e = 0; e < 3; ++e) {
                const quint32 n = u32At(out, adjAt + (t * 3 + e) * 4);
                if (n == 0xFFFFFFFFu)
                    continue;
                ++links;
                QVERIFY(n < 2988);
                bool found = false;
                for (int f = 0; f < 3 && !found; ++f) {
                    const bool same = (corner(n, f) == corner(t, e) && corner(n, f + 1) == corner(t, e + 1))
                                      || (corner(n, f) == corner(t, e + 1) && corner(n, f + 1) == corner(t, e));
                    found = same && u32At(out, adjAt + (n * 3 + f) * 4) == t;
                }
                QVERIFY2(found, qPrintable(QStringLiteral("triangle %1 edge %2").arg(t).arg(e)));
            }
        }
        QVERIFY(links > 2988 * 2);
        float worst = 0;
        for (quint32 f = 0; f < 101; ++f)
            for (int c = 0; c < 8; ++c)
                worst = std::max(worst, std::abs(f32At(out, field(out, OfsBounds) + f * 32 + c * 4)
                                                 - f32At(bytes, field(bytes, OfsBounds) + f * 32 + c * 4)));
        // The file's bounds are exact (from unquantized weights); its
        // frames are written with other stored numbers where several decode
        // to one float, so they are not kept, and these are the joints'
        // moved boxes: wider by up to 16% of the box's diagonal
        // (tst_iqm_bounds), within a third of the model's radius.
        const float size = f32At(bytes, field(bytes, OfsBounds) + 7 * 4);
        QVERIFY2(worst < 0.33f * size, qPrintable(QString::number(worst / size)));

        // write -> read -> write is byte-identical; the model survives.
        const ReadResult again = readBytes(out);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.skeleton, m.skeleton);
        QCOMPARE(again.model.animations, m.animations);
        QCOMPARE(again.model.meshes, m.meshes);
        QCOMPARE(writeBytes(again.model), out);
    }
};

QTEST_GUILESS_MAIN(TestIqm)
#include "tst_iqm.moc"
