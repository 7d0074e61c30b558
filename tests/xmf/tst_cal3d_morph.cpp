// Cal3D morph animations: XPF (XML) and CPF (binary) read into the model's
// morph tracks, played back, written back, and named by a .cfg list.
#include "io/Export.h"
#include "io/Formats.h"
#include "io/md3/Md3Frames.h"
#include "io/xmf/CalMorphAnimation.h"
#include "model/MorphWeights.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;

namespace {

QByteArray vertex(int id, const char *pos)
{
    return QByteArray("<VERTEX ID=\"") + QByteArray::number(id) + "\" NUMINFLUENCES=\"0\"><POS>" + pos
           + "</POS><NORM>0 0 1</NORM></VERTEX>\n";
}

QByteArray morph(const char *name, int id, const char *position)
{
    return QByteArray("<MORPH NAME=\"") + name + "\" NUMBLENDVERTS=\"1\" MORPHID=\"" + QByteArray::number(id)
           + "\"><BLENDVERTEX VERTEXID=\"1\" POSDIFF=\"1\"><POSITION>" + position
           + "</POSITION><NORMAL>0 0 1</NORMAL></BLENDVERTEX></MORPH>\n";
}

// A face of two submeshes: submesh 0 has "Blink.Clamped" (0) and "smile"
// (1), submesh 1 has "smile" (0) and "Brow" (1).
QByteArray faceMesh()
{
    QByteArray m = "<MESH VERSION=\"1100\" NUMSUBMESH=\"2\">\n";
    m += "<SUBMESH NUMVERTICES=\"3\" NUMFACES=\"1\" MATERIAL=\"0\" NUMLODSTEPS=\"0\" NUMSPRINGS=\"0\" "
         "NUMMORPHS=\"2\" NUMTEXCOORDS=\"0\">\n";
    m += vertex(0, "0 0 0") + vertex(1, "1 0 0") + vertex(2, "0 1 0");
    m += morph("Blink.Clamped", 0, "1 0 1") + morph("smile", 1, "2 0 0");
    m += "<FACE VERTEXID=\"0 1 2\"/>\n</SUBMESH>\n";
    m += "<SUBMESH NUMVERTICES=\"3\" NUMFACES=\"1\" MATERIAL=\"0\" NUMLODSTEPS=\"0\" NUMSPRINGS=\"0\" "
         "NUMMORPHS=\"2\" NUMTEXCOORDS=\"0\">\n";
    m += vertex(0, "0 0 1") + vertex(1, "1 0 1") + vertex(2, "0 1 1");
    m += morph("smile", 0, "2 0 1") + morph("Brow.Additive", 1, "1 1 1");
    m += "<FACE VERTEXID=\"0 1 2\"/>\n</SUBMESH>\n</MESH>\n";
    return m;
}

// By name: Blink.Clamped, smile (both submeshes), Brow (the mesh says
// Brow.Additive: matched without the suffix, written back as "Brow").
const QByteArray kNamed = "<?xml version=\"1.0\"?>\n"
                          "<ANIMATION MAGIC=\"XPF\" VERSION=\"1300\" DURATION=\"2\" NUMTRACKS=\"3\">\n"
                          "    <TRACK MORPHNAME=\"Blink.Clamped\" NUMKEYFRAMES=\"3\">\n"
                          "        <KEYFRAME TIME=\"0\">\n            <WEIGHT>0</WEIGHT>\n        </KEYFRAME>\n"
                          "        <KEYFRAME TIME=\"0.5\">\n            <WEIGHT>1</WEIGHT>\n        </KEYFRAME>\n"
                          "        <KEYFRAME TIME=\"2\">\n            <WEIGHT>0.25</WEIGHT>\n        </KEYFRAME>\n"
                          "    </TRACK>\n"
                          "    <TRACK MORPHNAME=\"smile\" NUMKEYFRAMES=\"2\">\n"
                          "        <KEYFRAME TIME=\"0\">\n            <WEIGHT>0.5</WEIGHT>\n        </KEYFRAME>\n"
                          "        <KEYFRAME TIME=\"1\">\n            <WEIGHT>0.75</WEIGHT>\n        </KEYFRAME>\n"
                          "    </TRACK>\n"
                          "    <TRACK MORPHNAME=\"Brow\" NUMKEYFRAMES=\"1\">\n"
                          "        <KEYFRAME TIME=\"1\">\n            <WEIGHT>0.125</WEIGHT>\n        </KEYFRAME>\n"
                          "    </TRACK>\n"
                          "</ANIMATION>\n";

// By index, as the corpus's exporter writes: target 1 of submeshes 0 and 1
// of mesh 0 ("smile" in submesh 0, "Brow.Additive" in submesh 1).
const QByteArray kIndexed = "<?xml version=\"1.0\"?>\n"
                            "<ANIMATION MAGIC=\"XPF\" VERSION=\"1300\" DURATION=\"1\" NUMTRACKS=\"1\">\n"
                            "    <TRACK MORPHID=\"1\" NUMKEYFRAMES=\"2\" MESHID=\"0\" NUMSUBTARGET=\"2\">\n"
                            "        <SUBMESH ID=\"0\" />\n        <SUBMESH ID=\"1\" />\n"
                            "        <KEYFRAME TIME=\"0\">\n            <WEIGHT>0</WEIGHT>\n        </KEYFRAME>\n"
                            "        <KEYFRAME TIME=\"1\">\n            <WEIGHT>1</WEIGHT>\n        </KEYFRAME>\n"
                            "    </TRACK>\n"
                            "</ANIMATION>\n";

bool put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

// The face mesh with the morph file as its companion.
ReadResult openWithMorph(const QDir &dir, const QString &morphName, const QByteArray &morphBytes)
{
    if (!put(dir.filePath(QStringLiteral("face.xmf")), faceMesh()) || !put(dir.filePath(morphName), morphBytes))
        return ReadResult::failure(dir.path(), QStringLiteral("cannot write the fixtures"));
    ReadOptions options;
    options.companions = {dir.filePath(morphName)};
    return readModelFile(dir.filePath(QStringLiteral("face.xmf")), options);
}

const Animation *morphAnimation(const Model &m)
{
    for (const Animation &a : m.animations)
        if (!a.morphTracks.isEmpty())
            return &a;
    return nullptr;
}

} // namespace

