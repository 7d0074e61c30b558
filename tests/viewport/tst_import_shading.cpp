// Models Assimp reads (glTF, OBJ) drawn in the Shaded mode as the file
// means them: Assimp gives front faces counter-clockwise and Quarry winds
// them clockwise, so an import whose winding was kept showed every face
// from behind with its normals against the winding, tinted as flipped
// (magenta). A grey cube with outward normals renders grey.
#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

namespace {

struct Face
{
    QVector3D normal;
    QVector3D corners[4]; // counter-clockwise seen from outside
};

QList<Face> cubeFaces()
{
    return {{{0, 0, 1}, {{-1, -1, 1}, {1, -1, 1}, {1, 1, 1}, {-1, 1, 1}}},
            {{0, 0, -1}, {{-1, -1, -1}, {-1, 1, -1}, {1, 1, -1}, {1, -1, -1}}},
            {{1, 0, 0}, {{1, -1, -1}, {1, 1, -1}, {1, 1, 1}, {1, -1, 1}}},
            {{-1, 0, 0}, {{-1, -1, -1}, {-1, -1, 1}, {-1, 1, 1}, {-1, 1, -1}}},
            {{0, 1, 0}, {{-1, 1, -1}, {-1, 1, 1}, {1, 1, 1}, {1, 1, -1}}},
            {{0, -1, 0}, {{-1, -1, -1}, {1, -1, -1}, {1, -1, 1}, {-1, -1, 1}}}};
}

// The cube as glTF: positions, normals, indexes, a grey material.
QByteArray cubeGltf()
{
    QByteArray positions, normals, indexes;
    quint16 base = 0;
    for (const Face &f : cubeFaces()) {
        for (const QVector3D &c : f.corners)
            for (int k = 0; k < 3; ++k) {
                const float p = c[k], n = f.normal[k];
                positions.append(reinterpret_cast<const char *>(&p), 4);
                normals.append(reinterpret_cast<const char *>(&n), 4);
            }
        for (const quint16 i : {0, 1, 2, 0, 2, 3}) {
            const quint16 index = base + i;
            indexes.append(reinterpret_cast<const char *>(&index), 2);
        }
        base += 4;
    }
    const QByteArray data = positions + normals + indexes;
    return QStringLiteral(R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}],
 "nodes": [{"mesh": 0, "name": "cube"}],
 "meshes": [{"primitives": [{"attributes": {"POSITION": 0, "NORMAL": 1}, "indices": 2, "material": 0}]}],
 "materials": [{"name": "grey", "pbrMetallicRoughness": {"baseColorFactor": [0.7, 0.7, 0.7, 1]}}],
 "buffers": [{"byteLength": %1, "uri": "data:application/octet-stream;base64,%2"}],
 "bufferViews": [{"buffer": 0, "byteOffset": 0, "byteLength": %3}, {"buffer": 0, "byteOffset": %3, "byteLength": %3},
                 {"buffer": 0, "byteOffset": %4, "byteLength": %5}],
 "accessors": [{"bufferView": 0, "componentType": 5126, "count": 24, "type": "VEC3", "min": [-1, -1, -1], "max": [1, 1, 1]},
               {"bufferView": 1, "componentType": 5126, "count": 24, "type": "VEC3"},
               {"bufferView": 2, "componentType": 5123, "count": 36, "type": "SCALAR"}]})")
        .arg(data.size())
        .arg(QString::fromLatin1(data.toBase64()))
        .arg(positions.size())
        .arg(positions.size() * 2)
        .arg(indexes.size())
        .toUtf8();
}

// The cube as OBJ: quads counter-clockwise, with their normals.
QByteArray cubeObj()
{
    QByteArray text = "mtllib cube.mtl\nusemtl grey\n";
    int v = 0;
    for (const Face &f : cubeFaces()) {
        for (const QVector3D &c : f.corners)
            text += QStringLiteral("v %1 %2 %3\n").arg(c.x()).arg(c.y()).arg(c.z()).toUtf8();
        text += QStringLiteral("vn %1 %2 %3\n").arg(f.normal.x()).arg(f.normal.y()).arg(f.normal.z()).toUtf8();
        const int n = v / 4 + 1;
        text += QStringLiteral("f %1//%5 %2//%5 %3//%5 %4//%5\n")
                    .arg(v + 1)
                    .arg(v + 2)
                    .arg(v + 3)
                    .arg(v + 4)
                    .arg(n)
                    .toUtf8();
        v += 4;
    }
    return text;
}

