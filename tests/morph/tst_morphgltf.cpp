// glTF morph weight animations: read through Assimp into morph tracks,
// written back by the glTF export (glb and gltf), read again the same, and
// read by Assimp's own tool; IQM and IQE say that they leave them out.
#include "MorphModel.h"

#include "io/Formats.h"
#include "model/MorphPlayback.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace quarry;
using namespace quarry::test;

namespace {

void appendFloats(QByteArray &bin, std::initializer_list<float> values)
{
    for (float v : values) {
        char bytes[4];
        qToLittleEndian(v, bytes);
        bin.append(bytes, 4);
    }
}

// One triangle, targets "smile" (lifts vertex 2 by 1 along +Z) and "frown"
// (by 2); clip "talk" keys their weights at 0, 0.5 and 1 s.
QByteArray handWrittenGltf()
{
    QByteArray bin;
    appendFloats(bin, {0, 0, 0, 1, 0, 0, 0, 1, 0}); // positions, 0..36
    appendFloats(bin, {0, 0, 0, 0, 0, 0, 0, 0, 1}); // smile, 36..72
    appendFloats(bin, {0, 0, 0, 0, 0, 0, 0, 0, 2}); // frown, 72..108
    appendFloats(bin, {0, 0.5f, 1}); // times, 108..120
    appendFloats(bin, {0, 0, 1, 0.25f, 0.5f, 1}); // weights, 120..144
    for (quint16 i : {0, 1, 2}) { // indices, 144..150
        char bytes[2];
        qToLittleEndian(i, bytes);
        bin.append(bytes, 2);
    }
    auto view = [](int offset, int length) {
        return QJsonObject{{"buffer", 0}, {"byteOffset", offset}, {"byteLength", length}};
    };
    auto accessor = [](int view, int type, int count, const char *kind) {
        return QJsonObject{{"bufferView", view}, {"componentType", type}, {"count", count}, {"type", kind}};
    };
    QJsonObject position = accessor(0, 5126, 3, "VEC3");
    position.insert("min", QJsonArray{0, 0, 0});
    position.insert("max", QJsonArray{1, 1, 0});
    QJsonObject times = accessor(3, 5126, 3, "SCALAR");
    times.insert("min", QJsonArray{0});
    times.insert("max", QJsonArray{1});
    const QJsonObject gltf{
        {"asset", QJsonObject{{"version", "2.0"}}},
        {"scene", 0},
        {"scenes", QJsonArray{QJsonObject{{"nodes", QJsonArray{0}}}}},
        {"nodes", QJsonArray{QJsonObject{{"name", "face"}, {"mesh", 0}}}},
        {"meshes",
         QJsonArray{QJsonObject{
             {"name", "face"},
             {"extras", QJsonObject{{"targetNames", QJsonArray{"smile", "frown"}}}},
             {"primitives", QJsonArray{QJsonObject{{"attributes", QJsonObject{{"POSITION", 0}}},
                                                   {"indices", 5},
                                                   {"targets", QJsonArray{QJsonObject{{"POSITION", 1}},
                                                                          QJsonObject{{"POSITION", 2}}}}}}}}}},
        {"animations",
         QJsonArray{QJsonObject{
             {"name", "talk"},
             {"channels",
              QJsonArray{QJsonObject{{"sampler", 0}, {"target", QJsonObject{{"node", 0}, {"path", "weights"}}}}}},
             {"samplers", QJsonArray{QJsonObject{{"input", 3}, {"output", 4}, {"interpolation", "LINEAR"}}}}}}},
        {"accessors", QJsonArray{position, accessor(1, 5126, 3, "VEC3"), accessor(2, 5126, 3, "VEC3"), times,
                                 accessor(4, 5126, 6, "SCALAR"), accessor(5, 5123, 3, "SCALAR")}},
        {"bufferViews",
         QJsonArray{view(0, 36), view(36, 36), view(72, 36), view(108, 12), view(120, 24), view(144, 6)}},
        {"buffers", QJsonArray{QJsonObject{{"byteLength", bin.size()},
                                           {"uri", QStringLiteral("data:application/octet-stream;base64,")
                                                       + QString::fromLatin1(bin.toBase64())}}}},
    };
    return QJsonDocument(gltf).toJson();
}

// The keys as (time, weight) pairs, times to the millisecond.
QList<std::pair<int, float>> keys(const MorphTrack *track)
{
    QList<std::pair<int, float>> out;
    if (track)
        for (const FloatKey &k : track->weights)
            out.append({int(std::lround(k.time * 1000)), k.value});
    return out;
}

void checkTalk(const Model &model)
{
    QCOMPARE(model.meshes.size(), 1);
    QCOMPARE(model.meshes[0].morphs.size(), 2);
    QCOMPARE(model.meshes[0].morphs[0].name, QStringLiteral("smile"));
    QCOMPARE(model.meshes[0].morphs[1].name, QStringLiteral("frown"));
    QCOMPARE(model.animations.size(), 1);
    const Animation &talk = model.animations[0];
    QCOMPARE(talk.name, QStringLiteral("talk"));
    QCOMPARE(talk.morphTracks.size(), 2);
    QCOMPARE(keys(talk.morphTrack(0, 0)), (QList<std::pair<int, float>>{{0, 0.0f}, {500, 1.0f}, {1000, 0.5f}}));
    QCOMPARE(keys(talk.morphTrack(0, 1)), (QList<std::pair<int, float>>{{0, 0.0f}, {500, 0.25f}, {1000, 1.0f}}));
    QVERIFY(qAbs(talk.duration - 1.0) < 1e-6);
    // Played: at 0.5 s vertex 2 has moved 1 * 1 + 0.25 * 2 from where it rests.
    const float moved = (posedPositions(model, 0, 0, 0.5).value(2) - posedPositions(model, 0, -1, 0).value(2)).length();
    QVERIFY2(qAbs(moved - 1.5f) < 1e-5f, qPrintable(QString::number(moved)));
}

} // namespace

