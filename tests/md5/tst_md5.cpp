// MD5 read and written: a hand-written mesh and animation field by field,
// Doom 3's orientation rule (not the usual one), the animation found
// beside the mesh or given with it, and round trips that keep the numbers.
#include "Md5Fixtures.h"

#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/md5/Md5Reader.h"
#include "io/md5/Md5Writer.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

bool near(const QVector3D &a, const QVector3D &b, float eps = 1e-5f)
{
    return (a - b).length() <= eps;
}

QString show(const QVector3D &v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v.x()).arg(v.y()).arg(v.z());
}

// Every joint's model-space position for an animation at a time.
QList<QVector3D> jointPositions(const Model &model, int animation, double time)
{
    QList<QVector3D> out;
    for (const QMatrix4x4 &m : worldMatrices(model.skeleton, localPose(model, animation, time)))
        out << m.map(QVector3D());
    return out;
}

// The numbers of a text, comments left out.
QList<double> numbers(const QByteArray &text)
{
    QList<double> out;
    static const QRegularExpression number(QStringLiteral("(?<![\\w.])-?\\d+(\\.\\d+)?(?![\\w.])"));
    for (QString line : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
        line = line.section(QStringLiteral("//"), 0, 0);
        line.remove(QRegularExpression(QStringLiteral("\"[^\"]*\"")));
        for (auto it = number.globalMatch(line); it.hasNext();)
            out << it.next().captured().toDouble();
    }
    return out;
}

ReadOptions besideOptions(const QString &path)
{
    ReadOptions options;
    options.companions = companionsBeside(path);
    return options;
}

} // namespace