bool isColoured(QRgb c)
{
    return std::max({qRed(c), qGreen(c), qBlue(c)}) - std::min({qRed(c), qGreen(c), qBlue(c)}) > 20;
}

} // namespace

class TestImportShading : public QObject
{
    Q_OBJECT

private slots:
    void cubeRendersGrey_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("glTF") << QStringLiteral("cube.gltf") << cubeGltf();
        QTest::newRow("OBJ") << QStringLiteral("cube.obj") << cubeObj();
    }

    void cubeRendersGrey()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, contents);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile model(dir.filePath(name));
        QVERIFY(model.open(QIODevice::WriteOnly));
        model.write(contents);
        model.close();
        QFile mtl(dir.filePath(QStringLiteral("cube.mtl")));
        QVERIFY(mtl.open(QIODevice::WriteOnly));
        mtl.write("newmtl grey\nKd 0.7 0.7 0.7\n");
        mtl.close();
        const QString png = dir.filePath(QStringLiteral("cube.png"));
        const quarry::test::CliRun r = quarry::test::runQuarry(
            {QStringLiteral("render"), model.fileName(), QStringLiteral("-o"), png, QStringLiteral("--mode"),
             QStringLiteral("shaded"), QStringLiteral("--size"), QStringLiteral("240x240"), QStringLiteral("--no-grid"),
             QStringLiteral("--no-bones")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image = QImage(png).convertToFormat(QImage::Format_RGB32);
        QVERIFY(!image.isNull());
        const QRgb background = image.pixel(0, 0);
        int covered = 0, coloured = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb c = image.pixel(x, y);
                if (c == background)
                    continue;
                ++covered;
                coloured += isColoured(c) ? 1 : 0;
            }
        QVERIFY2(covered > 4000, qPrintable(QString::number(covered)));
        // Edge pixels blend with the background; the faces are grey.
        QVERIFY2(coloured < covered / 50, qPrintable(QStringLiteral("%1 of %2 coloured").arg(coloured).arg(covered)));
    }

    // Written back through Assimp (OBJ here), the faces are counter-clockwise
    // about their normals again, as the file's readers take them.
    void exportWindsCounterClockwise()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile model(dir.filePath(QStringLiteral("cube.gltf")));
        QVERIFY(model.open(QIODevice::WriteOnly));
        model.write(cubeGltf());
        model.close();
        const QString obj = dir.filePath(QStringLiteral("out.obj"));
        const quarry::test::CliRun r = quarry::test::runQuarry(
            {QStringLiteral("convert"), model.fileName(), obj, QStringLiteral("--up"), QStringLiteral("stored")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile text(obj);
        QVERIFY(text.open(QIODevice::ReadOnly));
        QList<QVector3D> v, vn;
        int faces = 0;
        for (const QByteArray &line : text.readAll().split('\n')) {
            const QList<QByteArray> t = line.simplified().split(' ');
            if (t.size() == 4 && t[0] == "v")
                v << QVector3D(t[1].toFloat(), t[2].toFloat(), t[3].toFloat());
            else if (t.size() == 4 && t[0] == "vn")
                vn << QVector3D(t[1].toFloat(), t[2].toFloat(), t[3].toFloat());
            else if (t.size() == 4 && t[0] == "f") {
                QVector3D p[3], n;
                for (int k = 0; k < 3; ++k) {
                    const QList<QByteArray> refs = t[k + 1].split('/');
                    QVERIFY(refs.size() == 3);
                    p[k] = v.value(refs[0].toInt() - 1);
                    n += vn.value(refs[2].toInt() - 1);
                }
                const float along = QVector3D::dotProduct(QVector3D::crossProduct(p[1] - p[0], p[2] - p[0]), n);
                QVERIFY2(along > 0, line.constData());
                ++faces;
            }
        }
        QCOMPARE(faces, 12);
    }
};

QTEST_MAIN(TestImportShading)
#include "tst_import_shading.moc"
