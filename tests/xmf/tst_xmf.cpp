// XMF, XSF, XAF and XRF: hand-written fixtures for every element the
// readers know, round trips, both header dialects, the companion finder,
// the corpus files, and every kind of bad input.
#include "io/Formats.h"
#include "io/xmf/CalXml.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Pose.h"
#include "model/ops/Conversion.h"
#include "model/ops/SampleModel.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

using namespace quarry;

namespace {

const char *kSkeleton = R"(<SKELETON VERSION="1100" NUMBONES="3">
    <BONE ID="0" NAME="b&apos;\xe6\x89\x8b&apos; &amp; &lt;hand&gt;" NUMCHILDS="0">
        <TRANSLATION>0 1 0</TRANSLATION>
        <ROTATION>0 0 0 1</ROTATION>
        <LOCALTRANSLATION>1 0 0</LOCALTRANSLATION>
        <LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION>
        <PARENTID>2</PARENTID>
    </BONE>
    <BONE ID="1" NAME="root" NUMCHILDS="1">
        <TRANSLATION>0 0 0</TRANSLATION>
        <ROTATION>0 0 0.707107 0.707107</ROTATION>
        <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>
        <LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION>
        <PARENTID>-1</PARENTID>
        <CHILDID>2</CHILDID>
    </BONE>
    <BONE ID="2" NAME="arm" NUMCHILDS="1">
        <TRANSLATION>1 0 0</TRANSLATION>
        <ROTATION>0 0 0 1</ROTATION>
        <LOCALTRANSLATION>0 1 0</LOCALTRANSLATION>
        <LOCALROTATION>0 0 -0.707107 0.707107</LOCALROTATION>
        <PARENTID>1</PARENTID>
        <CHILDID>0</CHILDID>
    </BONE>
</SKELETON>
)";

const char *kMesh = R"(<MESH VERSION="1100" NUMSUBMESH="2">
    <SUBMESH NUMVERTICES="3" NUMFACES="1" MATERIAL="1" NUMLODSTEPS="2" NUMSPRINGS="1" NUMMORPHS="1" NUMTEXCOORDS="2">
        <VERTEX ID="0" NUMINFLUENCES="2">
            <POS>1 2 3</POS>
            <NORM>0 0 1</NORM>
            <COLOR>0.5 0.25 1</COLOR>
            <COLLAPSEID>1</COLLAPSEID>
            <COLLAPSECOUNT>2</COLLAPSECOUNT>
            <TEXCOORD>0.25 0.5</TEXCOORD>
            <TEXCOORD>0.75 1</TEXCOORD>
            <INFLUENCE ID="0">
                0.75
            </INFLUENCE>
            <INFLUENCE ID="2">0.25</INFLUENCE>
            <PHYSIQUE>0.5</PHYSIQUE>
        </VERTEX>
        <VERTEX ID="1" NUMINFLUENCES="1">
            <POS>4 5 6</POS>
            <NORM>0 1 0</NORM>
            <COLOR>1 1 1</COLOR>
            <COLLAPSEID>0</COLLAPSEID>
            <COLLAPSECOUNT>0</COLLAPSECOUNT>
            <TEXCOORD>0 0</TEXCOORD>
            <TEXCOORD>1 0</TEXCOORD>
            <INFLUENCE ID="1">1</INFLUENCE>
            <PHYSIQUE>0</PHYSIQUE>
        </VERTEX>
        <VERTEX ID="2" NUMINFLUENCES="1">
            <POS>-1 0.125 1e-05</POS>
            <NORM>1 0 0</NORM>
            <COLOR>0 0 0</COLOR>
            <COLLAPSEID>2</COLLAPSEID>
            <COLLAPSECOUNT>1</COLLAPSECOUNT>
            <TEXCOORD>1 1</TEXCOORD>
            <TEXCOORD>0 1</TEXCOORD>
            <INFLUENCE ID="2">1</INFLUENCE>
            <PHYSIQUE>1</PHYSIQUE>
        </VERTEX>
        <SPRING VERTEXID="0 1" COEF="0.5" LENGTH="2"/>
        <MORPH NAME="smile" NUMBLENDVERTS="1" MORPHID="0">
            <BLENDVERTEX VERTEXID="1" POSDIFF="0.5">
                <POSITION>4 5.5 6</POSITION>
                <NORMAL>0 0 1</NORMAL>
                <TEXCOORD>0.5 0.5</TEXCOORD>
                <TEXCOORD>0.25 0.25</TEXCOORD>
            </BLENDVERTEX>
        </MORPH>
        <FACE VERTEXID="0 1 2"/>
    </SUBMESH>
    <SUBMESH NUMVERTICES="3" NUMFACES="1" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="0">
        <VERTEX ID="0" NUMINFLUENCES="0">
            <POS>0 0 0</POS>
            <NORM>0 0 1</NORM>
        </VERTEX>
        <VERTEX ID="1" NUMINFLUENCES="0">
            <POS>1 0 0</POS>
            <NORM>0 0 1</NORM>
        </VERTEX>
        <VERTEX ID="2" NUMINFLUENCES="0">
            <POS>0 1 0</POS>
            <NORM>0 0 1</NORM>
        </VERTEX>
        <FACE VERTEXID="2 1 0"/>
    </SUBMESH>
