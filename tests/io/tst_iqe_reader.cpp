// The IQE reader: one hand-written fixture per command of the format, the
// errors with their line numbers, and the corpus file written by another
// converter.
#include "io/Formats.h"
#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeText.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>

using namespace quarry;

namespace {

ReadResult read(const char *text)
{
    return readIqe(QStringLiteral("t.iqe"), QByteArrayView(text));
}

QString errorOf(const char *text)
{
    const ReadResult r = read(text);
    return r.error ? r.error->toString() : QStringLiteral("(no error)");
}

bool fuzzy(const QVector3D &a, const QVector3D &b, float eps = 1e-5f)
{
    return (a - b).length() <= eps;
}

} // namespace

class TestIqeReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void probe()
    {
        QVERIFY(probeIqe("# Inter-Quake Export\n"));
        QVERIFY(probeIqe("# Inter-Quake Export   \r\nvp 0 0 0"));
        QVERIFY(!probeIqe(" # Inter-Quake Export\n"));
        QVERIFY(!probeIqe("INTERQUAKEMODEL"));
        QCOMPARE(errorOf("# Inter-Quake Exports are fun\n").contains(QLatin1String("(no error)")), true);
        QCOMPARE(errorOf("hello\n"),
                 QStringLiteral("t.iqe:1: not an IQE file: the first line must be \"# Inter-Quake Export\""));
    }

    void vertexStreams()
    {
        const ReadResult r = read(
            "# Inter-Quake Export\n"
            "vertexarray custom3 ubyte 2 \"wind\"\n"
            "mesh body\n"
            "vp 1 2 3\n vt 0.5 0.25\n vn 0 0 1\n vx 1 0 0 -1\n vb 0 1\n vc 0.1 0.2 0.3\n v3 7 8\n vs 4\n"
            "vp 4 5 6 9\n vt 1\n vn 0 1 0\n vx 0 1 0 1\n vb 1 0.5 0 0.25 2 0.125 3 0.0625 4 0.0625\n vc 1 1 1 0.5\n v3 "
            "9\n vs 4\n"
            "vp\n vt 0 0\n vn 1 0 0\n vx 0 0 1 1\n vb\n vc\n v3\n vs -2\n"
            "fm 0 1 2\n"
            "joint a\njoint b 0\njoint c 1\njoint d 2\njoint e 3\n");
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 1);
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.name, QStringLiteral("body"));
        QCOMPARE(m.positions, (QList<QVector3D>{{1, 2, 3}, {4, 5, 6}, {0, 0, 0}})); // W dropped, missing numbers 0
        QCOMPARE(m.texcoords.size(), 1);
        QCOMPARE(m.texcoords[0], (QList<QVector2D>{{0.5f, 0.25f}, {1, 0}, {0, 0}}));
        QCOMPARE(m.normals, (QList<QVector3D>{{0, 0, 1}, {0, 1, 0}, {1, 0, 0}})); // given normals are kept
        QCOMPARE(m.tangents, (QList<QVector4D>{{1, 0, 0, -1}, {0, 1, 0, 1}, {0, 0, 1, 1}}));
        QVERIFY(m.bitangents.isEmpty());
        QCOMPARE(m.colors, (QList<QVector4D>{{0.1f, 0.2f, 0.3f, 1}, {1, 1, 1, 0.5f}, {0, 0, 0, 1}}));
        // vb: any number of pairs, kept as given; unused slots weigh 0.
        QCOMPARE(m.influencesPerVertex, 5);
        QCOMPARE(m.blendIndexes.mid(0, 5), (QList<quint32>{0, 0, 0, 0, 0}));
        QCOMPARE(m.blendWeights.mid(0, 5), (QList<float>{1, 0, 0, 0, 0}));
        QCOMPARE(m.blendIndexes.mid(5, 5), (QList<quint32>{1, 0, 2, 3, 4}));
        QCOMPARE(m.blendWeights.mid(5, 5), (QList<float>{0.5f, 0.25f, 0.125f, 0.0625f, 0.0625f}));
        QCOMPARE(m.blendWeights.mid(10, 5), (QList<float>{0, 0, 0, 0, 0}));
        QCOMPARE(m.customs.size(), 1);
        QCOMPARE(m.customs[0].slot, 3);
        QCOMPARE(m.customs[0].name, QStringLiteral("wind"));
        QCOMPARE(m.customs[0].type, ComponentType::UByte);
        QCOMPARE(m.customs[0].components, 2);
        QCOMPARE(m.customs[0].values, (QList<double>{7, 8, 9, 0, 0, 0}));
        QCOMPARE(m.smoothing.vertexIndices, (QList<qint32>{4, 4, -2}));
        QCOMPARE(r.model.extras.value(QStringLiteral("iqe.vertexarrays")).toStringList(),
                 QStringList{QStringLiteral("vertexarray custom3 ubyte 2 \"wind\"")});
    }

    void tangentWithBitangent()
    {
        const ReadResult r = read("# Inter-Quake Export\nmesh m\n"
                                  "vp 0 0 0\nvn 0 0 1\nvx 1 0 0 0 1 0\n"
                                  "vp 1 0 0\nvn 0 0 1\nvx 1 0 0 0 -1 0\n"
                                  "vp 0 1 0\nvn 0 0 1\nvx 1 0 0 0 1 0\nfm 0 1 2\n");
        QVERIFY(r.ok());
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.bitangents, (QList<QVector3D>{{0, 1, 0}, {0, -1, 0}, {0, 1, 0}}));
        // Handedness from normal x tangent against the bitangent.
        QCOMPARE(m.tangents[0].w(), 1.0f);
        QCOMPARE(m.tangents[1].w(), -1.0f);
        QVERIFY(
            errorOf("# Inter-Quake Export\nvp 0 0 0\nvx 1 0 0 1 0\n").startsWith(QLatin1String("t.iqe:3: vx takes 4")));
    }

    void facesPolygonsAndNegativeIndexes()
    {
        const ReadResult r = read("# Inter-Quake Export\n"
                                  "mesh a\nvp 0 0 0\nvp 1 0 0\nvp 1 1 0\nvp 0 1 0\nvp 0.5 2 0\n"
                                  "fa 0 1 2 3 4\n" // a pentagon: three triangles fanned around 0
                                  "mesh b\nvp 0 0 1\nvp 1 0 1\nvp 1 1 1\n"
                                  "fm 0 1 2\n" // mesh-relative
                                  "fm -3 -2 -1\n" // relative to the last vertex
                                  "fa 5 6 7\n" // absolute
                                  "fa 5 6 0\n"); // a vertex of mesh a: copied into b
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 2);
        QCOMPARE(r.model.meshes[0].triangles, (QList<Triangle>{{0, 1, 2}, {0, 2, 3}, {0, 3, 4}}));
        const Mesh &b = r.model.meshes[1];
        QCOMPARE(b.triangles, (QList<Triangle>{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}, {0, 1, 3}}));
        QCOMPARE(b.positions.size(), 4);
        QCOMPARE(b.positions[3], QVector3D(0, 0, 0));
        QVERIFY(b.validate().isEmpty());
    }

    void meshesWithoutTriangles()
    {
        const ReadResult r = read(
            "# Inter-Quake Export\nmesh a\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nvp 0 0 1\nvp 1 0 1\nvp 0 1 1\n"
            "mesh b\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nvp 5 5 5\n");
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes[0].triangles, (QList<Triangle>{{0, 1, 2}, {3, 4, 5}}));
        QCOMPARE(r.model.meshes[1].triangles, (QList<Triangle>{{0, 1, 2}}));
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY(r.warnings[0].toString().startsWith(QLatin1String("t.iqe:9: mesh \"b\": 4 vertices")));
    }

    void materialsAndNames()
    {
        const QByteArray longName(2000, 'x');
        const QByteArray text = "# Inter-Quake Export\n"
                                "mesh \"Body part\"\nmaterial \"Body.tga\"\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nfm 0 1 2\n"
                                "mesh Head\nmaterial Body.tga\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nfm 0 1 2\n"
                                "mesh \""
                                + longName
                                + "\"\nmaterial \"\"\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nfm 0 1 2\n"
                                  "mesh\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nfm 0 1 2\n"
                                  "joint \"Root bone\" -1\njoint Child 0\n";
        const ReadResult r = readIqe(QStringLiteral("t.iqe"), text);
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes.size(), 4);
        QCOMPARE(r.model.meshes[0].name, QStringLiteral("Body part"));
        QCOMPARE(r.model.meshes[1].name, QStringLiteral("Head"));
        QCOMPARE(r.model.meshes[2].name, QString::fromLatin1(longName)); // no line-length limit
        QCOMPARE(r.model.meshes[3].name, QString());
        QCOMPARE(r.model.materials.size(), 2);
        QCOMPARE(r.model.materials[0].name, QStringLiteral("Body.tga"));
        QCOMPARE(r.model.materials[1].name, QString());
        QCOMPARE(r.model.meshes[0].material, 0);
        QCOMPARE(r.model.meshes[1].material, 0);
        QCOMPARE(r.model.meshes[2].material, 1);
        QCOMPARE(r.model.meshes[3].material, -1);
        QCOMPARE(r.model.skeleton.joints[0].name, QStringLiteral("Root bone"));
        QCOMPARE(r.model.skeleton.joints[1].name, QStringLiteral("Child"));
        QCOMPARE(r.model.skeleton.joints[1].parent, 0);
    }

    void smoothingCommandsAreKept()
    {
        const ReadResult r = read("# Inter-Quake Export\nmesh m\n"
                                  "vp 0 0 0\nvp 1 0 0\nvp 1 1 0\nvp 0 1 0\nvp 2 0 0\n"
                                  "fm 0 1 2\n"
                                  "smoothgroup 3\nsmoothangle 45\nsmoothuv 1\n"
                                  "fm 0 2 3\nfs 1 0 1\n"
                                  "smoothuv 0\nsmoothgroup\n"
                                  "fm 0 1 2 3\nfs 0 1 0 1\n");
        QVERIFY(r.ok());
        const Smoothing &s = r.model.meshes[0].smoothing;
        QCOMPARE(s.groups, (QList<qint32>{-1, 3, -1, -1}));
        QCOMPARE(s.angles, (QList<float>{180, 45, 45, 45}));
        QCOMPARE(s.uvs, (QList<bool>{false, true, false, false}));
        // fs pairs with the faces in order; a polygon's inner edges smooth.
        QCOMPARE(s.edges.size(), 4);
        QCOMPARE(s.edges[0], (std::array<qint8, 3>{1, 0, 1}));
        QCOMPARE(s.edges[1], (std::array<qint8, 3>{0, 1, 1}));
        QCOMPARE(s.edges[2], (std::array<qint8, 3>{1, 0, 1}));
        QCOMPARE(s.edges[3], (std::array<qint8, 3>{-1, -1, -1}));
    }

    void normalsGeneratedWhenAbsent()
    {
        // Two faces of a box edge meeting at 90 degrees: smoothed by
        // default, faceted with smoothangle 30.
        const char *base = "vp 0 0 0\nvp 1 0 0\nvp 1 1 0\nvp 0 0 0\nvp 0 0 1\nvp 1 0 1\nvp 1 0 0\n"
                           "fm 0 2 1\nfm 3 5 6\nfm 3 4 5\n";
        const ReadResult smooth = readIqe(QStringLiteral("t.iqe"), QByteArray("# Inter-Quake Export\nmesh m\n") + base);
        QVERIFY(smooth.ok());
        const Mesh &m = smooth.model.meshes[0];
        QCOMPARE(m.normals.size(), m.positions.size());
        // Face (0,2,1) faces +Z by the winding rule, faces (3,5,6) and
        // (3,4,5) face -Y; at the shared corner the sum is area-weighted.
        QVERIFY(fuzzy(m.normals[2], QVector3D(0, 0, 1)));
        QVERIFY(fuzzy(m.normals[0], QVector3D(0, -2, 1).normalized(), 1e-4f));
        QVERIFY(fuzzy(m.normals[3], QVector3D(0, -2, 1).normalized(), 1e-4f));
        const ReadResult faceted = readIqe(QStringLiteral("t.iqe"),
                                           QByteArray("# Inter-Quake Export\nmesh m\nsmoothangle 30\n") + base);
        QVERIFY(faceted.ok());
        QVERIFY(fuzzy(faceted.model.meshes[0].normals[0], QVector3D(0, 0, 1)));
        QVERIFY(fuzzy(faceted.model.meshes[0].normals[3], QVector3D(0, -1, 0)));
    }

    void poses()
    {
        const ReadResult r = read("# Inter-Quake Export\n"
                                  "joint a\njoint b 0\njoint c 1\njoint d 2\n"
                                  "pq 1 2 3 0 0 0.6\n" // Qw omitted: negative root
                                  "pq 0 0 0 0 0 0 1 2 3 4\n" // with scale
                                  "pm 0 0 0 0 -2 0 2 0 0 0 0 2\n" // 90 degrees about Z, scale 2 inside the matrix
                                  "pa 0 0 0 0 0 1.5707963267948966\n"); // radians
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const QList<Joint> &j = r.model.skeleton.joints;
        QCOMPARE(j[0].bind.translation, QVector3D(1, 2, 3));
        QCOMPARE(j[0].bind.rotation, QQuaternion(-0.8f, 0, 0, 0.6f));
        QCOMPARE(j[0].bind.scale, QVector3D(1, 1, 1));
        QCOMPARE(j[1].bind.scale, QVector3D(2, 3, 4));
        QVERIFY(fuzzy(j[2].bind.scale, QVector3D(2, 2, 2)));
        QVERIFY(fuzzy(j[2].bind.map(QVector3D(1, 0, 0)), QVector3D(0, 2, 0)));
        QVERIFY(fuzzy(j[3].bind.map(QVector3D(1, 0, 0)), QVector3D(0, 1, 0)));
        // Rotations in order X, Y, Z.
        const ReadResult xyz = read(
            "# Inter-Quake Export\njoint a\npa 0 0 0 1.5707963267948966 1.5707963267948966 0\n");
        QVERIFY(xyz.ok());
        QVERIFY(fuzzy(xyz.model.skeleton.joints[0].bind.map(QVector3D(0, 1, 0)), QVector3D(1, 0, 0)));
    }

    void jointsGivenBeforeTheirParentsAreReordered()
    {
        const ReadResult r = read("# Inter-Quake Export\n"
                                  "joint hand 2\njoint root -1\njoint arm 1\n"
                                  "pq 3 0 0 0 0 0 1\npq 1 0 0 0 0 0 1\npq 2 0 0 0 0 0 1\n"
                                  "mesh m\nvp 0 0 0\nvb 0 1\nvp 1 0 0\nvb 1 1\nvp 0 1 0\nvb 2 1\nfm 0 1 2\n"
                                  "animation\nframe\npq 30 0 0\npq 10 0 0\npq 20 0 0\n");
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const QList<Joint> &j = r.model.skeleton.joints;
        QCOMPARE(j.size(), 3);
        QCOMPARE(j[0].name, QStringLiteral("root"));
        QCOMPARE(j[1].name, QStringLiteral("arm"));
        QCOMPARE(j[2].name, QStringLiteral("hand"));
        QCOMPARE(j[1].parent, 0);
        QCOMPARE(j[2].parent, 1);
        QCOMPARE(j[0].bind.translation.x(), 1.0f);
        QCOMPARE(j[2].bind.translation.x(), 3.0f);
        QCOMPARE(r.model.meshes[0].blendIndexes, (QList<quint32>{2, 0, 1}));
        QCOMPARE(r.model.animations[0].tracks[0].translations[0].value.x(), 10.0f);
        QCOMPARE(r.model.animations[0].tracks[2].translations[0].value.x(), 30.0f);
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].line, 2);

        QCOMPARE(errorOf("# Inter-Quake Export\njoint a 1\njoint b 0\n"),
                 QStringLiteral("t.iqe:2: joint \"a\" is its own ancestor (the parents form a loop)"));
        QCOMPARE(errorOf("# Inter-Quake Export\njoint a\njoint b 5\n"),
                 QStringLiteral("t.iqe:3: joint \"b\": parent 5 does not exist (the file has 2 joints)"));
    }

    void animations()
    {
        const ReadResult r = read("# Inter-Quake Export\njoint a\njoint b 0\npq 0 0 0 0 0 0 1\npq 0 0 1 0 0 0 1\n"
                                  "animation \"animation1\"\nframerate 10\nloop\nframe\npq 1 0 0\npq 2 0 0\n"
                                  "frame 1\npq 3 0 0\npq 4 0 0 0 0 0 1 2 2 2\nframe\n"
                                  "animation\npq 5 0 0\npq 6 0 0\n");
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.animations.size(), 2);
        const Animation &a = r.model.animations[0];
        QCOMPARE(a.name, QStringLiteral("animation1"));
        QCOMPARE(a.fps, 10.0);
        QVERIFY(a.loop);
        QCOMPARE(a.frameCount(), 2);
        QCOMPARE(a.tracks.size(), 2);
        QCOMPARE(a.tracks[1].translations[1].time, 0.1f);
        QCOMPARE(a.tracks[1].translations[1].value, QVector3D(4, 0, 0));
        QCOMPARE(a.tracks[1].scales[1].value, QVector3D(2, 2, 2));
        QCOMPARE(a.tracks[0].rotations[0].value, QQuaternion(-1, 0, 0, 0));
        const Animation &b = r.model.animations[1];
        QCOMPARE(b.name, QStringLiteral("animation2")); // unnamed: an unused name
        QVERIFY(!b.loop);
        QCOMPARE(b.frameCount(), 1);
        QCOMPARE(b.tracks[1].translations[0].value, QVector3D(6, 0, 0));
        // Poses per frame must equal the joint count.
        QCOMPARE(
            errorOf(
                "# Inter-Quake Export\njoint a\njoint b 0\nanimation x\nframe\npq 0 0 0\npq 0 0 0\nframe\npq 0 0 0\n"),
            QStringLiteral("t.iqe:8: animation \"x\": frame 1 has 1 poses for 2 joints"));
    }

    void commentSectionIsVerbatim()
    {
        const ReadResult r = read(
            "# Inter-Quake Export\njoint a\ncomment\nfirst line\n  vp 1 2 3\n\tno newline at the end");
        QVERIFY(r.ok());
        QCOMPARE(r.model.extras.value(QStringLiteral("iqe.comment")).toByteArray(),
                 QByteArray("first line\n  vp 1 2 3\n\tno newline at the end"));
        QCOMPARE(r.model.meshes.size(), 0);
    }

    void crlfAndCommentsAndUnknownCommands()
    {
        const ReadResult r = read(
            "# Inter-Quake Export\r\n# a comment\r\n   # another\r\nmesh m\r\nvp 0 0 0\r\nvp 1 0 0\r\nvp 0 1 0\r\n"
            "frobnicate 1 2 3\r\nfm 0 1 2\r\n");
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes[0].triangles.size(), 1);
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].toString(), QStringLiteral("t.iqe:8: unknown command \"frobnicate\": line skipped"));
    }

    void errorsNameTheLine()
    {
        QCOMPARE(errorOf("# Inter-Quake Export\nmesh m\nvp 1 2 x\n"),
                 QStringLiteral("t.iqe:3: expected a number, found \"x\""));
        QCOMPARE(errorOf("# Inter-Quake Export\nvp 1 nan 0\n"),
                 QStringLiteral("t.iqe:2: \"nan\" is not a finite number"));
        QCOMPARE(errorOf("# Inter-Quake Export\nvp 1 1e39 0\n"),
                 QStringLiteral("t.iqe:2: \"1e39\" is not a finite number"));
        QCOMPARE(errorOf("# Inter-Quake Export\nvn 1 2 3 4\n"), QStringLiteral("t.iqe:2: vn takes at most 3 numbers"));
        QCOMPARE(errorOf("# Inter-Quake Export\nvp 0 0 0\nvp 0 0 0\nfm 0 1\n"),
                 QStringLiteral("t.iqe:4: a face needs at least 3 vertex indexes"));
        QCOMPARE(errorOf("# Inter-Quake Export\nvp 0 0 0\nvp 0 0 0\nvp 0 0 0\nfa 0 1 9\n"),
                 QStringLiteral("t.iqe:5: vertex index 9 is past the last vertex (the file has 3)"));
        QCOMPARE(errorOf("# Inter-Quake Export\nvp 0 0 0\nfa 0 -1 -5\n"),
                 QStringLiteral("t.iqe:3: vertex index -5 is before the first vertex"));
        QCOMPARE(errorOf("# Inter-Quake Export\nvp 0 0 0\nvb 0 1 2\n"),
                 QStringLiteral("t.iqe:3: vb takes pairs of joint index and weight; the last index has no weight"));
        QCOMPARE(errorOf("# Inter-Quake Export\njoint a\nvp 0 0 0\nvb 3 1\nvp 0 0 0\nvp 0 0 0\n"),
                 QStringLiteral("t.iqe:4: joint index 3 in vb refers to no joint (the file has 1)"));
        QCOMPARE(errorOf("# Inter-Quake Export\nmesh m\nvp 0 0 0\nvn 0 0 1\nvp 0 0 0\nvp 0 0 0\nfm 0 1 2\n"),
                 QStringLiteral("t.iqe:2: mesh \"m\": 3 vertices (vp) but 1 normals (vn)"));
        QCOMPARE(errorOf("# Inter-Quake Export\nanimation a\nframerate -3\n"),
                 QStringLiteral("t.iqe:3: framerate takes a positive number"));
        QCOMPARE(errorOf("# Inter-Quake Export\nanimation a\nframe\npq 0 0 0\nframe\npq 0 0 0\npq 0 0 0\n"),
                 QStringLiteral("t.iqe:5: animation \"a\": frame 1 has 2 poses for 1 joints"));
        QCOMPARE(errorOf("# Inter-Quake Export\npm 0 0 0 0 0 0 0 0 0 0 0 0\n"),
                 QStringLiteral("t.iqe:2: pm: the rotation matrix is singular"));
    }

    void numbersReadExactly()
    {
        // The reader's number parsing against std::from_chars: random
        // floats in shortest form, with more digits, in exponent form.
        QRandomGenerator rng(42);
        auto check = [](const std::string &text) {
            float expected = 0, actual = 0;
            std::from_chars(text.data(), text.data() + text.size(), expected);
            iqe::LineCursor c(text.data(), text.data() + text.size());
            if (c.number(actual) != iqe::NumberStatus::Ok)
                return false;
            return std::memcmp(&expected, &actual, sizeof(float)) == 0;
        };
        for (int i = 0; i < 200000; ++i) {
            quint32 bits = rng.generate();
            float f;
            std::memcpy(&f, &bits, sizeof f);
            if (!std::isfinite(f))
                continue;
            char buf[64];
            auto r = std::to_chars(buf, buf + sizeof buf, f);
            QVERIFY2(check(std::string(buf, r.ptr)), buf);
            r = std::to_chars(buf, buf + sizeof buf, double(f) * (1.0 + double(rng.generateDouble()) * 1e-7),
                              std::chars_format::fixed, 12);
            QVERIFY2(check(std::string(buf, r.ptr)), buf);
            r = std::to_chars(buf, buf + sizeof buf, rng.generateDouble() * 100 - 50, std::chars_format::general, 9);
            QVERIFY2(check(std::string(buf, r.ptr)), buf);
        }
        for (const char *text :
             {"0", "-0", "1.", ".5", "-.5", "1e5", "1E-5", "3.4028235e38", "1.17549435e-38",
              "0.000000000000000000000000000001", "16777217", "0.1", "123456789012345678901234567890"})
            QVERIFY2(check(text), text);
    }

    void progressAndCancel()
    {
        QByteArray text = "# Inter-Quake Export\nmesh m\n";
        for (int i = 0; i < 200000; ++i)
            text += "vp 0 0 0\n";
        QList<double> seen;
        ReadOptions options;
        options.progress = [&seen](double f) {
            seen.append(f);
            return true;
        };
        QVERIFY(readIqe(QStringLiteral("p.iqe"), text, options).ok());
        QVERIFY(seen.size() >= 3);
        QVERIFY(std::is_sorted(seen.cbegin(), seen.cend()));
        options.progress = [](double f) { return f < 0.5; };
        const ReadResult r = readIqe(QStringLiteral("p.iqe"), text, options);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->message, cancelledMessage());
    }

    void readThroughFormatTable()
    {
        QVERIFY(formatHandler(QStringLiteral("iqe")));
        QCOMPARE(formatForWriting(QStringLiteral("x.iqe")), QStringLiteral("iqe"));
    }

    void corpusMrFixit()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe");
        if (!QFile::exists(path))
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        QCOMPARE(detectFormat(path), QStringLiteral("iqe"));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QVERIFY(r.warnings.isEmpty());
        const Model &m = r.model;
        QCOMPARE(m.meshes.size(), 2);
        QCOMPARE(m.meshes[0].name, QStringLiteral("Body"));
        QCOMPARE(m.meshes[1].name, QStringLiteral("Head"));
        QCOMPARE(m.materials.size(), 2);
        QCOMPARE(m.materials[m.meshes[0].material].name, QStringLiteral("Body.tga"));
        QCOMPARE(m.materials[m.meshes[1].material].name, QStringLiteral("Head.tga"));
        QCOMPARE(m.vertexCount(), 1861);
        QCOMPARE(m.triangleCount(), 2988);
        QCOMPARE(m.skeleton.joints.size(), 75);
        QVERIFY(m.skeleton.isTopologicallyOrdered());
        QCOMPARE(m.skeleton.joints[4].name, QStringLiteral("SpineIK2"));
        QCOMPARE(m.skeleton.joints[4].parent, 2);
        QCOMPARE(m.animations.size(), 1);
        QCOMPARE(m.animations[0].name, QStringLiteral("idle"));
        QCOMPARE(m.animations[0].fps, 24.0);
        QCOMPARE(m.animations[0].frameCount(), 101);
        for (const Mesh &mesh : m.meshes) {
            QVERIFY2(mesh.validate().isEmpty(), qPrintable(mesh.validate()));
            QCOMPARE(mesh.normals.size(), mesh.vertexCount());
            QCOMPARE(mesh.tangents.size(), mesh.vertexCount());
            QCOMPARE(mesh.texcoords[0].size(), mesh.vertexCount());
            QVERIFY(mesh.isSkinned());
        }
        // The file's vb lines have 1 to 4 pairs; each mesh keeps its widest.
        QCOMPARE(std::max(m.meshes[0].influencesPerVertex, m.meshes[1].influencesPerVertex), 4);
        // Weights of every vertex sum to 1 in this file.
        const Mesh &body = m.meshes[0];
        const int k = body.influencesPerVertex;
        for (qsizetype v = 0; v < body.vertexCount(); ++v) {
            float sum = 0;
            for (int i = 0; i < k; ++i)
                sum += body.blendWeights[v * k + i];
            QVERIFY(std::abs(sum - 1.0f) < 1e-3f);
        }
    }
};

QTEST_GUILESS_MAIN(TestIqeReader)
#include "tst_iqe_reader.moc"
