// The corpus avatar against libcal3d, the format's own library: counts,
// values after a round trip through Quarry's writers, and skinned vertex
// positions of the converted model.
#include "Cal3dReference.h"
#include "CliRunner.h"

#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Pose.h"
#include "model/ops/Conversion.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kDokuro = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");

QString dokuro(const char *name)
{
    return kDokuro + QLatin1Char('/') + QLatin1String(name);
}

QStringList dokuroMaterials()
{
    QStringList list;
    for (int i = 0; i < 32; ++i)
        list << kDokuro + QStringLiteral("/DokuroChan_%1.xrf").arg(i);
    return list;
}

int keyframeCount(const Animation &a)
{
    int n = 0;
    for (const JointTrack &t : a.tracks)
        n += int(t.rotations.size());
    return n;
}

// The largest distance between Quarry's skinned vertices (all meshes in
// order) and the reference positions.
float largestDistance(const Model &model, int animation, double time, const QList<QVector3D> &reference)
{
    const QList<QMatrix4x4> skin = skinningMatrices(model.skeleton,
                                                    worldMatrices(model.skeleton, localPose(model, animation, time)));
    float worst = 0;
    qsizetype i = 0;
    for (const Mesh &mesh : model.meshes)
        for (const QVector3D &p : skinMesh(mesh, skin).positions) {
            if (i >= reference.size())
                return INFINITY;
            worst = std::max(worst, (p - reference[i++]).length());
        }
    return i == reference.size() ? worst : INFINITY;
}

} // namespace

class TestXmfCal3d : public QObject
{
    Q_OBJECT

    ReadResult m_dokuro;
    const QList<float> m_times{0.5f, 57.3f, 140.05f};
    QList<QList<QVector3D>> m_reference; // libcal3d's skinned positions at m_times

