// The corpus avatar (DokuroChan: XMF, XSF, XAF) written as MD5 and read
// back: every joint's world position within 1e-4 at 5 times of each
// animation; Assimp's MD5 importer reads what Quarry writes with the same
// counts.
#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "model/Pose.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;

namespace {

const QString kAvatar = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");

ReadResult readWithCompanions(const QString &path)
{
    ReadOptions options;
    options.companions = companionsBeside(path);
    return readModelFile(path, options);
}

QList<QVector3D> jointPositions(const Model &model, int animation, double time)
{
    QList<QVector3D> out;
    for (const QMatrix4x4 &m : worldMatrices(model.skeleton, localPose(model, animation, time)))
        out << m.map(QVector3D());
    return out;
}

} // namespace

class TestMd5Corpus : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Model m_avatar;
    QString m_md5;

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(kAvatar))
            QSKIP("../shared/corpus is absent: no corpus avatar to write as MD5");
        const ReadResult r = readWithCompanions(kAvatar);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error->toString()));
        m_avatar = r.model;
        QVERIFY(!m_avatar.animations.isEmpty());
        m_md5 = m_dir.filePath(QStringLiteral("DokuroChan.md5mesh"));
        const WriteResult w = writeModelFile(m_avatar, m_md5, QStringLiteral("md5"));
        QVERIFY2(w.ok(), w.ok() ? "" : qPrintable(w.error->toString()));
    }

    void jointsWhereTheyWere()
    {
        const ReadResult back = readWithCompanions(m_md5);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        QCOMPARE(back.model.animations.size(), m_avatar.animations.size());
        const qsizetype joints = m_avatar.skeleton.joints.size();
        QVERIFY(back.model.skeleton.joints.size() >= joints);
        for (int a = 0; a < m_avatar.animations.size(); ++a) {
            const Animation &anim = back.model.animations[a];
            const int frames = anim.frameCount();
            QVERIFY(frames >= 5);
            for (int k = 0; k < 5; ++k) {
                const int frame = (frames - 1) * k / 4;
                const double t = frame / anim.fps;
                const QList<QVector3D> p = jointPositions(back.model, a, t), q = jointPositions(m_avatar, a, t);
                for (qsizetype j = 0; j < joints; ++j)
                    QVERIFY2((p[j] - q[j]).length() <= 1e-4f,
                             qPrintable(QStringLiteral("%1 frame %2 joint %3: off by %4 at %5 from the origin")
                                            .arg(anim.name)
                                            .arg(frame)
                                            .arg(m_avatar.skeleton.joints[j].name)
                                            .arg((p[j] - q[j]).length())
                                            .arg(q[j].length())));
            }
        }
        for (qsizetype m = 0; m < m_avatar.meshes.size(); ++m)
            for (qsizetype v = 0; v < m_avatar.meshes[m].vertexCount(); v += 7)
                QVERIFY((back.model.meshes[m].positions[v] - m_avatar.meshes[m].positions[v]).length() <= 1e-3f);
    }

    void assimpReadsTheSameCounts()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("assimp")).isEmpty())
            QSKIP("assimp (assimp-utils) is not installed");
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("assimp"), {QStringLiteral("info"), m_md5, QStringLiteral("-r")});
        QVERIFY(p.waitForFinished(300000));
        const QString output = QString::fromUtf8(p.readAll());
        QHash<QString, qint64> values;
        static const QRegularExpression line(QStringLiteral("^(Meshes|Vertices|Faces|Bones):\\s+(\\d+)\\s*$"),
                                             QRegularExpression::MultilineOption);
        for (auto it = line.globalMatch(output); it.hasNext();) {
            const auto m = it.next();
            values.insert(m.captured(1), m.captured(2).toLongLong());
        }
        QVERIFY2(values.size() == 4, qPrintable(output));
        QCOMPARE(values.value(QStringLiteral("Meshes")), qint64(m_avatar.meshes.size()));
        QCOMPARE(values.value(QStringLiteral("Faces")), qint64(m_avatar.triangleCount()));
        // Assimp's MD5 importer gives every triangle corner a vertex of its own.
        QCOMPARE(values.value(QStringLiteral("Vertices")), 3 * qint64(m_avatar.triangleCount()));
        // Assimp counts a mesh's bones: the joints some weight of it names.
        QVERIFY(values.value(QStringLiteral("Bones")) > 0);
    }
};

QTEST_GUILESS_MAIN(TestMd5Corpus)
#include "tst_md5_corpus.moc"