</MESH>
)";

const char *kAnimation = R"(<ANIMATION VERSION="1100" DURATION="2" NUMTRACKS="2">
    <TRACK BONEID="1" NUMKEYFRAMES="3">
        <KEYFRAME TIME="0">
            <TRANSLATION>0 0 0</TRANSLATION>
            <ROTATION>0 0 0.707107 0.707107</ROTATION>
        </KEYFRAME>
        <KEYFRAME TIME="0.3">
            <TRANSLATION>0 0 1</TRANSLATION>
            <ROTATION>0 0 0 1</ROTATION>
        </KEYFRAME>
        <KEYFRAME TIME="1.7">
            <TRANSLATION>0 0 2</TRANSLATION>
            <ROTATION>0.5 0.5 0.5 0.5</ROTATION>
        </KEYFRAME>
    </TRACK>
    <TRACK BONEID="2" TRANSLATIONREQUIRED="0" NUMKEYFRAMES="1">
        <KEYFRAME TIME="0">
            <ROTATION>0 0 0 1</ROTATION>
        </KEYFRAME>
    </TRACK>
</ANIMATION>
)";

const char *kMaterial = R"(<?xml version="1.0"?>
<MATERIAL MAGIC="XRF" VERSION="1100" NUMMAPS="2">
	<AMBIENT>0 0 0 255</AMBIENT>
	<DIFFUSE>255 102 0 255</DIFFUSE>
	<SPECULAR>4 4 4 128</SPECULAR>
	<SHININESS>96.078431</SHININESS>
	<MAP>textures/skin &amp; bones.tga</MAP>
	<MAP>glow.tga</MAP>
</MATERIAL>
)";

const char *kOldHeaderMesh = R"(<header magic="XMF" version="919"/>
<MESH NUMSUBMESH="1">
    <SUBMESH NUMVERTICES="3" NUMFACES="1" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="1">
        <VERTEX ID="0" NUMINFLUENCES="0"><POS>0 0 0</POS><NORM>0 0 1</NORM><TEXCOORD>0 0</TEXCOORD></VERTEX>
        <VERTEX ID="1" NUMINFLUENCES="0"><POS>1 0 0</POS><NORM>0 0 1</NORM><TEXCOORD>1 0</TEXCOORD></VERTEX>
        <VERTEX ID="2" NUMINFLUENCES="0"><POS>0 1 0</POS><NORM>0 0 1</NORM><TEXCOORD>0 1</TEXCOORD></VERTEX>
        <FACE VERTEXID="0 1 2" />
    </SUBMESH>
</MESH>
)";

QString writeText(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(text);
    return path;
}