class TestMorphGltf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void readsWeightsAnimation()
    {
        const QString path = m_dir.filePath(QStringLiteral("talk.gltf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(handWrittenGltf());
        file.close();
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->message : QString()));
        for (const Diagnostic &w : r.warnings)
            QVERIFY2(!w.message.contains(QStringLiteral("morph")), qPrintable(w.message));
        checkTalk(r.model);
        m_read = r.model;
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("glb") << QStringLiteral("back.glb");
        QTest::newRow("gltf") << QStringLiteral("back.gltf");
    }

    void roundTrip()
    {
        QFETCH(QString, name);
        QVERIFY(!m_read.meshes.isEmpty());
        const QString path = m_dir.filePath(name);
        const WriteResult w = writeModelFile(m_read, path, formatForWriting(path));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->message : QString()));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        checkTalk(back.model);
        // Assimp's own tool reads the clip Quarry wrote.
        if (QStandardPaths::findExecutable(QStringLiteral("assimp")).isEmpty())
            QSKIP("assimp (Debian package assimp-utils) is not installed");
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("assimp"), {QStringLiteral("info"), path, QStringLiteral("-r")});
        QVERIFY(p.waitForFinished(60000));
        const QString output = QString::fromUtf8(p.readAll());
        QVERIFY2(output.contains(QRegularExpression(QStringLiteral("Animations:\\s+1\\b"))), qPrintable(output));
    }

    void curvedKeysAreBaked()
    {
        Model model = m_read;
        QVERIFY(!model.animations.isEmpty());
        model.animations[0].morphTracks[0].weights[0].interpolation = Interpolation::Smooth;
        const QString path = m_dir.filePath(QStringLiteral("smooth.glb"));
        QVERIFY(writeModelFile(model, path, formatForWriting(path)).ok());
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        const MorphTrack *smile = back.model.animations.value(0).morphTrack(0, 0);
        QVERIFY(smile && smile->weights.size() > 3);
        for (float t : {0.1f, 0.25f, 0.4f})
            QVERIFY(qAbs(sampleChannel(smile->weights, t, 0)
                         - sampleChannel(model.animations[0].morphTracks[0].weights, t, 0))
                    < 1e-3f);
    }

    void iqmAndIqeWarn_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("iqm") << QStringLiteral("out.iqm");
        QTest::newRow("iqe") << QStringLiteral("out.iqe");
    }

    void iqmAndIqeWarn()
    {
        QFETCH(QString, name);
        const QString path = m_dir.filePath(name);
        const WriteResult w = writeModelFile(morphModel(), path, formatForWriting(path));
        QVERIFY(w.ok());
        QStringList said;
        for (const Diagnostic &d : w.warnings)
            if (d.message.contains(QStringLiteral("morph track")))
                said << d.message;
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.first().contains(QStringLiteral(" 3 morph tracks are left out")), qPrintable(said.first()));
    }

private:
    QTemporaryDir m_dir;
    Model m_read;
};

QTEST_GUILESS_MAIN(TestMorphGltf)
#include "tst_morphgltf.moc"
