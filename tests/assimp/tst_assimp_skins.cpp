// A skeleton read from a glTF file's skin, not from node names: a file may
// name its mesh nodes after bones (a robot whose "Head" mesh hangs beside
// the "Head" bone), and Assimp names bones and channels by node name.
#include "AssimpChecks.h"

#include "io/Formats.h"
#include "model/Pose.h"
#include "model/ops/Validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <assimp/Importer.hpp>

using namespace quarry;
using namespace quarry::test;

namespace {

void appendFloats(QByteArray &out, std::initializer_list<float> values)
{
    for (float v : values) {
        char bytes[4];
        qToLittleEndian(v, bytes);
        out.append(bytes, 4);
    }
}

QJsonObject view(qsizetype offset, qsizetype length)
{
    return {{"buffer", 0}, {"byteOffset", double(offset)}, {"byteLength", double(length)}};
}

QJsonObject accessor(int view, int componentType, int count, const char *type)
{
    return {{"bufferView", view}, {"componentType", componentType}, {"count", count}, {"type", type}};
}

QJsonArray numbers(std::initializer_list<double> values)
{
    QJsonArray array;
    for (double v : values)
        array.append(v);
    return array;
}

enum class Layout {
    MeshNodeFirst, // Assimp's nodes, depth first, meet the mesh node "Head" first
    BoneFirst,
    GroupFirst, // a node "Head" that shows no mesh, above the mesh node "HeadMesh"
};

// Node "Robot" with, in this order, the mesh node "Head" (skinned, no
// transform) and the bone "Root" at (1, 0, 0) whose child is the bone
// "Head" at (0, 1, 0) from it. One triangle: its first corner on Root, the
// others on Head. Clip "Nod" moves the Head bone to (0, 2, 0) over a
// second. With `binOut`, the buffer is left for a GLB file's binary chunk.
QByteArray robotGltf(Layout layout, QByteArray *binOut = nullptr)
{
    QByteArray bin;
    appendFloats(bin, {1, 0, 0, 1, 1, 0, 1.5f, 1, 0}); // positions, 0..36
    bin.append(QByteArray::fromHex("000000000100000001000000")); // joints, 36..48
    appendFloats(bin, {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0}); // weights, 48..96
    bin.append(QByteArray::fromHex("0000010002000000")); // indexes, 96..104
    // Inverse bind matrices, column by column: Root at (1, 0, 0), Head at (1, 1, 0).
    appendFloats(bin, {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -1, 0, 0, 1}); // 104..168
    appendFloats(bin, {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -1, -1, 0, 1}); // 168..232
    appendFloats(bin, {0, 1}); // key times, 232..240
    appendFloats(bin, {0, 1, 0, 0, 2, 0}); // key translations, 240..264

    QJsonObject position = accessor(0, 5126, 3, "VEC3");
    position.insert("min", numbers({1, 0, 0}));
    position.insert("max", numbers({1.5, 1, 0}));
    QJsonObject times = accessor(5, 5126, 2, "SCALAR");
    times.insert("min", numbers({0}));
    times.insert("max", numbers({1}));
    const QJsonObject root{{"name", "Root"}, {"translation", numbers({1, 0, 0})}, {"children", QJsonArray{3}}};
    const QJsonObject head{{"name", "Head"}, {"translation", numbers({0, 1, 0})}};
    const QJsonArray children = layout == Layout::BoneFirst ? QJsonArray{2, 1} : QJsonArray{1, 2};
    QJsonArray nodes{QJsonObject{{"name", "Robot"}, {"children", children}}};
    if (layout == Layout::GroupFirst) {
        nodes << QJsonObject{{"name", "Head"}, {"children", QJsonArray{4}}} << root << head
              << QJsonObject{{"name", "HeadMesh"}, {"mesh", 0}, {"skin", 0}};
    } else {
        nodes << QJsonObject{{"name", "Head"}, {"mesh", 0}, {"skin", 0}} << root << head;
    }
    const QJsonObject gltf{
        {"asset", QJsonObject{{"version", "2.0"}}},
        {"scene", 0},
        {"scenes", QJsonArray{QJsonObject{{"nodes", QJsonArray{0}}}}},
        {"nodes", nodes},
        {"meshes",
         QJsonArray{QJsonObject{
             {"name", "HeadMesh"},
             {"primitives",
              QJsonArray{QJsonObject{{"attributes", QJsonObject{{"POSITION", 0}, {"JOINTS_0", 1}, {"WEIGHTS_0", 2}}},
                                     {"indices", 3}}}}}}},
        {"skins", QJsonArray{QJsonObject{{"joints", QJsonArray{2, 3}}, {"inverseBindMatrices", 4}}}},
        {"animations",
         QJsonArray{QJsonObject{
             {"name", "Nod"},
             {"channels",
              QJsonArray{QJsonObject{{"sampler", 0}, {"target", QJsonObject{{"node", 3}, {"path", "translation"}}}}}},
             {"samplers", QJsonArray{QJsonObject{{"input", 5}, {"output", 6}}}}}}},
        {"accessors",
         QJsonArray{position, accessor(1, 5121, 3, "VEC4"), accessor(2, 5126, 3, "VEC4"),
                    accessor(3, 5123, 3, "SCALAR"), accessor(4, 5126, 2, "MAT4"), times, accessor(6, 5126, 2, "VEC3")}},
        {"bufferViews",
         QJsonArray{view(0, 36), view(36, 12), view(48, 48), view(96, 6), view(104, 128), view(232, 8), view(240, 24)}},
    };
    QJsonObject buffer{{"byteLength", double(bin.size())}};
    if (binOut)
        *binOut = bin;
    else
        buffer.insert("uri", QString::fromLatin1("data:application/octet-stream;base64," + bin.toBase64()));
    QJsonObject withBuffer = gltf;
    withBuffer.insert("buffers", QJsonArray{buffer});
    return QJsonDocument(withBuffer).toJson();
}

// The same as a binary glTF file: a JSON chunk and a binary one.
QByteArray glb(Layout layout)
{
    QByteArray bin;
    QByteArray json = robotGltf(layout, &bin);
    while (json.size() % 4)
        json.append(' ');
    while (bin.size() % 4)
        bin.append('\0');
    QByteArray out("glTF");
    auto word = [&out](quint32 v) {
        char bytes[4];
        qToLittleEndian(v, bytes);
        out.append(bytes, 4);
    };
    word(2);
    word(quint32(12 + 8 + json.size() + 8 + bin.size()));
    word(quint32(json.size()));
    out.append("JSON");
    out.append(json);
    word(quint32(bin.size()));
    out.append("BIN\0", 4);
    out.append(bin);
    return out;
}

} // namespace

