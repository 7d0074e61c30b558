// Up axes and embedded textures of the interchange formats. glTF is Y up by
// its specification and Collada says in <up_axis>; Quarry is Z up: an
// import stands in Z, an export stands in Y for Assimp's own importer, and
// "as stored" leaves the axes alone both ways. A texture a .glb embeds is
// written beside an IQM output, with the material naming the file.
#include "CliRunner.h"
#include "io/Export.h"
#include "io/Formats.h"
#include "model/MaterialNames.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <algorithm>

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

using namespace quarry;

namespace {

// 0, 1 or 2: the axis along which the bounds are longest.
int tallestAxis(const QVector3D &extent)
{
    if (extent.z() >= extent.x() && extent.z() >= extent.y())
        return 2;
    return extent.y() >= extent.x() ? 1 : 0;
}

int tallestAxis(const Model &model)
{
    const Bounds b = poseBounds(model, -1, 0.0);
    return b.isValid() ? tallestAxis(b.max - b.min) : -1;
}

// The bounds of every mesh as Assimp's own importer places it in the world.
int tallestAxisByAssimp(const QString &path)
{
    Assimp::Importer importer;
    const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), aiProcess_PreTransformVertices);
    if (!scene)
        return -1;
    QVector3D lo(1e30f, 1e30f, 1e30f), hi(-1e30f, -1e30f, -1e30f);
    for (unsigned m = 0; m < scene->mNumMeshes; ++m)
        for (unsigned v = 0; v < scene->mMeshes[m]->mNumVertices; ++v) {
            const aiVector3D &p = scene->mMeshes[m]->mVertices[v];
            lo = QVector3D(std::min(lo.x(), p.x), std::min(lo.y(), p.y), std::min(lo.z(), p.z));
            hi = QVector3D(std::max(hi.x(), p.x), std::max(hi.y(), p.y), std::max(hi.z(), p.z));
        }
    return scene->mNumMeshes > 0 ? tallestAxis(hi - lo) : -1;
}

QByteArray floats(std::initializer_list<float> values)
{
    QByteArray out;
    for (float v : values) {
        char b[4];
        qToLittleEndian(v, b);
        out.append(b, 4);
    }
    return out;
}

void pad(QByteArray &b, char with)
{
    while (b.size() % 4)
        b.append(with);
}

// A .glb holding one triangle 5 units tall along glTF's up (Y), with a
// material "Skin" whose base colour texture is `png`, embedded (when given).
QByteArray triangleGlb(const QByteArray &png)
{
    QByteArray bin = floats({0, 0, 0, 1, 0, 0, 0, 5, 0}) + floats({0, 0, 1, 0, 0, 1});
    const qsizetype imageOffset = bin.size();
    bin += png;
    pad(bin, '\0');
    QJsonObject attributes{{QStringLiteral("POSITION"), 0}, {QStringLiteral("TEXCOORD_0"), 1}};
    QJsonObject primitive{{QStringLiteral("attributes"), attributes}};
    QJsonObject json{
        {QStringLiteral("asset"), QJsonObject{{QStringLiteral("version"), QStringLiteral("2.0")}}},
        {QStringLiteral("scene"), 0},
        {QStringLiteral("scenes"), QJsonArray{QJsonObject{{QStringLiteral("nodes"), QJsonArray{0}}}}},
        {QStringLiteral("nodes"), QJsonArray{QJsonObject{{QStringLiteral("mesh"), 0}}}},
        {QStringLiteral("buffers"), QJsonArray{QJsonObject{{QStringLiteral("byteLength"), int(bin.size())}}}},
        {QStringLiteral("accessors"), QJsonArray{QJsonObject{{QStringLiteral("bufferView"), 0},
                                                             {QStringLiteral("componentType"), 5126},
                                                             {QStringLiteral("count"), 3},
                                                             {QStringLiteral("type"), QStringLiteral("VEC3")},
                                                             {QStringLiteral("min"), QJsonArray{0, 0, 0}},
                                                             {QStringLiteral("max"), QJsonArray{1, 5, 0}}},
                                                 QJsonObject{{QStringLiteral("bufferView"), 1},
                                                             {QStringLiteral("componentType"), 5126},
                                                             {QStringLiteral("count"), 3},
                                                             {QStringLiteral("type"), QStringLiteral("VEC2")}}}},
    };
    QJsonArray views{
        QJsonObject{
            {QStringLiteral("buffer"), 0}, {QStringLiteral("byteOffset"), 0}, {QStringLiteral("byteLength"), 36}},
        QJsonObject{
            {QStringLiteral("buffer"), 0}, {QStringLiteral("byteOffset"), 36}, {QStringLiteral("byteLength"), 24}}};
    if (!png.isEmpty()) {
        views.append(QJsonObject{{QStringLiteral("buffer"), 0},
                                 {QStringLiteral("byteOffset"), int(imageOffset)},
                                 {QStringLiteral("byteLength"), int(png.size())}});
        json.insert(QStringLiteral("images"),
                    QJsonArray{QJsonObject{{QStringLiteral("bufferView"), 2},
                                           {QStringLiteral("mimeType"), QStringLiteral("image/png")}}});
        json.insert(QStringLiteral("textures"), QJsonArray{QJsonObject{{QStringLiteral("source"), 0}}});
        json.insert(QStringLiteral("materials"),
                    QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Skin")},
                                           {QStringLiteral("pbrMetallicRoughness"),
                                            QJsonObject{{QStringLiteral("baseColorTexture"),
                                                         QJsonObject{{QStringLiteral("index"), 0}}}}}}});
        primitive.insert(QStringLiteral("material"), 0);
    }
    json.insert(QStringLiteral("meshes"),
                QJsonArray{QJsonObject{{QStringLiteral("primitives"), QJsonArray{primitive}}}});
    json.insert(QStringLiteral("bufferViews"), views);
    QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    pad(text, ' ');
    QByteArray glb;
    auto u32 = [&glb](quint32 v) {
        char b[4];
        qToLittleEndian(v, b);
        glb.append(b, 4);
    };
    glb.append("glTF", 4);
    u32(2);
    u32(quint32(12 + 8 + text.size() + 8 + bin.size()));
    u32(quint32(text.size()));
    u32(0x4E4F534Au);
    glb += text;
    u32(quint32(bin.size()));
    u32(0x004E4942u);
    glb += bin;
    return glb;
}