class TestMd5 : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_mesh, m_anim;

    ReadResult readHero()
    {
        ReadOptions options;
        options.companions = {m_anim};
        return readModelFile(m_mesh, options);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_mesh = m_dir.filePath(QStringLiteral("hero.md5mesh"));
        m_anim = m_dir.filePath(QStringLiteral("hero_walk.md5anim"));
        QVERIFY(writeFile(m_mesh, kMd5Mesh));
        QVERIFY(writeFile(m_anim, kMd5Anim));
    }

    void detection()
    {
        QCOMPARE(detectFormat(m_mesh), QStringLiteral("md5"));
        QCOMPARE(detectFormat(m_anim), QStringLiteral("md5anim"));
        QVERIFY(probeMd5Mesh(kMd5Mesh));
        QVERIFY(!probeMd5Mesh(kMd5Anim));
        QVERIFY(probeMd5Anim(kMd5Anim));
        QCOMPARE(formatForWriting(QStringLiteral("x.md5mesh")), QStringLiteral("md5"));
        QCOMPARE(formatForWriting(QStringLiteral("x.md5anim")), QStringLiteral("md5anim"));
    }

    void readsTheMeshFieldByField()
    {
        const ReadResult r = readModelFile(m_mesh);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error->toString()));
        const Model &m = r.model;
        QCOMPARE(m.skeleton.joints.size(), 2);
        QCOMPARE(m.skeleton.joints[0].name, QStringLiteral("root"));
        QCOMPARE(m.skeleton.joints[0].parent, -1);
        QCOMPARE(m.skeleton.joints[1].name, QStringLiteral("tip"));
        QCOMPARE(m.skeleton.joints[1].parent, 0);
        // The tip, 2 below the root in model space, is 2 along the root's
        // own X: the root turns -90° about Z.
        QVERIFY2(near(m.skeleton.joints[1].bind.translation, QVector3D(2, 0, 0)),
                 qPrintable(show(m.skeleton.joints[1].bind.translation)));
        QVERIFY(qAbs(qAbs(m.skeleton.joints[1].bind.rotation.scalar()) - 1) < 1e-6f);
        QCOMPARE(m.meshes.size(), 1);
        const Mesh &mesh = m.meshes[0];
        QCOMPARE(mesh.name, QStringLiteral("body"));
        QCOMPARE(m.materials.size(), 1);
        QCOMPARE(m.materials[mesh.material].name, QStringLiteral("models/hero/skin"));
        QCOMPARE(mesh.vertexCount(), 3);
        QCOMPARE(mesh.texcoords[0][0], QVector2D(0.25f, 0.5f));
        QCOMPARE(mesh.texcoords[0][1], QVector2D(1, 0));
        QCOMPARE(mesh.triangles, (QList<Triangle>{{0, 2, 1}}));
        QCOMPARE(mesh.influencesPerVertex, 2);
        QCOMPARE(mesh.blendIndexes, (QList<quint32>{0, 0, 1, 0, 0, 1}));
        QCOMPARE(mesh.blendWeights, (QList<float>{1, 0, 1, 0, 0.5f, 0.5f}));
        QVERIFY2(near(mesh.positions[1], QVector3D(0, -2, 1)), qPrintable(show(mesh.positions[1])));
        QVERIFY2(near(mesh.positions[2], QVector3D(1, -1, 0)), qPrintable(show(mesh.positions[2])));
        QCOMPARE(mesh.normals.size(), 3);
        QCOMPARE(m.extras.value(QStringLiteral("md5.commandline")).toString(), QStringLiteral("exported by hand"));
    }

    // Doom 3 applies the conjugate of the stored quaternion (w rebuilt as
    // +sqrt): the usual reading puts vertex 0 at (0, 1, 0) and the animated
    // tip at (1.41, 1.41) on frame 1; the engine at (0, -1, 0) and (1.41, -1.41).
    void orientationIsDoom3s()
    {
        const ReadResult r = readHero();
        QVERIFY(r.ok());
        const QVector3D v0 = r.model.meshes[0].positions[0];
        QVERIFY2(near(v0, QVector3D(0, -1, 0)), qPrintable(show(v0)));
        QVERIFY2(!near(v0, QVector3D(0, 1, 0)), "the usual convention, not Doom 3's");
        const QList<QVector3D> frame1 = jointPositions(r.model, 0, 1.0 / 24);
        const float h = std::sqrt(2.0f);
        QVERIFY2(near(frame1[1], QVector3D(h, -h, 0)), qPrintable(show(frame1[1])));
        QVERIFY2(near(jointPositions(r.model, 0, 0)[1], QVector3D(0, -2, 0)), "frame 0 is the bind pose");
        QVERIFY2(near(jointPositions(r.model, 0, 2.0 / 24)[1], QVector3D(2, 0, 0)), "frame 2 turns the root back");
        // And the writer stores what the engine reads back the same way.
        // (Encoded from the model, not the stored file saved as it was.)
        Model sample = r.model;
        sample.extras.remove(QStringLiteral("md5.meshSource"));
        const WriteResult w = writeMd5Mesh(sample, m_dir.filePath(QStringLiteral("again.md5mesh")));
        QVERIFY(w.data.contains("\"root\" -1 ( 0 0 0 ) ( 0 0 0.70710"));
    }

    void readsTheAnimation()
    {
        const ReadResult r = readHero();
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error->toString()));
        QCOMPARE(r.model.animations.size(), 1);
        const Animation &a = r.model.animations[0];
        QCOMPARE(a.name, QStringLiteral("walk")); // the file's name without "hero_"
        QCOMPARE(a.fps, 24.0);
        QCOMPARE(a.frameCount(), 3);
        QCOMPARE(a.tracks.size(), 2);
        QCOMPARE(a.tracks[0].rotations.size(), 3);
        QCOMPARE(a.tracks[1].translations[2].value, QVector3D(2, 0, 0));
        QCOMPARE(a.extras.value(QStringLiteral("md5.bounds")).value<QList<float>>().size(), 18);
        // Alone, the animation is a model with the hierarchy's joints.
        const ReadResult alone = readModelFile(m_anim);
        QVERIFY(alone.ok());
        QCOMPARE(alone.model.skeleton.joints.size(), 2);
        QVERIFY(alone.model.meshes.isEmpty());
        QCOMPARE(alone.model.animations[0].name, QStringLiteral("hero_walk"));
        QVERIFY2(near(jointPositions(alone.model, 0, 1.0 / 24)[1], jointPositions(r.model, 0, 1.0 / 24)[1]),
                 "the same joints alone and with the mesh");
    }

    void companionsBesideTheMesh()
    {
        QCOMPARE(findMd5Companions(m_mesh), QStringList{m_anim});
        QCOMPARE(companionsBeside(m_mesh), QStringList{m_anim});
        // A Doom 3 folder: one mesh, animations under names of their own.
        QTemporaryDir doom;
        QVERIFY(writeFile(doom.filePath(QStringLiteral("imp.md5mesh")), kMd5Mesh));
        QVERIFY(writeFile(doom.filePath(QStringLiteral("walk10.md5anim")), kMd5Anim));
        QVERIFY(writeFile(doom.filePath(QStringLiteral("walk9.md5anim")), kMd5Anim));
        QCOMPARE(findMd5Companions(doom.filePath(QStringLiteral("imp.md5mesh"))),
                 (QStringList{doom.filePath(QStringLiteral("walk9.md5anim")),
                              doom.filePath(QStringLiteral("walk10.md5anim"))}));
    }

    // An animation opened into a model of another format whose joints match by name.
    void animationIntoAnotherModel()
    {
        Model iqe = readModelFile(m_mesh).model;
        const QString path = m_dir.filePath(QStringLiteral("other.iqe"));
        QVERIFY(writeModelFile(iqe, path, QStringLiteral("iqe")).ok());
        ReadOptions options;
        options.companions = {m_anim};
        const ReadResult r = readModelFile(path, options);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error->toString()));
        QCOMPARE(r.model.animations.size(), 1);
        QVERIFY(near(jointPositions(r.model, 0, 1.0 / 24)[1], jointPositions(readHero().model, 0, 1.0 / 24)[1]));
    }

    // Read and written unchanged: the same numbers (within the printed 6 decimals).
    void roundTripKeepsTheNumbers()
    {
        const ReadResult r = readHero();
        const QString out = m_dir.filePath(QStringLiteral("out/hero.md5mesh"));
        QVERIFY(QDir().mkpath(QFileInfo(out).path()));
        const WriteResult w = writeModelFile(r.model, out, QStringLiteral("md5"));
        QVERIFY2(w.ok(), w.ok() ? "" : qPrintable(w.error->toString()));
        QVERIFY2(w.warnings.isEmpty(), qPrintable(w.warnings.value(0).toString()));
        QFile mesh(out), anim(m_dir.filePath(QStringLiteral("out/hero_walk.md5anim")));
        QVERIFY(mesh.open(QIODevice::ReadOnly));
        QVERIFY2(anim.open(QIODevice::ReadOnly), "the animation is written beside the mesh");
        for (const auto &[written, original] :
             {std::pair{mesh.readAll(), kMd5Mesh}, std::pair{anim.readAll(), kMd5Anim}}) {
            const QList<double> a = numbers(written), b = numbers(original);
            QCOMPARE(a.size(), b.size());
            for (qsizetype i = 0; i < a.size(); ++i)
                QVERIFY2(qAbs(a[i] - b[i]) <= 1e-6,
                         qPrintable(
                             QStringLiteral("number %1: %2, was %3").arg(i).arg(a[i], 0, 'g', 9).arg(b[i], 0, 'g', 9)));
        }
        // Read back: the same model; written again: the same bytes.
        const ReadResult back = readModelFile(out, besideOptions(out));
        QVERIFY(back.ok());
        QCOMPARE(back.model.animations.size(), 1);
        QCOMPARE(back.model.animations[0].name, QStringLiteral("walk"));
        for (int f = 0; f < 3; ++f) {
            const QList<QVector3D> p = jointPositions(back.model, 0, f / 24.0),
                                   q = jointPositions(r.model, 0, f / 24.0);
            for (qsizetype j = 0; j < p.size(); ++j)
                QVERIFY(near(p[j], q[j], 1e-4f));
        }
        const WriteResult again = encodeModelFile(back.model, out, QStringLiteral("md5"));
        mesh.seek(0);
        QCOMPARE(again.data, mesh.readAll());
    }

    // MD5 stores no normals: an edit of them says so when it is made and
    // when the file is written; a model whose normals are the engine's
    // (the round trip above) gets no such warning.
    void normalsEditsSayMd5LosesThem()
    {
        const ReadResult r = readHero();
        QVERIFY(r.ok());
        Document document;
        document.resetModel(r.model, m_dir.filePath(QStringLiteral("hero.md5mesh")), QStringLiteral("md5"));
        const OperationResult flipped = runOperation(document, QStringLiteral("flipNormals"));
        QVERIFY2(flipped.ok, qPrintable(flipped.message));
        QVERIFY2(flipped.message.contains(QLatin1String("MD5 stores no normals")), qPrintable(flipped.message));
        const QString out = m_dir.filePath(QStringLiteral("flipped/hero.md5mesh"));
        QVERIFY(QDir().mkpath(QFileInfo(out).path()));
        const WriteResult w = writeModelFile(document.model(), out, QStringLiteral("md5"));
        QVERIFY(w.ok());
        QStringList warnings;
        for (const Diagnostic &d : w.warnings)
            warnings << d.message;
        QVERIFY2(warnings.join(QLatin1Char('\n')).contains(QLatin1String("normals left out")),
                 qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY(warnings.join(QLatin1Char('\n')).contains(QLatin1String("3 vertex normal(s)")));

        // The same edit on a format that stores normals says nothing of it.
        Document iqm;
        iqm.resetModel(r.model, m_dir.filePath(QStringLiteral("hero.iqm")), QStringLiteral("iqm"));
        const OperationResult plain = runOperation(iqm, QStringLiteral("flipNormals"));
        QVERIFY(plain.ok);
        QVERIFY2(!plain.message.contains(QLatin1String("MD5")), qPrintable(plain.message));
        // Undone, the normals are the engine's again: nothing to warn of.
        document.undoStack()->undo();
        const WriteResult clean = writeModelFile(document.model(), out, QStringLiteral("md5"));
        QVERIFY(clean.ok());
        QVERIFY2(clean.warnings.isEmpty(), qPrintable(clean.warnings.value(0).toString()));
    }

    // Any skeletal model: every joint where it was at every frame, and the skinned vertices too.
    void writesAnySkeletalModel()
    {
        const Model model = makeSampleModel();
        QVERIFY(!model.skeleton.isEmpty());
        QVERIFY(!model.animations.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("sample/robot.md5mesh"));
        QVERIFY(QDir().mkpath(QFileInfo(out).path()));
        const WriteResult w = writeModelFile(model, out, QStringLiteral("md5"));
        QVERIFY2(w.ok(), w.ok() ? "" : qPrintable(w.error->toString()));
        const ReadResult back = readModelFile(out, besideOptions(out));
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        QCOMPARE(back.model.animations.size(), model.animations.size());
        QCOMPARE(back.model.meshes.size(), model.meshes.size());
        for (int a = 0; a < model.animations.size(); ++a) {
            const Animation &anim = back.model.animations[a];
            QCOMPARE(anim.name, model.animations[a].name);
            for (int f = 0; f < anim.frameCount(); ++f) {
                const double t = f / anim.fps;
                const QList<QVector3D> p = jointPositions(back.model, a, t), q = jointPositions(model, a, t);
                for (qsizetype j = 0; j < model.skeleton.joints.size(); ++j)
                    QVERIFY2(near(p[j], q[j], 1e-4f), qPrintable(QStringLiteral("%1 frame %2 joint %3: %4, was %5")
                                                                     .arg(anim.name)
                                                                     .arg(f)
                                                                     .arg(j)
                                                                     .arg(show(p[j]), show(q[j]))));
                const Bounds b = poseBounds(back.model, a, t), c = poseBounds(model, a, t);
                QVERIFY(near(b.min, c.min, 1e-3f) && near(b.max, c.max, 1e-3f));
            }
        }
        for (qsizetype m = 0; m < model.meshes.size(); ++m)
            for (qsizetype v = 0; v < model.meshes[m].vertexCount(); ++v)
                QVERIFY(near(back.model.meshes[m].positions[v], model.meshes[m].positions[v], 1e-4f));
    }

    // A joint that never moves stores nothing in the frames; one channel
    // that changes sets its flag alone.
    void flagsNameOnlyChangingChannels()
    {
        const ReadResult r = readHero();
        const WriteResult w = writeMd5Mesh(r.model, m_dir.filePath(QStringLiteral("f.md5mesh")));
        QCOMPARE(w.siblings.size(), 1);
        const QByteArray anim = w.siblings[0].data;
        QVERIFY2(anim.contains("\"root\" -1 32 0\n"), anim.constData());
        QVERIFY(anim.contains("\"tip\" 0 0 1\t// root"));
        QVERIFY(anim.contains("numAnimatedComponents 1\n"));
    }

    void staticModelGetsAnOriginJoint()
    {
        Model model = makeSampleModel();
        model.skeleton = {};
        model.animations.clear();
        for (Mesh &m : model.meshes) {
            m.influencesPerVertex = 0;
            m.blendIndexes.clear();
            m.blendWeights.clear();
        }
        const QString out = m_dir.filePath(QStringLiteral("static.md5mesh"));
        QVERIFY(writeModelFile(model, out, QStringLiteral("md5")).ok());
        const ReadResult back = readModelFile(out);
        QVERIFY(back.ok());
        QCOMPARE(back.model.skeleton.joints.size(), 1);
        QCOMPARE(back.model.skeleton.joints[0].name, QStringLiteral("origin"));
        for (qsizetype v = 0; v < model.meshes[0].vertexCount(); ++v)
            QVERIFY(near(back.model.meshes[0].positions[v], model.meshes[0].positions[v], 1e-4f));
    }

    // `quarry convert x.md5mesh walk.md5anim out.iqm`, and `info`.
    void commandLine()
    {
        const QString iqm = m_dir.filePath(QStringLiteral("cli.iqm"));
        QProcess p;
        p.start(QStringLiteral(QUARRY_BINARY), {QStringLiteral("convert"), m_mesh, m_anim, iqm});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const ReadResult r = readModelFile(iqm);
        QVERIFY(r.ok());
        QCOMPARE(r.model.animations.size(), 1);
        QCOMPARE(r.model.animations[0].name, QStringLiteral("walk"));
        p.start(QStringLiteral(QUARRY_BINARY), {QStringLiteral("info"), m_mesh});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString info = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(info.contains(QLatin1String("walk")), qPrintable(info)); // found beside the mesh
    }
};

QTEST_GUILESS_MAIN(TestMd5)
#include "tst_md5.moc"