class TestAssimpSkins : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &contents)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
            qWarning("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void skinHierarchyWhateverMeshNodesAreNamed_data()
    {
        QTest::addColumn<Layout>("layout");
        QTest::addColumn<bool>("binary");
        QTest::newRow("mesh node first") << Layout::MeshNodeFirst << false;
        QTest::newRow("bone first") << Layout::BoneFirst << false;
        QTest::newRow("group named like the bone first") << Layout::GroupFirst << false;
        QTest::newRow("glb, group first") << Layout::GroupFirst << true;
    }

    void skinHierarchyWhateverMeshNodesAreNamed()
    {
        QFETCH(Layout, layout);
        QFETCH(bool, binary);
        const QString path = binary ? write(QStringLiteral("robot%1.glb").arg(int(layout)), glb(layout))
                                    : write(QStringLiteral("robot%1.gltf").arg(int(layout)), robotGltf(layout));
        const ReadResult r = readAsStored(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Skeleton &skeleton = r.model.skeleton;
        QCOMPARE(skeleton.joints.size(), qsizetype(2));
        const int root = skeleton.indexOf(QStringLiteral("Root"));
        const int head = skeleton.indexOf(QStringLiteral("Head"));
        QVERIFY(root >= 0 && head >= 0);
        QCOMPARE(skeleton.joints[root].parent, -1);
        QCOMPARE(skeleton.joints[head].parent, root);
        const QList<QMatrix4x4> bind = skeleton.bindWorldMatrices();
        QVERIFY(fuzzyMatrix(bind[head], QMatrix4x4(1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1)));

        // The clip moves the bone, not the mesh node: the head goes up.
        QCOMPARE(r.model.animations.size(), qsizetype(1));
        const QList<QMatrix4x4> posed = worldMatrices(skeleton, localPose(r.model, 0, 1.0));
        QVERIFY2(qFuzzyCompare(posed[head].column(3).toVector3D(), QVector3D(1, 2, 0)),
                 qPrintable(describe(posed[head])));
        // The triangle's last two corners follow the Head bone.
        QCOMPARE(r.model.meshes.size(), qsizetype(1));
        const Mesh &mesh = r.model.meshes[0];
        QCOMPARE(mesh.influencesPerVertex, 1);
        QCOMPARE(mesh.blendIndexes, (QList<quint32>{quint32(root), quint32(head), quint32(head)}));

        // The same check against Assimp's own node hierarchy.
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
        QVERIFY2(scene, importer.GetErrorString());
        const QString problem = skeletonAgainstNodes(r.model, *scene);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(validateModel(r.model).isEmpty());
    }

    // Written again as glTF (Assimp's writer, node names made unique) and
    // as IQM, and read back: the same skeleton and motion.
    void roundTripKeepsTheSkeleton()
    {
        const QString path = write(QStringLiteral("trip.gltf"), robotGltf(Layout::MeshNodeFirst));
        const ReadResult r = readAsStored(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        for (const char *format : {"glb", "iqm"}) {
            const QString out = m_dir.filePath(QStringLiteral("trip-out.%1").arg(QLatin1String(format)));
            const WriteResult w = writeModelFile(r.model, out, QLatin1String(format));
            QVERIFY2(w.ok(), format);
            // The glTF writer turns the model Y up and the reader back Z up.
            const ReadResult back = readModelFile(out);
            QVERIFY2(back.ok(), qPrintable(errorText(back)));
            const Skeleton &skeleton = back.model.skeleton;
            const int root = skeleton.indexOf(QStringLiteral("Root"));
            const int head = skeleton.indexOf(QStringLiteral("Head"));
            QVERIFY2(root >= 0 && head >= 0, format);
            QCOMPARE(skeleton.joints[head].parent, root);
            QVERIFY(validateModel(back.model).isEmpty());
            QCOMPARE(back.model.animations.size(), qsizetype(1));
            const QList<QMatrix4x4> posed = worldMatrices(skeleton, localPose(back.model, 0, 1.0));
            QVERIFY2((posed[head].column(3).toVector3D() - QVector3D(1, 2, 0)).length() < 1e-4f,
                     qPrintable(describe(posed[head])));
        }
    }

    // The check above fails a skeleton whose joint stands at the mesh node.
    void hierarchyCheckCatchesAMeshNodeJoint()
    {
        const QString path = write(QStringLiteral("check.gltf"), robotGltf(Layout::MeshNodeFirst));
        ReadResult r = readAsStored(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const int head = r.model.skeleton.indexOf(QStringLiteral("Head"));
        QVERIFY(head >= 0);
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
        QVERIFY2(scene, importer.GetErrorString());
        QVERIFY(skeletonAgainstNodes(r.model, *scene).isEmpty());
        r.model.skeleton.joints[head].parent = -1;
        const QString problem = skeletonAgainstNodes(r.model, *scene);
        QVERIFY(problem.contains(QLatin1String("joint Head")));
    }

    void validateReportsDuplicateJointNames()
    {
        Model model;
        for (const char *name : {"Root", "Head", "Neck", "Head", "Head"}) {
            Joint joint;
            joint.name = QString::fromLatin1(name);
            joint.parent = model.skeleton.joints.isEmpty() ? -1 : 0;
            model.skeleton.joints.append(joint);
        }
        const QList<Finding> findings = validateModel(model);
        QCOMPARE(findings.size(), qsizetype(1));
        QCOMPARE(findings[0].check, Finding::Check::DuplicateJointName);
        QCOMPARE(findings[0].selection.joints, (QList<int>{1, 3, 4}));
        QVERIFY(findings[0].message.contains(QLatin1String("\"Head\"")));
    }
};

QTEST_GUILESS_MAIN(TestAssimpSkins)
#include "tst_assimp_skins.moc"
