// The IQE writer: what it writes for each part of a model, byte-stable
// round trips (read -> write -> read -> write), the corpus model, and the
// bundled sample (which must be exactly what the writer makes of
// makeSampleModel()).
#include "io/Formats.h"
#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeReplay.h"
#include "io/iqe/IqeWriter.h"
#include "model/ops/SampleModel.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace quarry;

namespace {

QByteArray write(const Model &model)
{
    const WriteResult w = writeIqe(model, QStringLiteral("out.iqe"));
    if (!w.ok())
        qWarning("%s", qPrintable(w.error->toString()));
    return w.data;
}

// Without the kept text, so that writing shows what the writer makes of
// the model (a kept text would be written back as it was: IqeReplay.h).
ReadResult read(const QByteArray &bytes)
{
    ReadOptions options;
    options.options.insert(QLatin1String(kIqeKeepSourceOption), false);
    return readIqe(QStringLiteral("in.iqe"), bytes, options);
}

// read -> write -> read -> write: both writes must be the same bytes and
// both reads the same model.
void checkStable(const QByteArray &first)
{
    const ReadResult a = read(first);
    QVERIFY2(a.ok(), qPrintable(a.error ? a.error->toString() : QString()));
    const QByteArray w1 = write(a.model);
    const ReadResult b = read(w1);
    QVERIFY2(b.ok(), qPrintable(b.error ? b.error->toString() : QString()));
    const QByteArray w2 = write(b.model);
    QCOMPARE(w2, w1);
    QVERIFY(b.model == read(w2).model);
}

QString sampleSourcePath()
{
    return QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe");
}

} // namespace

class TestIqeWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesEveryPart()
    {
        Model model;
        model.materials.append(Material{QStringLiteral("skin \"red\""), {}, {}, {}, {}, {}, {}, {}, {}});
        Joint root;
        root.name = QStringLiteral("root");
        root.bind.translation = QVector3D(0.1f, 0, 1);
        Joint tip;
        tip.name = QStringLiteral("tip end");
        tip.parent = 0;
        tip.bind.scale = QVector3D(2, 2, 2);
        model.skeleton.joints = {root, tip};
        Mesh m;
        m.name = QStringLiteral("thing");
        m.material = 0;
        m.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        m.normals = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
        m.texcoords = {{{0, 0}, {1, 0}, {0, 1}}};
        m.colors = {{1, 0, 0, 1}, {0, 1, 0, 1}, {0, 0, 1, 0.5f}};
        m.influencesPerVertex = 2;
        m.blendIndexes = {0, 0, 0, 1, 1, 0};
        m.blendWeights = {1, 0, 0.75f, 0.25f, 1, 0};
        CustomAttribute c;
        c.name = QStringLiteral("heat");
        c.type = ComponentType::Float;
        c.components = 1;
        c.values = {0.5, 1.5, 2.5};
        m.customs = {c};
        m.triangles = {{0, 1, 2}};
        model.meshes = {m};
        Animation a;
        a.name = QStringLiteral("wave");
        a.fps = 2;
        a.loop = true;
        a.duration = 0.5;
        JointTrack t;
        t.joint = 1;
        t.rotations = {{0.0f, QQuaternion()}, {0.5f, QQuaternion(0, 0, 0, 1)}};
        a.tracks = {t};
        model.animations = {a};
        model.extras.insert(QStringLiteral("iqe.comment"), QByteArray("made by hand\n"));

        const WriteResult w = writeIqe(model, QStringLiteral("out.iqe"));
        QVERIFY(w.ok());
        QCOMPARE(w.warnings.size(), 1); // the quote in the material name
        const QByteArray expected = "# Inter-Quake Export\n"
                                    "\n"
                                    "joint \"root\" -1\n"
                                    "joint \"tip end\" 0\n"
                                    "\n"
                                    "pq 0.1 0 1 0 0 0 1\n"
                                    "pq 0 0 0 0 0 0 1 2 2 2\n"
                                    "\n"
                                    "vertexarray custom0 float 1 \"heat\"\n"
                                    "\n"
                                    "mesh \"thing\"\n"
                                    "material \"skin 'red'\"\n"
                                    "vp 0 0 0\nvt 0 0\nvn 0 0 1\nvb 0 1\nvc 1 0 0 1\nv0 0.5\n"
                                    "vp 1 0 0\nvt 1 0\nvn 0 0 1\nvb 0 0.75 1 0.25\nvc 0 1 0 1\nv0 1.5\n"
                                    "vp 0 1 0\nvt 0 1\nvn 0 0 1\nvb 1 1\nvc 0 0 1 0.5\nv0 2.5\n"
                                    "fm 0 1 2\n"
                                    "\n"
                                    "animation \"wave\"\n"
                                    "framerate 2\n"
                                    "loop\n"
                                    "\n"
                                    "frame\n"
                                    "pq 0.1 0 1 0 0 0 1\n"
                                    "pq 0 0 0 0 0 0 1 2 2 2\n"
                                    "\n"
                                    "frame\n"
                                    "pq 0.1 0 1 0 0 0 1\n"
                                    "pq 0 0 0 0 0 1 0 2 2 2\n"
                                    "\n"
                                    "comment\n"
                                    "made by hand\n";
        QCOMPARE(w.data, expected);
        checkStable(w.data);
    }

    void commentFromIqm()
    {
        // An IQM file's comment (kept as "iqm.comment") becomes the IQE
        // comment section, which the IQE reader keeps as "iqe.comment".
        Model model;
        model.extras.insert(QStringLiteral("iqm.comment"), QStringLiteral("from IQM\nline two"));
        const QByteArray bytes = write(model);
        QVERIFY(bytes.endsWith("\ncomment\nfrom IQM\nline two"));
        const ReadResult r = read(bytes);
        QVERIFY(r.ok());
        QCOMPARE(r.model.extras.value(QStringLiteral("iqe.comment")).toByteArray(), QByteArray("from IQM\nline two"));
    }

    void freeTimedAnimationsAreResampled()
    {
        Model model;
        Joint j;
        j.name = QStringLiteral("j");
        model.skeleton.joints = {j};
        Animation a;
        a.name = QStringLiteral("free");
        a.fps = 4;
        a.duration = 0.5;
        JointTrack t;
        t.joint = 0;
        t.translations = {{0.0f, {0, 0, 0}}, {0.5f, {2, 0, 0}}}; // keys only at the ends
        a.tracks = {t};
        model.animations = {a};
        const WriteResult w = writeIqe(model, QStringLiteral("out.iqe"));
        QVERIFY(w.ok());
        QCOMPARE(w.warnings.size(), 1);
        const ReadResult r = read(w.data);
        QVERIFY(r.ok());
        const Animation &back = r.model.animations[0];
        QCOMPARE(back.frameCount(), 3);
        QCOMPARE(back.tracks[0].translations[1].value, QVector3D(1, 0, 0));
    }

    void smoothingRoundTrip()
    {
        checkStable("# Inter-Quake Export\nmesh m\nvp 0 0 0\nvt 0 0\nvs 1\nvp 1 0 0\nvt 1 0\nvs 2\nvp 1 1 0\nvt 1 "
                    "1\nvs 3\nvp 0 1 0\nvt 0 1\nvs 4\n"
                    "smoothgroup 2\nfm 0 1 2\nfs 1 0 1\nsmoothangle 30\nsmoothuv 1\nfm 0 2 3\nfs 0 0 0\n"
                    "mesh n\nvp 0 0 0\nvt 0 0\nvs 1\nvp 1 0 0\nvt 1 0\nvs 1\nvp 1 1 0\nvt 1 1\nvs 1\nfm 0 1 2\n");
    }

    void fixturesRoundTrip()
    {
        checkStable("# Inter-Quake Export\nvertexarray custom3 ubyte 2 \"wind\"\nmesh body\n"
                    "vp 1 2 3\n vt 0.5 0.25\n vn 0 0 1\n vx 1 0 0 -1\n vb 0 1\n vc 0.1 0.2 0.3\n v3 7 8\n"
                    "vp 4 5 6 9\n vt 1\n vn 0 1 0\n vx 0 1 0 1\n vb 1 0.5 0 0.25 2 0.125 3 0.0625 4 0.0625\n vc 1 1 1 "
                    "0.5\n v3 9\n"
                    "vp\n vt 0 0\n vn 1 0 0\n vx 0 0 1 1\n vb\n vc\n v3\n"
                    "fa 0 1 2\njoint a\njoint b 0\njoint c 1\njoint d 2\njoint e 3\n"
                    "pa 1 2 3 0.1 0.2 0.3\npm 0 0 0 0 -2 0 2 0 0 0 0 2\n"
                    "animation\nframerate 7\npq 1 2 3 0.1 0.2 0.3\npq 0 0 0\npq 0 0 0\npq 0 0 0\npq 0 0 0\n"
                    "comment\nthe end");
        checkStable("# Inter-Quake Export\nmesh a\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\n"); // no faces: normals generated
    }

    void facesUsingAnotherMeshsVertices()
    {
        // Mesh b's faces use a's vertices 1 and 2 (absolute `fa` indexes) and
        // one vertex of its own.
        const QByteArray file = "# Inter-Quake Export\n"
                                "\nmesh \"a\"\nvp 0 0 0\nvt 0 0\nvp 1 0 0\nvt 1 0\nvp 0 1 0\nvt 0 1\nfm 0 1 2\n"
                                "\nmesh \"b\"\nvp 1 1 0\nvt 1 1\nfa 1 3 2\n";
        const ReadResult a = read(file);
        QVERIFY2(a.ok(), qPrintable(a.error ? a.error->toString() : QString()));
        QCOMPARE(a.model.meshes.size(), 2);
        QCOMPARE(a.model.meshes[1].vertexCount(), 3); // its own vertex and two copies
        const QByteArray out = write(a.model);
        // Written back as read: b holds one vertex, its face refers to a's
        // (normals, which the file left out, are made per mesh).
        QVERIFY2(out.endsWith("mesh \"b\"\nvp 1 1 0\nvt 1 1\nvn 0 0 -1\nfa 1 3 2\n"), out.constData());
        QCOMPARE(out.count("\nvp "), 4);
        checkStable(out);
        const ReadResult b = read(out);
        QVERIFY(b.ok());
        QCOMPARE(b.model.meshes[1].positions, a.model.meshes[1].positions);
        QCOMPARE(b.model.meshes[1].triangles, a.model.meshes[1].triangles);

        // A copy changed since reading is written as b's own vertex; the
        // unchanged one still refers to a's.
        Model edited = a.model;
        edited.meshes[1].texcoords[0][1] = QVector2D(0.5f, 0.5f);
        const QByteArray out2 = write(edited);
        QCOMPARE(out2.count("\nvp "), 5);
        const ReadResult c = read(out2);
        QVERIFY(c.ok());
        QCOMPARE(c.model.meshes[1].texcoords[0].size(), 3);
        for (const Triangle &t : c.model.meshes[1].triangles)
            for (const quint32 v : t)
                QVERIFY(v < 3);
        // The same face in the same places.
        const Mesh &m1 = edited.meshes[1], &m2 = c.model.meshes[1];
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(m2.positions[m2.triangles[0][k]], m1.positions[m1.triangles[0][k]]);
            QCOMPARE(m2.texcoords[0][m2.triangles[0][k]], m1.texcoords[0][m1.triangles[0][k]]);
        }

        // The source vertex changed instead: the copy is written too.
        Model moved = a.model;
        moved.meshes[0].positions[1] = QVector3D(2, 0, 0);
        QCOMPARE(write(moved).count("\nvp "), 5);
    }

    void corpusRoundTrip()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe");
        if (!QFile::exists(path))
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray original = f.readAll();
        const ReadResult a = read(original);
        QVERIFY(a.ok());
        const QByteArray w1 = write(a.model);
        const ReadResult b = read(w1);
        QVERIFY(b.ok());
        // Every number is written as the shortest text of the same float:
        // the model read back is the same model.
        QVERIFY(b.model == a.model);
        QCOMPARE(write(b.model), w1);
    }

    void sampleFileIsTheWritersOutput()
    {
        const WriteResult w = writeIqe(makeSampleModel(), QStringLiteral("sample.iqe"));
        QVERIFY(w.ok());
        QVERIFY(w.warnings.isEmpty());
        // QUARRY_WRITE_SAMPLE=1 regenerates the file after a deliberate change.
        if (qEnvironmentVariableIsSet("QUARRY_WRITE_SAMPLE"))
            QVERIFY(saveBytes(sampleSourcePath(), w.data).isEmpty());
        QFile f(sampleSourcePath());
        QVERIFY2(f.open(QIODevice::ReadOnly), "resources/sample/sample.iqe is missing");
        QVERIFY2(f.readAll() == w.data,
                 "resources/sample/sample.iqe differs from writeIqe(makeSampleModel()); regenerate it");
        checkStable(w.data);
        const ReadResult r = read(w.data);
        const Model sample = makeSampleModel();
        QCOMPARE(r.model.meshes.size(), sample.meshes.size());
        QCOMPARE(r.model.vertexCount(), sample.vertexCount());
        QCOMPARE(r.model.triangleCount(), sample.triangleCount());
        QVERIFY(r.model.skeleton == sample.skeleton);
        QCOMPARE(r.model.animations[0].frameCount(), sample.animations[0].frameCount());
        QVERIFY(r.model.animations[0].tracks == sample.animations[0].tracks);
        for (qsizetype i = 0; i < sample.meshes.size(); ++i) {
            QCOMPARE(r.model.meshes[i].positions, sample.meshes[i].positions);
            QCOMPARE(r.model.meshes[i].triangles, sample.meshes[i].triangles);
            QCOMPARE(r.model.meshes[i].normals, sample.meshes[i].normals);
        }
    }

    // A file that already holds the bytes is left alone (the same file,
    // not a new one renamed over it); one that differs anywhere, here past
    // the first megabyte compared, is written.
    void saveBytesRewritesOnlyAChangedFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.bin"));
        QByteArray data(qsizetype(3) * 1024 * 1024 + 123, '\0');
        for (qsizetype i = 0; i < data.size(); ++i)
            data[i] = char(i * 31 + i / 4096);
        QVERIFY(saveBytes(path, data).isEmpty());
        const auto inode = [&] {
            struct stat st = {};
            return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : ino_t(0);
        };
        const ino_t first = inode();
        QVERIFY(first != 0);
        QVERIFY(saveBytes(path, data).isEmpty());
        QCOMPARE(inode(), first);
        for (const qsizetype at : {qsizetype(2) * 1024 * 1024 + 77, data.size() - 1}) {
            data[at] = char(data[at] ^ 0x5a);
            const ino_t before = inode();
            QVERIFY(saveBytes(path, data).isEmpty());
            QVERIFY(inode() != before);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.readAll() == data);
        }
    }

    void writeModelFileGoesThroughTheTable()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("s.iqe"));
        const WriteResult w = writeModelFile(makeSampleModel(), out, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        const ReadResult r = readModelFile(out);
        QVERIFY(r.ok());
        QCOMPARE(r.model.triangleCount(), makeSampleModel().triangleCount());
    }
};

QTEST_GUILESS_MAIN(TestIqeWriter)
#include "tst_iqe_writer.moc"
