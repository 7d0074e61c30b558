// The corpus Cal3D avatar (DokuroChan: 99 bones, 11 submeshes) written as
// MD3 and read back: every frame's positions within the 1/64-unit step of
// the skinned model's, normals within the packed angle step, surfaces
// under the renderer's caps; Assimp's MD3 importer reads the same counts.
#include "io/Formats.h"
#include "io/md3/Md3Format.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Writer.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"
#include "model/ops/Clips.h"
#include "model/ops/Conversion.h"

#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace quarry;

namespace {

// The mesh vertex behind each surface vertex, as the format's documentation
// says the writer splits: a mesh within the caps is one surface with its
// vertices in order; a larger one is cut, triangles in order, into parts
// whose vertices come in the order their triangles first use them.
QList<QPair<int, QList<quint32>>> surfaceVertices(const Model &model)
{
    QList<QPair<int, QList<quint32>>> surfaces;
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        if (mesh.vertexCount() <= md3::kMaxSurfaceVertices && mesh.triangles.size() <= md3::kMaxSurfaceTriangles) {
            QList<quint32> all;
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
                all.append(quint32(v));
            surfaces.append({m, all});
            continue;
        }
        QList<quint32> part;
        QHash<quint32, int> seen;
        qsizetype triangles = 0;
        for (const Triangle &t : mesh.triangles) {
            int added = 0;
            for (quint32 v : t)
                added += seen.contains(v) ? 0 : 1;
            if (part.size() + added > md3::kMaxSurfaceVertices || triangles + 1 > md3::kMaxSurfaceTriangles) {
                surfaces.append({m, part});
                part.clear();
                seen.clear();
                triangles = 0;
            }
            for (quint32 v : t)
                if (!seen.contains(v)) {
                    seen.insert(v, 0);
                    part.append(v);
                }
            ++triangles;
        }
        if (!part.isEmpty())
            surfaces.append({m, part});
    }
    return surfaces;
}

float angleDegrees(const QVector3D &a, const QVector3D &b)
{
    const double c = std::clamp(double(QVector3D::dotProduct(a.normalized(), b.normalized())), -1.0, 1.0);
    return float(std::acos(c) * 180.0 / std::numbers::pi);
}

} // namespace

class TestMd3Avatar : public QObject
{
    Q_OBJECT

