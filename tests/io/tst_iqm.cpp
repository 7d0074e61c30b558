// The IQM reader: hand-built files for every part of the format (component
// formats, standard arrays, meshes, frames, animations, comment and
// extensions), meshes read side by side, the errors and Cancel.
#include "IqmTestSupport.h"

using namespace quarry;
using namespace quarry::iqmtest;

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
        putU32(damaged, field(damaged, OfsMeshes) + 10 * kMeshSize, 0xffffff00u); // mesh 10's name
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
        QTest::addColumn<QByteArray>("data"); // 3 vertices x 1 component
        QTest::addColumn<QList<float>>("normalized");
        QTest::addColumn<QList<double>>("rawValues");
        QTest::newRow("byte") << quint32(Byte) << raw<qint8>({127, -128, 0}) << QList<float>{1, -1, 1.0f / 255}
                              << QList<double>{127, -128, 0};
        QTest::newRow("ubyte") << quint32(UByte) << raw<quint8>({255, 0, 51}) << QList<float>{1, 0, 0.2f}
                               << QList<double>{255, 0, 51};
        QTest::newRow("short") << quint32(Short) << raw<qint16>({32767, -32768, 0}) << QList<float>{1, -1, 1.0f / 65535}
                               << QList<double>{32767, -32768, 0};
        QTest::newRow("ushort") << quint32(UShort) << raw<quint16>({65535, 0, 13107}) << QList<float>{1, 0, 0.2f}
                                << QList<double>{65535, 0, 13107};
        QTest::newRow("int") << quint32(Int) << raw<qint32>({2147483647, -2147483647 - 1, 0})
                             << QList<float>{1, -1, float(1.0 / 4294967295.0)}
                             << QList<double>{2147483647, -2147483648.0, 0};
        QTest::newRow("uint") << quint32(UInt) << raw<quint32>({4294967295u, 0, 858993459u}) << QList<float>{1, 0, 0.2f}
                              << QList<double>{4294967295.0, 0, 858993459.0};
        QTest::newRow("half") << quint32(Half) << raw<quint16>({0x3C00, 0xC000, 0x3800}) << QList<float>{1, -2, 0.5f}
                              << QList<double>{1, -2, 0.5};
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
                QCOMPARE(m.texcoords[0][v].y(), 0.0f); // missing component
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
                u32s({bone, quint32(-1)}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}) + u32s({bone, 0})
                    + f32s({0, 0, 1, 0, 0, 0, 1, 1, 1, 1}));
        const ReadResult r = readBytes(b.bytes());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.material, -1);
        QCOMPARE(m.triangles, (QList<Triangle>{{2, 1, 0}})); // winding as stored
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

        // Saved unchanged: the file as it was.
        QCOMPARE(writeBytes(r.model), b.bytes());
        // Written anew (without the kept file): meshes contiguous, adjacency
        // generated: triangles 1 and 2 are the same triangle reversed, so
        // each edge has exactly two users.
        Model unkept = r.model;
        unkept.extras.remove(QLatin1String(kIqmSource));
        const QByteArray out = writeBytes(unkept);
        QCOMPARE(field(out, NumTriangles), 3u);
        const quint32 adj = field(out, OfsAdjacency);
        QVERIFY(adj != 0);
        for (int e = 0; e < 3; ++e) {
            QCOMPARE(u32At(out, adj + e * 4), 0xFFFFFFFFu); // triangle 0: no neighbours
            QCOMPARE(u32At(out, adj + 12 + e * 4), 2u); // triangle 1 meets 2
            QCOMPARE(u32At(out, adj + 24 + e * 4), 1u);
        }
        const quint32 meshes = field(out, OfsMeshes);
        QCOMPARE(u32At(out, meshes + 24 + 8), 3u); // second mesh's first vertex
        QCOMPARE(u32At(out, meshes + 24 + 16), 1u); // and first triangle
        QCOMPARE(u32At(out, field(out, OfsTriangles) + 12), 3u); // global index again
        QCOMPARE(u32At(out, meshes + 4), u32At(out, meshes + 24 + 4)); // one string for the material
    }

    void framesAndAnimations()
    {
        // Two joints; pose 0 animates translation x and rotation w, pose 1
        // only scale z. Two frames at 10 fps, looping.
        Builder b;
        const quint32 root = b.str("root"), tip = b.str("tip"), walk = b.str("walk");
        b.table(NumJoints, 2, OfsJoints,
                u32s({root, quint32(-1)}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}) + u32s({tip, 0})
                    + f32s({0, 0, 1, 0, 0, 0, 1, 1, 1, 1}));
        QByteArray poses = i32s({-1}) + u32s({(1u << 0) | (1u << 6)}) + f32s({2, 0, 0, 0, 0, 0, -1, 1, 1, 1})
                           + f32s({0.5f, 0, 0, 0, 0, 0, 1.0f / 65535, 0, 0, 0});
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
        QCOMPARE(t0.translations[1].value, QVector3D(4, 0, 0)); // 2 + 0.5 * 4
        QCOMPARE(t0.rotations[0].value.scalar(), -1.0f);
        QVERIFY(std::abs(t0.rotations[1].value.scalar()) < 1e-6f); // -1 + 65535 * (1 / 65535)
        const JointTrack &t1 = a.tracks[1];
        QCOMPARE(t1.scales[0].value, QVector3D(1, 1, 1));
        QCOMPARE(t1.scales[1].value, QVector3D(1, 1, 2));
        QCOMPARE(t1.translations[1].value, QVector3D(0, 0, 1)); // unset channel: its offset

        // Written back with the stored quantization: same frames and poses.
        const QByteArray out = writeBytes(r.model);
        const ReadResult again = readBytes(out);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.animations, r.model.animations);
        QCOMPARE(field(out, NumFrameChannels), 3u);
        QCOMPARE(writeBytes(again.model), out);
        QCOMPARE(field(out, OfsBounds), 0u); // no vertices, no bounds
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
            << patched(headerFieldOffset(NumVertexes), 0xFFFFFFFFu) << qint64(field(good, OfsVertexArrays) + 16)
            << QStringLiteral("past the end");
        QTest::newRow("overflowing triangle count")
            << patched(headerFieldOffset(NumTriangles), 0x80000000u) << qint64(headerFieldOffset(OfsTriangles))
            << QStringLiteral("past the end");
        QTest::newRow("mesh range") << patched(field(good, OfsMeshes) + 12, 0xFFFFFFFFu)
                                    << qint64(field(good, OfsMeshes) + 8) << QStringLiteral("vertices");
        QTest::newRow("triangle index") << patched(field(good, OfsTriangles) + 4, 3)
                                        << qint64(field(good, OfsTriangles) + 4) << QStringLiteral("vertex 3");
        QTest::newRow("name outside text")
            << patched(field(good, OfsMeshes), 5000) << qint64(field(good, OfsMeshes)) << QStringLiteral("text table");
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
                u32s({j, quint32(-1)}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}) + u32s({j, 0})
                    + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}));
        b.table(NumPoses, 2, OfsPoses,
                i32s({-1}) + u32s({1}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1}) + f32s({1, 0, 0, 0, 0, 0, 0, 0, 0, 0})
                    + i32s({0}) + u32s({0}) + f32s({0, 0, 0, 0, 0, 0, 1, 1, 1, 1})
                    + f32s({0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
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
        QTest::newRow("parent after joint")
            << rig(jointsAt + 4, 1) << qint64(jointsAt + 4) << QStringLiteral("parent 1");
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
        putF32(frameInf, posesAt + 8, 3e38f); // finite offset and scale, infinite sum
        putF32(frameInf, posesAt + 8 + 40, 3e38f);
        QTest::newRow("frame value overflows")
            << frameInf << qint64(field(rigged, OfsFrames) + 2) << QStringLiteral("finite");
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
            putU32(loop, rec + 12, rec); // a cycle: stops after the count
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
};

QTEST_GUILESS_MAIN(TestIqm)
#include "tst_iqm.moc"
