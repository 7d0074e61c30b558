// MD3: a hand-written file read field by field and written back byte for
// byte; playback between frames; the packed normals; the writer's surface
// split and limits; tags following their joints.
#include "Md3Fixture.h"

#include "io/Formats.h"
#include "io/md3/Md3Format.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Writer.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace quarry;
using namespace quarry::test;

namespace {

float angleDegrees(const QVector3D &a, const QVector3D &b)
{
    const double c = std::clamp(double(QVector3D::dotProduct(a.normalized(), b.normalized())), -1.0, 1.0);
    return float(std::acos(c) * 180.0 / std::numbers::pi);
}

// A grid of w × h quads in the XY plane, its own vertices per quad corner
// shared between neighbours.
Mesh grid(int w, int h, float size = 1.0f)
{
    Mesh mesh;
    mesh.name = QStringLiteral("grid");
    for (int y = 0; y <= h; ++y)
        for (int x = 0; x <= w; ++x) {
            mesh.positions.append(QVector3D(x * size, y * size, 0));
            mesh.normals.append(QVector3D(0, 0, 1));
        }
    auto at = [w](int x, int y) { return quint32(y * (w + 1) + x); };
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            mesh.triangles.append({at(x, y), at(x + 1, y), at(x + 1, y + 1)});
            mesh.triangles.append({at(x, y), at(x + 1, y + 1), at(x, y + 1)});
        }
    return mesh;
}

// Each triangle as its three corner positions, rotated to start at the
// smallest (winding kept), as text for a set.
QSet<QString> drawnTriangles(const Model &model)
{
    QSet<QString> set;
    for (const Mesh &mesh : model.meshes)
        for (const Triangle &t : mesh.triangles) {
            QStringList corners;
            for (quint32 v : t) {
                const QVector3D p = mesh.positions[v];
                corners << QStringLiteral("%1,%2,%3").arg(p.x()).arg(p.y()).arg(p.z());
            }
            while (corners[0] > corners[1] || corners[0] > corners[2])
                corners = {corners[1], corners[2], corners[0]};
            set.insert(corners.join(QLatin1Char(' ')));
        }
    return set;
}

} // namespace

class TestMd3 : public QObject
{
    Q_OBJECT

private slots:
    void detectsByContent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("model.bin"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(md3Fixture());
        f.close();
        QCOMPARE(detectFormat(path), QStringLiteral("md3"));
        QCOMPARE(formatForWriting(QStringLiteral("x.md3")), QStringLiteral("md3"));
        QVERIFY(!probeMd3("IDP2\x08\0\0\0"));
        // File > Open and the Export dialog list it.
        QVERIFY(readFilters().join(QLatin1Char(' ')).contains(QLatin1String("*.md3")));
        QVERIFY(writeFilters().join(QLatin1Char(' ')).contains(QLatin1String("*.md3")));
    }

