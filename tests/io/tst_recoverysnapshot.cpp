// The autosave snapshot keeps every field of a model exactly, and a damaged
// or cut-short snapshot is refused with the file named, never half read.
// A read result packed for another process (ModelTransfer) comes back the same.
#include "io/Formats.h"
#include "io/ModelTransfer.h"
#include "io/recovery/RecoverySnapshot.h"
#include "model/ops/SampleModel.h"

#include <QDir>
#include <QFileInfo>
#include <QMatrix4x4>
#include <QTest>

#include <cmath>
#include <limits>

using namespace quarry;

namespace {

// Every field of every struct set to something other than its default.
Model everyField()
{
    Model m = makeSampleModel();
    Mesh &mesh = m.meshes[0];
    mesh.bitangents = QList<QVector3D>(mesh.vertexCount(), QVector3D(0, 1, 0));
    mesh.tangents = QList<QVector4D>(mesh.vertexCount(), QVector4D(1, 0, 0, -1));
    mesh.colors = QList<QVector4D>(mesh.vertexCount(), QVector4D(0.25f, 0.5f, 0.75f, 1));
    mesh.texcoords.append(QList<QVector2D>(mesh.vertexCount(), QVector2D(0.125f, 1e-30f)));
    CustomAttribute custom;
    custom.name = QStringLiteral("heat");
    custom.slot = 3;
    custom.type = ComponentType::Half;
    custom.components = 2;
    custom.values = QList<double>(mesh.vertexCount() * 2, 0.1);
    custom.values[0] = std::numeric_limits<double>::denorm_min();
    mesh.customs.append(custom);
    MorphTarget morph;
    morph.name = QStringLiteral("smile");
    morph.vertices = {0, 2};
    morph.positions = {QVector3D(1, 2, 3), QVector3D(-1, -2, -3)};
    morph.normals = {QVector3D(0, 0, 1), QVector3D(0, 1, 0)};
    morph.texcoords = {QVector2D(0.5f, 0.5f), QVector2D(1, 0)};
    morph.extras.insert(QStringLiteral("xmf.weight"), 0.5);
    mesh.morphs.append(morph);
    mesh.smoothing.groups = QList<qint32>(mesh.triangles.size(), 7);
    mesh.smoothing.angles = QList<float>(mesh.triangles.size(), 45.0f);
    mesh.smoothing.uvs = QList<bool>(mesh.triangles.size(), true);
    mesh.smoothing.edges = QList<std::array<qint8, 3>>(mesh.triangles.size(), {1, -1, 0});
    mesh.smoothing.vertexIndices = QList<qint32>(mesh.vertexCount(), -1);
    mesh.extras.insert(QStringLiteral("nested"),
                       QVariantMap{{QStringLiteral("list"), QVariantList{1, QStringLiteral("two")}}});
    Material material;
    material.name = QStringLiteral("skin");
    material.maps = {{QStringLiteral("diffuse"), QStringLiteral("textures/skin.png")},
                     {QStringLiteral("normal"), QStringLiteral("C:\\art\\skin_n.tga")}};
    material.ambient = QVector4D(0.1f, 0.2f, 0.3f, 1);
    material.diffuse = QVector4D(0.4f, 0.5f, 0.6f, 1);
    material.specular = QVector4D(1, 1, 1, 0.5f);
    material.shininess = 12.5f;
    material.diffusion = 0.8f;
    material.specularity = 0.25f;
    material.extras.insert(QStringLiteral("xrf.version"), 910);
    m.materials.append(material);
    if (!m.skeleton.joints.isEmpty()) {
        m.skeleton.joints[0].extras.insert(QStringLiteral("tag"), true);
        m.skeleton.joints[0].bind.scale = QVector3D(1, 2, 3);
    }
    Animation a;
    a.name = QStringLiteral("wave");
    a.fps = 29.97;
    a.loop = true;
    a.duration = 1.0 / 3.0;
    JointTrack track;
    track.joint = 0;
    track.translations = {{0.0f, QVector3D(1, 2, 3), Interpolation::Smooth},
                          {0.25f, QVector3D(4, 5, 6), Interpolation::Constant}};
    track.rotations = {{0.0f, QQuaternion(0.5f, 0.5f, 0.5f, 0.5f)}};
    track.scales = {{0.125f, QVector3D(2, 2, 2)}};
    a.tracks.append(track);
    a.extras.insert(QStringLiteral("framegroup"), QStringLiteral("yes"));
    MorphTrack smile;
    smile.mesh = 0;
    smile.target = 0;
    smile.weights = {{0.0f, 0.25f, Interpolation::Smooth}, {0.3f, 1.0f}};
    a.morphTracks.append(smile);
    m.animations.append(a);
    Shape shape;
    shape.kind = Shape::Kind::Surface;
    shape.name = QStringLiteral("curve");
    shape.nu = 4;
    shape.nv = 1;
    shape.cvs = {{QVector3D(0, 0, 0), 1, 0}, {QVector3D(1, 0, 0), 0, 2}};
    shape.rotate = QVector3D(90, 0, 0);
    shape.scale = QVector3D(2, 2, 2);
    shape.translate = QVector3D(0, 1, 0);
    QMatrix4x4 tm;
    tm.rotate(30, 0, 0, 1);
    shape.tm = tm;
    shape.color = QVector3D(1, 0, 0);
    shape.diffusion = 0.5f;
    shape.specularity = 0.1f;
    shape.extras.insert(QStringLiteral("qm.raw"), QByteArray("\x01\x02", 2));
    shape.statementOrder = {Shape::Statement::Translate, Shape::Statement::Tm, Shape::Statement::Unknown};
    m.shapes.append(shape);
    m.extras.insert(QStringLiteral("iqm.comment"), QStringLiteral("made by hand"));
    return m;
}

} // namespace