QByteArray readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

} // namespace

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
        QVERIFY(r.warnings.size() >= 1);  // the reordering is reported
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
        QCOMPARE(a.tracks[0].joint, 0);  // file bone 1 = root
        QCOMPARE(a.tracks[0].rotations.size(), 3);
        QCOMPARE(a.tracks[0].rotations[1].time, 0.3f);
        QCOMPARE(a.tracks[0].rotations[2].time, 1.7f);
        QCOMPARE(a.tracks[0].translations[2].value, QVector3D(0, 0, 2));
        const QQuaternion last = a.tracks[0].rotations[2].value;
        QCOMPARE(last, QQuaternion(0.5f, -0.5f, -0.5f, -0.5f));
        QCOMPARE(a.tracks[1].joint, 1);  // file bone 2 = arm
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
        QTest::newRow("lower-case header 919") << QByteArray(kOldHeaderMesh)
                                               << QByteArray("<header magic=\"XMF\" version=\"919\"/>\n<MESH NUMSUBMESH=\"1\">");
        QByteArray upper = kOldHeaderMesh;
        upper.replace("<header magic=\"XMF\" version=\"919\"/>", "<?xml version=\"1.0\"?>\n<HEADER MAGIC=\"XMF\" VERSION=\"910\" />");
        QTest::newRow("HEADER 910 with declaration")
            << upper << QByteArray("<?xml version=\"1.0\"?>\n<HEADER MAGIC=\"XMF\" VERSION=\"910\"/>\n<MESH NUMSUBMESH=\"1\">");
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
        const ReadResult r = readModelFile(in);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 1);
        QCOMPARE(r.model.meshes[0].texcoords[0][2], QVector2D(0, 1));
        const QString out = dir.filePath(QStringLiteral("out.xmf"));
        QVERIFY(writeModelFile(r.model, out, QStringLiteral("xmf")).ok());
        const QByteArray written = readText(out);
        QVERIFY2(written.startsWith(prolog), written.left(120).constData());
        QCOMPARE(readModelFile(out).model, r.model);
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
        QCOMPARE(readModelFile(out).model, r.model);
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
        QCOMPARE(readModelFile(dir.filePath(QStringLiteral("m.xrf"))).model.materials[0].maps, m.model.materials[0].maps);
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
        QProcess p;
        p.start(QStringLiteral(QUARRY_BINARY),
                {QStringLiteral("convert"), m_xmf, out, QStringLiteral("--skeleton"), m_xsf, QStringLiteral("--animation"),
                 m_xaf, QStringLiteral("--material"), m_xrf0, QStringLiteral("--material"), m_xrf1});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        for (const char *name : {"avatar.xmf", "avatar.xsf", "avatar_fixture_wave.xaf", "avatar_0.xrf", "avatar_1.xrf"})
            QVERIFY2(QFileInfo::exists(dir.filePath(QLatin1String(name))), name);
        ReadOptions options;
        options.companions = findAvatarCompanions(out).toCompanions();
        const ReadResult back = readModelFile(out, options);
        QVERIFY(back.ok());
        QCOMPARE(back.model.meshes, readAvatar().model.meshes);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("withSkeleton");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("line");
        const QByteArray mesh = kMesh;
        auto edit = [](QByteArray text, const char *from, const char *to) { return text.replace(from, to); };
        QTest::newRow("malformed XML") << "bad.xmf" << edit(mesh, "<NORM>0 1 0</NORM>", "<NORM>0 1 0</NROM>") << false
                                       << "malformed XML" << 19;
        QTest::newRow("missing attribute") << "bad.xmf" << edit(mesh, "NUMFACES=\"1\" MATERIAL=\"1\"", "MATERIAL=\"1\"")
                                           << false << "no NUMFACES attribute" << 2;
        QTest::newRow("submesh count") << "bad.xmf" << edit(mesh, "NUMSUBMESH=\"2\"", "NUMSUBMESH=\"3\"") << false
                                       << "NUMSUBMESH=\"3\" but the mesh has 2" << 1;
        QTest::newRow("vertex count") << "bad.xmf" << edit(mesh, "NUMVERTICES=\"3\" NUMFACES=\"1\" MATERIAL=\"1\"",
                                                           "NUMVERTICES=\"4\" NUMFACES=\"1\" MATERIAL=\"1\"")
                                      << false << "where a <VERTEX> element was expected" << 39;
        QTest::newRow("face count") << "bad.xmf" << edit(mesh, "NUMFACES=\"1\" MATERIAL=\"0\"", "NUMFACES=\"2\" MATERIAL=\"0\"")
                                    << false << "NUMFACES=\"2\" but the submesh has 1" << 50;
        QTest::newRow("influence count") << "bad.xmf" << edit(mesh, "<VERTEX ID=\"1\" NUMINFLUENCES=\"1\">", "<VERTEX ID=\"1\" NUMINFLUENCES=\"2\">")
                                         << false << "NUMINFLUENCES=\"2\" but the vertex has 1" << 17;
        QTest::newRow("texcoord count") << "bad.xmf" << edit(mesh, "<TEXCOORD>1 0</TEXCOORD>\n", "") << false
                                        << "NUMTEXCOORDS=\"2\" but the vertex has 1" << 17;
        QTest::newRow("influence not in skeleton") << "bad.xmf" << edit(mesh, "<INFLUENCE ID=\"1\">1</INFLUENCE>", "<INFLUENCE ID=\"7\">1</INFLUENCE>")
                                                   << true << "influence ID 7 is not a bone of the skeleton" << 25;
        QTest::newRow("face out of range") << "bad.xmf" << edit(mesh, "<FACE VERTEXID=\"2 1 0\"/>", "<FACE VERTEXID=\"2 3 0\"/>")
                                           << false << "face vertex 3 is out of range" << 63;
        QTest::newRow("not a number") << "bad.xmf" << edit(mesh, "<POS>4 5 6</POS>", "<POS>4 five 6</POS>") << false
                                      << "<POS> needs 3 numbers" << 18;
        QTest::newRow("huge count") << "bad.xmf" << edit(mesh, "NUMSUBMESH=\"2\"", "NUMSUBMESH=\"2000000000\"") << false
                                    << "out of range" << 1;
        QTest::newRow("empty") << "bad.xmf" << QByteArray() << false << "not a XMF file" << -1;
        QTest::newRow("header magic") << "bad.xmf" << QByteArray("<HEADER MAGIC=\"XSF\" VERSION=\"910\"/>\n<MESH NUMSUBMESH=\"0\"/>")
                                      << false << "where the <SKELETON> element was expected" << 2;
        // Many vertices and one with very many influences: the slots would outgrow the file.
        QByteArray manySlots = "<MESH NUMSUBMESH=\"1\">\n<SUBMESH NUMVERTICES=\"400\" NUMFACES=\"0\" MATERIAL=\"0\" "
                           "NUMLODSTEPS=\"0\" NUMSPRINGS=\"0\" NUMTEXCOORDS=\"0\">\n<VERTEX NUMINFLUENCES=\"255\"><POS>0 0 0</POS><NORM>0 0 1</NORM>";
        for (int i = 0; i < 255; ++i)
            manySlots += "<INFLUENCE ID=\"0\">0.1</INFLUENCE>";
        manySlots += "</VERTEX>\n";
        for (int i = 1; i < 400; ++i)
            manySlots += "<VERTEX NUMINFLUENCES=\"0\"><POS>0 0 0</POS><NORM>0 0 1</NORM></VERTEX>\n";
        manySlots += "</SUBMESH>\n</MESH>\n";
        QTest::newRow("influence manySlots") << "bad.xmf" << manySlots << false << "more than the file can hold" << 2;
        const QByteArray skeleton = kSkeleton;
        QTest::newRow("bone count") << "bad.xsf" << edit(skeleton, "NUMBONES=\"3\"", "NUMBONES=\"4\"") << false
                                    << "NUMBONES=\"4\" but the skeleton has 3" << 1;
        QTest::newRow("child count") << "bad.xsf" << edit(skeleton, "NAME=\"root\" NUMCHILDS=\"1\"", "NAME=\"root\" NUMCHILDS=\"2\"")
                                     << false << "NUMCHILDS=\"2\" but the bone lists 1" << 9;
        QTest::newRow("parent loop") << "bad.xsf" << edit(skeleton, "<PARENTID>-1</PARENTID>", "<PARENTID>0</PARENTID>")
                                     << false << "PARENTID loop" << 2;
        QTest::newRow("parent out of range") << "bad.xsf" << edit(skeleton, "<PARENTID>2</PARENTID>", "<PARENTID>9</PARENTID>")
                                             << false << "PARENTID 9 is not a bone" << 7;
        QTest::newRow("missing rotation") << "bad.xsf" << edit(skeleton, "<ROTATION>0 0 0.707107 0.707107</ROTATION>\n", "")
                                          << false << "needs TRANSLATION, ROTATION and PARENTID" << 9;
        const QByteArray animation = kAnimation;
        QTest::newRow("track count") << "bad.xaf" << edit(animation, "NUMTRACKS=\"2\"", "NUMTRACKS=\"1\"") << true
                                     << "NUMTRACKS=\"1\" but the animation has more" << 16;
        QTest::newRow("key count") << "bad.xaf" << edit(animation, "NUMKEYFRAMES=\"3\"", "NUMKEYFRAMES=\"4\"") << true
                                   << "NUMKEYFRAMES=\"4\" but the track has 3" << 2;
        QTest::newRow("track bone") << "bad.xaf" << edit(animation, "BONEID=\"2\"", "BONEID=\"5\"") << true
                                    << "track BONEID 5 is not a bone" << 16;
        QTest::newRow("missing time") << "bad.xaf" << edit(animation, "<KEYFRAME TIME=\"0.3\">", "<KEYFRAME>") << true
                                      << "no TIME attribute" << 7;
        QTest::newRow("no rotation") << "bad.xaf" << edit(animation, "<ROTATION>0 0 0 1</ROTATION>\n        </KEYFRAME>\n    </TRACK>\n</ANIMATION>",
                                                          "</KEYFRAME>\n    </TRACK>\n</ANIMATION>")
                                     << true << "<KEYFRAME> has no <ROTATION>" << 17;
        const QByteArray material = kMaterial;
        QTest::newRow("map count") << "bad.xrf" << edit(material, "NUMMAPS=\"2\"", "NUMMAPS=\"1\"") << false
                                   << "NUMMAPS=\"1\" but the material has more" << 8;
        QTest::newRow("color range") << "bad.xrf" << edit(material, "255 102 0 255", "256 102 0 255") << false
                                     << "0 to 255" << 4;
        QTest::newRow("missing shininess") << "bad.xrf" << edit(material, "<SHININESS>96.078431</SHININESS>", "") << false
                                           << "needs AMBIENT, DIFFUSE, SPECULAR and SHININESS" << 2;
    }

    void badInput()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QFETCH(bool, withSkeleton);
        QFETCH(QString, message);
        QFETCH(int, line);
        QTemporaryDir dir;
        const QString path = writeText(dir, name, text);
        ReadOptions options;
        if (withSkeleton)
            options.companions << m_xsf;
        const ReadResult r = readModelFile(path, options);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->file, path);
        QVERIFY2(r.error->message.contains(message), qPrintable(r.error->toString()));
        QCOMPARE(r.error->line, qint64(line));
    }

    // Every truncation and seeded byte damage of each fixture: an error or a
    // model, never a crash or a hang.
    void damagedFilesNeverCrash()
    {
        QTemporaryDir dir;
        const QList<QPair<QString, QByteArray>> files{{QStringLiteral("d.xmf"), kMesh},
                                                      {QStringLiteral("d.xsf"), kSkeleton},
                                                      {QStringLiteral("d.xaf"), kAnimation},
                                                      {QStringLiteral("d.xrf"), kMaterial}};
        ReadOptions options;
        options.companions << m_xsf;
        quint32 seed = 12345;
        auto next = [&seed]() { return seed = seed * 1664525u + 1013904223u; };
        int failures = 0, reads = 0;
        for (const auto &[name, text] : files) {
            const QString path = dir.filePath(name);
            const ReadOptions &o = name.endsWith(QLatin1String("xrf")) || name.endsWith(QLatin1String("xsf"))
                                       ? ReadOptions() : options;
            for (qsizetype cut = 0; cut < text.size(); cut += 13) {
                writeText(dir, name, text.left(cut));
                const ReadResult r = readModelFile(path, o);
                failures += r.ok() ? 0 : 1;
                ++reads;
            }
            for (int round = 0; round < 80; ++round) {
                QByteArray damaged = text;
                for (int k = 0; k < 3; ++k)
                    damaged[next() % damaged.size()] = char(next() % 256);
                writeText(dir, name, damaged);
                const ReadResult r = readModelFile(path, o);
                failures += r.ok() ? 0 : 1;
                QVERIFY(r.ok() || !r.error->message.isEmpty());
                ++reads;
            }
        }
        // Most damage is caught (truncated XML never parses).
        QVERIFY(failures > reads / 2);
    }

    // The fast path for plain decimals gives exactly what from_chars gives.
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
                QFAIL(qPrintable(QStringLiteral("\"%1\": %2 instead of %3").arg(QLatin1String(text)).arg(mine).arg(reference)));
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
        QVERIFY(readText(out).startsWith("<?xml version=\"1.0\"?>\n<HEADER MAGIC=\"XMF\" VERSION=\"1000\"/>\n<MESH NUMSUBMESH=\"1\">"));
        QCOMPARE(readModelFile(out).model, r.model);
    }
};

QTEST_GUILESS_MAIN(TestXmf)
#include "tst_xmf.moc"