    const ReadResult &readDokuro() { return m_dokuro; }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(dokuro("DokuroChan.xmf")))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): the XMF corpus tests need ../shared/corpus/xmf");
        ReadOptions options;
        options.companions << dokuro("DokuroChan.xsf") << dokuro("DokuroChan_test_bone.xaf") << dokuroMaterials();
        m_dokuro = readModelFile(dokuro("DokuroChan.xmf"), options);
        m_reference = skinWithCal3d(dokuro("DokuroChan.xsf"), dokuro("DokuroChan.xmf"),
                                    dokuro("DokuroChan_test_bone.xaf"), m_times);
        QCOMPARE(m_reference.size(), m_times.size());
    }

    void corpusCountsMatchLibcal3d()
    {
        const ReadResult &r = readDokuro();
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const Model &m = r.model;
        QCOMPARE(m.skeleton.size(), 99);
        QCOMPARE(m.meshes.size(), 11);
        QCOMPARE(m.vertexCount(), 6861);
        QCOMPARE(m.triangleCount(), 10979);
        QCOMPARE(m.animations.size(), 1);
        QCOMPARE(m.animations[0].tracks.size(), 97);
        QCOMPARE(keyframeCount(m.animations[0]), 28218);
        QCOMPARE(m.animations[0].name, QStringLiteral("DokuroChan_test_bone"));
        QCOMPARE(float(m.animations[0].duration), 162.867f);
        QCOMPARE(m.materials.size(), 32);
        QCOMPARE(m.materials[0].name, QStringLiteral("metal.sph.tga"));

        const Cal3dAvatar ref = loadWithCal3d(dokuro("DokuroChan.xsf"), dokuro("DokuroChan.xmf"),
                                              {dokuro("DokuroChan_test_bone.xaf")}, dokuroMaterials());
        QVERIFY2(ref.error.isEmpty(), qPrintable(ref.error));
        QCOMPARE(ref.bones.size(), m.skeleton.size());
        QCOMPARE(ref.submeshVertices.size(), m.meshes.size());
        QCOMPARE(ref.vertexCount(), m.vertexCount());
        QCOMPARE(ref.faceCount(), m.triangleCount());
        QCOMPARE(ref.trackCount(), 97);
        QCOMPARE(ref.keyCount(), 28218);
        QCOMPARE(ref.materialCount, 32);
        // Names are opaque: the byte-string text as libcal3d reads it.
        for (int i = 0; i < ref.bones.size(); ++i)
            QCOMPARE(m.skeleton.joints[i].name, ref.bones[i].name);
        QVERIFY(m.skeleton.joints[0].name.startsWith(QStringLiteral("b'\\xe5")));
    }

    void roundTripLoadsIdenticallyInLibcal3d()
    {
        const ReadResult &r = readDokuro();
        QVERIFY(r.ok());
        QTemporaryDir dir;
        const QString xmf = dir.filePath(QStringLiteral("DokuroChan.xmf"));
        const WriteResult w = writeModelFile(r.model, xmf, QStringLiteral("xmf"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QString error;
        QStringList written;
        writeAvatarCompanions(r.model, xmf, &error, &written);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(written.size(), 1 + 1 + 32);
        const AvatarFiles found = findAvatarCompanions(xmf);
        QCOMPARE(found.skeleton, dir.filePath(QStringLiteral("DokuroChan.xsf")));
        QCOMPARE(found.animations, QStringList{dir.filePath(QStringLiteral("DokuroChan_test_bone.xaf"))});
        QCOMPARE(found.materials.size(), 32);

        const Cal3dAvatar a = loadWithCal3d(dokuro("DokuroChan.xsf"), dokuro("DokuroChan.xmf"),
                                            {dokuro("DokuroChan_test_bone.xaf")}, dokuroMaterials());
        const Cal3dAvatar b = loadWithCal3d(found.skeleton, xmf, found.animations, found.materials);
        QVERIFY2(b.error.isEmpty(), qPrintable(b.error));
        QCOMPARE(b.bones.size(), a.bones.size());
        for (int i = 0; i < a.bones.size(); ++i) {
            QCOMPARE(b.bones[i].name, a.bones[i].name);
            QCOMPARE(b.bones[i].parent, a.bones[i].parent);
            QCOMPARE(b.bones[i].translation, a.bones[i].translation);
            QCOMPARE(b.bones[i].rotation, a.bones[i].rotation);
            QCOMPARE(b.bones[i].localTranslation, a.bones[i].localTranslation);
            QCOMPARE(b.bones[i].localRotation, a.bones[i].localRotation);
        }
        QCOMPARE(b.submeshVertices.size(), a.submeshVertices.size());
        QCOMPARE(b.submeshMaterials, a.submeshMaterials);
        for (int s = 0; s < a.submeshVertices.size(); ++s) {
            QCOMPARE(b.submeshVertices[s].size(), a.submeshVertices[s].size());
            for (int v = 0; v < a.submeshVertices[s].size(); ++v) {
                const Cal3dVertex &x = a.submeshVertices[s][v];
                const Cal3dVertex &y = b.submeshVertices[s][v];
                QCOMPARE(y.position, x.position);
                QCOMPARE(y.normal, x.normal);
                QCOMPARE(y.influences, x.influences);
                QCOMPARE(y.texcoords, x.texcoords);
            }
            QCOMPARE(b.submeshFaces[s], a.submeshFaces[s]);
        }
        QCOMPARE(b.durations, a.durations);
        QCOMPARE(b.trackCount(), a.trackCount());
        QCOMPARE(b.keyCount(), a.keyCount());
        for (int t = 0; t < a.tracks[0].size(); ++t) {
            QCOMPARE(b.tracks[0][t].first, a.tracks[0][t].first);
            const QList<Cal3dKey> &x = a.tracks[0][t].second;
            const QList<Cal3dKey> &y = b.tracks[0][t].second;
            QCOMPARE(y.size(), x.size());
            for (int k = 0; k < x.size(); ++k) {
                QCOMPARE(y[k].time, x[k].time);
                QCOMPARE(y[k].translation, x[k].translation);
                QCOMPARE(y[k].rotation, x[k].rotation);
            }
        }
        QCOMPARE(b.materialCount, 32);
        // And Quarry reads its own output back to the same model.
        ReadOptions options;
        options.companions = found.toCompanions();
        const ReadResult again = readModelFile(xmf, options);
        QVERIFY(again.ok());
        QCOMPARE(again.model.skeleton, r.model.skeleton);
        QCOMPARE(again.model.meshes, r.model.meshes);
        QCOMPARE(again.model.animations, r.model.animations);
        QCOMPARE(again.model.materials.size(), r.model.materials.size());
        for (int i = 0; i < r.model.materials.size(); ++i) {
            QCOMPARE(again.model.materials[i].name, r.model.materials[i].name);
            QCOMPARE(again.model.materials[i].maps, r.model.materials[i].maps);
            QCOMPARE(again.model.materials[i].diffuse, r.model.materials[i].diffuse);
            QCOMPARE(again.model.materials[i].shininess, r.model.materials[i].shininess);
        }
    }

    // A small avatar with springs, physique weights, collapse data, two texture
    // coordinate sets and a morph after the faces (the order this libcal3d reads):
    // libcal3d loads Quarry's copy exactly as it loads the original.
    void fixtureRoundTripLoadsIdenticallyInLibcal3d()
    {
        QTemporaryDir dir;
        const QString xsf = dir.filePath(QStringLiteral("small.xsf"));
        const QString xmf = dir.filePath(QStringLiteral("small.xmf"));
        auto put = [](const QString &path, const QByteArray &text) {
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        QVERIFY(put(
            xsf,
            "<SKELETON VERSION=\"1100\" NUMBONES=\"2\">\n"
            "<BONE ID=\"0\" NAME=\"root &amp; co\" NUMCHILDS=\"1\"><TRANSLATION>0 0 1</TRANSLATION>"
            "<ROTATION>0 0 0.707107 0.707107</ROTATION><LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION>"
            "<LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION><PARENTID>-1</PARENTID><CHILDID>1</CHILDID></BONE>\n"
            "<BONE ID=\"1\" NAME=\"tip\" NUMCHILDS=\"0\"><TRANSLATION>1 0 0</TRANSLATION>"
            "<ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>0 -1 -1</LOCALTRANSLATION>"
            "<LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION><PARENTID>0</PARENTID></BONE>\n"
            "</SKELETON>\n"));
        QByteArray mesh = "<MESH VERSION=\"1100\" NUMSUBMESH=\"1\">\n<SUBMESH NUMVERTICES=\"3\" NUMFACES=\"1\" "
                          "MATERIAL=\"0\" NUMLODSTEPS=\"1\" NUMSPRINGS=\"1\" NUMMORPHS=\"1\" NUMTEXCOORDS=\"2\">\n";
        const char *positions[] = {"0 0 0", "1 0.5 0", "0 1 2.25"};
        for (int v = 0; v < 3; ++v)
            mesh += QByteArray("<VERTEX ID=\"") + QByteArray::number(v) + "\" NUMINFLUENCES=\"2\"><POS>" + positions[v]
                    + "</POS><NORM>0 0 1</NORM><COLLAPSEID>" + QByteArray::number(v - 1)
                    + "</COLLAPSEID><COLLAPSECOUNT>" + QByteArray::number(v) + "</COLLAPSECOUNT><TEXCOORD>0.5 "
                    + QByteArray::number(v)
                    + "</TEXCOORD><TEXCOORD>1 0</TEXCOORD><INFLUENCE ID=\"0\">0.25</INFLUENCE>"
                      "<INFLUENCE ID=\"1\">0.75</INFLUENCE><PHYSIQUE>0.5</PHYSIQUE></VERTEX>\n";
        mesh += "<SPRING VERTEXID=\"0 2\" COEF=\"0.125\" LENGTH=\"3\"/>\n<FACE VERTEXID=\"0 1 2\"/>\n"
                "<MORPH NAME=\"up\" NUMBLENDVERTS=\"1\"><BLENDVERTEX VERTEXID=\"2\" POSDIFF=\"1\"><POSITION>0 1 "
                "3.25</POSITION>"
                "<NORMAL>0 0 1</NORMAL><TEXCOORD>0 0</TEXCOORD><TEXCOORD>1 1</TEXCOORD></BLENDVERTEX></MORPH>\n"
                "</SUBMESH>\n</MESH>\n";
        QVERIFY(put(xmf, mesh));
        const Cal3dAvatar a = loadWithCal3d(xsf, xmf, {});
        QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
        QCOMPARE(a.vertexCount(), 3);
        ReadOptions options;
        options.companions << xsf;
        const ReadResult r = readModelFile(xmf, options);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes[0].morphs.size(), 1);
        QTemporaryDir out;
        const QString copy = out.filePath(QStringLiteral("copy.xmf"));
        QVERIFY(writeModelFile(r.model, copy, QStringLiteral("xmf")).ok());
        QString error;
        writeAvatarCompanions(r.model, copy, &error);
        QVERIFY(error.isEmpty());
        const Cal3dAvatar b = loadWithCal3d(out.filePath(QStringLiteral("copy.xsf")), copy, {});
        QVERIFY2(b.error.isEmpty(), qPrintable(b.error));
        QCOMPARE(b.bones.size(), 2);
        QCOMPARE(b.bones[0].name, QStringLiteral("root & co"));
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(b.bones[i].translation, a.bones[i].translation);
            QCOMPARE(b.bones[i].rotation, a.bones[i].rotation);
            QCOMPARE(b.bones[i].localTranslation, a.bones[i].localTranslation);
            QCOMPARE(b.bones[i].localRotation, a.bones[i].localRotation);
        }
        QCOMPARE(b.submeshFaces, a.submeshFaces);
        for (int v = 0; v < 3; ++v) {
            QCOMPARE(b.submeshVertices[0][v].position, a.submeshVertices[0][v].position);
            QCOMPARE(b.submeshVertices[0][v].influences, a.submeshVertices[0][v].influences);
            QCOMPARE(b.submeshVertices[0][v].texcoords, a.submeshVertices[0][v].texcoords);
        }
        // The morph stays after the faces, where it was.
        QFile f(copy);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.indexOf("<FACE") < text.indexOf("<MORPH"));
        QVERIFY(text.contains("<SPRING VERTEXID=\"0 2\" COEF=\"0.125\" LENGTH=\"3\"/>"));
    }

    void skinningMatchesLibcal3d_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < m_times.size(); ++i)
            QTest::newRow(qPrintable(QStringLiteral("%1 s").arg(m_times[i]))) << i;
    }

    // Quarry's model as read (rotation convention converted) skins like libcal3d.
    void skinningMatchesLibcal3d()
    {
        QFETCH(int, index);
        const float time = m_times[index];
        const QList<QVector3D> &ref = m_reference[index];
        const ReadResult &r = readDokuro();
        QVERIFY(r.ok());
        const Bounds b = modelBounds(r.model);
        // The avatar stands along Y: its height is its largest extent.
        const float height = std::max({b.size().x(), b.size().y(), b.size().z()});
        QVERIFY(height > 0);
        QCOMPARE(ref.size(), 6861);
        const float worst = largestDistance(r.model, 0, time, ref);
        qInfo("largest distance %g, height %g", double(worst), double(height));
        QVERIFY2(worst <= 0.005f * height, qPrintable(QStringLiteral("worst %1 of height %2").arg(worst).arg(height)));
        // The bind pose is not the animated pose: the comparison has something to find.
        QVERIFY(largestDistance(r.model, -1, 0, ref) > 0.005f * height);
    }

    void convertedModelMatchesLibcal3d_data() { skinningMatchesLibcal3d_data(); }

    // The model as `quarry convert` prepares it for IQM (30 fps, 4 influences).
    void convertedModelMatchesLibcal3d()
    {
        QFETCH(int, index);
        const float time = m_times[index];
        const QList<QVector3D> &ref = m_reference[index];
        ReadResult r = readDokuro();
        QVERIFY(r.ok());
        QVERIFY(r.warnings.isEmpty());
        ConversionSettings settings;
        settings.fps = 30;
        settings.maxInfluences = 4;
        QString error;
        applyConversion(r.model, settings, &error);
        QVERIFY(error.isEmpty());
        const Animation &a = r.model.animations[0];
        QCOMPARE(a.frameCount(), int(std::lround(162.867 * 30)) + 1);
        const Bounds b = modelBounds(r.model);
        // The avatar stands along Y: its height is its largest extent.
        const float height = std::max({b.size().x(), b.size().y(), b.size().z()});
        const float worst = largestDistance(r.model, 0, time, ref);
        QVERIFY2(worst <= 0.005f * height, qPrintable(QStringLiteral("worst %1 of height %2").arg(worst).arg(height)));
    }

    void convertedIqm_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<double>("fps");
        QTest::newRow("default 30 fps") << QStringList() << 30.0;
        QTest::newRow("--fps 24") << QStringList{QStringLiteral("--fps"), QStringLiteral("24")} << 24.0;
    }

    // `quarry convert avatar.xmf out.iqm --skeleton --animation --material...`,
    // read back: counts, one animation per XAF, and skinned positions against libcal3d.
    void convertedIqm()
    {
        QFETCH(QStringList, options);
        QFETCH(double, fps);
        const FormatHandler *iqm = formatHandler(QStringLiteral("iqm"));
        QVERIFY2(iqm && iqm->read && iqm->write, "the format table has an IQM reader and writer");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("dokuro.iqm"));
        QStringList args{QStringLiteral("convert"),         dokuro("DokuroChan.xmf"), out,
                         QStringLiteral("--skeleton"),      dokuro("DokuroChan.xsf"), QStringLiteral("--animation"),
                         dokuro("DokuroChan_test_bone.xaf")};
        for (const QString &m : dokuroMaterials())
            args << QStringLiteral("--material") << m;
        args << options;
        const CliRun run = runQuarry(args, CliOptions().withTimeout(120000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const ReadResult r = readModelFile(out);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const Model &m = r.model;
        QCOMPARE(m.skeleton.size(), 99);
        QCOMPARE(m.vertexCount(), 6861);
        QCOMPARE(m.triangleCount(), 10979);
        QCOMPARE(m.meshes.size(), 11);
        QCOMPARE(m.animations.size(), 1);
        QCOMPARE(m.animations[0].name, QStringLiteral("DokuroChan_test_bone"));
        QCOMPARE(m.animations[0].frameCount(), int(std::lround(162.867 * fps)) + 1);
        // Materials are the XRF maps' texture file names.
        QCOMPARE(m.materials[m.meshes[0].material].name, m_dokuro.model.materials[18].name);
        const Bounds b = modelBounds(m);
        const float height = std::max({b.size().x(), b.size().y(), b.size().z()});
        for (int i = 0; i < m_times.size(); ++i) {
            const float worst = largestDistance(m, 0, m_times[i], m_reference[i]);
            qInfo("IQM at %g s: largest distance %g, height %g", double(m_times[i]), double(worst), double(height));
            QVERIFY2(worst <= 0.005f * height,
                     qPrintable(QStringLiteral("worst %1 of height %2").arg(worst).arg(height)));
        }
    }
};

QTEST_GUILESS_MAIN(TestXmfCal3d)
#include "tst_xmf_cal3d.moc"