    void readsEveryField()
    {
        const ReadResult r = readMd3(QStringLiteral("fixture.md3"), md3Fixture());
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QVERIFY(r.warnings.isEmpty());
        const Model &m = r.model;
        QCOMPARE(m.extras.value(QStringLiteral("md3.name")).toString(), QStringLiteral("models/test/fixture.md3"));
        QCOMPARE(m.meshes.size(), 2);
        QCOMPARE(m.meshes[0].name, QStringLiteral("body"));
        QCOMPARE(m.meshes[1].name, QStringLiteral("head"));
        QCOMPARE(m.materials.size(), 2);
        QCOMPARE(m.materials[m.meshes[0].material].name, QStringLiteral("models/body.tga"));
        QCOMPARE(m.materials[m.meshes[1].material].name, QStringLiteral("models/head.tga"));
        const QVariantList shaders = m.meshes[1].extras.value(QStringLiteral("md3.shaders")).toList();
        QCOMPARE(shaders.size(), 2);
        QCOMPARE(shaders[1].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("models/head_red.tga"));
        QCOMPARE(m.meshes[0].triangles, (QList<Triangle>{{0, 1, 2}, {0, 2, 3}}));
        QCOMPARE(m.meshes[1].triangles, (QList<Triangle>{{0, 2, 1}}));
        QCOMPARE(m.meshes[0].texcoords.size(), 1);
        QCOMPARE(m.meshes[0].texcoords[0][3], QVector2D(0.75f, 1.0f - 0.375f));
        for (int s = 0; s < 2; ++s) {
            const Mesh &mesh = m.meshes[s];
            QCOMPARE(mesh.morphs.size(), 2); // frames 1 and 2
            for (int v = 0; v < mesh.vertexCount(); ++v) {
                for (int axis = 0; axis < 3; ++axis)
                    QCOMPARE(mesh.positions[v][axis], fixtureCoordinate(s, 0, v, axis) / 64.0f);
                // lat 8v, lng 20 steps of 360/256 degrees.
                const double lat = 8 * v * 2 * std::numbers::pi / 256, lng = 20 * 2 * std::numbers::pi / 256;
                const QVector3D expected(float(std::cos(lat) * std::sin(lng)), float(std::sin(lat) * std::sin(lng)),
                                         float(std::cos(lng)));
                QVERIFY((mesh.normals[v] - expected).length() < 1e-5f);
                for (int f = 1; f < 3; ++f) {
                    const MorphTarget &t = mesh.morphs[f - 1];
                    QCOMPARE(t.vertices[v], quint32(v));
                    QCOMPARE(t.positions[v].z(), fixtureCoordinate(s, f, v, 2) / 64.0f);
                    QCOMPARE(t.normals[v], md3::decodeNormal(fixtureNormal(f, v)));
                }
            }
        }
        const QVariantList frames = m.extras.value(QStringLiteral("md3.frames")).toList();
        QCOMPARE(frames.size(), 3);
        QCOMPARE(frames[2].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("frame2"));
        QCOMPARE(frames[2].toMap().value(QStringLiteral("radius")).toFloat(), 9.5f);
        QCOMPARE(frames[1].toMap().value(QStringLiteral("min")).toList()[0].toFloat(), -2.0f);
        QCOMPARE(frames[2].toMap().value(QStringLiteral("origin")).toList()[1].toFloat(), 0.5f);
        // Tags: joints, keyed per frame.
        QCOMPARE(m.skeleton.size(), 2);
        QCOMPARE(m.skeleton.joints[0].name, QStringLiteral("tag_head"));
        QCOMPARE(m.skeleton.joints[1].name, QStringLiteral("tag_weapon"));
        QCOMPARE(m.animations.size(), 1);
        const Animation &a = m.animations[0];
        QCOMPARE(a.frameCount(), 3);
        for (int f = 0; f < 3; ++f) {
            const QList<Transform> pose = localPose(m, 0, f / a.fps);
            QCOMPARE(pose[0].translation, QVector3D(1.0f + f, 0.0f, 3.0f + 0.5f * f));
            QCOMPARE(pose[1].translation, QVector3D(1.0f + f, 2.0f, 3.0f + 0.5f * f));
            const QVector3D x = pose[1].rotation.rotatedVector(QVector3D(1, 0, 0));
            QVERIFY((x - (f == 1 ? QVector3D(0, 1, 0) : QVector3D(1, 0, 0))).length() < 1e-5f);
        }
    }

    void playsFramesAsTheEnginesDo()
    {
        const Model m = readMd3(QStringLiteral("fixture.md3"), md3Fixture()).model;
        const Animation &a = m.animations[0];
        for (int f = 0; f < 3; ++f)
            for (double s : {0.0, 0.25, 0.5}) {
                if (f == 2 && s > 0)
                    continue;
                const float t = float((f + s) / a.fps);
                const MorphWeights weights = animationMorphWeights(m, a, t);
                for (int mesh = 0; mesh < 2; ++mesh) {
                    const QList<QVector3D> p = morphedPositions(m.meshes[mesh], weights.value(mesh));
                    for (int v = 0; v < p.size(); ++v) {
                        const int next = std::min(f + 1, 2);
                        const float z = float((1 - s) * fixtureCoordinate(mesh, f, v, 2)
                                              + s * fixtureCoordinate(mesh, next, v, 2))
                                        / 64.0f;
                        QVERIFY2(
                            std::abs(p[v].z() - z) < 1e-4f,
                            qPrintable(QStringLiteral("frame %1 + %2: %3 vs %4").arg(f).arg(s).arg(p[v].z()).arg(z)));
                    }
                }
            }
    }