class TestCal3dMorph : public QObject
{
    Q_OBJECT

private slots:
    void namedTracksKeyTargetsByName()
    {
        QTemporaryDir dir;
        const ReadResult r = openWithMorph(QDir(dir.path()), QStringLiteral("face.xpf"), kNamed);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 2);
        const Animation *a = morphAnimation(r.model);
        QVERIFY(a);
        QCOMPARE(a->name, QStringLiteral("face"));
        QCOMPARE(a->duration, 2.0);
        // Blink.Clamped once, smile on both submeshes, Brow on submesh 1.
        QCOMPARE(a->morphTracks.size(), 4);
        QCOMPARE(a->morphTracks[0].mesh, 0);
        QCOMPARE(a->morphTracks[0].target, 0);
        QCOMPARE(a->morphTracks[0].weights.size(), 3);
        QCOMPARE(a->morphTracks[0].weights[1].time, 0.5f);
        QCOMPARE(a->morphTracks[0].weights[1].value, 1.0f);
        QVERIFY(a->morphTrack(0, 1) && a->morphTrack(1, 0));
        QCOMPARE(a->morphTrack(1, 0)->weights, a->morphTrack(0, 1)->weights);
        QVERIFY(a->morphTrack(1, 1));
        QCOMPARE(a->morphTrack(1, 1)->weights[0].value, 0.125f);
        // IMVU's suffixes stay part of the names.
        QCOMPARE(r.model.meshes[0].morphs[0].name, QStringLiteral("Blink.Clamped"));
        QCOMPARE(r.model.meshes[1].morphs[1].name, QStringLiteral("Brow.Additive"));
    }

    // Played back at three times, the weights are those of the file's keys
    // (linear between them, the end keys held).
    void playbackAtThreeTimes()
    {
        QTemporaryDir dir;
        const ReadResult r = openWithMorph(QDir(dir.path()), QStringLiteral("face.xpf"), kNamed);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Animation *a = morphAnimation(r.model);
        QVERIFY(a);
        struct Expect
        {
            float t, blink, smile, brow;
        };
        // Blink: 0 @0, 1 @0.5, 0.25 @2. smile: 0.5 @0, 0.75 @1. Brow: 0.125 @1.
        const Expect expected[] = {{0.25f, 0.5f, 0.5625f, 0.125f},
                                   {1.0f, 1.0f - 0.75f * (0.5f / 1.5f), 0.75f, 0.125f},
                                   {1.75f, 1.0f - 0.75f * (1.25f / 1.5f), 0.75f, 0.125f}};
        for (const Expect &e : expected) {
            const MorphWeights w = animationMorphWeights(r.model, *a, e.t);
            QVERIFY(w.contains(0) && w.contains(1));
            QVERIFY2(qAbs(w[0][0] - e.blink) < 1e-6f, qPrintable(QString::number(w[0][0])));
            QVERIFY2(qAbs(w[0][1] - e.smile) < 1e-6f, qPrintable(QString::number(w[0][1])));
            QVERIFY(qAbs(w[1][0] - e.smile) < 1e-6f);
            QVERIFY(qAbs(w[1][1] - e.brow) < 1e-6f);
            QCOMPARE(sampleChannel(a->morphTrack(0, 0)->weights, e.t, -1.0f), w[0][0]);
        }
    }

    // Written back, the XPF is the file read, byte for byte (Brow keeps the
    // name the file gave it, not the mesh's Brow.Additive).
    void xpfRoundTrip()
    {
        QTemporaryDir dir;
        const ReadResult r = openWithMorph(QDir(dir.path()), QStringLiteral("face.xpf"), kNamed);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        int index = -1;
        for (int i = 0; i < r.model.animations.size(); ++i)
            if (!r.model.animations[i].morphTracks.isEmpty())
                index = i;
        QVERIFY(index >= 0);
        const WriteResult w = writeXpfMorphAnimation(r.model, index, dir.filePath(QStringLiteral("out.xpf")));
        QVERIFY(w.ok());
        QCOMPARE(w.data, kNamed);
        // By index likewise: one track for the two submeshes.
        QTemporaryDir two;
        const ReadResult ri = openWithMorph(QDir(two.path()), QStringLiteral("face.xpf"), kIndexed);
        QVERIFY2(ri.ok(), qPrintable(errorText(ri)));
        const Animation *a = morphAnimation(ri.model);
        QVERIFY(a);
        QCOMPARE(a->morphTracks.size(), 2);
        QVERIFY(a->morphTrack(0, 1) && a->morphTrack(1, 1));
        const int at = int(a - ri.model.animations.constData());
        QCOMPARE(writeXpfMorphAnimation(ri.model, at, two.filePath(QStringLiteral("out.xpf"))).data, kIndexed);
    }

    // XPF to CPF and back: the same tracks; CPF read back byte for byte.
    void cpfAndXpfBothWays()
    {
        QTemporaryDir dir;
        const ReadResult r = openWithMorph(QDir(dir.path()), QStringLiteral("face.xpf"), kNamed);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Animation *a = morphAnimation(r.model);
        QVERIFY(a);
        const int at = int(a - r.model.animations.constData());
        const WriteResult cpf = writeCpfMorphAnimation(r.model, at, dir.filePath(QStringLiteral("face.cpf")));
        QVERIFY(cpf.ok());
        QVERIFY(cpf.data.startsWith(QByteArray("CPF\0", 4)));
        QCOMPARE(detectFormat(dir.filePath(QStringLiteral("face.xpf"))), QStringLiteral("xpf"));
        QTemporaryDir other;
        const ReadResult back = openWithMorph(QDir(other.path()), QStringLiteral("face.cpf"), cpf.data);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        QCOMPARE(detectFormat(other.filePath(QStringLiteral("face.cpf"))), QStringLiteral("cpf"));
        const Animation *b = morphAnimation(back.model);
        QVERIFY(b);
        QCOMPARE(b->morphTracks, a->morphTracks);
        QCOMPARE(b->duration, a->duration);
        const int bt = int(b - back.model.animations.constData());
        QCOMPARE(writeCpfMorphAnimation(back.model, bt, other.filePath(QStringLiteral("x.cpf"))).data, cpf.data);
        // And the CPF read written as XPF is the XPF first read.
        QCOMPARE(writeXpfMorphAnimation(back.model, bt, other.filePath(QStringLiteral("x.xpf"))).data, kNamed);
        // The layout, by hand: magic, version, duration, 3 tracks, the first
        // named "Blink.Clamped" (length with its zero byte) with 3 keys.
        QDataStream in(cpf.data);
        in.setByteOrder(QDataStream::LittleEndian);
        in.setFloatingPointPrecision(QDataStream::SinglePrecision);
        in.skipRawData(4);
        qint32 version, tracks, length, keys;
        float duration, time, weight;
        in >> version >> duration >> tracks >> length;
        QCOMPARE(version, 1300);
        QCOMPARE(duration, 2.0f);
        QCOMPARE(tracks, 3);
        QCOMPARE(length, 14);
        QByteArray name(length, '\0');
        in.readRawData(name.data(), length);
        QCOMPARE(name, QByteArray("Blink.Clamped\0", 14));
        in >> keys >> time >> weight >> time >> weight;
        QCOMPARE(keys, 3);
        QCOMPARE(time, 0.5f);
        QCOMPARE(weight, 1.0f);
    }

    // A damaged CPF fails with the byte offset; a lying count allocates nothing.
    void damagedCpfSaysWhere()
    {
        QTemporaryDir dir;
        const ReadResult r = openWithMorph(QDir(dir.path()), QStringLiteral("face.xpf"), kNamed);
        QVERIFY(r.ok());
        const Animation *a = morphAnimation(r.model);
        const int at = int(a - r.model.animations.constData());
        const QByteArray cpf = writeCpfMorphAnimation(r.model, at, QStringLiteral("x.cpf")).data;
        for (qsizetype n = 0; n < cpf.size(); n += 3) {
            CalMorphFile file;
            QVariantMap dialect;
            const ReadResult bad = parseCpf(QStringLiteral("cut.cpf"), cpf.left(n), &file, &dialect);
            QVERIFY2(!bad.ok(), qPrintable(QString::number(n)));
            QVERIFY(bad.error->toString().contains(QLatin1String("byte")));
        }
        QByteArray lying = cpf;
        lying[15] = '\x7f'; // the track count's high byte
        CalMorphFile file;
        QVariantMap dialect;
        QVERIFY(!parseCpf(QStringLiteral("lying.cpf"), lying, &file, &dialect).ok());
    }

    // A track naming no target is said, kept and written back.
    void unknownTargetKept()
    {
        QByteArray xpf = kNamed;
        xpf.replace("MORPHNAME=\"smile\"", "MORPHNAME=\"frown\"");
        QTemporaryDir dir;
        const ReadResult r = openWithMorph(QDir(dir.path()), QStringLiteral("face.xpf"), xpf);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        bool said = false;
        for (const Diagnostic &d : r.warnings)
            said = said || d.message.contains(QLatin1String("frown"));
        QVERIFY(said);
        const Animation *a = morphAnimation(r.model);
        QCOMPARE(a->morphTracks.size(), 2);
        const int at = int(a - r.model.animations.constData());
        QCOMPARE(writeXpfMorphAnimation(r.model, at, QStringLiteral("x.xpf")).data, xpf);
    }

    // morphanim= in a .cfg: read into the avatar, and saved as a .cfg it is
    // written back in its own form.
    void cfgMorphAnimation()
    {
        QTemporaryDir dir;
        const QDir d(dir.path());
        QVERIFY(put(d.filePath(QStringLiteral("face.xmf")), faceMesh()));
        QVERIFY(put(d.filePath(QStringLiteral("blink.xpf")), kNamed));
        QVERIFY(put(d.filePath(QStringLiteral("hero.cfg")), "mesh=face.xmf\nmorphanim=blink.xpf\n"));
        const ReadResult r = readModelFile(d.filePath(QStringLiteral("hero.cfg")));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Animation *a = morphAnimation(r.model);
        QVERIFY(a);
        QCOMPARE(a->morphTracks.size(), 4);
        QTemporaryDir out;
        const QString copy = QDir(out.path()).filePath(QStringLiteral("copy.cfg"));
        QVERIFY(writeModelFile(r.model, copy, QStringLiteral("cfg")).ok());
        QCOMPARE(contents(QDir(out.path()).filePath(QStringLiteral("blink.xpf"))), kNamed);
        QVERIFY(contents(copy).contains("morphanim=blink.xpf\n"));
        // A CPF named by the list stays a CPF.
        const WriteResult cpf = writeCpfMorphAnimation(r.model, int(a - r.model.animations.constData()), {});
        QVERIFY(put(d.filePath(QStringLiteral("blink.cpf")), cpf.data));
        QVERIFY(put(d.filePath(QStringLiteral("hero.cfg")), "mesh=face.xmf\nmorphanim=blink.cpf\n"));
        const ReadResult rb = readModelFile(d.filePath(QStringLiteral("hero.cfg")));
        QVERIFY2(rb.ok(), qPrintable(errorText(rb)));
        QCOMPARE(morphAnimation(rb.model)->morphTracks, a->morphTracks);
        QTemporaryDir out2;
        const QString copy2 = QDir(out2.path()).filePath(QStringLiteral("copy.cfg"));
        QVERIFY(writeModelFile(rb.model, copy2, QStringLiteral("cfg")).ok());
        QCOMPARE(contents(QDir(out2.path()).filePath(QStringLiteral("blink.cpf"))), cpf.data);
    }

    // Converted to .xmf (or .cmf), a morph animation goes beside the mesh as
    // an .xpf (or .cpf), found again when the mesh is opened.
    void morphAnimationBesideMesh()
    {
        QTemporaryDir dir;
        const ReadResult r = openWithMorph(QDir(dir.path()), QStringLiteral("face.xpf"), kNamed);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Animation *a = morphAnimation(r.model);
        QVERIFY(a);
        QTemporaryDir out;
        for (const char *format : {"xmf", "cmf"}) {
            const QString mesh = QDir(out.path()).filePath(QStringLiteral("out.") + QLatin1String(format));
            ExportOptions options;
            options.format = QLatin1String(format);
            const ExportResult e = exportModel(r.model, mesh, options);
            QVERIFY2(!e.error && e.conversionError.isEmpty(), format);
            const QString morphFile =
                QDir(out.path()).filePath(format == QByteArray("xmf") ? "out_face.xpf" : "out_face.cpf");
            QVERIFY2(QFileInfo::exists(morphFile), qPrintable(morphFile));
            if (format == QByteArray("xmf"))
                QCOMPARE(contents(morphFile), kNamed);
            ReadOptions companions;
            companions.companions = {morphFile};
            const ReadResult back = readModelFile(mesh, companions);
            QVERIFY2(back.ok(), qPrintable(errorText(back)));
            QVERIFY(morphAnimation(back.model));
            QCOMPARE(morphAnimation(back.model)->morphTracks, a->morphTracks);
        }
        // An MD3 stores every frame's vertices: the morph animation's
        // frames are stored, each within MD3's 1/64-unit step of the
        // morphed positions at its time.
        ExportOptions md3;
        md3.format = QStringLiteral("md3");
        const QString md3Path = QDir(out.path()).filePath(QStringLiteral("out.md3"));
        const ExportResult m = exportModel(r.model, md3Path, md3);
        QVERIFY2(!m.error && m.conversionError.isEmpty(), qPrintable(m.conversionError));
        QVERIFY(!m.conversionMessages.join(QLatin1Char('\n')).contains(QLatin1String("morph animation")));
        const ReadResult frames = readModelFile(md3Path);
        QVERIFY2(frames.ok(), qPrintable(errorText(frames)));
        const QList<Md3FrameTime> times = md3FrameTimes(r.model);
        QCOMPARE(times.size(), a->frameCount());
        QCOMPARE(frames.model.meshes.size(), r.model.meshes.size());
        float moved = 0;
        for (qsizetype mi = 0; mi < r.model.meshes.size(); ++mi) {
            const Mesh &source = r.model.meshes[mi];
            const Mesh &stored = frames.model.meshes[mi];
            QCOMPARE(stored.morphs.size(), times.size() - 1);
            for (qsizetype f = 0; f < times.size(); ++f) {
                const MorphWeights weights = animationMorphWeights(r.model, *a, float(times[f].time));
                const QList<QVector3D> expected = weights.contains(int(mi))
                                                      ? morphedPositions(source, weights.value(int(mi)))
                                                      : source.positions;
                QList<QVector3D> got = stored.positions;
                if (f > 0) {
                    const MorphTarget &frame = stored.morphs[f - 1];
                    for (qsizetype i = 0; i < frame.vertices.size(); ++i)
                        got[frame.vertices[i]] = frame.positions[i];
                }
                for (qsizetype v = 0; v < expected.size(); ++v) {
                    for (int c = 0; c < 3; ++c)
                        QVERIFY2(std::abs(got[v][c] - expected[v][c]) <= 0.5f / 64.0f + 1e-5f,
                                 qPrintable(QStringLiteral("mesh %1 frame %2 vertex %3").arg(mi).arg(f).arg(v)));
                    moved = std::max(moved, (expected[v] - source.positions[v]).length());
                }
            }
        }
        QVERIFY(moved > 0.1f); // the animation moves vertices, so the check above can fail
        // An IQM has no morph weights: left out, and said.
        ExportOptions iqm;
        iqm.format = QStringLiteral("iqm");
        const ExportResult e = exportModel(r.model, QDir(out.path()).filePath(QStringLiteral("out.iqm")), iqm);
        QVERIFY(e.conversionMessages.join(QLatin1Char('\n')).contains(QLatin1String("morph animation")));
    }

    // The corpus avatar's facial animation: tracks by MORPHID on mesh 19
    // (the list's 20th mesh= line), played back against the file's keys.
    void corpusFacialAnimation()
    {
        const QString cfg = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg");
        if (!QFileInfo::exists(cfg))
            QSKIP("../shared/corpus is not there");
        const ReadResult r = readModelFile(cfg);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        // One model: every mesh= file's submeshes, the skeleton, the
        // animation and the morph animation, the 32 materials.
        qsizetype submeshes = 0;
        for (const QString &name : QDir(QFileInfo(cfg).path()).entryList({QStringLiteral("*.cmf")}, QDir::Files)) {
            const ReadResult one = readModelFile(QFileInfo(cfg).dir().filePath(name));
            QVERIFY2(one.ok(), qPrintable(errorText(one)));
            submeshes += one.model.meshes.size();
        }
        QCOMPARE(r.model.meshes.size(), submeshes);
        QCOMPARE(r.model.skeleton.size(), 99);
        QCOMPARE(r.model.materials.size(), 32);
        QCOMPARE(r.model.animations.size(), 2);
        QCOMPARE(r.model.animations[0].name, QStringLiteral("DokuroChan_test_bone"));
        const Animation *a = morphAnimation(r.model);
        QVERIFY(a);
        QCOMPARE(a->name, QStringLiteral("DokuroChan_Key_test_facial"));
        // The file's second track: MORPHID 16 of submesh 0 of mesh 19, 436 keys.
        const QList<QPair<int, int>> layout = calMeshLayout(r.model);
        const int mesh = int(layout.indexOf(QPair<int, int>(19, 0)));
        QVERIFY(mesh >= 0);
        const MorphTrack *t = a->morphTrack(mesh, 16);
        QVERIFY(t);
        QCOMPARE(t->weights.size(), 436);
        // Keys 6.166667 -> 1, 6.233333 -> 1, 6.266667 -> 0: at three times.
        QVERIFY(qAbs(sampleChannel(t->weights, 6.2f, -1) - 1.0f) < 1e-6f);
        QVERIFY(qAbs(sampleChannel(t->weights, 6.25f, -1) - 0.5f) < 1e-3f);
        QVERIFY(qAbs(sampleChannel(t->weights, 6.0f, -1) - 0.0f) < 1e-6f);
        const MorphWeights w = animationMorphWeights(r.model, *a, 6.2f);
        QVERIFY(qAbs(w.value(mesh).value(16) - 1.0f) < 1e-6f);
        // Every one of the file's 15 tracks found its target.
        QCOMPARE(a->extras.value(QStringLiteral("cal3d.morphUnresolved")).toList().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCal3dMorph)
#include "tst_cal3d_morph.moc"
