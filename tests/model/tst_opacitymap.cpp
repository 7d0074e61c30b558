// The opacity map of IMVU's XRF materials merged into the diffuse
// texture's alpha, on a small image pair.
#include "model/ops/OpacityMap.h"

#include <QTest>

using namespace quarry;

class TestOpacityMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mergesBrightnessIntoAlpha()
    {
        QImage diffuse(2, 2, QImage::Format_RGB32);
        diffuse.setPixel(0, 0, qRgb(255, 0, 0));
        diffuse.setPixel(1, 0, qRgb(0, 255, 0));
        diffuse.setPixel(0, 1, qRgb(0, 0, 255));
        diffuse.setPixel(1, 1, qRgb(10, 20, 30));
        QImage opacity(2, 2, QImage::Format_Grayscale8);
        opacity.setPixel(0, 0, qRgb(255, 255, 255));
        opacity.setPixel(1, 0, qRgb(0, 0, 0));
        opacity.setPixel(0, 1, qRgb(128, 128, 128));
        opacity.setPixel(1, 1, qRgb(64, 64, 64));
        const QImage merged = mergeOpacityIntoAlpha(diffuse, opacity);
        QCOMPARE(merged.size(), QSize(2, 2));
        QVERIFY(merged.hasAlphaChannel());
        QCOMPARE(merged.pixel(0, 0), qRgba(255, 0, 0, 255));
        QCOMPARE(merged.pixel(1, 0), qRgba(0, 255, 0, 0)); // colour kept where transparent
        QCOMPARE(merged.pixel(0, 1), qRgba(0, 0, 255, 128));
        QCOMPARE(merged.pixel(1, 1), qRgba(10, 20, 30, 64));
    }

    void keepsDiffuseAlphaAndScalesTheMap()
    {
        QImage diffuse(4, 2, QImage::Format_ARGB32);
        diffuse.fill(qRgba(200, 100, 50, 128));
        QImage opacity(2, 1, QImage::Format_RGB32);
        opacity.fill(qRgb(255, 255, 255));
        opacity.setPixel(1, 0, qRgb(0, 0, 0));
        const QImage merged = mergeOpacityIntoAlpha(diffuse, opacity);
        QCOMPARE(merged.size(), QSize(4, 2));
        // White halves the diffuse's own alpha not at all, black clears it.
        QCOMPARE(qAlpha(merged.pixel(0, 0)), 128);
        QCOMPARE(qAlpha(merged.pixel(3, 1)), 0);
        QCOMPARE(qRed(merged.pixel(3, 1)), 200);
    }

    void nullImages()
    {
        QImage diffuse(1, 1, QImage::Format_RGB32);
        diffuse.fill(qRgb(1, 2, 3));
        QCOMPARE(mergeOpacityIntoAlpha(diffuse, QImage()).pixel(0, 0), qRgba(1, 2, 3, 255));
        QVERIFY(mergeOpacityIntoAlpha(QImage(), diffuse).isNull());
    }

    void findsTheOpacityMap()
    {
        Material m;
        m.maps = {TextureMap{QStringLiteral("Diffuse Color"), QStringLiteral("shirt.jpg")},
                  TextureMap{QStringLiteral("Opacity"), QStringLiteral("shirt_mask.jpg")}};
        QCOMPARE(opacityMapPath(m), QStringLiteral("shirt_mask.jpg"));
        m.maps.removeLast();
        QVERIFY(opacityMapPath(m).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOpacityMap)
#include "tst_opacitymap.moc"
