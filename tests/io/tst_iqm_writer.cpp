// The IQM writer: its formats and the model round trip, influences past
// four and the slots a mesh uses, resampling, adjacency, the comment, clips
// without joints, and the corpus model written and read again.
#include "IqmTestSupport.h"

using namespace quarry;
using namespace quarry::iqmtest;

class TestIqmWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
                const float low = f32At(out, boundsAt + f * 32 + c * 4),
                            high = f32At(out, boundsAt + f * 32 + 12 + c * 4);
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
                const float step = 2.0f / 65535; // quaternion components span at most [-1, 1]
                for (int c = 0; c < 4; ++c)
                    QVERIFY(std::abs(t.rotations[f].value.toVector4D()[c] - u->rotations[f].value.toVector4D()[c])
                            <= step);
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
            warned = warned
                     || (d.message.contains(QLatin1String("1 vertices")) && d.message.contains(QLatin1String("4")));
        QVERIFY2(warned, warnings.isEmpty() ? "no warning" : qPrintable(warnings[0].message));
        const ReadResult r = readBytes(out);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes[0].influencesPerVertex, 4);
        // The four largest of vertex 0 (weights 0.2 .. 0.35) remain.
        const QList<float> kept = r.model.meshes[0].blendWeights.mid(0, 4);
        QVERIFY(!kept.contains(0.0f));
        QVERIFY(std::abs(kept[0] * 255 - std::round(0.35 / 1.1 * 255)) <= 1);
        QCOMPARE(model.meshes[0].influencesPerVertex, 6); // the model itself is untouched
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

    void adjacencyIsMadeAgain()
    {
        // Adjacency naming a triangle that does not exist is derived data
        // the model does not keep: the file reads; saved unchanged it is
        // the file as it was; written anew (without the kept file, or after
        // an edit) it holds adjacency computed from the triangles.
        Builder b = triangleFile();
        b.set(OfsAdjacency, b.add(u32s({0xFFFFFFFFu, 7, 0xFFFFFFFFu})));
        ReadResult r = readBytes(b.bytes());
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(writeBytes(r.model), b.bytes());
        r.model.extras.remove(QLatin1String(kIqmSource));
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
            return QVector3D(f32At(out, posAt + v * 12), f32At(out, posAt + v * 12 + 4),
                             f32At(out, posAt + v * 12 + 8));
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

QTEST_GUILESS_MAIN(TestIqmWriter)
#include "tst_iqm_writer.moc"
