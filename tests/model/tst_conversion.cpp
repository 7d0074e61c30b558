#include "model/Pose.h"
#include "model/ops/Conversion.h"
#include "model/ops/SampleModel.h"

#include <QTest>

using namespace quarry;

class TestConversion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void heightScalesToTarget()
    {
        Model m = makeSampleModel(); // 2.6 tall
        QString error;
        ConversionSettings s;
        s.height = 56.0f;
        const QStringList messages = applyConversion(m, s, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(messages.size(), 1);
        const Bounds b = poseBounds(m, -1, 0);
        QVERIFY(qAbs(b.max.z() - b.min.z() - 56.0f) < 1e-3f);
    }

    void yUpBecomesZUp()
    {
        Model m = makeSampleModel();
        ConversionSettings s;
        s.sourceUp = 'y';
        applyConversion(m, s);
        const Bounds b = poseBounds(m, -1, 0);
        // The column stood along +Z; treated as Y-up data its +Z goes to -Y.
        QVERIFY(qAbs(b.min.y() + 2.6f) < 1e-4f);
        QVERIFY(qAbs(b.max.z() - 0.45f) < 1e-4f);
    }

    void influenceLimitAndFps()
    {
        Model m = makeSampleModel();
        ConversionSettings s;
        s.maxInfluences = 1;
        s.fps = 12;
        const QStringList messages = applyConversion(m, s);
        QCOMPARE(m.meshes[0].influencesPerVertex, 1);
        QVERIFY(messages.join(QLatin1Char('\n')).contains(QLatin1String("influences")));
        QCOMPARE(m.animations[0].fps, 12.0);
        QCOMPARE(m.animations[0].frameCount(), 13);
    }

    void heightOfEmptyModelIsAnError()
    {
        Model m;
        ConversionSettings s;
        s.height = 10;
        QString error;
        applyConversion(m, s, &error);
        QVERIFY(!error.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestConversion)
#include "tst_conversion.moc"
