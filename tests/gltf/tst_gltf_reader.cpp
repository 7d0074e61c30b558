// The native glTF reader (io/gltf) against the Assimp import of the same
// files: models of the corpus written as .glb and .gltf, Assimp's own
// scenes (skins under a non-joint node, two animations, a static mesh, a
// texture, morph targets) and a file with an embedded image and a morph
// weight animation; each read both ways must give the same model.
#include "../assimp/AssimpChecks.h"
#include "../assimp/AssimpScenes.h"
#include "GltfCompare.h"
#include "TinygltfOrigin.h"

#include "io/Formats.h"
#include "io/assimp/AssimpImporter.h"
#include "io/gltf/GltfReader.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

QString corpusDir()
{
    return QStringLiteral(QUARRY_CORPUS_DIR);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A .gltf whose buffer is a data: URI: a triangle (mesh "Tri") with a
// morph target "Up", colours, two texture coordinate sets, a material with
// an embedded PNG, and an animation "Wave" of the morph weight and of the
// node's translation.
QByteArray morphGltf(const QByteArray &png)
{
    QByteArray bin;
    auto floats = [&bin](std::initializer_list<float> values) {
        for (float v : values)
            bin.append(reinterpret_cast<const char *>(&v), sizeof v);
    };
    floats({0, 0, 0, 1, 0, 0, 0, 5, 0}); // 0: positions
    floats({0, 0, 0, 0, 0, 0, 0, 1, 0}); // 36: the target's offsets
    floats({0, 0, 1, 0, 0, 1}); // 72: texture coordinates
    floats({1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0.5f}); // 96: colours
    floats({0, 1.0f / 30, 0.5f}); // 144: key times
    floats({0, 1, 0.25f}); // 156: weights
    floats({0, 0, 0, 1, 0, 0, 2, 0, 0}); // 168: translations
    const qsizetype imageAt = bin.size(); // 204
    bin += png;
    auto view = [](int offset, int length) {
        return QStringLiteral(R"({"buffer":0,"byteOffset":%1,"byteLength":%2})").arg(offset).arg(length);
    };
    auto accessor = [](int viewIndex, int count, const char *type) {
        return QStringLiteral(R"({"bufferView":%1,"componentType":5126,"count":%2,"type":"%3"})")
            .arg(viewIndex)
            .arg(count)
            .arg(QLatin1String(type));
    };
    const QString json =
        QStringLiteral(R"({"asset":{"version":"2.0"},"scene":0,"scenes":[{"nodes":[0]}],)"
                       R"("nodes":[{"name":"Tri","mesh":0,"translation":[0,0,1]}],)"
                       R"("meshes":[{"name":"Tri","weights":[0.5],"extras":{"targetNames":["Up"]},"primitives":[{)"
                       R"("attributes":{"POSITION":0,"TEXCOORD_0":2,"TEXCOORD_1":2,"COLOR_0":3},"material":0,)"
                       R"("targets":[{"POSITION":1}]}]}],)"
                       R"("materials":[{"name":"Skin","pbrMetallicRoughness":{"baseColorTexture":{"index":0},)"
                       R"("roughnessFactor":0.5}}],"textures":[{"source":0}],)"
                       R"("images":[{"name":"skin.png","bufferView":7,"mimeType":"image/png"}],)"
                       R"("animations":[{"name":"Wave","samplers":[{"input":4,"output":5},{"input":4,"output":6}],)"
                       R"("channels":[{"sampler":0,"target":{"node":0,"path":"weights"}},)"
                       R"({"sampler":1,"target":{"node":0,"path":"translation"}}]}],)"
                       R"("accessors":[%1,%2,%3,%4,%5,%6,%7],"bufferViews":[%8,%9,%10,%11,%12,%13,%14,%15],)"
                       R"("buffers":[{"byteLength":%16,"uri":"data:application/octet-stream;base64,%17"}]})")
            .arg(accessor(0, 3, "VEC3"), accessor(1, 3, "VEC3"), accessor(2, 3, "VEC2"), accessor(3, 3, "VEC4"),
                 accessor(4, 3, "SCALAR"), accessor(5, 3, "SCALAR"), accessor(6, 3, "VEC3"))
            .arg(view(0, 36), view(36, 36), view(72, 24), view(96, 48), view(144, 12), view(156, 12), view(168, 36),
                 view(int(imageAt), int(png.size())))
            .arg(bin.size())
            .arg(QString::fromLatin1(bin.toBase64()));
    return json.toUtf8();
}

} // namespace

class TestGltfReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Reads `path` both ways and compares; returns the native reading.
    ReadResult readBothWays(const QString &path)
    {
        const QByteArray bytes = fileBytes(path);
        ReadResult native = readGltf(path, bytes);
        const ReadResult assimp = readAssimp(path, {}, {});
        [&] {
            QVERIFY2(native.ok(), qPrintable(errorText(native)));
            QVERIFY2(assimp.ok(), qPrintable(errorText(assimp)));
            const QString difference = modelDifference(native.model, assimp.model);
            QVERIFY2(difference.isEmpty(), qPrintable(path + QStringLiteral(": ") + difference));
            QCOMPARE(native.notes.size(), 1);
            QCOMPARE(native.notes.first().message, assimp.notes.value(0).message);
        }();
        return native;
    }

    QString writeAs(const Model &model, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        const WriteResult w = writeModelFile(model, path, formatForWriting(path));
        return w.ok() ? path : QString();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // This suite links Assimp: the glTF reader's functions must still come
    // from libtinygltf.
    void tinygltfIsTheSystemLibrary()
    {
        const QByteArray file = tinygltfLibraryFile();
        QVERIFY2(file.contains("libtinygltf"), file.constData());
    }

    // The corpus's skinned, animated models written as GLB and as .gltf
    // with its .bin, by Quarry's glTF export (Assimp's writer).
    void corpusModelsMatchAssimp_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QStringList>("companions");
        const QString dokuro = corpusDir() + QStringLiteral("/xmf/dokuro/");
        QTest::newRow("mrfixit") << corpusDir() + QStringLiteral("/iqm/mrfixit.iqe") << QStringList();
        QTest::newRow("DokuroChan") << dokuro + QStringLiteral("DokuroChan.xmf")
                                    << QStringList{dokuro + QStringLiteral("DokuroChan.xsf"),
                                                   dokuro + QStringLiteral("DokuroChan_test_bone.xaf")};
    }
    void corpusModelsMatchAssimp()
    {
        QFETCH(QString, source);
        QFETCH(QStringList, companions);
        if (!QFile::exists(source))
            QSKIP("the corpus (../shared/corpus) is not here");
        ReadOptions options;
        options.companions = companions;
        const ReadResult read = readModelFile(source, options);
        QVERIFY2(read.ok(), qPrintable(errorText(read)));
        const QString base = QFileInfo(source).completeBaseName();
        for (const QString &suffix : {QStringLiteral(".glb"), QStringLiteral(".gltf")}) {
            const QString path = writeAs(read.model, base + suffix);
            QVERIFY2(!path.isEmpty(), qPrintable(base + suffix));
            QCOMPARE(detectFormat(path), QStringLiteral("gltf2"));
            const ReadResult native = readBothWays(path);
            if (QTest::currentTestFailed())
                return;
            // The same joints and key counts as the model written.
            QCOMPARE(native.model.skeleton.joints.size(), read.model.skeleton.joints.size());
            for (qsizetype j = 0; j < read.model.skeleton.joints.size(); ++j)
                QCOMPARE(native.model.skeleton.joints[j].name, read.model.skeleton.joints[j].name);
            QCOMPARE(native.model.animations.size(), read.model.animations.size());
            QVERIFY(native.model.animations.first().keyCount() > 0);
        }
    }

    // Assimp's own scenes: a skinned column under a node that is no joint,
    // a static quad, two animations at 24 fps, a textured material; and
    // morph targets.
    void assimpScenesMatch()
    {
        SkinnedSceneOptions options;
        options.armature = aiMatrix4x4(aiVector3D(2, 2, 2), aiQuaternion(aiVector3D(0, 0, 1), 0.5f),
                                       aiVector3D(1, 2, 3));
        std::unique_ptr<aiScene> scene = makeSkinnedScene(options);
        for (const char *format : {"glb2", "gltf2"}) {
            const QString name = QStringLiteral("skinned.")
                                 + QLatin1String(qstrcmp(format, "glb2") == 0 ? "glb" : "gltf");
            const QString path = exportScene(*scene, m_dir.path(), format, name);
            const ReadResult native = readBothWays(path);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(native.model.animations.size(), 2);
            QVERIFY(native.model.meshes.first().isSkinned() || native.model.meshes.last().isSkinned());
        }
        aiMesh *mesh = scene->mMeshes[0];
        mesh->mNumAnimMeshes = 1;
        mesh->mAnimMeshes = new aiAnimMesh *[1];
        auto *morph = new aiAnimMesh;
        morph->mName = aiString("Bulge");
        morph->mNumVertices = mesh->mNumVertices;
        morph->mVertices = new aiVector3D[mesh->mNumVertices];
        std::copy(mesh->mVertices, mesh->mVertices + mesh->mNumVertices, morph->mVertices);
        morph->mVertices[1] = aiVector3D(2, 2, 2);
        mesh->mAnimMeshes[0] = morph;
        const ReadResult native = readBothWays(exportScene(*scene, m_dir.path(), "glb2", QStringLiteral("morph.glb")));
        if (QTest::currentTestFailed())
            return;
        qsizetype targets = 0;
        for (const Mesh &m : native.model.meshes)
            targets += m.morphs.size();
        QCOMPARE(targets, 1);
    }

    // A buffer in a data: URI, an embedded image, colours, two texture
    // coordinate sets and a morph weight animation, read both ways; then
    // what the native reader gives, turned Z up.
    void dataUriFile()
    {
        QImage picture(4, 4, QImage::Format_RGB32);
        picture.fill(Qt::red);
        QByteArray image;
        QBuffer buffer(&image);
        QVERIFY(buffer.open(QIODevice::WriteOnly) && picture.save(&buffer, "PNG"));
        const QString path = m_dir.filePath(QStringLiteral("tri.gltf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(morphGltf(image));
        file.close();
        QCOMPARE(detectFormat(path), QStringLiteral("gltf2"));
        const ReadResult r = readBothWays(path);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.model.meshes.size(), 1);
        const Mesh &mesh = r.model.meshes.first();
        QCOMPARE(mesh.name, QStringLiteral("Tri"));
        QCOMPARE(mesh.texcoords.size(), 2);
        QCOMPARE(mesh.colors.size(), 3);
        QCOMPARE(mesh.colors[2], QVector4D(0, 0, 1, 0.5f));
        // glTF's (0, 5, 0) is 5 up: Z up here; the node stands 1 forward
        // (glTF +Z), which is -Y after the turn.
        QVERIFY((mesh.positions[2] - QVector3D(0, -1, 5)).length() < 1e-5f);
        QCOMPARE(mesh.morphs.size(), 1);
        QCOMPARE(mesh.morphs.first().name, QStringLiteral("Up"));
        QCOMPARE(mesh.morphs.first().vertices, QList<quint32>{2});
        QVERIFY((mesh.morphs.first().positions.first() - QVector3D(0, -1, 6)).length() < 1e-5f);
        QCOMPARE(r.model.animations.size(), 1);
        const Animation &wave = r.model.animations.first();
        QCOMPARE(wave.name, QStringLiteral("Wave"));
        QCOMPARE(wave.fps, 30.0);
        QCOMPARE(wave.morphTracks.size(), 1);
        QCOMPARE(wave.morphTracks.first().weights.size(), 3);
        QCOMPARE(wave.tracks.size(), 1);
        QCOMPARE(wave.tracks.first().translations.size(), 3);
        QCOMPARE(r.model.skeleton.joints.size(), 1);
        QCOMPARE(r.model.skeleton.joints.first().name, QStringLiteral("Tri"));
        QCOMPARE(r.model.materials.first().maps.first().path, QStringLiteral("*0"));
        const QVariantMap textures = r.model.extras.value(QStringLiteral("embeddedTextures")).toMap();
        QCOMPARE(textures.value(QStringLiteral("*0")).toMap().value(QStringLiteral("data")).toByteArray(), image);
        QCOMPARE(textures.value(QStringLiteral("*0")).toMap().value(QStringLiteral("format")).toString(),
                 QStringLiteral("png"));
        QVERIFY(textures.contains(QStringLiteral("skin.png")));

        ReadOptions stored;
        stored.options.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
        const ReadResult asStored = readGltf(path, fileBytes(path), stored);
        QVERIFY(asStored.ok());
        QVERIFY((asStored.model.meshes.first().positions[2] - QVector3D(0, 5, 1)).length() < 1e-5f);
    }
};

QTEST_GUILESS_MAIN(TestGltfReader)
#include "tst_gltf_reader.moc"