class TestRecoverySnapshot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFieldComesBackExactly()
    {
        const Model original = everyField();
        QVERIFY(original.meshes[0].validate().isEmpty());
        const ReadResult back = decodeRecoverySnapshot(encodeRecoverySnapshot(original),
                                                       QStringLiteral("a.quarry-recovery"));
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        QVERIFY(back.model == original);
        // Each part alone, so a failure says where.
        QCOMPARE(back.model.meshes, original.meshes);
        QCOMPARE(back.model.materials, original.materials);
        QCOMPARE(back.model.skeleton, original.skeleton);
        QCOMPARE(back.model.animations, original.animations);
        QCOMPARE(back.model.shapes, original.shapes);
        QCOMPARE(back.model.extras, original.extras);
        QVERIFY(decodeRecoverySnapshot(encodeRecoverySnapshot(Model{}), QStringLiteral("e")).model == Model{});
    }

    void corpusModelsComeBackExactly_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("companions");
        const QString corpus = QStringLiteral(QUARRY_CORPUS_DIR);
        if (!QFileInfo::exists(corpus))
            QSKIP("no corpus beside the project (../shared/corpus)");
        QTest::newRow("mrfixit.iqm") << corpus + QStringLiteral("/iqm/mrfixit.iqm") << QStringList{};
        QTest::newRow("mrfixit.iqe") << corpus + QStringLiteral("/iqm/mrfixit.iqe") << QStringList{};
        const QDir dokuro(corpus + QStringLiteral("/xmf/dokuro"));
        QStringList companions;
        for (const QString &f :
             dokuro.entryList({QStringLiteral("*.xsf"), QStringLiteral("*.xaf"), QStringLiteral("*.xrf")}))
            companions << dokuro.filePath(f);
        QTest::newRow("DokuroChan") << dokuro.filePath(QStringLiteral("DokuroChan.xmf")) << companions;
    }

    void corpusModelsComeBackExactly()
    {
        QFETCH(QString, path);
        QFETCH(QStringList, companions);
        ReadOptions options;
        options.companions = companions;
        const ReadResult read = readModelFile(path, options);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        const ReadResult back = decodeRecoverySnapshot(encodeRecoverySnapshot(read.model), path);
        QVERIFY(back.ok());
        QVERIFY(back.model == read.model);
    }

    void damageIsRefusedWithTheFileNamed()
    {
        const QByteArray good = encodeRecoverySnapshot(makeSampleModel());
        const QString file = QStringLiteral("/tmp/x/1234.quarry-recovery");
        // Every cut, from nothing to one byte short.
        for (qsizetype n = 0; n < good.size(); n += std::max<qsizetype>(1, good.size() / 97)) {
            const ReadResult r = decodeRecoverySnapshot(good.left(n), file);
            QVERIFY2(!r.ok(), qPrintable(QString::number(n)));
            QVERIFY(r.error->toString().startsWith(file));
        }
        QVERIFY(!decodeRecoverySnapshot(good.left(good.size() - 1), file).ok());
        // A changed byte in the body: the checksum.
        QByteArray flipped = good;
        flipped[flipped.size() - 10] = char(flipped.at(flipped.size() - 10) ^ 0x5a);
        const ReadResult damaged = decodeRecoverySnapshot(flipped, file);
        QVERIFY(!damaged.ok());
        QVERIFY2(damaged.error->message.contains(QStringLiteral("checksum")), qPrintable(damaged.error->toString()));
        // Another file altogether.
        const ReadResult other = decodeRecoverySnapshot("# Inter-Quake Export\n", file);
        QVERIFY(!other.ok());
        QVERIFY(other.error->message.contains(QStringLiteral("not a Quarry recovery file")));
    }

    void packedReadResultComesBackExactly()
    {
        ReadResult sent;
        sent.model = everyField();
        sent.warnings.append({QStringLiteral("a.glb"), -1, 12, QStringLiteral("a warning")});
        sent.notes.append({QStringLiteral("a.glb"), 3, -1, QStringLiteral("a note")});
        const Model model = sent.model;
        const QByteArray packed = packReadResult(sent).joined();
        ReadResult back;
        QVERIFY(unpackReadResult(packed, back));
        QVERIFY(back.ok());
        QVERIFY(back.model == model);
        QCOMPARE(back.warnings.size(), 1);
        QCOMPARE(back.warnings[0].offset, 12);
        QCOMPARE(back.warnings[0].message, QStringLiteral("a warning"));
        QCOMPARE(back.notes.size(), 1);
        QCOMPARE(back.notes[0].line, 3);

        // A failure travels as one.
        ReadResult failed = ReadResult::failure(QStringLiteral("b.fbx"), QStringLiteral("broken"), -1, 40);
        QVERIFY(unpackReadResult(packReadResult(failed).joined(), back));
        QVERIFY(!back.ok());
        QCOMPARE(back.error->message, QStringLiteral("broken"));
        QCOMPARE(back.error->offset, 40);

        // Anything cut short or with bytes to spare is refused.
        for (const qsizetype cut : {qsizetype(0), qsizetype(7), packed.size() / 2, packed.size() - 1})
            QVERIFY(!unpackReadResult(packed.left(cut), back));
        QVERIFY(!unpackReadResult(packed + QByteArray(1, 0), back));
    }
};

QTEST_GUILESS_MAIN(TestRecoverySnapshot)
#include "tst_recoverysnapshot.moc"
