// XMF, XSF, XAF and XRF: hand-written fixtures for every element the
// readers know, round trips, both header dialects, the companion finder,
// conversion settings, number text and the corpus's base.xmf. Bad input is
// in tst_xmf_bad_input.
#include "io/Formats.h"
#include "io/xmf/CalXml.h"
#include "io/xmf/CalXmlKept.h"
#include "io/xmf/MaterialIds.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Pose.h"
#include "model/ops/Conversion.h"
#include "model/ops/SampleModel.h"

#include "CliRunner.h"
#include "XmfFixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

using namespace quarry;
using namespace quarry::test;
using namespace xmffixtures;

// A model without the file kept as read (io/xmf/CalXmlKept.h).
static Model unkept(Model m)
{
    m.extras.remove(QLatin1String(kCalXmlKeptFiles));
    m.extras.remove(QLatin1String(kCalXmlKeptAt));
    return m;
}

class TestXmf : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_xmf, m_xsf, m_xaf, m_xrf0, m_xrf1;

    ReadResult readAvatar()
    {
        ReadOptions options;
        options.companions << m_xsf << m_xaf << m_xrf0 << m_xrf1;
        return readModelFile(m_xmf, options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_xmf = writeText(m_dir, QStringLiteral("fixture.xmf"), kMesh);
        m_xsf = writeText(m_dir, QStringLiteral("fixture.xsf"), kSkeleton);
        m_xaf = writeText(m_dir, QStringLiteral("fixture_wave.xaf"), kAnimation);
        m_xrf0 = writeText(m_dir, QStringLiteral("fixture_0.xrf"), kMaterial);
        QByteArray second = kMaterial;
        second.replace("<MAP>glow.tga</MAP>\n", "").replace("NUMMAPS=\"2\"", "NUMMAPS=\"1\"");
        second.replace("textures/skin &amp; bones.tga", "eyes.png");
        m_xrf1 = writeText(m_dir, QStringLiteral("fixture_1.xrf"), second);
    }

    void detection()
    {
        QCOMPARE(detectFormat(m_xmf), QStringLiteral("xmf"));
        QCOMPARE(detectFormat(m_xsf), QStringLiteral("xsf"));
        QCOMPARE(detectFormat(m_xaf), QStringLiteral("xaf"));
        QCOMPARE(detectFormat(m_xrf0), QStringLiteral("xrf"));
        QVERIFY(probeXmf(kOldHeaderMesh));
        QVERIFY(!probeXmf(kSkeleton));
        QVERIFY(probeXrf(kMaterial));
        QVERIFY(!probeXaf("<?xml version=\"1.0\"?>\n<!-- c -->\n<MESH NUMSUBMESH=\"0\"/>"));
        QVERIFY(probeXmf("<?xml version=\"1.0\"?>\n<!-- c -->\n<MESH NUMSUBMESH=\"0\"/>"));
    }

    void skeletonReorderedAndConverted()
    {
        const ReadResult r = readAvatar();
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Skeleton &s = r.model.skeleton;
        QCOMPARE(s.size(), 3);
        QVERIFY(s.isTopologicallyOrdered());
        // Parents first: root, arm, hand; names kept character for character.
        QCOMPARE(s.joints[0].name, QStringLiteral("root"));
        QCOMPARE(s.joints[1].name, QStringLiteral("arm"));
        QCOMPARE(s.joints[2].name, QStringLiteral("b'\\xe6\\x89\\x8b' & <hand>"));
        QCOMPARE(s.joints[1].parent, 0);
        QCOMPARE(s.joints[2].parent, 1);
        // Cal3D (x, y, z, w) is the usual (-x, -y, -z, w).
        const QQuaternion q = s.joints[0].bind.rotation;
        QVERIFY(qFuzzyCompare(q.scalar(), 0.707107f) && qFuzzyCompare(q.z(), -0.707107f));
        // The arm, one unit along the root's X, sits at -Y once the root turns.
        const QList<QMatrix4x4> world = s.bindWorldMatrices();
        const QVector3D arm = world[1].map(QVector3D());
        QVERIFY((arm - QVector3D(0, -1, 0)).length() < 1e-5f);
        QVERIFY(r.warnings.size() >= 1); // the reordering is reported
    }

    void meshEveryElement()
    {
        const ReadResult r = readAvatar();
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 2);
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.vertexCount(), 3);
        QCOMPARE(m.positions[2], QVector3D(-1, 0.125f, 1e-05f));
        QCOMPARE(m.normals[1], QVector3D(0, 1, 0));
        QCOMPARE(m.colors[0], QVector4D(0.5f, 0.25f, 1, 1));
        QCOMPARE(m.texcoords.size(), 2);
        QCOMPARE(m.texcoords[1][0], QVector2D(0.75f, 1));
        QCOMPARE(m.influencesPerVertex, 2);
        // Bone ids become joint indexes: file bone 0 (hand) is joint 2, bone 2 (arm) joint 1.
        QCOMPARE(m.blendIndexes.mid(0, 2), (QList<quint32>{2, 1}));
        QCOMPARE(m.blendWeights.mid(0, 2), (QList<float>{0.75f, 0.25f}));
        QCOMPARE(m.blendIndexes[2], 0u);
        QCOMPARE(m.blendWeights[3], 0.0f);
        QCOMPARE(m.triangles, (QList<Triangle>{{0, 1, 2}}));
        QCOMPARE(m.material, 1);
        QCOMPARE(m.morphs.size(), 1);
        QCOMPARE(m.morphs[0].name, QStringLiteral("smile"));
        QCOMPARE(m.morphs[0].vertices, QList<quint32>{1});
        QCOMPARE(m.morphs[0].positions, QList<QVector3D>{QVector3D(4, 5.5f, 6)});
        QCOMPARE(m.morphs[0].texcoords, QList<QVector2D>{QVector2D(0.5f, 0.5f)});
        QStringList customs;
        for (const CustomAttribute &c : m.customs)
            customs << c.name;
        QCOMPARE(customs, (QStringList{"xmf.collapseId", "xmf.collapseCount", "xmf.physique"}));
        QCOMPARE(m.customs[0].values, (QList<double>{1, 0, 2}));
        QCOMPARE(m.customs[2].values, (QList<double>{0.5, 0, 1}));
        QCOMPARE(m.extras.value("xmf.springs").toList().size(), 1);
        QCOMPARE(m.extras.value("xmf.lodSteps").toInt(), 2);
        const Mesh &plain = r.model.meshes[1];
        QVERIFY(!plain.isSkinned());
        QVERIFY(plain.texcoords.isEmpty());
        QCOMPARE(plain.material, 0);
    }

    void animationKeepsIrregularKeys()
    {
        const ReadResult r = readAvatar();
        QVERIFY(r.ok());
        QCOMPARE(r.model.animations.size(), 1);
        const Animation &a = r.model.animations[0];
        QCOMPARE(a.name, QStringLiteral("fixture_wave"));
        QCOMPARE(a.fps, kXafDefaultFps);
        QCOMPARE(a.duration, 2.0);
        QCOMPARE(a.tracks.size(), 2);
        QCOMPARE(a.tracks[0].joint, 0); // file bone 1 = root
        QCOMPARE(a.tracks[0].rotations.size(), 3);
        QCOMPARE(a.tracks[0].rotations[1].time, 0.3f);
        QCOMPARE(a.tracks[0].rotations[2].time, 1.7f);
        QCOMPARE(a.tracks[0].translations[2].value, QVector3D(0, 0, 2));
        const QQuaternion last = a.tracks[0].rotations[2].value;
        QCOMPARE(last, QQuaternion(0.5f, -0.5f, -0.5f, -0.5f));
        QCOMPARE(a.tracks[1].joint, 1); // file bone 2 = arm
        QVERIFY(a.tracks[1].translations.isEmpty());
    }

    void materials()
    {
        const ReadResult r = readAvatar();
        QVERIFY(r.ok());
        QCOMPARE(r.model.materials.size(), 2);
        const Material &m = r.model.materials[0];
        QCOMPARE(m.name, QStringLiteral("skin & bones.tga"));
        QCOMPARE(m.maps.size(), 2);
        QCOMPARE(m.maps[0].path, QStringLiteral("textures/skin & bones.tga"));
        QCOMPARE(*m.diffuse, QVector4D(1, 0.4f, 0, 1));
        QCOMPARE(m.specular->w(), 128 / 255.0f);
        QCOMPARE(*m.shininess, 96.078431f);
        QCOMPARE(r.model.materials[1].name, QStringLiteral("eyes.png"));
    }

    void roundTripEveryFile()
    {
        const ReadResult r = readAvatar();
        QVERIFY(r.ok());
        QTemporaryDir out;
        // Same base name: the animation file keeps its name (animations are named after their files).
        const QString xmf = out.filePath(QStringLiteral("fixture.xmf"));
        QVERIFY(writeModelFile(r.model, xmf, QStringLiteral("xmf")).ok());
        QString error;
        QStringList written;
        writeAvatarCompanions(r.model, xmf, &error, &written);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(written.size(), 4);
        const AvatarFiles files = findAvatarCompanions(xmf);
        QCOMPARE(files.animations, QStringList{out.filePath(QStringLiteral("fixture_wave.xaf"))});
        ReadOptions options;
        options.companions = files.toCompanions();
        const ReadResult again = readModelFile(xmf, options);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.skeleton, r.model.skeleton);
        QCOMPARE(again.model.meshes, r.model.meshes);
        QCOMPARE(again.model.animations, r.model.animations);
        QCOMPARE(again.model.materials.size(), 2);
        QCOMPARE(again.model.materials[0].maps, r.model.materials[0].maps);
        QCOMPARE(again.model.materials[0].diffuse, r.model.materials[0].diffuse);
        QCOMPARE(again.model.materials[0].specular, r.model.materials[0].specular);
        QCOMPARE(again.model.materials[0].shininess, r.model.materials[0].shininess);
        // Entities escaped again; the track attribute and the missing translation kept.
        QVERIFY(readText(files.skeleton).contains("NAME=\"b&apos;\\xe6\\x89\\x8b&apos; &amp; &lt;hand&gt;\""));
        const QByteArray xaf = readText(files.animations[0]);
        QVERIFY(xaf.contains("TRANSLATIONREQUIRED=\"0\""));
        QCOMPARE(xaf.count("<TRANSLATION>"), 3);
        QVERIFY(readText(files.materials[0]).contains("<MAP>textures/skin &amp; bones.tga</MAP>"));
        // Same text the second time round.
        const QString xmf2 = out.filePath(QStringLiteral("again.xmf"));
        QVERIFY(writeModelFile(again.model, xmf2, QStringLiteral("xmf")).ok());
        QCOMPARE(readText(xmf2), readText(xmf));
    }

    void headerDialectKept_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("prolog");
        QTest::newRow("lower-case header 919")
            << QByteArray(kOldHeaderMesh)
            << QByteArray("<header magic=\"XMF\" version=\"919\"/>\n<MESH NUMSUBMESH=\"1\">");
        QByteArray upper = kOldHeaderMesh;
        upper.replace("<header magic=\"XMF\" version=\"919\"/>",
                      "<?xml version=\"1.0\"?>\n<HEADER MAGIC=\"XMF\" VERSION=\"910\" />");
        QTest::newRow("HEADER 910 with declaration")
            << upper
            << QByteArray("<?xml version=\"1.0\"?>\n<HEADER MAGIC=\"XMF\" VERSION=\"910\"/>\n<MESH NUMSUBMESH=\"1\">");
        QByteArray headerless = kOldHeaderMesh;
        headerless.replace("<header magic=\"XMF\" version=\"919\"/>\n<MESH ", "<MESH VERSION=\"1100\" ");
        QTest::newRow("headerless 1100") << headerless << QByteArray("<MESH VERSION=\"1100\" NUMSUBMESH=\"1\">");
    }

    void headerDialectKept()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, prolog);
        QTemporaryDir dir;
        const QString in = writeText(dir, QStringLiteral("in.xmf"), text);
        // Without the kept file: the writer's own dialect is what is tested
        // (a kept file is written back as read, io/xmf/CalXmlKept.h).
        ReadOptions fresh;
        fresh.options.insert(QLatin1String(kCalXmlKeepOption), false);
        const ReadResult r = readModelFile(in, fresh);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 1);
        QCOMPARE(r.model.meshes[0].texcoords[0][2], QVector2D(0, 1));
        const QString out = dir.filePath(QStringLiteral("out.xmf"));
        QVERIFY(writeModelFile(r.model, out, QStringLiteral("xmf")).ok());
        const QByteArray written = readText(out);
        QVERIFY2(written.startsWith(prolog), written.left(120).constData());
        QCOMPARE(readModelFile(out, fresh).model, r.model);
    }

    void meshAloneIsStatic()
    {
        const ReadResult r = readModelFile(m_xmf);
        QVERIFY(r.ok());
        QVERIFY(r.model.skeleton.isEmpty());
        QCOMPARE(r.model.meshes[0].material, -1);
        QVERIFY(!r.warnings.isEmpty());
        // Influences stay (as file bone ids) so the mesh writes back whole.
        QCOMPARE(r.model.meshes[0].blendIndexes.mid(0, 2), (QList<quint32>{0, 2}));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("alone.xmf"));
        QVERIFY(writeModelFile(r.model, out, QStringLiteral("xmf")).ok());
        QCOMPARE(unkept(readModelFile(out).model), unkept(r.model));
    }

    void filesAlone()
    {
        const ReadResult s = readModelFile(m_xsf);
        QVERIFY(s.ok());
        QCOMPARE(s.model.skeleton.size(), 3);
        const ReadResult m = readModelFile(m_xrf0);
        QVERIFY(m.ok());
        QCOMPARE(m.model.materials.size(), 1);
        // An animation alone takes the skeleton whose name starts its own.
        const ReadResult a = readModelFile(m_xaf);
        QVERIFY2(a.ok(), qPrintable(errorText(a)));
        QCOMPARE(a.model.skeleton.size(), 3);
        QCOMPARE(a.model.animations.size(), 1);
        QTemporaryDir dir;
        const QString lone = writeText(dir, QStringLiteral("lone.xaf"), kAnimation);
        const ReadResult none = readModelFile(lone);
        QVERIFY(!none.ok());
        QVERIFY2(none.error->message.contains(QStringLiteral("skeleton")), qPrintable(errorText(none)));
        ReadOptions withSkeleton;
        withSkeleton.companions << m_xsf;
        QVERIFY(readModelFile(lone, withSkeleton).ok());
        // Each writes alone, and reads back the same.
        for (const QString &name : {QStringLiteral("s.xsf"), QStringLiteral("a.xaf"), QStringLiteral("m.xrf")}) {
            const QString path = dir.filePath(name);
            const Model &model = name.endsWith(QLatin1String("xrf")) ? m.model : a.model;
            const WriteResult w = writeModelFile(model, path, formatForWriting(path));
            QVERIFY2(w.ok(), qPrintable(name));
        }
        ReadOptions sk;
        sk.companions << dir.filePath(QStringLiteral("s.xsf"));
        QCOMPARE(readModelFile(dir.filePath(QStringLiteral("a.xaf")), sk).model.animations[0].tracks,
                 a.model.animations[0].tracks);
        QCOMPARE(readModelFile(dir.filePath(QStringLiteral("m.xrf"))).model.materials[0].maps,
                 m.model.materials[0].maps);
    }

    void boneSpaceFollowsBindChanges()
    {
        ReadResult r = readModelFile(m_xsf);
        QVERIFY(r.ok());
        QTemporaryDir dir;
        // Unchanged: the file's own bone-space values are written back.
        const QString same = dir.filePath(QStringLiteral("same.xsf"));
        QVERIFY(writeModelFile(r.model, same, QStringLiteral("xsf")).ok());
        QVERIFY(readText(same).contains("<LOCALTRANSLATION>0 1 0</LOCALTRANSLATION>"));
        QCOMPARE(readModelFile(same).model, r.model);
        // A moved root: every bone's inverse bind is recomputed from the new pose.
        r.model.skeleton.joints[0].bind.translation = QVector3D(0, 0, 10);
        const QString moved = dir.filePath(QStringLiteral("moved.xsf"));
        QVERIFY(writeModelFile(r.model, moved, QStringLiteral("xsf")).ok());
        const Model back = readModelFile(moved).model;
        const QList<QMatrix4x4> world = back.skeleton.bindWorldMatrices();
        for (int i = 0; i < back.skeleton.size(); ++i) {
            const QVector3D local = back.skeleton.joints[i].extras.value("xsf.localTranslation").value<QVector3D>();
            const QVector3D expected = world[i].inverted().map(QVector3D());
            QVERIFY2((local - expected).length() < 1e-4f, qPrintable(QString::number(i)));
        }
    }

    // A model from another format (the rigged, animated sample) written as an
    // avatar and read back poses the same.
    void sampleModelAsAvatar()
    {
        const Model sample = makeSampleModel();
        QTemporaryDir dir;
        const QString xmf = dir.filePath(QStringLiteral("sample.xmf"));
        const WriteResult w = writeModelFile(sample, xmf, QStringLiteral("xmf"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QString error;
        QStringList written;
        writeAvatarCompanions(sample, xmf, &error, &written);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(written.size(), 1 + sample.animations.size() + sample.materials.size());
        ReadOptions options;
        options.companions = findAvatarCompanions(xmf).toCompanions();
        const ReadResult r = readModelFile(xmf, options);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.skeleton.size(), sample.skeleton.size());
        QCOMPARE(r.model.meshes.size(), sample.meshes.size());
        QCOMPARE(r.model.animations.size(), sample.animations.size());
        for (int m = 0; m < sample.meshes.size(); ++m) {
            QCOMPARE(r.model.meshes[m].positions, sample.meshes[m].positions);
            QCOMPARE(r.model.meshes[m].triangles, sample.meshes[m].triangles);
            QCOMPARE(r.model.meshes[m].material, sample.meshes[m].material);
        }
        QCOMPARE(r.model.materials[0].maps, sample.materials[0].maps);
        const float size = modelBounds(sample).radius();
        for (int a = 0; a < sample.animations.size(); ++a) {
            const Animation &anim = sample.animations[a];
            for (double t : {0.0, anim.duration * 0.37, anim.duration}) {
                const Bounds x = poseBounds(sample, a, t);
                const Bounds y = poseBounds(r.model, a, t);
                QVERIFY2((x.min - y.min).length() < 1e-4f * size && (x.max - y.max).length() < 1e-4f * size,
                         qPrintable(QStringLiteral("%1 at %2").arg(anim.name).arg(t)));
            }
        }
    }

    void companionFinder()
    {
        QTemporaryDir dir;
        for (const char *name : {"hero.xmf", "hero.xsf", "hero_0.xrf", "hero_1.xrf", "hero_3.xrf", "hero_walk.xaf",
                                 "hero_idle.xaf", "hero_run10.xaf", "hero_run9.xaf", "other.xaf"})
            writeText(dir, QLatin1String(name), "x");
        AvatarFiles f = findAvatarCompanions(dir.filePath(QStringLiteral("hero.xmf")));
        QCOMPARE(f.skeleton, dir.filePath(QStringLiteral("hero.xsf")));
        QCOMPARE(f.animations, (QStringList{dir.filePath("hero_idle.xaf"), dir.filePath("hero_run9.xaf"),
                                            dir.filePath("hero_run10.xaf"), dir.filePath("hero_walk.xaf")}));
        // Numeric order, stopping at the first gap (a gap would shift the indexes).
        QCOMPARE(f.materials, (QStringList{dir.filePath("hero_0.xrf"), dir.filePath("hero_1.xrf")}));
        QVERIFY(f.cfg.isEmpty());
        // A .cfg list gives the materials' order.
        writeText(dir, QStringLiteral("hero.cfg"),
                  "# avatar\nskeleton=hero.csf\nmesh=hero.cmf\nmaterial=hero_3.crf\nmaterial=hero_0.xrf\n");
        f = findAvatarCompanions(dir.filePath(QStringLiteral("hero.xmf")));
        QCOMPARE(f.cfg, dir.filePath(QStringLiteral("hero.cfg")));
        QCOMPARE(f.materials, (QStringList{dir.filePath("hero_3.xrf"), dir.filePath("hero_0.xrf")}));
        QCOMPARE(f.toCompanions().first(), dir.filePath(QStringLiteral("hero.xsf")));
    }

    void conversionForIqm()
    {
        ReadResult r = readAvatar();
        QVERIFY(r.ok());
        ConversionSettings s;
        s.maxInfluences = 4;
        s.fps = kXafDefaultFps;
        s.maxJoints = 255;
        QString error;
        applyConversion(r.model, s, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(r.model.animations[0].frameCount(), 61);
        QCOMPARE(r.model.meshes.size(), 2);
        QCOMPARE(r.model.materials[r.model.meshes[0].material].name, QStringLiteral("eyes.png"));
        // More joints than the format allows: refused, with the numbers.
        Model big;
        for (int i = 0; i < 256; ++i)
            big.skeleton.joints.append(Joint{QStringLiteral("j%1").arg(i), i - 1, {}, {}});
        applyConversion(big, s, &error);
        QVERIFY2(error.contains(QStringLiteral("256")) && error.contains(QStringLiteral("255")), qPrintable(error));
    }

    void convertWritesCompanions()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("avatar.xmf"));
        const CliRun run = runQuarry({QStringLiteral("convert"), m_xmf, out, QStringLiteral("--skeleton"), m_xsf,
                                      QStringLiteral("--animation"), m_xaf, QStringLiteral("--material"), m_xrf0,
                                      QStringLiteral("--material"), m_xrf1},
                                     CliOptions().withTimeout(30000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char *name : {"avatar.xmf", "avatar.xsf", "avatar_fixture_wave.xaf", "avatar_0.xrf", "avatar_1.xrf"})
            QVERIFY2(QFileInfo::exists(dir.filePath(QLatin1String(name))), name);
        ReadOptions options;
        options.companions = findAvatarCompanions(out).toCompanions();
        const ReadResult back = readModelFile(out, options);
        QVERIFY(back.ok());
        QCOMPARE(back.model.meshes, readAvatar().model.meshes);
    }

    void numberTextExact()
    {
        quint32 seed = 777;
        auto next = [&seed]() { return seed = seed * 1664525u + 1013904223u; };
        char text[64];
        for (int i = 0; i < 200000; ++i) {
            const double magnitude = std::pow(10.0, int(next() % 12) - 6);
            const double value = (double(next()) / 4294967296.0 - 0.5) * magnitude;
            const int decimals = int(next() % 11);
            std::snprintf(text, sizeof text, i % 3 ? "%.*f" : "%.*g", decimals + (i % 3 ? 0 : 1), value);
            float mine = 0, reference = 0;
            calxml::parseFloats(nullptr, text, &mine, 1, "test");
            std::from_chars(text, text + std::strlen(text), reference);
            if (std::memcmp(&mine, &reference, sizeof(float)) != 0)
                QFAIL(qPrintable(
                    QStringLiteral("\"%1\": %2 instead of %3").arg(QLatin1String(text)).arg(mine).arg(reference)));
        }
        float v[3];
        calxml::parseFloats(nullptr, "-0 5. .25", v, 3, "test");
        QVERIFY(std::signbit(v[0]) && v[1] == 5.0f && v[2] == 0.25f);
    }

    void corpusBaseXmf()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/base.xmf");
        if (!QFileInfo::exists(path))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): base.xmf");
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 1);
        QCOMPARE(r.model.vertexCount(), 24);
        QCOMPARE(r.model.triangleCount(), 12);
        QVERIFY(r.model.meshes[0].texcoords.isEmpty());
        QVERIFY(!r.model.meshes[0].isSkinned());
        QCOMPARE(r.model.meshes[0].extras.value("xmf.material").toInt(), 4);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("base.xmf"));
        QVERIFY(writeModelFile(r.model, out, QStringLiteral("xmf")).ok());
        QVERIFY(readText(out).startsWith(
            "<?xml version=\"1.0\"?>\n<HEADER MAGIC=\"XMF\" VERSION=\"1000\"/>\n<MESH NUMSUBMESH=\"1\">"));
        QCOMPARE(unkept(readModelFile(out).model), unkept(r.model));
    }
};

QTEST_GUILESS_MAIN(TestXmf)
#include "tst_xmf.moc"
