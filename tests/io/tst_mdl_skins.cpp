// MDL skins from several materials: an MDL has one texture space, so the
// textures of a model whose meshes use two materials are packed into its
// one skin and each mesh's texture coordinates point at its own texture's
// texels there.
#include "io/EmbeddedTextures.h"
#include "io/mdl/MdlWriter.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"

#include <QBuffer>
#include <QImage>
#include <QtTest>

using namespace quarry;

namespace {

// A 16 × 16 texture of four quadrants, each one palette colour:
// top left, top right, bottom left, bottom right.
QByteArray quadrantsPng(const std::array<int, 4> &indices)
{
    const QList<QRgb> palette = quake::quakeColorTable();
    QImage image(16, 16, QImage::Format_RGB32);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            image.setPixel(x, y, palette[indices[size_t((y >= 8 ? 2 : 0) + (x >= 8 ? 1 : 0))]]);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

} // namespace

class TestMdlSkins : public QObject
{
    Q_OBJECT

private slots:
    void packsEveryMaterialsTexture()
    {
        // Palette entries outside the fullbright, shirt and pants ranges.
        const std::array<int, 4> first{40, 60, 80, 5}, second{120, 150, 190, 12};
        Model m;
        QVariantMap embedded;
        for (int material = 0; material < 2; ++material) {
            Mesh mesh;
            const float z = float(material);
            mesh.positions = {QVector3D(0, 0, z), QVector3D(1, 0, z), QVector3D(0, 1, z), QVector3D(1, 1, z)};
            // Each vertex at the middle of one quadrant.
            mesh.texcoords = {
                {QVector2D(0.25f, 0.25f), QVector2D(0.75f, 0.25f), QVector2D(0.25f, 0.75f), QVector2D(0.75f, 0.75f)}};
            mesh.triangles = {Triangle{0, 1, 2}, Triangle{1, 3, 2}};
            mesh.material = material;
            m.meshes.append(mesh);
            Material mat;
            mat.name = QStringLiteral("m%1").arg(material);
            mat.maps.append(TextureMap{QStringLiteral("diffuse"), QStringLiteral("*%1").arg(material)});
            m.materials.append(mat);
            embedded.insert(QStringLiteral("*%1").arg(material),
                            QVariantMap{{QStringLiteral("data"), quadrantsPng(material == 0 ? first : second)},
                                        {QStringLiteral("format"), QStringLiteral("png")}});
        }
        m.extras.insert(QLatin1String(kEmbeddedTextures), embedded);

        const WriteResult w = writeMdl(m, QStringLiteral("two.mdl"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const char *file = w.data.constData();
        QCOMPARE(quake::readI32(file + 48), 1); // one skin
        const int width = quake::readI32(file + 52), height = quake::readI32(file + 56);
        QCOMPARE(width % 4, 0);
        QVERIFY(height <= 480);
        QVERIFY2(width >= 32 || height >= 32, "both textures have room in the skin");
        const int numVerts = quake::readI32(file + 60);
        QCOMPARE(numVerts, 8); // every vertex its own position
        const char *skin = file + 84 + 4;
        const char *stverts = skin + qsizetype(width) * height;
        const QList<QRgb> palette = quake::quakeColorTable();
        // Vertices in the order of the meshes': each texel the colour of its
        // own texture's quadrant.
        for (int v = 0; v < numVerts; ++v) {
            const int s = quake::readI32(stverts + 12 * v + 4), t = quake::readI32(stverts + 12 * v + 8);
            QVERIFY(s >= 0 && s < width && t >= 0 && t < height);
            const int wanted = (v < 4 ? first : second)[size_t(v % 4)];
            // The texel and its neighbours (the quadrants are 8 texels wide).
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int index = quint8(skin[qsizetype(t + dy) * width + s + dx]);
                    QVERIFY2(palette[index] == palette[wanted],
                             qPrintable(QStringLiteral("vertex %1 at (%2, %3): index %4, not %5")
                                            .arg(v)
                                            .arg(s + dx)
                                            .arg(t + dy)
                                            .arg(index)
                                            .arg(wanted)));
                }
        }
        bool said = false;
        for (const Diagnostic &d : w.warnings)
            said = said || d.message.contains(QStringLiteral("packed"));
        QVERIFY(said);
    }

    // One material: its texture is the skin as it was, nothing packed.
    void oneMaterialIsNotPacked()
    {
        Model m;
        Mesh mesh;
        mesh.positions = {QVector3D(0, 0, 0), QVector3D(1, 0, 0), QVector3D(0, 1, 0)};
        mesh.texcoords = {{QVector2D(0.25f, 0.25f), QVector2D(0.75f, 0.25f), QVector2D(0.25f, 0.75f)}};
        mesh.triangles = {Triangle{0, 1, 2}};
        mesh.material = 0;
        m.meshes = {mesh, mesh};
        Material mat;
        mat.name = QStringLiteral("m");
        mat.maps.append(TextureMap{QStringLiteral("diffuse"), QStringLiteral("*0")});
        m.materials.append(mat);
        m.extras.insert(
            QLatin1String(kEmbeddedTextures),
            QVariantMap{{QStringLiteral("*0"), QVariantMap{{QStringLiteral("data"), quadrantsPng({40, 60, 80, 5})},
                                                           {QStringLiteral("format"), QStringLiteral("png")}}}});
        const WriteResult w = writeMdl(m, QStringLiteral("one.mdl"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QCOMPARE(quake::readI32(w.data.constData() + 52), 16);
        QCOMPARE(quake::readI32(w.data.constData() + 56), 16);
        for (const Diagnostic &d : w.warnings)
            QVERIFY2(!d.message.contains(QStringLiteral("packed")), qPrintable(d.message));
    }
};

QTEST_GUILESS_MAIN(TestMdlSkins)
#include "tst_mdl_skins.moc"