    Model m_model; // the first two seconds of the avatar's animation at 30 fps, scaled to fit
    QTemporaryDir m_dir;
    QString m_md3;

private slots:
    void initTestCase()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
        if (!QFileInfo::exists(dir + QStringLiteral("DokuroChan.xmf")))
            QSKIP("corpus xmf/dokuro not found beside the project: skipped");
        ReadOptions options;
        options.companions << dir + QStringLiteral("DokuroChan.xsf")
                           << dir + QStringLiteral("DokuroChan_test_bone.xaf");
        ReadResult r = readModelFile(dir + QStringLiteral("DokuroChan.xmf"), options);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.animations.size(), 1);
        m_model = std::move(r.model);
        m_model.animations[0] = cutRange(m_model.animations[0], 0.0, 2.0);
        ConversionSettings settings;
        settings.fps = 30;
        QString error;
        applyConversion(m_model, settings, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(m_model.animations[0].frameCount(), 61);
        // The scale the writer asks for when the avatar does not fit.
        const WriteResult first = writeMd3(m_model, QStringLiteral("avatar.md3"));
        if (!first.ok()) {
            const QRegularExpression scale(QStringLiteral("--scale ([0-9.]+)"));
            const QRegularExpressionMatch match = scale.match(first.error->message);
            QVERIFY2(match.hasMatch(), qPrintable(first.error->message));
            settings = ConversionSettings();
            settings.scale = match.captured(1).toFloat();
            applyConversion(m_model, settings, &error);
        }
        m_md3 = m_dir.filePath(QStringLiteral("avatar.md3"));
        const WriteResult w = writeModelFile(m_model, m_md3, QStringLiteral("md3"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
    }

    void everyFrameMatchesTheSkinnedModel()
    {
        const ReadResult r = readModelFile(m_md3);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const Model &back = r.model;
        const auto surfaces = surfaceVertices(m_model);
        QCOMPARE(back.meshes.size(), surfaces.size());
        QVERIFY(back.meshes.size() > m_model.meshes.size()); // some submesh was split
        QCOMPARE(back.animations.size(), 1);
        const Animation &played = back.animations[0];
        QCOMPARE(played.frameCount(), 61);
        float worstPosition = 0, worstNormal = 0;
        for (int f = 0; f < 61; ++f) {
            const QList<QMatrix4x4> skinning = skinningMatrices(
                m_model.skeleton, worldMatrices(m_model.skeleton, localPose(m_model, 0, f / 30.0)));
            QList<SkinnedMesh> skinned;
            for (const Mesh &mesh : std::as_const(m_model.meshes))
                skinned.append(skinMesh(mesh, skinning));
            const MorphWeights weights = animationMorphWeights(back, played, float(f / played.fps));
            for (qsizetype s = 0; s < surfaces.size(); ++s) {
                const Mesh &mesh = back.meshes[s];
                QCOMPARE(mesh.vertexCount(), surfaces[s].second.size());
                const QList<QVector3D> positions = morphedPositions(mesh, weights.value(int(s)));
                QList<QVector3D> normals = mesh.normals;
                if (f > 0) {
                    const MorphTarget &t = mesh.morphs[f - 1];
                    for (qsizetype i = 0; i < t.vertices.size(); ++i)
                        normals[t.vertices[i]] = t.normals[i];
                }
                const SkinnedMesh &expected = skinned[surfaces[s].first];
                for (qsizetype v = 0; v < positions.size(); ++v) {
                    const quint32 source = surfaces[s].second[v];
                    const QVector3D d = positions[v] - expected.positions[source];
                    worstPosition = std::max({worstPosition, std::abs(d.x()), std::abs(d.y()), std::abs(d.z())});
                    worstNormal = std::max(worstNormal, angleDegrees(normals[v], expected.normals[source]));
                }
            }
        }
        qInfo("worst position error %g units, worst normal error %g degrees", worstPosition, worstNormal);
        QVERIFY(worstPosition <= 0.5f / 64.0f + 1e-4f);
        QVERIFY(worstNormal <= md3::kNormalStepDegrees);
    }

    void surfacesKeepTheirMaterials()
    {
        const Model back = readModelFile(m_md3).model;
        const auto surfaces = surfaceVertices(m_model);
        for (qsizetype s = 0; s < surfaces.size(); ++s) {
            const Mesh &source = m_model.meshes[surfaces[s].first];
            const Mesh &mesh = back.meshes[s];
            QVERIFY(mesh.vertexCount() <= md3::kMaxSurfaceVertices);
            QVERIFY(mesh.triangles.size() <= md3::kMaxSurfaceTriangles);
            if (source.material >= 0)
                QVERIFY(mesh.material >= 0);
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
                QCOMPARE(mesh.texcoords[0][v], source.texcoords[0][surfaces[s].second[v]]);
        }
    }

    void writtenAgainGivesTheSameBytes()
    {
        QFile file(m_md3);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const ReadResult r = readMd3(m_md3, bytes);
        QVERIFY(r.ok());
        const WriteResult w = writeMd3(r.model, m_md3);
        QVERIFY(w.ok());
        QCOMPARE(w.data.size(), bytes.size());
        for (qsizetype i = 0; i < bytes.size(); ++i)
            if (w.data[i] != bytes[i])
                QFAIL(qPrintable(QStringLiteral("byte %1 differs").arg(i)));
    }

    void assimpReadsTheSameCounts()
    {
        const QString assimp = QStandardPaths::findExecutable(QStringLiteral("assimp"));
        if (assimp.isEmpty())
            QSKIP("assimp (assimp-utils) not installed: the independent MD3 check is skipped");
        const Model back = readModelFile(m_md3).model;
        QProcess p;
        p.start(assimp, {QStringLiteral("info"), m_md3, QStringLiteral("-r")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        const QRegularExpression meshes(QStringLiteral("Meshes:\\s+(\\d+)"));
        const QRegularExpression faces(QStringLiteral("Faces:\\s+(\\d+)"));
        QCOMPARE(meshes.match(out).captured(1).toLongLong(), qlonglong(back.meshes.size()));
        QCOMPARE(faces.match(out).captured(1).toLongLong(), qlonglong(back.triangleCount()));
        // Assimp's MD3 importer unshares vertices: three a triangle.
        const QRegularExpression vertices(QStringLiteral("Vertices:\\s+(\\d+)"));
        const qlonglong assimpVertices = vertices.match(out).captured(1).toLongLong();
        QVERIFY2(assimpVertices == qlonglong(back.vertexCount())
                     || assimpVertices == 3 * qlonglong(back.triangleCount()),
                 qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestMd3Avatar)
#include "tst_md3_avatar.moc"