QByteArray smallPng()
{
    QImage image(4, 2, QImage::Format_RGB32);
    image.fill(qRgb(200, 40, 10));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

// A Collada triangle 5 units tall along Z, declaring `upAxis`.
QByteArray triangleDae(const char *upAxis)
{
    return QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
                      "<COLLADA xmlns=\"http://www.collada.org/2005/11/COLLADASchema\" version=\"1.4.1\">\n"
                      "<asset><unit name=\"meter\" meter=\"1\"/><up_axis>")
           + upAxis
           + "</up_axis></asset>\n"
             "<library_geometries><geometry id=\"g\"><mesh>\n"
             "<source id=\"p\"><float_array id=\"pa\" count=\"9\">0 0 0 1 0 0 0 0 5</float_array>\n"
             "<technique_common><accessor source=\"#pa\" count=\"3\" stride=\"3\"><param name=\"X\" type=\"float\"/>"
             "<param name=\"Y\" type=\"float\"/><param name=\"Z\" "
             "type=\"float\"/></accessor></technique_common></source>\n"
             "<vertices id=\"v\"><input semantic=\"POSITION\" source=\"#p\"/></vertices>\n"
             "<triangles count=\"1\"><input semantic=\"VERTEX\" source=\"#v\" offset=\"0\"/><p>0 1 2</p></triangles>\n"
             "</mesh></geometry></library_geometries>\n"
             "<library_visual_scenes><visual_scene id=\"s\"><node id=\"n\"><instance_geometry url=\"#g\"/></node>"
             "</visual_scene></library_visual_scenes>\n"
             "<scene><instance_visual_scene url=\"#s\"/></scene>\n"
             "</COLLADA>\n";
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QString notes(const ReadResult &r)
{
    QStringList lines;
    for (const Diagnostic &d : r.notes + r.warnings)
        lines << d.message;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestAssimpAxes : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void gltfImportStandsInZ()
    {
        const QString path = m_dir.filePath(QStringLiteral("tall.glb"));
        QVERIFY(writeFile(path, triangleGlb({})));
        QCOMPARE(tallestAxisByAssimp(path), 1); // as stored: Y up
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error->toString()));
        QCOMPARE(tallestAxis(r.model), 2);
        QVERIFY2(notes(r).contains(QLatin1String("turned Z up")), qPrintable(notes(r)));
        const Bounds b = poseBounds(r.model, -1, 0.0);
        QVERIFY(qAbs(b.max.z() - 5.0f) < 1e-4f && qAbs(b.min.z()) < 1e-4f);

        ReadOptions stored;
        stored.options.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
        const ReadResult asStored = readModelFile(path, stored);
        QVERIFY(asStored.ok());
        QCOMPARE(tallestAxis(asStored.model), 1);
        QVERIFY2(notes(asStored).contains(QLatin1String("as stored")), qPrintable(notes(asStored)));
    }

    void colladaImportFollowsItsUpAxis_data()
    {
        QTest::addColumn<QByteArray>("upAxis");
        QTest::addColumn<int>("tallest");
        QTest::newRow("Z_UP stays") << QByteArray("Z_UP") << 2;
        QTest::newRow("Y_UP turned") << QByteArray("Y_UP") << 1; // the Z extent is its depth: turned, it lies along -Y
    }

    void colladaImportFollowsItsUpAxis()
    {
        QFETCH(QByteArray, upAxis);
        QFETCH(int, tallest);
        const QString path = m_dir.filePath(QStringLiteral("tri_%1.dae").arg(QString::fromLatin1(upAxis)));
        QVERIFY(writeFile(path, triangleDae(upAxis.constData())));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error->toString()));
        QCOMPARE(tallestAxis(r.model), tallest);
    }

    void exportStandsInYForAssimp_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("glb") << QStringLiteral("sample.glb");
        QTest::newRow("gltf") << QStringLiteral("sample.gltf");
        QTest::newRow("dae") << QStringLiteral("sample.dae");
    }

    void exportStandsInYForAssimp()
    {
        QFETCH(QString, name);
        const Model sample = makeSampleModel();
        QCOMPARE(tallestAxis(sample), 2);
        const QString path = m_dir.filePath(name);
        ExportOptions options;
        options.format = formatForWriting(path);
        const ExportResult r = exportModel(sample, path, options);
        QVERIFY(r.ok());
        QCOMPARE(tallestAxisByAssimp(path), 1);
        // Quarry's reader turns it back.
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(tallestAxis(back.model), 2);
        const Bounds a = poseBounds(sample, -1, 0.0), b = poseBounds(back.model, -1, 0.0);
        QVERIFY((a.min - b.min).length() < 1e-3f && (a.max - b.max).length() < 1e-3f);

        // As stored: neither turned on the way out nor on the way in.
        const QString stored = m_dir.filePath(QStringLiteral("stored_") + name);
        options.conversion.axesAsStored = true;
        QVERIFY(exportModel(sample, stored, options).ok());
        QCOMPARE(tallestAxisByAssimp(stored), 2);
    }

    void embeddedTextureWrittenBesideIqm()
    {
        const QByteArray png = smallPng();
        const QString path = m_dir.filePath(QStringLiteral("robot.glb"));
        QVERIFY(writeFile(path, triangleGlb(png)));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error->toString()));
        // Assimp adds a default material beside the file's.
        QVERIFY(std::any_of(r.model.materials.cbegin(), r.model.materials.cend(),
                            [](const Material &m) { return m.texturePath() == QLatin1String("*0"); }));

        QTemporaryDir out;
        const QString iqm = out.filePath(QStringLiteral("robot.iqm"));
        ExportOptions options;
        options.format = QStringLiteral("iqm");
        const ExportResult exported = exportModel(r.model, iqm, options);
        QVERIFY(exported.ok());
        const QString texture = out.filePath(QStringLiteral("robot_Skin.png"));
        QVERIFY2(QFile::exists(texture), qPrintable(QDir(out.path()).entryList(QDir::Files).join(QLatin1Char(' '))));
        QFile file(texture);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), png);
        QVERIFY2(exported.conversionMessages.join(QLatin1Char('\n')).contains(QLatin1String("robot_Skin.png")),
                 qPrintable(exported.conversionMessages.join(QLatin1Char('\n'))));
        const ReadResult back = readModelFile(iqm);
        QVERIFY(back.ok());
        QCOMPARE(back.model.materials.size(), 1);
        QCOMPARE(materialReference(back.model.materials[0]), QStringLiteral("robot_Skin.png"));

        // Saved without the export pipeline too.
        const QString iqe = out.filePath(QStringLiteral("saved.iqe"));
        const WriteResult saved = writeModelFile(r.model, iqe, QStringLiteral("iqe"));
        QVERIFY(saved.ok());
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("saved_Skin.png"))));
        QCOMPARE(materialReference(readModelFile(iqe).model.materials[0]), QStringLiteral("saved_Skin.png"));
    }

    // `quarry convert --up`: the user's choice is what happens, once.
    void convertKeepsTheUpChoice_data()
    {
        QTest::addColumn<QStringList>("up");
        QTest::addColumn<int>("tallest");
        QTest::newRow("declared") << QStringList() << 2;
        QTest::newRow("--up y") << QStringList{QStringLiteral("--up"), QStringLiteral("y")} << 2;
        QTest::newRow("--up z") << QStringList{QStringLiteral("--up"), QStringLiteral("z")} << 1;
        QTest::newRow("--up stored") << QStringList{QStringLiteral("--up"), QStringLiteral("stored")} << 1;
    }

    void convertKeepsTheUpChoice()
    {
        QFETCH(QStringList, up);
        QFETCH(int, tallest);
        const QString in = m_dir.filePath(QStringLiteral("cli.glb"));
        QVERIFY(writeFile(in, triangleGlb({})));
        const QString out = m_dir.filePath(QStringLiteral("cli.iqe"));
        const test::CliRun run = test::runQuarry(QStringList{QStringLiteral("convert"), in, out} + up,
                                                 test::CliOptions().withoutDisplay());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const ReadResult r = readModelFile(out);
        QVERIFY(r.ok());
        QCOMPARE(tallestAxis(r.model), tallest);
        if (up.isEmpty())
            QVERIFY2(run.err.contains(QLatin1String("turned Z up")), qPrintable(run.err));
        const test::CliRun bad = test::runQuarry(
            {QStringLiteral("convert"), in, out, QStringLiteral("--up"), QStringLiteral("x")},
            test::CliOptions().withoutDisplay());
        QCOMPARE(bad.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestAssimpAxes)
#include "tst_assimp_axes.moc"