    void writesBackTheSameBytes()
    {
        const QByteArray file = md3Fixture();
        const ReadResult r = readMd3(QStringLiteral("fixture.md3"), file);
        QVERIFY(r.ok());
        const WriteResult w = writeMd3(r.model, QStringLiteral("out.md3"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QCOMPARE(w.data.size(), file.size());
        for (qsizetype i = 0; i < file.size(); ++i)
            if (w.data[i] != file[i])
                QFAIL(qPrintable(QStringLiteral("byte %1 differs").arg(i)));
    }

    void editedVerticesGetNewBounds()
    {
        Model m = readMd3(QStringLiteral("fixture.md3"), md3Fixture()).model;
        m.meshes[0].positions[0] = QVector3D(-20, 0, 0);
        const WriteResult w = writeMd3(m, QStringLiteral("out.md3"));
        QVERIFY(w.ok());
        const Model back = readMd3(QStringLiteral("out.md3"), w.data).model;
        const QVariantMap frame0 = back.extras.value(QStringLiteral("md3.frames")).toList()[0].toMap();
        QCOMPARE(frame0.value(QStringLiteral("min")).toList()[0].toFloat(), -20.0f);
        QCOMPARE(frame0.value(QStringLiteral("name")).toString(), QStringLiteral("frame0"));
        QCOMPARE(back.meshes[0].positions[0], QVector3D(-20, 0, 0));
    }

    void normalsWithinTheAngleStep()
    {
        // Every code the encoder makes decodes to itself.
        for (int lat = 0; lat < 256; ++lat)
            for (int lng = 1; lng < 128; ++lng) {
                const quint16 code = quint16((lat << 8) | lng);
                QCOMPARE(md3::encodeNormal(md3::decodeNormal(code)), code);
            }
        QCOMPARE(md3::encodeNormal(QVector3D(0, 0, 1)), quint16(0));
        QCOMPARE(md3::encodeNormal(QVector3D(0, 0, -1)), quint16(128));
        // Any direction comes back within one step.
        for (int i = 0; i < 2000; ++i) {
            const double a = i * 2.399963, z = 1.0 - 2.0 * (i + 0.5) / 2000.0, r = std::sqrt(1 - z * z);
            const QVector3D n(float(r * std::cos(a)), float(r * std::sin(a)), float(z));
            QVERIFY(angleDegrees(n, md3::decodeNormal(md3::encodeNormal(n))) <= md3::kNormalStepDegrees);
        }
    }

    void normalsRoundToTheNearestStep()
    {
        // The engine's own rounding, from the angles (acos and atan2 in
        // double): the encoder agrees on every normal but those within a
        // thousandth of a step of a half step, where float rounding decides.
        auto nearest = [](double x, double y, double z, bool *tie) {
            const double step = 2.0 * std::numbers::pi / 256.0;
            const double length = std::sqrt(x * x + y * y + z * z);
            const double lngAngle = std::acos(std::clamp(z / length, -1.0, 1.0)) / step;
            const double latAngle = std::atan2(y, x) / step;
            *tie = std::abs(lngAngle - std::floor(lngAngle) - 0.5) < 1e-3
                   || std::abs(latAngle - std::floor(latAngle) - 0.5) < 1e-3;
            const int lng = int(std::lround(lngAngle));
            const int lat = int(std::lround(latAngle)) & 0xff;
            return quint16(lng == 0 || lng == 128 ? lng : (lat << 8) | lng);
        };
        quint32 seed = 12345;
        auto random = [&seed] {
            seed = seed * 1664525u + 1013904223u;
            return double(seed >> 8) / double(1 << 24) * 2.0 - 1.0;
        };
        const qsizetype count = 200000;
        QList<float> xyzw;
        QList<quint16> expected;
        QList<bool> ties;
        for (qsizetype i = 0; i < count; ++i) {
            // Unnormalized lengths from 1e-3 to 1e3, as skinning leaves them.
            const double scale = std::pow(10.0, 3.0 * random());
            const float x = float(random() * scale), y = float(random() * scale), z = float(random() * scale);
            bool tie = false;
            expected.append(nearest(x, y, z, &tie));
            ties.append(tie);
            xyzw << x << y << z << 0.0f;
        }
        QList<quint16> batch(count);
        md3::encodeNormals(xyzw.constData(), count, batch.data());
        int tied = 0;
        for (qsizetype i = 0; i < count; ++i) {
            const quint16 one = md3::encodeNormal(QVector3D(xyzw[4 * i], xyzw[4 * i + 1], xyzw[4 * i + 2]));
            QCOMPARE(batch[i], one);
            if (ties[i]) {
                ++tied;
                continue;
            }
            if (batch[i] != expected[i])
                QFAIL(qPrintable(QStringLiteral("normal %1 (%2, %3, %4): code %5, the nearest step is %6")
                                     .arg(i)
                                     .arg(xyzw[4 * i])
                                     .arg(xyzw[4 * i + 1])
                                     .arg(xyzw[4 * i + 2])
                                     .arg(batch[i])
                                     .arg(expected[i])));
        }
        QVERIFY(tied < count / 100);
        // Axes, poles, no length, and lengths whose squares leave a float.
        QCOMPARE(md3::encodeNormal(QVector3D(1, 0, 0)), quint16(64));
        QCOMPARE(md3::encodeNormal(QVector3D(0, 1, 0)), quint16((64 << 8) | 64));
        QCOMPARE(md3::encodeNormal(QVector3D(-1, 0, 0)), quint16((128 << 8) | 64));
        QCOMPARE(md3::encodeNormal(QVector3D(0, 0, -5)), quint16(128));
        QCOMPARE(md3::encodeNormal(QVector3D(0, 0, 0)), quint16(0));
        QCOMPARE(md3::encodeNormal(QVector3D(3e30f, 0, 0)), quint16(64));
        QCOMPARE(md3::encodeNormal(QVector3D(1e-30f, 1e-30f, 0)), quint16((32 << 8) | 64));
        QCOMPARE(md3::encodeNormal(QVector3D(NAN, 1, 0)), quint16(0));
    }

    void splitsLargeMeshesDrawingTheSameTriangles()
    {
        Model m;
        m.meshes.append(grid(40, 30, 0.5f)); // 1271 vertices, 2400 triangles
        const WriteResult w = writeMd3(m, QStringLiteral("big.md3"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const Model back = readMd3(QStringLiteral("big.md3"), w.data).model;
        QVERIFY(back.meshes.size() >= 2);
        qsizetype triangles = 0;
        for (const Mesh &mesh : back.meshes) {
            QVERIFY(mesh.vertexCount() <= 999);
            QVERIFY(mesh.triangles.size() <= 1999);
            triangles += mesh.triangles.size();
        }
        QCOMPARE(back.meshes[1].name, QStringLiteral("grid_2"));
        QCOMPARE(triangles, m.meshes[0].triangles.size());
        QCOMPARE(drawnTriangles(back), drawnTriangles(m));
    }

    void refusesWhatMd3CannotHold()
    {
        auto error = [](const Model &m, const WriteOptions &o = {}) {
            const WriteResult w = writeMd3(m, QStringLiteral("x.md3"), o);
            return w.ok() ? QString() : w.error->message;
        };
        Model tags;
        tags.meshes.append(grid(1, 1));
        for (int i = 0; i < 17; ++i)
            tags.skeleton.joints.append(Joint{QStringLiteral("tag_%1").arg(i), -1, {}, {}});
        QVERIFY(error(tags).contains(QLatin1String("16")));
        WriteOptions named;
        named.options.insert(QStringLiteral("md3.tags"), QStringList{QStringLiteral("tag_3")});
        QVERIFY(error(tags, named).isEmpty());
        named.options.insert(QStringLiteral("md3.tags"), QStringList{QStringLiteral("nothing")});
        QVERIFY(error(tags, named).contains(QLatin1String("nothing")));

        Model frames;
        frames.meshes.append(grid(1, 1));
        Animation a;
        a.name = QStringLiteral("long");
        a.fps = 10;
        a.duration = 102.5; // 1026 frames
        frames.animations.append(a);
        QVERIFY(error(frames).contains(QLatin1String("1024")));

        Model surfaces;
        for (int i = 0; i < 33; ++i)
            surfaces.meshes.append(grid(1, 1));
        QVERIFY(error(surfaces).contains(QLatin1String("32")));

        Model far;
        far.meshes.append(grid(1, 1, 1000.0f));
        const QString message = error(far);
        QVERIFY(message.contains(QLatin1String("512")));
        QVERIFY(message.contains(QLatin1String("--scale 0.511")));
    }

    void tagsFollowTheirJoints()
    {
        Model m;
        m.meshes.append(grid(2, 2));
        Mesh &mesh = m.meshes[0];
        mesh.influencesPerVertex = 1;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
            mesh.blendIndexes.append(0);
            mesh.blendWeights.append(1.0f);
        }
        m.skeleton.joints.append(Joint{QStringLiteral("root"), -1, {}, {}});
        Joint hand{QStringLiteral("tag_weapon"), 0, {}, {}};
        hand.bind.translation = QVector3D(0, 0, 2);
        m.skeleton.joints.append(hand);
        Animation a;
        a.name = QStringLiteral("turn");
        a.fps = 10;
        a.duration = 0.4;
        JointTrack root;
        root.joint = 0;
        for (int f = 0; f < 5; ++f) {
            root.rotations.append(QuatKey{f / 10.0f, QQuaternion::fromAxisAndAngle(1, 0, 0, 20.0f * f)});
            root.translations.append(Vec3Key{f / 10.0f, QVector3D(f, 0, 0)});
        }
        a.tracks.append(root);
        m.animations.append(a);
        const WriteResult w = writeMd3(m, QStringLiteral("tags.md3"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const Model back = readMd3(QStringLiteral("tags.md3"), w.data).model;
        QCOMPARE(back.skeleton.size(), 1);
        QCOMPARE(back.skeleton.joints[0].name, QStringLiteral("tag_weapon"));
        QCOMPARE(back.animations[0].frameCount(), 5);
        for (int f = 0; f < 5; ++f) {
            const QMatrix4x4 joint = worldMatrices(m.skeleton, localPose(m, 0, f / 10.0))[1];
            const QMatrix4x4 tag = worldMatrices(back.skeleton, localPose(back, 0, f / back.animations[0].fps))[0];
            QVERIFY((joint.column(3) - tag.column(3)).length() < 1e-4f);
            for (int c = 0; c < 3; ++c)
                QVERIFY((joint.column(c) - tag.column(c)).length() < 1e-4f);
        }
    }

    void robustAgainstDamage()
    {
        const QByteArray file = md3Fixture();
        // Every truncation gives an error naming a byte offset, never a crash.
        for (qsizetype n = 0; n < file.size(); n += 7) {
            const ReadResult r = readMd3(QStringLiteral("cut.md3"), file.left(n));
            QVERIFY2(!r.ok(), qPrintable(QStringLiteral("cut at %1 read").arg(n)));
            QVERIFY(r.error->offset >= 0);
        }
        auto patched = [&](qsizetype at, qint32 value) {
            QByteArray b = file;
            const quint32 le = qToLittleEndian(quint32(value));
            std::memcpy(b.data() + at, &le, 4);
            return readMd3(QStringLiteral("bad.md3"), b);
        };
        QCOMPARE(patched(md3::HeaderVersion, 16).error->offset, qint64(md3::HeaderVersion));
        QCOMPARE(patched(md3::HeaderNumFrames, 0x7fffffff).error->offset, qint64(md3::HeaderOfsFrames));
        QCOMPARE(patched(md3::HeaderNumFrames, -3).error->offset, qint64(md3::HeaderNumFrames));
        QVERIFY(!patched(md3::HeaderNumTags, 0x40000000).ok());
        QVERIFY(!patched(md3::HeaderNumSurfaces, 0x7fffffff).ok());
        QVERIFY(!patched(md3::HeaderOfsSurfaces, -100).ok());
        // The first surface's first triangle index out of range.
        const qint64 surface = md3::readI32(file.constData() + md3::HeaderOfsSurfaces);
        const qint64 triangles = surface + md3::readI32(file.constData() + surface + md3::SurfaceOfsTriangles);
        const ReadResult bad = patched(triangles + 4, 4);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error->offset, triangles + 4);
        QVERIFY(!patched(surface + md3::SurfaceNumVerts, 0x20000000).ok());
        QVERIFY(!patched(surface + md3::SurfaceOfsEnd, 0).ok());
        QVERIFY(!patched(surface + md3::SurfaceNumFrames, 2).ok());
        // Bytes flipped anywhere: a model or an error.
        for (qsizetype i = 0; i < file.size(); i += 3) {
            QByteArray b = file;
            b[i] = char(b[i] ^ 0xff);
            const ReadResult r = readMd3(QStringLiteral("flip.md3"), b);
            QVERIFY(r.ok() || !r.error->message.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestMd3)
#include "tst_md3.moc"
